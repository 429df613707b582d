import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '@chakra-ui/react';
import { IdentityRoutes, ResetPasswordInput } from '@polyloop/shared';
import { TextField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { signIn, takePostLoginPath } from '../../lib/auth';
import { schemaResolver } from '../../lib/form';
import { messageOf, useFormSubmit } from '../../lib/use-submit';
import { AuthForm } from './AuthCard';
import { EmailField } from './EmailField';
import { NewPasswordField } from './NewPasswordField';

type Form = z.input<typeof ResetPasswordInput>;

/**
 * E-mailed code plus a new password, then straight in: used to reset a password and by invited
 * users to choose their first one (the server sends both the same kind of code).
 */
export function NewPasswordForm(props: {
  title: string;
  subtitle: string;
  submitLabel: string;
  success: string;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: schemaResolver(ResetPasswordInput),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? '', code: '', password: '' },
  });
  const { formState } = form;
  const { isSubmitting } = formState;
  const onSubmit = useFormSubmit(
    form,
    (values) => {
      setError(null);
      return api(IdentityRoutes.resetPassword, { body: ResetPasswordInput.parse(values) });
    },
    {
      success: props.success,
      // Straight in with the new password; if that fails, the sign-in page takes over.
      onSuccess: (_, values) => {
        const body = ResetPasswordInput.parse(values);
        return signIn(body.email, body.password).then(
          () => void navigate(takePostLoginPath(), { replace: true }),
          () => void navigate(`/login?email=${encodeURIComponent(body.email)}`, { replace: true }),
        );
      },
      onError: (e) => (setError(messageOf(e)), true),
    },
  );
  return (
    <AuthForm title={props.title} subtitle={props.subtitle} error={error} onSubmit={onSubmit}>
      <EmailField control={form.control} autoComplete="username" />
      <TextField
        control={form.control}
        name="code"
        label="Code"
        required
        helper="The 6-digit code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <NewPasswordField control={form.control} label="New password" hintsId="new-password-rules" />
      <Button type="submit" loading={isSubmitting} w="full">
        {props.submitLabel}
      </Button>
    </AuthForm>
  );
}
