import { useNavigate } from 'react-router';
import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@polyloop/shared';
import { Logo } from '../../components/Logo';
import { useRevalidate } from '../../lib/api';
import { VIEWS } from '../../lib/views';
import { AuthenticatorSetup } from '../settings/AuthenticatorSetup';

/**
 * Where a person whose company requires two-step sign-in lands after signing in without it: they
 * set up an authenticator app before going on to the app.
 */
export default function TwoStepSetupPage() {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const done = async () => {
    // The account said the setup was owed: it is read again before the app is let in.
    await revalidate(VIEWS.identity);
    const to = sessionStorage.getItem('postSetupPath') ?? '/dashboard';
    sessionStorage.removeItem('postSetupPath');
    void navigate(to.startsWith('/') && !to.startsWith('//') ? to : '/dashboard', { replace: true });
  };
  return (
    <Center as="main" minH="100vh" p="4" bg="brand.subtle">
      <Box w="full" maxW="md" bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="3" align="center" textAlign="center">
            <Logo size="lg" />
            <Heading as="h1" size="xl">
              Set up two-step sign-in
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Your company requires a code from an authenticator app each time you sign in to {PRODUCT_NAME}.
            </Text>
          </Stack>
          <AuthenticatorSetup onDone={() => void done()} />
        </Stack>
      </Box>
    </Center>
  );
}
