import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { INVOICE_STATUS_LABELS, type FinanceKind } from '@polyloop/shared/finance/invoice';
import { JOURNAL_KIND_LABELS, LEDGER_ACCOUNT_LABELS } from '@polyloop/shared/finance/ledger';
import type { Member } from '../../lib/actor.js';
import { tableFile, type Cell, type Download } from '../export/index.js';
import { InvoiceEntity, type InvoiceRecord } from './invoice.entity.js';
import { JournalEntryEntity, type JournalEntryRecord } from './journal.entity.js';
import { centsText } from './money.js';

type Query = z.infer<typeof ExportQuery>;

/** The day after a yyyy-mm-dd day: a range's upper bound that keeps the whole last day. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const INVOICE_HEADER = [
  'Number',
  'Alternate ID',
  'Status',
  'Company',
  'Shipment',
  'Date',
  'Due date',
  'Posting date',
  'Subtotal',
  'Tax',
  'Total',
  'Paid',
  'Balance',
  'External number',
];

export const invoiceRow = (i: InvoiceRecord): Cell[] => [
  i.number ?? 'Draft',
  i.alternateId,
  INVOICE_STATUS_LABELS[i.status],
  i.companyName,
  i.shipmentIdentifier,
  i.invoiceDate,
  i.dueDate,
  i.postingDate,
  centsText(i.subtotalCents),
  centsText(i.taxCents),
  centsText(i.totalCents),
  centsText(i.paidCents),
  centsText(i.status === 'VOID' ? 0 : i.totalCents - i.paidCents),
  i.externalNumber,
];

/** Invoices or bills dated in the range, oldest first (one query of the kind's date index). */
export async function exportInvoices(actor: Member, kind: FinanceKind, query: Query): Promise<Download> {
  const records = await InvoiceEntity.queryAll(
    'byDate',
    { tenantId: actor.tenantId, kind },
    { range: { between: [{ invoiceDate: query.from }, { invoiceDate: dayAfter(query.to) }] } },
  );
  const dated = records.filter((r) => r.invoiceDate >= query.from && r.invoiceDate <= query.to);
  return kind === 'INVOICE'
    ? tableFile('invoices', 'Invoices', query, INVOICE_HEADER, dated.map(invoiceRow))
    : tableFile('bills', 'Bills', query, INVOICE_HEADER.map((h) => (h === 'Date' ? 'Bill date' : h)), dated.map(invoiceRow));
}

export const JOURNAL_LINE_HEADER = [
  'Date',
  'Entry',
  'Source',
  'Description',
  'Account',
  'Debit',
  'Credit',
  'Company',
  'Material type',
];

/** An entry's lines as rows: one per account moved. */
export const journalRows = (e: JournalEntryRecord): Cell[][] =>
  e.lines.map((l) => [
    e.postingDate,
    JOURNAL_KIND_LABELS[e.kind],
    e.sourceLabel,
    e.description,
    LEDGER_ACCOUNT_LABELS[l.account],
    centsText(l.debitCents),
    centsText(l.creditCents),
    l.companyName,
    l.materialType ? MATERIAL_TYPE_LABELS[l.materialType] : null,
  ]);

/** Journal entries posted in a period (yyyy-mm-dd, inclusive), oldest first. */
export async function journalOfPeriod(tenantId: string, from: string, to: string): Promise<JournalEntryRecord[]> {
  const entries = await JournalEntryEntity.queryAll(
    'byPosting',
    { tenantId },
    { range: { between: [{ postingDate: from }, { postingDate: dayAfter(to) }] } },
  );
  return entries.filter((e) => e.postingDate >= from && e.postingDate <= to);
}

/** The journal's lines posted in the range: the financials export. */
export async function exportFinancials(actor: Member, query: Query): Promise<Download> {
  const entries = await journalOfPeriod(actor.tenantId, query.from, query.to);
  return tableFile('financials', 'Financials', query, JOURNAL_LINE_HEADER, entries.flatMap(journalRows));
}
