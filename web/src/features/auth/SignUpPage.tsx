import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { Alert, Button, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { IdentityRoutes, SignUpInput } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { api, ApiError } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { AuthCard } from './AuthCard';
import { PasswordHints } from './PasswordHints';
import { rememberCredentials } from './pending-credentials';

type Form = z.input<typeof SignUpInput>;

export default function SignUpPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Form>({
    resolver: zodResolver(SignUpInput),
    mode: 'onChange',
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const body = SignUpInput.parse(values);
    try {
      await api(IdentityRoutes.signUp, { body });
      rememberCredentials(body.email, body.password);
      void navigate(`/verify?email=${encodeURIComponent(body.email)}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Sign-up is unavailable right now. Please try again.');
    }
  }, () => onInvalidSubmit());

  return (
    <AuthCard title="Create your account" subtitle="Join the trading and operations platform for recycled plastics">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First name" required error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField label="Last name" required error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Password" required error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" aria-describedby="password-rules" {...register('password')} />
          </FormField>
          <PasswordHints id="password-rules" value={watch('password')} />
          <Button type="submit" loading={isSubmitting} loadingText="Creating account…" w="full">
            Sign up
          </Button>
          <Text textAlign="center" fontSize="sm">
            Already have an account?{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/login">Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
