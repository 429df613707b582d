import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Alert, Box, Button, Center, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@polyloop/shared';
import { AuthError, signIn, takePostLoginPath, UNVERIFIED, useSession } from '../../lib/auth';
import { Logo } from '../../components/Logo';

const SignInForm = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});
type SignInForm = z.infer<typeof SignInForm>;

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(SignInForm), defaultValues: { email: params.get('email') ?? '', password: '' } });
  const email = watch('email');

  if (session && !session.expired) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    setUnverified(null);
    try {
      await signIn(email.trim(), password);
      void navigate(takePostLoginPath(), { replace: true });
    } catch (e) {
      if (e instanceof AuthError && e.code === UNVERIFIED) setUnverified(email.trim());
      else setError(e instanceof AuthError ? e.message : 'Sign-in is unavailable right now. Please try again.');
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
          {params.get('verified') && !error && !unverified && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>Your e-mail address is verified. Please sign in.</Alert.Title>
            </Alert.Root>
          )}
          {unverified && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Please verify your e-mail address first.</Alert.Title>
                <Alert.Description>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={`/verify?email=${encodeURIComponent(unverified)}`}>Verify your e-mail address</RouterLink>
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
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
          <HStack justify="space-between" fontSize="sm" wrap="wrap">
            <Link asChild color="brand.fg">
              <RouterLink to={`/forgot-password${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>Forgot password?</RouterLink>
            </Link>
            <Text>
              New here?{' '}
              <Link asChild color="brand.fg">
                <RouterLink to="/sign-up">Create an account</RouterLink>
              </Link>
            </Text>
          </HStack>
        </Stack>
        </form>
      </Box>
    </Center>
  );
}
