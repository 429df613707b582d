import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Center, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { takePostLoginPath } from '../../lib/auth';
import { SsoFailure, finishSingleSignOn } from './sso';

/**
 * Where managed login sends people back after single sign-on: the code is traded here, the
 * session cookie set, and the app starts again from that cookie (as after a reload), on the page
 * the person was going to.
 */
export default function AuthCallbackPage() {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // One trade per code, even when a development render runs the effect twice.
    if (started.current) return;
    started.current = true;
    finishSingleSignOn(new URLSearchParams(window.location.search)).then(
      () => window.location.replace(takePostLoginPath()),
      (failure: unknown) =>
        setError(
          failure instanceof SsoFailure
            ? failure.message
            : 'Sign-in is unavailable right now. Please try again.',
        ),
    );
  }, []);
  return (
    <Center as="main" minH="100vh" p="4" bg="brand.subtle">
      <Box w="full" maxW="sm" bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
        {error ? (
          <Stack gap="4">
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
            <Link asChild color="brand.fg">
              <RouterLink to="/login">Back to sign-in</RouterLink>
            </Link>
          </Stack>
        ) : (
          <Stack gap="3" align="center">
            <Spinner />
            <Text>Signing you in…</Text>
          </Stack>
        )}
      </Box>
    </Center>
  );
}
