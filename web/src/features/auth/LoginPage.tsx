import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  Alert,
  Box,
  Button,
  Center,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PRODUCT_NAME } from '@polyloop/shared';
import { AuthError, signIn, UNVERIFIED, useSession } from '../../lib/auth';
import { needsCode, type CodeNeeded } from '../../lib/two-step';
import { Logo } from '../../components/Logo';
import { SsoSignIn } from './SsoSignIn';
import { schemaResolver } from '../../lib/form';
import { messageOf, useFormSubmit } from '../../lib/use-submit';
import { CodeStep } from './CodeStep';
import { pathAfterSignIn } from './after-sign-in';

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
  const [pending, setPending] = useState<CodeNeeded | null>(null);
  /**
   * A sign-in is under way or done: where it goes is decided here (`pathAfterSignIn`), so the
   * session alone must not send the page to "/".
   */
  const [signingIn, setSigningIn] = useState(false);
  const leave = () => void pathAfterSignIn().then((to) => navigate(to, { replace: true }));
  const form = useForm<SignInForm>({
    resolver: schemaResolver(SignInForm),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const email = watch('email');
  const onSubmit = useFormSubmit(
    form,
    (values) => {
      setError(null);
      setUnverified(null);
      setSigningIn(true);
      return signIn(values.email.trim(), values.password);
    },
    {
      onSuccess: leave,
      // Cognito's words show on the card; an unverified address gets the way to verify it.
      onError: (e) => {
        setSigningIn(needsCode(e));
        if (needsCode(e)) setPending(e);
        else if (e instanceof AuthError && e.code === UNVERIFIED) setUnverified(email.trim());
        else setError(messageOf(e, 'Sign-in is unavailable right now. Please try again.'));
        return true;
      },
    },
  );

  if (session && !session.expired && !signingIn) return <Navigate to="/" replace />;
  if (pending)
    return (
      <Center as="main" minH="100vh" p="4" bg="brand.subtle">
        <Box w="full" maxW="sm" bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
          <CodeStep
            pending={pending}
            onSignedIn={leave}
            onCancel={() => {
              setPending(null);
              setSigningIn(false);
            }}
          />
        </Box>
      </Center>
    );

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
                      <RouterLink to={`/verify?email=${encodeURIComponent(unverified)}`}>
                        Verify your e-mail address
                      </RouterLink>
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
            <SsoSignIn email={email} />
            <HStack justify="space-between" fontSize="sm" wrap="wrap">
              <Link asChild color="brand.fg">
                <RouterLink
                  to={`/forgot-password${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`}
                >
                  Forgot password?
                </RouterLink>
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
