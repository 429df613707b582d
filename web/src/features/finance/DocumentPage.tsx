import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Button, Field, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuMail, LuPencil, LuSend, LuTrash2 } from 'react-icons/lu';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import {
  FINANCE_MESSAGES,
  InvoicePatch,
  OPEN_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TERMS_LABELS,
  PaymentMethod,
  type Invoice,
  type InvoiceItem,
  type Payment,
} from '@polyloop/shared/finance/invoice';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NumberInput } from '../../components/ui/number-input';
import { DataTable, type Column } from '../../components/DataTable';
import { FormDialog } from '../../components/FormDialog';
import { MoreMenu } from '../../components/MoreMenu';
import { useRecord } from '../../components/RecordPage';
import { Section } from '../../components/Section';
import { useAccount } from '../../lib/account';
import { api, useApi, useRevalidate } from '../../lib/api';
import { downloadFile } from '../../lib/files';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { PageHeader } from '../crm-shared/PageHeader';
import { Facts } from '../inventory/Facts';
import { formatCost, formatDay, formatWeight, SHIPMENTS_BASE } from '../orders/format';
import { DocumentFields, ItemFields } from './DocumentForm';
import { formatCents, KINDS, parseDollars, today, type DocKind, type KindSpec } from './format';
import { fieldOfIssue, patchOf, valuesOf, type DocumentValues } from './invoice-form';
import { InvoiceStatusBadge } from './StatusBadge';
import { PushToAccounting } from './PushToAccounting';
import { DatePicker } from '../../components/ui/date-picker';

const ITEM_COLUMNS: Column<InvoiceItem>[] = [
  { key: 'description', header: 'Description', cell: (i) => i.description },
  {
    key: 'type',
    header: 'Material type',
    hideBelow: 'md',
    cell: (i) => (i.materialType ? MATERIAL_TYPE_LABELS[i.materialType] : '—'),
  },
  { key: 'quantity', header: 'Quantity', cell: (i) => formatWeight(i.netWeight) },
  { key: 'price', header: 'Price', hideBelow: 'md', cell: (i) => formatCost(i.price) },
  { key: 'amount', header: 'Amount', align: 'end', cell: (i) => formatCents(i.amountCents) },
];

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { key: 'date', header: 'Date', cell: (p) => formatDay(p.date) },
  { key: 'method', header: 'Method', cell: (p) => PAYMENT_METHOD_LABELS[p.method] },
  { key: 'reference', header: 'Reference', hideBelow: 'md', cell: (p) => p.reference ?? '—' },
  { key: 'amount', header: 'Amount', align: 'end', cell: (p) => formatCents(p.amountCents) },
];

/** A draft's fields and items, changed in a dialog. */
function EditDialog({ spec, doc, onClose }: { spec: KindSpec; doc: Invoice; onClose: () => void }) {
  const form = useForm<DocumentValues>({
    resolver: schemaResolver(InvoicePatch, patchOf, fieldOfIssue),
    defaultValues: valuesOf(doc),
  });
  const submit = useFormSubmit(
    form,
    async (v) => (await api(spec.routes.update, { params: { id: doc.id }, body: patchOf(v) })).data,
    { success: `${spec.Noun} saved`, touches: VIEWS.finance, onSuccess: onClose },
  );
  const itemsError = (form.formState.errors.items as { message?: string } | undefined)?.message;
  return (
    <FormDialog
      open
      size="lg"
      title={`Edit ${spec.noun}`}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <DocumentFields control={form.control} />
        <ItemFields control={form.control} error={itemsError} />
      </Stack>
    </FormDialog>
  );
}

