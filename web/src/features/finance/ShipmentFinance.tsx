import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FinanceRoutes } from '@polyloop/shared';
import {
  COMMISSION_MESSAGES,
  COMMISSION_TYPE_LABELS,
  CommissionType,
  type Commission,
} from '@polyloop/shared/finance/commission';
import { FINANCE_MESSAGES, type Invoice } from '@polyloop/shared/finance/invoice';
import type { Shipment } from '@polyloop/shared/orders/shipment';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { FormDialog } from '../../components/FormDialog';
import { Section } from '../../components/Section';
import { NumberInput } from '../../components/ui/number-input';
import { useAccount } from '../../lib/account';
import { api, useApi } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { fullName, useUserOptions } from '../crm-shared/hooks';
import { formatDay } from '../orders/format';
import { documentColumns } from './DocumentsTab';
import { formatCents, KINDS, parseDollars, today, type DocKind } from './format';
import { DatePicker } from '../../components/ui/date-picker';

/** "Create invoice" / "Create bill": a draft from the shipment's manifest, then its page. */
export function CreateFromShipment({ shipment, kind }: { shipment: Shipment; kind: DocKind }) {
  const spec = KINDS[kind];
  const navigate = useNavigate();
  const create = useSubmit<Invoice>({
    touches: VIEWS.finance,
    success: `${spec.Noun} draft created`,
    fallback: FINANCE_MESSAGES.invoiceFailed,
  });
  return (
    <Button
      size="sm"
      variant="outline"
      loading={create.busy}
      onClick={async () => {
        const done = await create.run(
          async () => (await api(spec.routes.create, { body: { shipmentId: shipment.id } })).data,
        );
        if (done) await navigate(`${spec.base}/${done.result.id}`);
      }}
    >
      <LuPlus aria-hidden /> {`Create ${spec.noun}`}
    </Button>
  );
}

/** The shipment's invoices or bills. */
function ShipmentDocuments({ shipment, kind }: { shipment: Shipment; kind: DocKind }) {
  const spec = KINDS[kind];
  const { account } = useAccount();
  const canWrite = !!account?.permissions.includes(kind === 'invoice' ? 'INVOICE_WRITE' : 'BILL_WRITE');
  const list = useApi(spec.routes.list, { query: { shipmentId: shipment.id, size: 100 } });
  return (
    <Section title={spec.plural} action={canWrite && <CreateFromShipment shipment={shipment} kind={kind} />}>
      {list.error ? (
        <Text color="fg.error">{FINANCE_MESSAGES.fetchFailed}</Text>
      ) : (
        <DataTable
          label={`${spec.plural} of the shipment`}
          columns={documentColumns(kind)}
          rows={list.data?.data}
          loading={list.isLoading}
          empty={`No ${spec.noun}s for this shipment yet.`}
        />
      )}
    </Section>
  );
}

function AddCommissionDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const users = useUserOptions();
  const [representativeId, setRepresentative] = useState('');
  const [type, setType] = useState<CommissionType>('GROSS_PROFIT');
  const [percentage, setPercentage] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useSubmit({ success: 'Commission added', touches: VIEWS.finance });
  const fixed = type === 'FIXED';
  const parsedAmount = parseDollars(amount);
  const pct = Number(percentage);
  const repError = representativeId ? undefined : COMMISSION_MESSAGES.representative;
  const valueError = fixed
    ? 'error' in parsedAmount
      ? parsedAmount.error
      : undefined
    : percentage.trim() === '' || Number.isNaN(pct)
      ? COMMISSION_MESSAGES.percentage
      : pct < 0
        ? 'Percentage must be at least 0'
        : pct > 100
          ? COMMISSION_MESSAGES.percentageMax
          : undefined;
  const save = async () => {
    setTouched(true);
    if (repError || valueError) return;
    const body = fixed
      ? { representativeId, type, amountCents: 'cents' in parsedAmount ? parsedAmount.cents : 0 }
      : { representativeId, type, percentage: pct };
    if (await add.run(() => api(FinanceRoutes.createCommission, { params: { id: shipment.id }, body })))
      onClose();
  };
  return (
    <FormDialog
      open
      title="Add commission"
      submitLabel="Add commission"
      submitting={add.busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onClose={onClose}
    >
      <Stack gap="4">
        <Field.Root required invalid={touched && !!repError}>
          <Field.Label>Representative</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={representativeId} onChange={(e) => setRepresentative(e.target.value)}>
              <option value="">Choose a representative</option>
              {users.users.map((u) => (
                <option key={u.id} value={u.id}>
                  {fullName(u)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{repError}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value as CommissionType)}>
              {CommissionType.options.map((t) => (
                <option key={t} value={t}>
                  {COMMISSION_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {fixed ? (
          <Field.Root required invalid={touched && !!valueError}>
            <Field.Label>Amount ($)</Field.Label>
            <NumberInput currency decimals={2} min={0} value={amount} onValueChange={setAmount} />
            <Field.ErrorText>{valueError}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Field.Root required invalid={touched && !!valueError}>
            <Field.Label>Percentage (%)</Field.Label>
            <NumberInput min={0} max={100} value={percentage} onValueChange={setPercentage} />
            <Field.ErrorText>{valueError}</Field.ErrorText>
          </Field.Root>
        )}
      </Stack>
    </FormDialog>
  );
}

function PaidDialog({
  shipment,
  commission,
  onClose,
}: {
  shipment: Shipment;
  commission: Commission;
  onClose: () => void;
}) {
  const [paidDate, setPaidDate] = useState(today);
  const pay = useSubmit({ success: 'Commission marked paid', touches: VIEWS.finance });
  return (
    <FormDialog
      open
      title="Mark commission paid"
      submitLabel="Mark paid"
      submitting={pay.busy}
      onSubmit={async (e) => {
        e.preventDefault();
        const params = { id: shipment.id, commissionId: commission.id };
        if (await pay.run(() => api(FinanceRoutes.payCommission, { params, body: { paidDate } }))) onClose();
      }}
      onClose={onClose}
    >
      <Field.Root required>
        <Field.Label>Paid on</Field.Label>
        <DatePicker value={paidDate} onValueChange={setPaidDate} />
      </Field.Root>
    </FormDialog>
  );
}

/** A shipment's commissions: added, marked paid, and deleted while unpaid; the shipment is read again after each. */
function Commissions({ shipment }: { shipment: Shipment }) {
  const { account } = useAccount();
  const canWrite = !!account?.permissions.includes('COMMISSION_WRITE');
  const list = useApi(FinanceRoutes.listShipmentCommissions, { params: { id: shipment.id } });
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<Commission | null>(null);
  const [deleting, setDeleting] = useState<Commission | null>(null);
  const remove = useSubmit({
    success: 'Commission deleted',
    fallback: FINANCE_MESSAGES.deleteFailed,
    touches: VIEWS.finance,
  });
  const columns: Column<Commission>[] = [
    { key: 'rep', header: 'Representative', cell: (c) => c.representative.name },
    { key: 'type', header: 'Type', cell: (c) => COMMISSION_TYPE_LABELS[c.type] },
    {
      key: 'pct',
      header: 'Percentage',
      hideBelow: 'md',
      cell: (c) => (c.percentage === null ? '—' : `${c.percentage}%`),
    },
    { key: 'amount', header: 'Amount', align: 'end', cell: (c) => formatCents(c.amountCents) },
    { key: 'paid', header: 'Paid', cell: (c) => (c.paidDate ? formatDay(c.paidDate) : 'Unpaid') },
  ];
  return (
    <Section
      title="Commissions"
      action={
        canWrite && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <LuPlus aria-hidden /> Add commission
          </Button>
        )
      }
    >
      {list.error ? (
        <Text color="fg.error">The commissions could not be loaded.</Text>
      ) : (
        <DataTable
          label="Commissions"
          columns={columns}
          rows={list.data?.data}
          loading={list.isLoading}
          empty="No commissions on this shipment."
          actions={
            canWrite
              ? (c) =>
                  c.paidDate ? null : (
                    <HStack gap="1">
                      <Button size="xs" variant="outline" onClick={() => setPaying(c)}>
                        <LuCheck aria-hidden /> Mark paid
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Delete commission of ${c.representative.name}`}
                        onClick={() => setDeleting(c)}
                      >
                        <LuTrash2 aria-hidden />
                      </Button>
                    </HStack>
                  )
              : undefined
          }
        />
      )}
      {adding && <AddCommissionDialog shipment={shipment} onClose={() => setAdding(false)} />}
      {paying && <PaidDialog shipment={shipment} commission={paying} onClose={() => setPaying(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this commission?"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const c = deleting!;
          await remove.run(() =>
            api(FinanceRoutes.deleteCommission, { params: { id: shipment.id, commissionId: c.id } }),
          );
          setDeleting(null);
        }}
      >
        Its posting is reversed.
      </ConfirmDialog>
    </Section>
  );
}

/** The finance sections of a shipment's financials tab: its invoices, bills and commissions. */
export function ShipmentFinance({ shipment }: { shipment: Shipment }) {
  return (
    <>
      <ShipmentDocuments shipment={shipment} kind="invoice" />
      <ShipmentDocuments shipment={shipment} kind="bill" />
      <Commissions shipment={shipment} />
    </>
  );
}
