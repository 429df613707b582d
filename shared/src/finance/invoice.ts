import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { MaterialType } from '../enums.js';
import { badgedEnum, labelledEnum } from '../labelled-enum.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';
import { manyOf, storableNumber } from '../bounds.js';
import { Price } from '../supply/listing.js';
import {
  LINE_TOO_LARGE,
  LineDescription,
  lineCents,
  ORDER_LIMITS,
  OrderParty,
  OrderPrice,
} from '../orders/order.js';
import { ShipmentWeight } from '../orders/shipment.js';

/**
 * Invoices (receivables) and bills (payables), spec part 1 §3: one shape for both, told apart by
 * `kind`. Every amount is whole US cents; a line's amount is its weight at its price, rounded
 * once (`lineCents`), and tax is the subtotal at the tax rate, rounded once (`percentOfCents`).
 */

export const FinanceKind = z.enum(['INVOICE', 'BILL']);
export type FinanceKind = z.infer<typeof FinanceKind>;

export const [InvoiceStatus, INVOICE_STATUS_LABELS, INVOICE_STATUS_COLOURS] = badgedEnum({
  DRAFT: ['Draft', 'gray'],
  ISSUED: ['Issued', 'blue'],
  PARTLY_PAID: ['Partly paid', 'orange'],
  PAID: ['Paid', 'green'],
  VOID: ['Void', 'black'],
});
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** An invoice or bill is open (owed) while issued or partly paid. */
export const OPEN_STATUSES: readonly InvoiceStatus[] = ['ISSUED', 'PARTLY_PAID'];

export const [PaymentTerms, PAYMENT_TERMS_LABELS] = labelledEnum({
  DUE_ON_RECEIPT: 'Due on receipt',
  NET_15: 'Net 15',
  NET_30: 'Net 30',
  NET_45: 'Net 45',
  NET_60: 'Net 60',
  NET_90: 'Net 90',
});
export type PaymentTerms = z.infer<typeof PaymentTerms>;

export const TERMS_DAYS: Readonly<Record<PaymentTerms, number>> = {
  DUE_ON_RECEIPT: 0,
  NET_15: 15,
  NET_30: 30,
  NET_45: 45,
  NET_60: 60,
  NET_90: 90,
};

