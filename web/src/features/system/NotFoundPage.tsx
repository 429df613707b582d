import { MessagePage } from './MessagePage';

export default function NotFoundPage({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <MessagePage
      fullPage={fullPage}
      title="Oops, nothing here"
      message="The page you are looking for does not exist or has moved."
      action={{ label: 'Go to the dashboard', to: '/dashboard' }}
    />
  );
}
