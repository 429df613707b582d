import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '@chakra-ui/react';
import { IdentityRoutes, VerifyEmailInput } from '@polyloop/shared';
import { TextField } from '../../components/form-fields';
import { notify } from '../../components/ui/toaster';
import { api } from '../../lib/api';
import { signIn, takePostLoginPath } from '../../lib/auth';
import { schemaResolver } from '../../lib/form';
import { messageOf, useFormSubmit, useSubmit } from '../../lib/use-submit';
import { AuthForm } from './AuthCard';
import { EmailField } from './EmailField';
import { takeCredentials } from './pending-credentials';
import { useCooldown } from './use-cooldown';

export const RESEND_COOLDOWN_S = 30;
type Form = z.input<typeof VerifyEmailInput>;

export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const resending = useSubmit({
    success: 'We sent you a new code.',
    fallback: 'The code could not be sent. Please try again.',
  });
  const form = useForm<Form>({
    resolver: schemaResolver(VerifyEmailInput),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  const { getValues, trigger, formState } = form;
  const { isSubmitting } = formState;

  /** Signs in with what the sign-up page kept, when it kept it; answers whether that worked. */
  const signInKept = async (email: string) => {
    const credentials = takeCredentials(email);
    if (!credentials) return false;
    return signIn(credentials.email, credentials.password).then(
      () => true,
      () => false,
    );
  };
  const onSubmit = useFormSubmit(
    form,
    (values) => {
      setError(null);
      return api(IdentityRoutes.verifyEmail, { body: VerifyEmailInput.parse(values) });
    },
    {
      onSuccess: async (_, values) => {
        const { email } = VerifyEmailInput.parse(values);
        if (!(await signInKept(email)))
          return void navigate(`/login?verified=1&email=${encodeURIComponent(email)}`, { replace: true });
        notify('success', 'Your e-mail address is verified.');
        void navigate(takePostLoginPath(), { replace: true });
      },
      onError: (e) => (
        setError(messageOf(e, 'Verification is unavailable right now. Please try again.')),
        true
      ),
    },
  );

  const resend = async () => {
    if (!(await trigger('email'))) return;
    if (
      await resending.run(() =>
        api(IdentityRoutes.resendCode, { body: { email: getValues('email').trim().toLowerCase() } }),
      )
    )
      cooldown.start();
  };

  return (
    <AuthForm
      title="Verify your e-mail"
      subtitle="Enter the 6-digit code we e-mailed you."
      error={error}
      onSubmit={onSubmit}
    >
      <EmailField control={form.control} />
      <TextField
        control={form.control}
        name="code"
        label="Verification code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <Button type="submit" loading={isSubmitting} w="full">
        Verify
      </Button>
      <Button variant="ghost" disabled={cooldown.left > 0} onClick={() => void resend()}>
        {cooldown.left > 0 ? `Resend code (${cooldown.left} s)` : 'Resend code'}
      </Button>
    </AuthForm>
  );
}
