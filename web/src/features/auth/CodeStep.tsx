import { useState } from 'react';
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { Session } from '../../lib/auth';
import { answerCode, type CodeNeeded } from '../../lib/two-step';
import { messageOf } from '../../lib/use-submit';

/**
 * The second step of signing in with two steps: the code the person's authenticator app shows.
 * A wrong code may be tried again; "Start over" goes back to the password.
 */
export function CodeStep({
  pending,
  onSignedIn,
  onCancel,
}: {
  pending: CodeNeeded;
  onSignedIn: (session: Session) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from your authenticator app.');
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await answerCode(pending, code.trim()));
    } catch (e) {
      setError(messageOf(e, 'Sign-in is unavailable right now. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="5">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" size="xl">
            Two-step sign-in
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Enter the 6-digit code your authenticator app shows for Polyloop.
          </Text>
        </Stack>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required invalid={!!error}>
          <Field.Label>Authentication code</Field.Label>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
          />
        </Field.Root>
        <Button type="submit" loading={busy} loadingText="Checking…" w="full">
          Verify
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Start over
        </Button>
      </Stack>
    </form>
  );
}
