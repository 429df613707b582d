import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  DataList,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { SsoRoutes } from '@polyloop/shared';
import { SsoProviderInput, type SsoProvider } from '@polyloop/shared/identity/sso';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { api, useApi } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';

const TOUCHES = [SsoRoutes.getSsoProvider];

/**
 * Administration › Users, single sign-on: the company's identity provider (Microsoft Entra,
 * Google Workspace, Okta… by OpenID Connect or SAML) and the e-mail domains it serves. People of
 * those domains can then "Continue with single sign-on"; only people invited here can. The client
 * secret goes to the user pool and is never shown again.
 */
export function SingleSignOnSection() {
  const { data } = useApi(SsoRoutes.getSsoProvider);
  const provider = data?.data ?? null;
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useSubmit({ success: 'Single sign-on removed', touches: TOUCHES });
  return (
    <Stack gap="4" as="section" aria-labelledby="sso-heading">
      <Heading id="sso-heading" size="md">
        Single sign-on
      </Heading>
      {editing ? (
        <ProviderForm provider={provider} onDone={() => setEditing(false)} />
      ) : provider ? (
        <Card.Root>
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Card.Title>
                {provider.type === 'OIDC' ? 'OpenID Connect provider' : 'SAML provider'}
              </Card.Title>
              <Badge colorPalette="green">On</Badge>
            </HStack>
            <DataList.Root orientation="horizontal" size="sm">
              {(provider.type === 'OIDC'
                ? [
                    ['Issuer', provider.issuer],
                    ['Client ID', provider.clientId],
                    ['Client secret', provider.hasClientSecret ? 'Set (never shown)' : 'Not set'],
                  ]
                : [['Metadata URL', provider.metadataUrl]]
              ).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
              <DataList.Item>
                <DataList.ItemLabel>E-mail domains</DataList.ItemLabel>
                <DataList.ItemValue>{provider.domains.join(', ')}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
          <Card.Footer gap="2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit single sign-on
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)}>
              Remove single sign-on
            </Button>
          </Card.Footer>
        </Card.Root>
      ) : (
        <Stack gap="3" align="start">
          <Text color="fg.muted">
            Your people sign in with their passwords. Connect your identity provider (Microsoft Entra, Google
            Workspace, Okta) so people of your e-mail domains sign in with it.
          </Text>
          <Button size="sm" onClick={() => setEditing(true)}>
            Set up single sign-on
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={removing}
        title="Remove single sign-on?"
        confirmLabel="Remove"
        destructive
        onConfirm={async () => {
          await remove.run(() => api(SsoRoutes.deleteSsoProvider));
          setRemoving(false);
        }}
        onClose={() => setRemoving(false)}
      >
        Your people will sign in with their passwords again. Those who never chose one can set it with “Forgot
        password?”.
      </ConfirmDialog>
    </Stack>
  );
}

function ProviderForm({ provider, onDone }: { provider: SsoProvider | null; onDone: () => void }) {
  const [type, setType] = useState<'OIDC' | 'SAML'>(provider?.type ?? 'OIDC');
  const [issuer, setIssuer] = useState(provider?.issuer ?? '');
  const [clientId, setClientId] = useState(provider?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [metadataUrl, setMetadataUrl] = useState(provider?.metadataUrl ?? '');
  const [domains, setDomains] = useState(provider?.domains.join(', ') ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSubmit({ success: 'Single sign-on saved', touches: TOUCHES });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SsoProviderInput.safeParse({
      type,
      ...(type === 'OIDC'
        ? { issuer, clientId, ...(clientSecret ? { clientSecret } : {}) }
        : { metadataUrl }),
      domains: domains
        .split(/[\s,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setProblems({});
    if (await save.run(() => api(SsoRoutes.putSsoProvider, { body: parsed.data }))) onDone();
  };
  const field = (name: string, label: string, value: string, set: (v: string) => void, hint?: string) => (
    <Field.Root invalid={!!problems[name]}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        onChange={(e) => set(e.target.value)}
        type={name === 'clientSecret' ? 'password' : 'text'}
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{problems[name]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Single sign-on provider">
      <Stack gap="4" maxW="lg">
        <Field.Root disabled={!!provider}>
          <Field.Label>Protocol</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value as 'OIDC' | 'SAML')}>
              <option value="OIDC">OpenID Connect</option>
              <option value="SAML">SAML 2.0</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {type === 'OIDC' ? (
          <>
            {field(
              'issuer',
              'Issuer URL',
              issuer,
              setIssuer,
              'For example https://login.microsoftonline.com/<tenant>/v2.0',
            )}
            {field('clientId', 'Client ID', clientId, setClientId)}
            {field(
              'clientSecret',
              'Client secret',
              clientSecret,
              setClientSecret,
              provider?.hasClientSecret ? 'Leave empty to keep the current secret.' : undefined,
            )}
          </>
        ) : (
          field('metadataUrl', 'Metadata URL', metadataUrl, setMetadataUrl)
        )}
        {field(
          'domains',
          'E-mail domains',
          domains,
          setDomains,
          'Separated by commas, for example acme.com, acme.co.uk',
        )}
        <HStack>
          <Button type="submit" loading={save.busy}>
            Save single sign-on
          </Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
