import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Email } from '@polyloop/shared';
import { messageOf } from '../../lib/use-submit';

/**
 * "Continue with single sign-on": the address typed above picks the provider (by its domain),
 * and the browser goes there. Said plainly when the address's company has none.
 */
export function SsoSignIn({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const start = async () => {
    setNotice(null);
    const address = Email.safeParse(email);
    if (!address.success) return setNotice('Enter your work e-mail address first.');
    setBusy(true);
    try {
      const sso = await import('./sso');
      const provider = await sso.providerFor(address.data);
      if (!provider) {
        setBusy(false);
        return setNotice(
          'Your company does not use single sign-on for this address. Sign in with your password.',
        );
      }
      // The page stays busy while the browser leaves for the provider.
      await sso.startSingleSignOn(address.data, provider);
    } catch (error) {
      setBusy(false);
      setNotice(messageOf(error, 'Single sign-on is unavailable right now. Please try again.'));
    }
  };
  return (
    <Stack gap="3">
      {notice && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        variant="outline"
        w="full"
        loading={busy}
        loadingText="Opening your sign-in…"
        onClick={() => void start()}
      >
        Continue with single sign-on
      </Button>
    </Stack>
  );
}
