import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Alert, Box, Button, Center, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@polyloop/shared';
import { AuthError, signIn, takePostLoginPath, useSession } from '../../lib/auth';
import { Logo } from '../../components/Logo';

const SignInForm = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});
type SignInForm = z.infer<typeof SignInForm>;

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(SignInForm), defaultValues: { email: '', password: '' } });

  if (session && !session.expired) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await signIn(email.trim(), password);
      void navigate(takePostLoginPath(), { replace: true });
    } catch (e) {
      setError(e instanceof AuthError ? e.message : 'Sign-in is unavailable right now. Please try again.');
    }
  });

  return (
    <Center as="main" minH="100vh" p="4" bg="brand.subtle">
      <Box w="full" maxW="sm" bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
        <form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <Stack gap="3" align="center" textAlign="center">
            <Logo size="lg" />
            <Heading as="h1" size="xl">
              Sign in to {PRODUCT_NAME}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              The trading and operations platform for recycled plastics
            </Text>
          </Stack>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="username" autoFocus {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>Password</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password')} />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={isSubmitting} loadingText="Signing in…" w="full">
            Sign in
          </Button>
        </Stack>
        </form>
      </Box>
    </Center>
  );
}
