import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '../../components/form-fields';
import { PasswordHints } from './PasswordHints';

/** A password being chosen (signing up, a reset, a first one), with its rules ticked off below it as they are met. */
export function NewPasswordField<T extends FieldValues & { password: string }>(props: {
  control: Control<T>;
  label: string;
  /** The rules list's id, which the field names as its description. */
  hintsId: string;
}) {
  const name = 'password' as FieldPath<T>;
  const value: unknown = useWatch({ control: props.control, name });
  return (
    <>
      <TextField
        control={props.control}
        name={name}
        label={props.label}
        required
        type="password"
        autoComplete="new-password"
        aria-describedby={props.hintsId}
      />
      <PasswordHints id={props.hintsId} value={typeof value === 'string' ? value : ''} />
    </>
  );
}
