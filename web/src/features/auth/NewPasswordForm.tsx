import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { IdentityRoutes, ResetPasswordInput } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { api, ApiError } from '../../lib/api';
import { signIn, takePostLoginPath } from '../../lib/auth';
import { onInvalidSubmit } from '../../lib/form';
import { AuthCard } from './AuthCard';
import { PasswordHints } from './PasswordHints';

type Form = z.input<typeof ResetPasswordInput>;

/**
 * E-mailed code plus a new password, then straight in: used to reset a password and by invited
 * users to choose their first one (the server sends both the same kind of code).
 */
export function NewPasswordForm(props: { title: string; subtitle: string; submitLabel: string; success: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Form>({
    resolver: zodResolver(ResetPasswordInput),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? '', code: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const body = ResetPasswordInput.parse(values);
    try {
      await api(IdentityRoutes.resetPassword, { body });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
      return;
    }
    try {
      await signIn(body.email, body.password);
      notify('success', props.success);
      void navigate(takePostLoginPath(), { replace: true });
    } catch {
      notify('success', props.success);
      void navigate(`/login?email=${encodeURIComponent(body.email)}`, { replace: true });
    }
  }, () => onInvalidSubmit());
  return (
    <AuthCard title={props.title} subtitle={props.subtitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="username" {...register('email')} />
          </FormField>
          <FormField label="Code" required error={errors.code?.message} helper="The 6-digit code from the e-mail">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
          </FormField>
          <FormField label="New password" required error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" aria-describedby="new-password-rules" {...register('password')} />
          </FormField>
          <PasswordHints id="new-password-rules" value={watch('password')} />
          <Button type="submit" loading={isSubmitting} w="full">
            {props.submitLabel}
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
