import { useState } from 'react';
import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { notify } from '../../components/ui/toaster';
import { api, useApi } from '../../lib/api';
import { messageOf } from '../../lib/use-submit';

/**
 * Administration › Organization: whether everyone in the company signs in with two steps. People
 * without an authenticator app are led to set one up at their next sign-in, and cannot turn it off.
 */
export function CompanySecuritySection() {
  const { data, mutate } = useApi(SecurityRoutes.getCompanySecurity);
  const [busy, setBusy] = useState(false);
  const requireMfa = data?.data.requireMfa;
  if (requireMfa === undefined) return null;
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const saved = await api(SecurityRoutes.updateCompanySecurity, { body: { requireMfa: next } });
      await mutate(saved, { revalidate: false });
      notify(
        'success',
        next ? 'Everyone now signs in with two steps.' : 'Two-step sign-in is now up to each person.',
      );
    } catch (e) {
      notify('error', messageOf(e, 'The security setting could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root maxW="3xl">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            Security
          </Heading>
          <Switch.Root checked={requireMfa} disabled={busy} onCheckedChange={(d) => void change(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Require two-step sign-in for everyone</Switch.Label>
          </Switch.Root>
          <Text color="fg.muted" textStyle="sm">
            Each person then signs in with their password and a code from an authenticator app. Those who have
            not set one up are led through it at their next sign-in, and nobody can turn it off.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
