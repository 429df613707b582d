import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { AccountingRoutes, CrmRoutes } from '@polyloop/shared';
import {
  ACCOUNTING_MESSAGES,
  ACCOUNTING_PROVIDER_LABELS,
  AccountingProvider,
  type AccountingOption,
  type AccountingSettings,
} from '@polyloop/shared/finance/accounting';
import { MaterialType } from '@polyloop/shared/enums';
import { api, useApi } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const CONNECTION_VIEWS = [AccountingRoutes.listAccountingConnections, AccountingRoutes.getAccountingSettings];

/**
 * Administration › Integrations, accounting: QuickBooks Online and Xero (one at a time, spec part 1
 * §9), the defaults pushes use and the companies linked to the service's customers and vendors.
 * The service sends the person back to `/admin/integrations/accounting-callback`, which completes
 * the connection here.
 */
export function AccountingSection() {
  const { data, error } = useApi(AccountingRoutes.listAccountingConnections);
  const active = data?.data[0];
  const [disconnecting, setDisconnecting] = useState(false);
  const connect = useSubmit<string>();
  const disconnect = useSubmit({ success: 'Disconnected', touches: CONNECTION_VIEWS });
  useCompleteConnection();
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{ACCOUNTING_MESSAGES.connectionsFailed}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="6">
      <Heading size="md">Accounting</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {AccountingProvider.options.map((provider) => {
          const name = ACCOUNTING_PROVIDER_LABELS[provider];
          const mine = active?.provider === provider;
          const blocked = !!active && !mine;
          return (
            <Card.Root key={provider} aria-labelledby={`accounting-${provider}`}>
              <Card.Body gap="2">
                <HStack justify="space-between">
                  <Card.Title id={`accounting-${provider}`}>{name}</Card.Title>
                  <Badge colorPalette={mine ? (active.status === 'ACTIVE' ? 'green' : 'orange') : 'gray'}>
                    {mine ? (active.status === 'ACTIVE' ? 'Connected' : 'Reconnect needed') : 'Not connected'}
                  </Badge>
                </HStack>
                <Card.Description>
                  {mine
                    ? `Connected ${new Date(active.connectedDate).toLocaleDateString()}${active.sandbox ? ' (sandbox)' : ''}.`
                    : blocked
                      ? `Only one accounting service can be connected at a time: disconnect ${ACCOUNTING_PROVIDER_LABELS[active.provider]} first.`
                      : `Send invoices and bills to ${name}.`}
                </Card.Description>
              </Card.Body>
              <Card.Footer>
                {mine ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Disconnect ${name}`}
                    onClick={() => setDisconnecting(true)}
                  >
                    Disconnect
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Connect ${name}`}
                    disabled={blocked || !data}
                    loading={connect.busy}
                    onClick={async () => {
                      const done = await connect.run(async () => {
                        const { data: started } = await api(AccountingRoutes.startAccountingConnection, {
                          body: { provider },
                        });
                        return started.authorizationUrl;
                      });
                      if (done) window.location.assign(done.result);
                    }}
                  >
                    Connect
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {active?.status === 'ACTIVE' && (
        <>
          <SettingsForm />
          <CompanyLinks />
        </>
      )}
      <ConfirmDialog
        open={disconnecting}
        title="Disconnect the accounting service?"
        confirmLabel="Disconnect"
        destructive
        onClose={() => setDisconnecting(false)}
        onConfirm={async () => {
          if (await disconnect.run(() => api(AccountingRoutes.disconnectAccounting))) setDisconnecting(false);
        }}
      >
        Invoices and bills stop going to it until it is connected again. Settings and company links are kept.
      </ConfirmDialog>
    </Stack>
  );
}

/** On the callback address: hands the code and state to the server once, then back to the page. */
function useCompleteConnection() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);
  const complete = useSubmit({ success: 'Accounting service connected', touches: CONNECTION_VIEWS });
  const code = params.get('code');
  const state = params.get('state');
  const realmId = params.get('realmId') ?? undefined;
  useEffect(() => {
    if (!state || sent.current) return;
    sent.current = true;
    void (async () => {
      if (code)
        await complete.run(() =>
          api(AccountingRoutes.completeAccountingConnection, { body: { code, state, realmId } }),
        );
      navigate('/admin/integrations', { replace: true });
    })();
  }, [code, state, realmId, complete, navigate]);
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: AccountingOption[] | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">None</option>
          {(options ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.detail ? `${o.name} (${o.detail})` : o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

function SettingsForm() {
  const settings = useApi(AccountingRoutes.getAccountingSettings);
  const accounts = useApi(AccountingRoutes.listAccountingAccounts);
  const rates = useApi(AccountingRoutes.listAccountingTaxRates);
  const terms = useApi(AccountingRoutes.listAccountingTerms);
  const items = useApi(AccountingRoutes.listAccountingItems);
  const [draft, setDraft] = useState<AccountingSettings | null>(null);
  const save = useSubmit({
    success: 'Accounting settings saved',
    fallback: ACCOUNTING_MESSAGES.updateSettingsFailed,
    touches: [AccountingRoutes.getAccountingSettings],
  });
  const current = draft ?? settings.data?.data;
  const failed = [
    settings.error && ACCOUNTING_MESSAGES.settingsFailed,
    accounts.error && ACCOUNTING_MESSAGES.accountsFailed,
    rates.error && ACCOUNTING_MESSAGES.taxRatesFailed,
    terms.error && ACCOUNTING_MESSAGES.termsFailed,
    items.error && ACCOUNTING_MESSAGES.itemsFailed,
  ].filter(Boolean);
  if (!current) return failed.length ? <Text color="fg.error">{failed.join('. ')}</Text> : null;
  const set = (change: Partial<AccountingSettings>) => setDraft({ ...current, ...change });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Accounting settings</Card.Title>
        <Card.Description>
          The defaults invoices and bills are sent with, from the service’s own lists.
        </Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        {failed.map((m) => (
          <Text key={String(m)} color="fg.error">
            {m}
          </Text>
        ))}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Choice
            label="Income account"
            value={current.incomeAccountId ?? ''}
            options={accounts.data?.data}
            onChange={(v) => set({ incomeAccountId: v || null })}
          />
          <Choice
            label="Expense account"
            value={current.expenseAccountId ?? ''}
            options={accounts.data?.data}
            onChange={(v) => set({ expenseAccountId: v || null })}
          />
          <Choice
            label="Default tax rate"
            value={current.taxRateId ?? ''}
            options={rates.data?.data}
            onChange={(v) => set({ taxRateId: v || null })}
          />
          <Choice
            label="Default terms"
            value={current.termsId ?? ''}
            options={terms.data?.data}
            onChange={(v) => set({ termsId: v || null })}
          />
          {MaterialType.options.map((type) => (
            <Choice
              key={type}
              label={`Item for ${type}`}
              value={current.itemMapping[type] ?? ''}
              options={items.data?.data}
              onChange={(v) => {
                const itemMapping = { ...current.itemMapping };
                if (v) itemMapping[type] = v;
                else delete itemMapping[type];
                set({ itemMapping });
              }}
            />
          ))}
        </SimpleGrid>
      </Card.Body>
      <Card.Footer>
        <Button
          size="sm"
          loading={save.busy}
          onClick={async () => {
            const body = {
              incomeAccountId: current.incomeAccountId ?? undefined,
              expenseAccountId: current.expenseAccountId ?? undefined,
              taxRateId: current.taxRateId ?? undefined,
              termsId: current.termsId ?? undefined,
              itemMapping: current.itemMapping,
            };
            if (await save.run(() => api(AccountingRoutes.updateAccountingSettings, { body })))
              setDraft(null);
          }}
        >
          Save settings
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function CompanyLinks() {
  const links = useApi(AccountingRoutes.listAccountingCompanyLinks);
  const parties = useApi(AccountingRoutes.listAccountingParties);
  const companies = useApi(CrmRoutes.companyOptions, { query: { size: 100 } });
  const [companyId, setCompanyId] = useState('');
  const [partyKey, setPartyKey] = useState('');
  const touches = [AccountingRoutes.listAccountingCompanyLinks, AccountingRoutes.listAccountingParties];
  const act = useSubmit({ success: 'Company linked', touches });
  const unlink = useSubmit({ success: 'Link removed', touches });
  const failed = links.error || parties.error;
  const [kind, partyId] = partyKey.split(':');
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Company links</Card.Title>
        <Card.Description>
          Each company’s customer and vendor in the service; invoices and bills go to them.
        </Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        {failed && <Text color="fg.error">{ACCOUNTING_MESSAGES.companiesFailed}</Text>}
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Company</Table.ColumnHeader>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Vendor</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(links.data?.data ?? []).map((l) => (
              <Table.Row key={l.companyId}>
                <Table.Cell>{l.companyName}</Table.Cell>
                <Table.Cell>{l.customerName ?? '—'}</Table.Cell>
                <Table.Cell>{l.vendorName ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Unlink ${l.companyName}`}
                    onClick={() =>
                      unlink.run(() =>
                        api(AccountingRoutes.unlinkAccountingCompany, { params: { id: l.companyId } }),
                      )
                    }
                  >
                    Unlink
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <HStack align="end" wrap="wrap" gap="2">
          <Choice
            label="Company"
            value={companyId}
            options={companies.data?.data.map((c) => ({ ...c, detail: null }))}
            onChange={setCompanyId}
          />
          <Choice
            label="Customer or vendor"
            value={partyKey}
            options={parties.data?.data.map((p) => ({
              id: `${p.kind}:${p.id}`,
              name: p.name,
              detail: p.kind === 'CUSTOMER' ? 'customer' : 'vendor',
            }))}
            onChange={setPartyKey}
          />
          <Button
            size="sm"
            disabled={!companyId || !partyId}
            onClick={() =>
              act.run(() =>
                api(AccountingRoutes.linkAccountingCompany, {
                  params: { id: companyId },
                  body: kind === 'CUSTOMER' ? { customerId: partyId } : { vendorId: partyId },
                }),
              )
            }
          >
            Link
          </Button>
          {(['CUSTOMER', 'VENDOR'] as const).map((k) => (
            <Button
              key={k}
              size="sm"
              variant="outline"
              disabled={!companyId}
              onClick={() =>
                act.run(() =>
                  api(AccountingRoutes.createAccountingParty, {
                    params: { id: companyId },
                    body: { kind: k },
                  }),
                )
              }
            >
              {k === 'CUSTOMER' ? 'Create as customer' : 'Create as vendor'}
            </Button>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