/** A payment: its day, method, reference and amount in dollars, read as exact cents. */
function PaymentDialog({ spec, doc, onClose }: { spec: KindSpec; doc: Invoice; onClose: () => void }) {
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('ACH');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(() => formatCents(doc.balanceCents).replace(/[$,−]/g, ''));
  const [touched, setTouched] = useState(false);
  const pay = useSubmit({ success: 'Payment recorded', touches: VIEWS.finance });
  const parsed = parseDollars(amount);
  const amountError =
    'error' in parsed
      ? parsed.error
      : parsed.cents <= 0
        ? 'Amount must be greater than 0'
        : parsed.cents > doc.balanceCents
          ? FINANCE_MESSAGES.overpaid
          : undefined;
  const dateError = /^\d{4}-\d{2}-\d{2}$/.test(date) ? undefined : 'Enter a date as yyyy-mm-dd';
  const save = async () => {
    setTouched(true);
    if (amountError || dateError || 'error' in parsed) return;
    const body = { date, method, reference: reference.trim() || undefined, amountCents: parsed.cents };
    if (await pay.run(() => api(spec.routes.pay, { params: { id: doc.id }, body }))) onClose();
  };
  return (
    <FormDialog
      open
      title="Record payment"
      submitLabel="Record payment"
      submitting={pay.busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>{`Balance ${formatCents(doc.balanceCents)}`}</Text>
        <Field.Root required invalid={touched && !!dateError}>
          <Field.Label>Date</Field.Label>
          <DatePicker value={date} onValueChange={setDate} />
          <Field.ErrorText>{dateError}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Method</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              {PaymentMethod.options.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Reference</Field.Label>
          <Input value={reference} maxLength={60} onChange={(e) => setReference(e.target.value)} />
        </Field.Root>
        <Field.Root required invalid={touched && !!amountError}>
          <Field.Label>Amount ($)</Field.Label>
          <NumberInput currency decimals={2} min={0} value={amount} onValueChange={setAmount} />
          <Field.ErrorText>{amountError}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

/** Sends the PDF to the company's accounting contact, or to the address typed. */
function EmailDialog({ spec, doc, onClose }: { spec: KindSpec; doc: Invoice; onClose: () => void }) {
  const [to, setTo] = useState('');
  const send = useSubmit<{ to: string }>({ success: (r) => `${spec.Noun} sent to ${r.to}` });
  const run = async () => {
    const body = to.trim() ? { to: to.trim() } : {};
    if (await send.run(async () => (await api(spec.routes.send, { params: { id: doc.id }, body })).data))
      onClose();
  };
  return (
    <FormDialog
      open
      title={`E-mail ${spec.noun}`}
      submitLabel="Send"
      submitting={send.busy}
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>E-mail address</Field.Label>
        <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} />
        <Field.HelperText>The company’s accounting contact unless an address is given.</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}

type Open = 'edit' | 'pay' | 'email' | 'delete' | 'void' | 'issue' | null;

/**
 * One invoice or bill: its header and totals, items and payments, and what its status allows —
 * a draft is edited, issued or deleted; an open one is paid or (without payments) voided.
 */
function DocumentPage({ kind }: { kind: DocKind }) {
  const spec = KINDS[kind];
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { account } = useAccount();
  const canWrite = !!account?.permissions.includes(kind === 'invoice' ? 'INVOICE_WRITE' : 'BILL_WRITE');
  const { record: doc, fallback } = useRecord(
    spec.routes.get,
    { params: { id } },
    { noun: spec.noun, back: { label: `Back to ${spec.noun}s`, to: spec.base } },
  );
  const payments = useApi(spec.routes.payments, doc && doc.status !== 'DRAFT' ? { params: { id } } : null);
  const [open, setOpen] = useState<Open>(null);
  const act = useSubmit<Invoice>({ touches: VIEWS.finance });
  const remove = useSubmit({
    touches: VIEWS.finance,
    success: `${spec.Noun} deleted`,
    fallback: FINANCE_MESSAGES.deleteFailed,
  });
  const pdf = useSubmit<string>({ fallback: `The ${spec.noun}’s PDF could not be made.` });
  const revalidate = useRevalidate();
  if (!doc) return fallback;
  const close = () => setOpen(null);
  const draft = doc.status === 'DRAFT';
  const isOpen = OPEN_STATUSES.includes(doc.status);
  const paid = (payments.data?.data.length ?? 0) > 0 || doc.paidCents > 0;
  const title = doc.number ?? 'Draft';
  return (
    <Stack gap="5">
      <PageHeader title={`${spec.Noun} ${title}`} badge={<InvoiceStatusBadge status={doc.status} />}>
        {canWrite && draft && (
          <>
            <Button onClick={() => setOpen('issue')}>
              <LuSend aria-hidden /> Issue
            </Button>
            <Button variant="outline" onClick={() => setOpen('edit')}>
              <LuPencil aria-hidden /> Edit
            </Button>
          </>
        )}
        {canWrite && isOpen && <Button onClick={() => setOpen('pay')}>Record payment</Button>}
        <Button
          variant="outline"
          loading={pdf.busy}
          onClick={() =>
            void pdf.run(() =>
              downloadFile(spec.routes.pdf, { params: { id } }, { fallbackName: doc.fileName }),
            )
          }
        >
          <LuDownload aria-hidden /> Download PDF
        </Button>
        <PushToAccounting
          kind={kind === 'invoice' ? 'INVOICE' : 'BILL'}
          id={doc.id}
          status={doc.status}
          externalNumber={doc.externalNumber}
          onPushed={() => void revalidate(VIEWS.finance)}
        />
        <MoreMenu
          actions={[
            canWrite &&
              !draft &&
              doc.status !== 'VOID' && {
                label: `E-mail ${spec.noun}`,
                icon: <LuMail aria-hidden />,
                onSelect: () => setOpen('email'),
              },
            canWrite &&
              isOpen &&
              !paid && {
                label: `Void ${spec.noun}`,
                destructive: true,
                onSelect: () => setOpen('void'),
              },
            canWrite &&
              draft && {
                label: `Delete ${spec.noun}`,
                icon: <LuTrash2 aria-hidden />,
                destructive: true,
                onSelect: () => setOpen('delete'),
              },
          ]}
        />
      </PageHeader>
      <Section title="Details">
        <Facts
          items={[
            ['Company', doc.company.name],
            [
              'Shipment',
              doc.shipment ? (
                <Link asChild color="brand.fg">
                  <RouterLink to={`${SHIPMENTS_BASE}/${doc.shipment.id}/financials`}>
                    {doc.shipment.identifier}
                  </RouterLink>
                </Link>
              ) : null,
            ],
            ['Date', formatDay(doc.invoiceDate)],
            ['Due date', formatDay(doc.dueDate)],
            ['Posting date', formatDay(doc.postingDate)],
            ['Paid on', doc.paidDate ? formatDay(doc.paidDate) : null],
            ['Payment terms', PAYMENT_TERMS_LABELS[doc.paymentTerms]],
            ['Tax rate', `${doc.taxRate}%`],
            ['Description', doc.description],
            ['Payment instructions', doc.paymentInstructions],
            ['Terms and conditions', doc.termsAndConditions],
            ['Accounting number', doc.externalNumber],
          ]}
        />
      </Section>
      <Section title="Totals">
        <Facts
          items={[
            ['Subtotal', formatCents(doc.subtotalCents)],
            ['Tax', formatCents(doc.taxCents)],
            ['Total', formatCents(doc.totalCents)],
            ['Paid', formatCents(doc.paidCents)],
            ['Balance', formatCents(doc.balanceCents)],
          ]}
        />
      </Section>
      <Section title="Items">
        <DataTable label="Items" columns={ITEM_COLUMNS} rows={doc.items} empty="No items." />
      </Section>
      {!draft && (
        <Section title="Payments">
          <DataTable
            label="Payments"
            columns={PAYMENT_COLUMNS}
            rows={payments.data?.data}
            loading={payments.isLoading}
            empty="No payments recorded yet."
          />
        </Section>
      )}
      {open === 'edit' && <EditDialog spec={spec} doc={doc} onClose={close} />}
      {open === 'pay' && <PaymentDialog spec={spec} doc={doc} onClose={close} />}
      {open === 'email' && <EmailDialog spec={spec} doc={doc} onClose={close} />}
      <ConfirmDialog
        open={open === 'issue'}
        title={`Issue this ${spec.noun}?`}
        confirmLabel="Issue"
        onClose={close}
        onConfirm={async () => {
          await act.run(async () => (await api(spec.routes.issue, { params: { id }, body: {} })).data);
          close();
        }}
      >
        {`It gets its number and is posted to the ledger; it can no longer be changed, only voided.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'void'}
        title={`Void ${spec.noun} ${title}?`}
        confirmLabel="Void"
        destructive
        onClose={close}
        onConfirm={async () => {
          await act.run(async () => (await api(spec.routes.void, { params: { id }, body: {} })).data);
          close();
        }}
      >
        Its posting is reversed today and its number is kept.
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete this draft ${spec.noun}?`}
        confirmLabel="Delete"
        destructive
        onClose={close}
        onConfirm={async () => {
          const done = await remove.run(() => api(spec.routes.remove, { params: { id } }));
          close();
          if (done) await navigate(spec.base);
        }}
      >
        The draft is removed for good.
      </ConfirmDialog>
    </Stack>
  );
}

export const InvoicePage = () => <DocumentPage kind="invoice" />;
export const BillPage = () => <DocumentPage kind="bill" />;
