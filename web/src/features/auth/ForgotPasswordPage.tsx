import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { EmailOnly, IdentityRoutes } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { api, ApiError } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { AuthCard } from './AuthCard';

type Form = z.input<typeof EmailOnly>;

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(EmailOnly),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const body = EmailOnly.parse(values);
    try {
      await api(IdentityRoutes.forgotPassword, { body });
      notify('success', 'If an account exists for this address, we e-mailed it a code.');
      void navigate(`/reset-password?email=${encodeURIComponent(body.email)}`);
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
    }
  }, () => onInvalidSubmit());
  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a code to choose a new one.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Email" required error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" autoFocus {...register('email')} />
          </FormField>
          <Button type="submit" loading={formState.isSubmitting} w="full">
            Send code
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
