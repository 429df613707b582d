import type {
  FinanceKind,
  Invoice,
  InvoiceItemInput,
  InvoiceListItem,
} from '@polyloop/shared/finance/invoice';
import { percentOfCents } from '@polyloop/shared/finance/invoice';
import { lineCents } from '@polyloop/shared/orders/order';
import { newId } from '../../lib/commit.js';
import type { Posting } from '../ledger/index.js';
import type { InvoiceRecord, StoredInvoiceItem } from './invoice.entity.js';

/** Items as stored, each amount its weight at its price rounded once to whole cents. */
export const storedItems = (items: InvoiceItemInput[]): StoredInvoiceItem[] =>
  items.map((i) => ({
    id: newId(),
    description: i.description,
    ...(i.materialType ? { materialType: i.materialType } : {}),
    netWeight: i.netWeight,
    price: i.price,
    amountCents: lineCents(i.netWeight, i.price),
  }));

/** Subtotal, tax and total of items at a rate, in whole cents: tax rounded once on the subtotal. */
export function totalsOf(items: Pick<StoredInvoiceItem, 'amountCents'>[], taxRate: number) {
  const subtotalCents = items.reduce((s, i) => s + i.amountCents, 0);
  const taxCents = percentOfCents(subtotalCents, taxRate);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

export const NUMBER_PREFIX: Record<FinanceKind, string> = { INVOICE: 'INV', BILL: 'BILL' };
export const numberOf = (kind: FinanceKind, sequence: number) =>
  `${NUMBER_PREFIX[kind]}-${String(1000 + sequence)}`;
/** The counter that numbers a kind, per company: gap-free because a number is only taken when issued. */
export const sequenceName = (kind: FinanceKind) => `finance:${kind.toLowerCase()}-number`;

export const labelOf = (i: Pick<InvoiceRecord, 'kind' | 'number'>) =>
  i.number ?? `Draft ${i.kind === 'INVOICE' ? 'invoice' : 'bill'}`;

export function listItem(i: InvoiceRecord): InvoiceListItem {
  return {
    id: i.id,
    kind: i.kind,
    number: i.number ?? null,
    alternateId: i.alternateId ?? null,
    status: i.status,
    company: { id: i.companyId, name: i.companyName },
    account: i.account ?? null,
    shipment: i.shipmentId ? { id: i.shipmentId, identifier: i.shipmentIdentifier ?? '' } : null,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    postingDate: i.postingDate,
    paidDate: i.paidDate ?? null,
    paymentTerms: i.paymentTerms,
    description: i.description ?? null,
    taxRate: i.taxRate,
    subtotalCents: i.subtotalCents,
    taxCents: i.taxCents,
    totalCents: i.totalCents,
    paidCents: i.paidCents,
    balanceCents: i.status === 'VOID' || i.status === 'DRAFT' ? 0 : i.totalCents - i.paidCents,
    externalNumber: i.externalNumber ?? null,
    fileName: `${i.number ?? `Draft-${i.kind === 'INVOICE' ? 'invoice' : 'bill'}`}.pdf`,
    createdDate: i.createdDate,
    updatedDate: i.updatedDate,
  };
}

export function view(i: InvoiceRecord): Invoice {
  return {
    ...listItem(i),
    paymentInstructions: i.paymentInstructions ?? null,
    termsAndConditions: i.termsAndConditions ?? null,
    items: i.items.map((item) => ({
      id: item.id,
      description: item.description,
      materialType: item.materialType ?? null,
      netWeight: item.netWeight,
      price: item.price,
      amountCents: item.amountCents,
    })),
  };
}

/**
 * What issuing posts. An invoice: receivables debited with the total; revenue credited per item
 * (by material type and company, which the summary's rollups read) and tax with the tax. A bill:
 * cost of goods per item and tax debited, payables credited with the total. A void posts the same
 * with the sides swapped.
 */
export function issuePosting(i: InvoiceRecord, by: string, reverse?: { date: string }): Posting {
  const company = { id: i.companyId, name: i.companyName };
  const items = i.items.map((item) => ({
    account: i.kind === 'INVOICE' ? ('REVENUE' as const) : ('COST_OF_GOODS' as const),
    cents: item.amountCents,
    company,
    ...(item.materialType ? { materialType: item.materialType } : {}),
  }));
  const owed = {
    account: i.kind === 'INVOICE' ? ('RECEIVABLES' as const) : ('PAYABLES' as const),
    cents: i.totalCents,
    company,
  };
  const tax = { account: 'TAX' as const, cents: i.taxCents, company };
  const [debit, credit] = i.kind === 'INVOICE' ? [[owed], [...items, tax]] : [[...items, tax], [owed]];
  const label = labelOf(i);
  return {
    tenantId: i.tenantId,
    postingDate: reverse?.date ?? i.postingDate,
    kind: reverse ? (i.kind === 'INVOICE' ? 'INVOICE_VOID' : 'BILL_VOID') : i.kind,
    source: { kind: i.kind === 'INVOICE' ? 'invoice' : 'bill', id: i.id, label },
    description: `${reverse ? 'Void of ' : ''}${i.kind === 'INVOICE' ? 'Invoice' : 'Bill'} ${label} — ${i.companyName}`,
    debit: reverse ? credit : debit,
    credit: reverse ? debit : credit,
    by,
  };
}

/** A payment: cash in against receivables for an invoice, payables against cash out for a bill. */
export function paymentPosting(
  i: InvoiceRecord,
  payment: { id: string; date: string; amountCents: number },
  by: string,
): Posting {
  const company = { id: i.companyId, name: i.companyName };
  const cash = { account: 'CASH' as const, cents: payment.amountCents, company };
  const owed = {
    account: i.kind === 'INVOICE' ? ('RECEIVABLES' as const) : ('PAYABLES' as const),
    cents: payment.amountCents,
    company,
  };
  return {
    tenantId: i.tenantId,
    postingDate: payment.date,
    kind: i.kind === 'INVOICE' ? 'INVOICE_PAYMENT' : 'BILL_PAYMENT',
    source: { kind: 'payment', id: payment.id, label: labelOf(i) },
    description: `Payment ${i.kind === 'INVOICE' ? 'of' : 'for'} ${labelOf(i)} — ${i.companyName}`,
    debit: i.kind === 'INVOICE' ? [cash] : [owed],
    credit: i.kind === 'INVOICE' ? [owed] : [cash],
    by,
  };
}
