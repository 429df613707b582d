import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { IdentityRoutes, VerifyEmailInput } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { api, ApiError } from '../../lib/api';
import { signIn, takePostLoginPath } from '../../lib/auth';
import { onInvalidSubmit } from '../../lib/form';
import { AuthCard } from './AuthCard';
import { takeCredentials } from './pending-credentials';
import { useCooldown } from './use-cooldown';

export const RESEND_COOLDOWN_S = 30;
type Form = z.input<typeof VerifyEmailInput>;

export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const { register, handleSubmit, getValues, trigger, formState } = useForm<Form>({
    resolver: zodResolver(VerifyEmailInput),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const body = VerifyEmailInput.parse(values);
    try {
      await api(IdentityRoutes.verifyEmail, { body });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Verification is unavailable right now. Please try again.');
      return;
    }
    const credentials = takeCredentials(body.email);
    if (credentials) {
      try {
        await signIn(credentials.email, credentials.password);
        notify('success', 'Your e-mail address is verified.');
        void navigate(takePostLoginPath(), { replace: true });
        return;
      } catch {
        // Fall back to signing in by hand.
      }
    }
    void navigate(`/login?verified=1&email=${encodeURIComponent(body.email)}`, { replace: true });
  }, () => onInvalidSubmit());

  const resend = async () => {
    if (!(await trigger('email'))) return;
    try {
      await api(IdentityRoutes.resendCode, { body: { email: getValues('email').trim().toLowerCase() } });
      notify('success', 'We sent you a new code.');
      cooldown.start();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'The code could not be sent. Please try again.');
    }
  };

  return (
    <AuthCard title="Verify your e-mail" subtitle="Enter the 6-digit code we e-mailed you.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Verification code" required error={errors.code?.message}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...register('code')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} w="full">
            Verify
          </Button>
          <Button variant="ghost" disabled={cooldown.left > 0} onClick={() => void resend()}>
            {cooldown.left > 0 ? `Resend code (${cooldown.left} s)` : 'Resend code'}
          </Button>
          <Text textAlign="center" fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to="/login">Back to sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
