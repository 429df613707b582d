import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../components/form-fields';

/** The e-mail address an account is known by, as every sign-in form asks it. */
export function EmailField<T extends FieldValues & { email: string }>(props: {
  control: Control<T>;
  /** `username` where a password manager should pair it with the password that follows. */
  autoComplete?: 'email' | 'username';
  autoFocus?: boolean;
}) {
  return (
    <TextField
      control={props.control}
      name={'email' as FieldPath<T>}
      label="Email"
      required
      type="email"
      autoComplete={props.autoComplete ?? 'email'}
      autoFocus={props.autoFocus}
    />
  );
}
