import { useState } from 'react';
import { Button, Code, Field, HStack, Input, QrCode, Stack, Text } from '@chakra-ui/react';
import type { MfaSetup } from '@polyloop/shared';
import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { api } from '../../lib/api';
import { getSession, refreshSession } from '../../lib/auth';
import { messageOf } from '../../lib/use-submit';

/** The signed-in person's access token, fresh: Cognito's calls for their authenticator need it. */
export async function accessToken(): Promise<string> {
  const session = (await refreshSession()) ?? getSession();
  if (!session) throw new Error('Please sign in again.');
  return session.tokens.accessToken;
}

/**
 * Setting up an authenticator app: a new secret as a QR code (and as text, to type in), then a
 * code from the app to confirm it. Nothing changes until the code matches.
 */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(messageOf(e, 'Two-step sign-in could not be set up. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => {
      setSetup(
        (await api(SecurityRoutes.startMfaSetup, { body: { accessToken: await accessToken() } })).data,
      );
    });
  const confirm = () =>
    run(async () => {
      await api(SecurityRoutes.confirmMfaSetup, {
        body: { accessToken: await accessToken(), code: code.trim() },
      });
      onDone();
    });

  if (!setup)
    return (
      <Stack gap="2" align="flex-start">
        <Button onClick={() => void start()} loading={busy}>
          Set up authenticator app
        </Button>
        {error && <Text color="fg.error">{error}</Text>}
      </Stack>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
      noValidate
    >
      <Stack gap="4">
        <Text>
          Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…).
        </Text>
        <QrCode.Root value={setup.otpauthUri} size="lg" aria-label="QR code for your authenticator app">
          <QrCode.Frame>
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
        <Text textStyle="sm">
          Or enter this key by hand: <Code data-testid="authenticator-secret">{setup.secret}</Code>
        </Text>
        <Field.Root invalid={!!error} required>
          <Field.Label>Code from the app</Field.Label>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack>
          <Button type="submit" loading={busy}>
            Turn on two-step sign-in
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
