import { NewPasswordForm } from './NewPasswordForm';

export default function ResetPasswordPage() {
  return (
    <NewPasswordForm
      title="Choose a new password"
      subtitle="Enter the code we e-mailed you and your new password."
      submitLabel="Reset password"
      success="Your password has been changed."
    />
  );
}
