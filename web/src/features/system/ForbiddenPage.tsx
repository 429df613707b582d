import { MessagePage } from './MessagePage';

export default function ForbiddenPage() {
  return (
    <MessagePage
      fullPage
      title="Access denied"
      message="You don't have permission to see this page. Contact your company administrator if you need access."
      action={{ label: 'Go to the dashboard', to: '/dashboard' }}
    />
  );
}
