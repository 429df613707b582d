import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { SIGN_IN_METHOD_LABELS, SIGN_IN_OUTCOME_LABELS } from '@polyloop/shared';
import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/ui/toaster';
import { api, useApi } from '../../lib/api';
import { signOutOfAllDevices } from '../../lib/two-step';
import { formatDateTime } from '../../lib/format';
import { messageOf } from '../../lib/use-submit';
import { accessToken, AuthenticatorSetup } from './AuthenticatorSetup';

const PAGE_SIZE = 10;

function TwoStepSignIn() {
  const { data, mutate } = useApi(SecurityRoutes.getAccountSecurity);
  const [busy, setBusy] = useState(false);
  const security = data?.data;
  if (!security) return null;
  const turnOff = async () => {
    setBusy(true);
    try {
      await api(SecurityRoutes.disableMfa, { body: { accessToken: await accessToken() } });
      notify('success', 'Two-step sign-in is off.');
      await mutate();
    } catch (e) {
      notify('error', messageOf(e, 'Two-step sign-in could not be turned off.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Two-step sign-in
      </Heading>
      {security.mfaEnabled ? (
        <Stack gap="2" align="flex-start">
          <Text>
            <Badge colorPalette="green">On</Badge> Signing in asks for a code from your authenticator app.
          </Text>
          {security.mfaRequired ? (
            <Text color="fg.muted">Your company requires two-step sign-in, so it stays on.</Text>
          ) : (
            <Button variant="outline" onClick={() => void turnOff()} loading={busy}>
              Turn off two-step sign-in
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="2">
          <Text color="fg.muted">
            Add a code from an authenticator app to your password, so a stolen password alone cannot sign in.
            {security.mfaRequired && ' Your company requires it.'}
          </Text>
          <AuthenticatorSetup
            onDone={() => {
              notify('success', 'Two-step sign-in is on.');
              void mutate();
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}

function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <Stack gap="2" align="flex-start">
      <Heading as="h3" size="md">
        Devices
      </Heading>
      <Text color="fg.muted">
        Signed in on a computer you no longer use? Sign out everywhere, this browser too.
      </Text>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Sign out of all devices
      </Button>
      <ConfirmDialog
        open={open}
        title="Sign out of all devices?"
        confirmLabel="Sign out everywhere"
        destructive
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await signOutOfAllDevices();
            void navigate('/login', { replace: true });
          } catch (e) {
            notify('error', messageOf(e, 'You could not be signed out of every device.'));
          }
        }}
      >
        Every browser and device signed in to your account is signed out within the hour at most, the moment
        it next renews its session. You sign in again with your password.
      </ConfirmDialog>
    </Stack>
  );
}

function SignInHistory() {
  const [page, setPage] = useState(0);
  const { data } = useApi(SecurityRoutes.listSignIns, { query: { page, size: PAGE_SIZE } });
  const rows = data?.data ?? [];
  const total = data?.totalCount ?? 0;
  return (
    <Stack gap="2">
      <Heading as="h3" size="md" id="sign-in-history">
        Sign-in history
      </Heading>
      {data && rows.length === 0 ? (
        <Text color="fg.muted">No sign-ins yet.</Text>
      ) : (
        <Table.Root size="sm" aria-labelledby="sign-in-history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              <Table.ColumnHeader>Method</Table.ColumnHeader>
              <Table.ColumnHeader>Browser</Table.ColumnHeader>
              <Table.ColumnHeader>IP address</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{formatDateTime(row.at)}</Table.Cell>
                <Table.Cell>{SIGN_IN_METHOD_LABELS[row.method]}</Table.Cell>
                <Table.Cell>{row.browser ?? '—'}</Table.Cell>
                <Table.Cell>{row.ipAddress ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.outcome === 'SUCCESS' ? 'green' : 'red'}>
                    {SIGN_IN_OUTCOME_LABELS[row.outcome]}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {total > PAGE_SIZE && (
        <HStack>
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={(page + 1) * PAGE_SIZE >= total}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The settings page's Security section: two-step sign-in, signing out everywhere, the sign-in history. */
export function SecuritySection() {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="6">
          <Heading as="h2" size="lg">
            Security
          </Heading>
          <TwoStepSignIn />
          <SignOutEverywhere />
          <SignInHistory />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