/** The due date: the invoice date plus the terms' days (yyyy-mm-dd, in UTC). */
export function dueDateOf(invoiceDate: string, terms: PaymentTerms): string {
  const d = new Date(`${invoiceDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + TERMS_DAYS[terms]);
  return d.toISOString().slice(0, 10);
}

/** A whole-cent amount at a percentage, rounded half up once (tax, commissions). */
export { feeCents as percentOfCents } from '../conversions.js';

/** An invoice's or bill's total is at most this many cents, so every sum stays an exact integer. */
export const MAX_DOCUMENT_CENTS = 1e15;

export const FINANCE_MESSAGES = {
  invoiceFailed: 'Failed to create invoice',
  deleteFailed: 'Failed to delete invoice, bill or commission',
  fetchFailed: 'Failed to fetch invoices or bills',
  draftOnly:
    'Only a draft can be changed or deleted; void an issued one and make a new one, or issue a credit.',
  notIssuable: 'Only a draft can be issued.',
  voidPaid: 'An invoice or bill with payments cannot be voided; record a credit instead.',
  alreadyVoid: 'It is already void.',
  notOpen: 'Payments can only be recorded against an issued or partly paid invoice or bill.',
  overpaid: 'The payment is more than what is still owed.',
  itemsRequired: 'Add at least one item.',
  shipmentNotDelivered: 'Only a delivered, invoiced or paid shipment can be invoiced or billed.',
  alreadyInvoiced: 'The shipment already has an open invoice. Void it before invoicing again.',
  alreadyBilled: 'The shipment already has an open bill. Void it before billing again.',
  noPrices: 'The shipment’s items have no prices to invoice or bill.',
  companyRequired: 'Company is required',
  companyUnknown: 'The company was not found.',
  changed: 'It was changed by someone else. Reload it and try again.',
  shipmentLocked:
    'The shipment is invoiced: its items, weights and prices are locked. Void the invoice to change them.',
  manualStatus:
    'A shipment becomes invoiced when an invoice is issued for it, and paid when its invoices are paid.',
  noAccountingContact: 'The company has no accounting contact with an e-mail address.',
  totalNegative: 'Total sent must be 0 or greater',
  tooLarge: 'The total is too large.',
} as const;

const IsoDate = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });
/**
 * `4,000`, grouped by hand: `toLocaleString` loads the locale data (~25 ms) the first time it
 * runs, and these limits are written into messages as the module loads, at every cold start.
 */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const Text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${grouped(max)} characters`);

/** A tax rate in percent, 0 to 100; the tax is the subtotal at it, exactly, rounded once to the cent. */
export const TaxRate = storableNumber({ error: 'Tax rate must be a number' })
  .min(0, 'Tax rate must be at least 0')
  .max(100, 'Tax rate must be at most 100');

export const InvoiceItemInput = z
  .object({
    description: LineDescription.min(1, 'Description is required'),
    materialType: MaterialType.optional(),
    netWeight: ShipmentWeight.extend({
      unitValue: ShipmentWeight.shape.unitValue.positive('Quantity must be greater than 0'),
    }),
    price: OrderPrice,
  })
  .refine((i) => lineCents(i.netWeight, i.price) <= ORDER_LIMITS.lineCents, {
    message: LINE_TOO_LARGE,
    path: ['netWeight'],
  });
export type InvoiceItemInput = z.infer<typeof InvoiceItemInput>;

const DocumentFields = {
  alternateId: Text('Alternate ID', 60).optional(),
  account: Text('Account', 60).optional(),
  invoiceDate: IsoDate.optional(),
  /** The day revenue or cost is recognised; the invoice date unless said. */
  postingDate: IsoDate.optional(),
  paymentTerms: PaymentTerms.default('NET_30'),
  taxRate: TaxRate.default(0),
  paymentInstructions: Text('Payment instructions', 2000).optional(),
  termsAndConditions: Text('Terms and conditions', 4000).optional(),
  description: Text('Description', 2000).optional(),
};

/**
 * A new invoice or bill: from a shipment (its manifest's lines at their sell prices for an invoice,
 * buy prices for a bill; the company is the receiver or the supplier) or by hand (a company and items).
 */
export const InvoiceInput = z
  .object({
    shipmentId: Id.optional(),
    companyId: Id.optional(),
    items: z.array(InvoiceItemInput).max(50, 'At most 50 items').optional(),
    ...DocumentFields,
  })
  .describe('Either a shipmentId, or a companyId and items (checked by the server with field errors).');
export type InvoiceInput = z.infer<typeof InvoiceInput>;

/** A draft's change: the fields sent; its texts sent as null are cleared. */
export const InvoicePatch = clearable(
  z
    .object({
      ...DocumentFields,
      paymentTerms: PaymentTerms,
      taxRate: TaxRate,
      items: z.array(InvoiceItemInput).min(1, FINANCE_MESSAGES.itemsRequired).max(50, 'At most 50 items'),
    })
    .partial(),
  { keep: ['invoiceDate', 'postingDate', 'paymentTerms', 'taxRate', 'items'] },
);
export type InvoicePatch = z.infer<typeof InvoicePatch>;

export const InvoiceItem = z.object({
  id: z.string(),
  description: z.string(),
  materialType: MaterialType.nullable(),
  netWeight: ShipmentWeight,
  price: Price,
  amountCents: z.number().int(),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

export const Invoice = z.object({
  id: z.string(),
  kind: FinanceKind,
  /** Given when issued: per company and kind, gap-free (`INV-1001`, `BILL-1001`). */
  number: z.string().nullable(),
  alternateId: z.string().nullable(),
  status: InvoiceStatus,
  company: OrderParty,
  account: z.string().nullable(),
  shipment: z.object({ id: z.string(), identifier: z.string() }).nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  postingDate: z.string(),
  paidDate: z.string().nullable(),
  paymentTerms: PaymentTerms,
  paymentInstructions: z.string().nullable(),
  termsAndConditions: z.string().nullable(),
  description: z.string().nullable(),
  items: z.array(InvoiceItem),
  taxRate: z.number(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  /** The number in the connected accounting service, once pushed. */
  externalNumber: z.string().nullable(),
  fileName: z.string(),
  ...AuditDates,
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoiceListItem = Invoice.omit({
  items: true,
  paymentInstructions: true,
  termsAndConditions: true,
});
export type InvoiceListItem = z.infer<typeof InvoiceListItem>;

/** Newest invoice date first unless sorted; page size 25. */
export const InvoiceListQuery = PageQuery.extend({
  statuses: manyOf(InvoiceStatus),
  companyId: Id.optional(),
  shipmentId: Id.optional(),
  /** Only those past due and still open. */
  overdue: z.enum(['true', 'false']).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const [PaymentMethod, PAYMENT_METHOD_LABELS] = labelledEnum({
  ACH: 'ACH',
  WIRE: 'Wire',
  CHECK: 'Check',
  CARD: 'Card',
  CASH: 'Cash',
  OTHER: 'Other',
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentInput = z.object({
  date: IsoDate,
  method: PaymentMethod,
  reference: Text('Reference', 60).optional(),
  amountCents: z
    .number({ error: 'Amount is required' })
    .int('Amount is in whole cents')
    .positive('Amount must be greater than 0')
    .max(MAX_DOCUMENT_CENTS, 'Amount is too large'),
});
export type PaymentInput = z.infer<typeof PaymentInput>;

export const Payment = z.object({
  id: z.string(),
  invoiceId: z.string(),
  date: z.string(),
  method: PaymentMethod,
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  createdDate: z.string(),
});
export type Payment = z.infer<typeof Payment>;

/** The void of an issued invoice or bill: its postings reversed on the day given (today unless said). */
export const VoidInput = z.object({ date: IsoDate.optional(), reason: Text('Reason', 500).optional() });
export type VoidInput = z.infer<typeof VoidInput>;
