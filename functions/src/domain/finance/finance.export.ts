import type * as z from 'zod';
import type { ExportQuery } from '@polyloop/shared/crm/files';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { INVOICE_STATUS_LABELS, type FinanceKind } from '@polyloop/shared/finance/invoice';
import { JOURNAL_KIND_LABELS, LEDGER_ACCOUNT_LABELS } from '@polyloop/shared/finance/ledger';
import type { Member } from '../../lib/actor.js';
import { tableFile, type Cell, type Download } from '../export/index.js';
import { listInvoicesDated, type InvoiceRecord } from './invoice.entity.js';
import { listJournalOfPeriod, type JournalEntryRecord } from '../ledger/index.js';
import { centsText } from './money.js';

type Query = z.infer<typeof ExportQuery>;

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
  const dated = await listInvoicesDated(actor.tenantId, kind, query.from, query.to);
  return kind === 'INVOICE'
    ? tableFile('invoices', 'Invoices', query, INVOICE_HEADER, dated.map(invoiceRow))
    : tableFile(
        'bills',
        'Bills',
        query,
        INVOICE_HEADER.map((h) => (h === 'Date' ? 'Bill date' : h)),
        dated.map(invoiceRow),
      );
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

/** The journal's lines posted in the range: the financials export. */
export async function exportFinancials(actor: Member, query: Query): Promise<Download> {
  const entries = await listJournalOfPeriod(actor.tenantId, query.from, query.to);
  return tableFile('financials', 'Financials', query, JOURNAL_LINE_HEADER, entries.flatMap(journalRows));
}
