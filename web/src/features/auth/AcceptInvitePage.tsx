import { NewPasswordForm } from './NewPasswordForm';

export default function AcceptInvitePage() {
  return (
    <NewPasswordForm
      title="Accept your invitation"
      subtitle="Enter the code from your invitation e-mail and choose a password."
      submitLabel="Accept invitation"
      success="Welcome! Your account is ready."
    />
  );
}
