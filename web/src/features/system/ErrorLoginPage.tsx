import { MessagePage } from './MessagePage';

export default function ErrorLoginPage() {
  return (
    <MessagePage
      fullPage
      title="We couldn't sign you in"
      message="Something went wrong while signing you in. Please try again."
      action={{ label: 'Back to sign in', to: '/login' }}
    />
  );
}
