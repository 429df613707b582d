import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { FinanceKind, InvoiceStatus, PaymentMethod, PaymentTerms } from '@polyloop/shared/finance/invoice';
import { ShipmentWeight } from '@polyloop/shared/orders/shipment';
import { Price } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';

const StoredItem = z.object({
  id: z.string(),
  description: z.string(),
  materialType: MaterialType.optional(),
  netWeight: ShipmentWeight,
  price: Price,
  amountCents: z.number().int(),
});
export type StoredInvoiceItem = z.infer<typeof StoredItem>;

/**
 * An invoice (receivable) or a bill (payable), part 1 §3: one item keyed by its own id in the
 * company's partition. `openKind` is set while it is owed (issued or partly paid), so the open ones
 * of a kind are one sparse index by due date: the aged views read only what is owed.
 */
export const InvoiceEntity = defineEntity({
  name: 'invoice',
  schema: z.object({
    tenantId: z.string(),
    id: z.string(),
    kind: FinanceKind,
    /** Given when issued: INV-1001, BILL-1001. */
    number: z.string().optional(),
    alternateId: z.string().optional(),
    status: InvoiceStatus,
    companyId: z.string(),
    companyName: z.string(),
    account: z.string().optional(),
    shipmentId: z.string().optional(),
    shipmentIdentifier: z.string().optional(),
    invoiceDate: z.string(),
    dueDate: z.string(),
    postingDate: z.string(),
    paidDate: z.string().optional(),
    voidDate: z.string().optional(),
    paymentTerms: PaymentTerms,
    paymentInstructions: z.string().optional(),
    termsAndConditions: z.string().optional(),
    description: z.string().optional(),
    items: z.array(StoredItem),
    /** The tax rate in percent, as given. */
    taxRate: z.number(),
    subtotalCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    paidCents: z.number().int().default(0),
    /** Set while owed: the sparse index of open invoices or bills by due date. */
    openKind: FinanceKind.optional(),
    /** The connected accounting service's number and id, once pushed. */
    externalNumber: z.string().optional(),
    externalId: z.string().optional(),
    /** Moves with every change: each change is conditioned on the version read. */
    version: z.number().int(),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // InvoiceEntity.get: one invoice or bill by id
    byId: { pk: ['tenantId'], sk: ['id'] },
    // pageInvoices: a kind's, newest invoice date first
    byDate: { index: 'gsi1', pk: ['tenantId', 'kind'], sk: ['invoiceDate', 'id'] },
    // pageInvoices with a status
    byStatus: { index: 'gsi2', pk: ['tenantId', 'kind', 'status'], sk: ['invoiceDate', 'id'] },
    // listInvoicesOfShipment: a shipment's invoices and bills
    byShipment: { index: 'gsi3', pk: ['tenantId', 'shipmentId'], sk: ['kind', 'id'] },
    // listOpen: what is owed of a kind, earliest due first
    byOpen: { index: 'gsi4', pk: ['tenantId', 'openKind'], sk: ['dueDate', 'id'] },
    // pageInvoices of a company
    byCompany: { index: 'gsi5', pk: ['tenantId', 'kind', 'companyId'], sk: ['invoiceDate', 'id'] },
  },
});
export type InvoiceRecord = z.infer<typeof InvoiceEntity.schema>;

/** A page of a kind's invoices or bills, newest date first: of one status, one company, or all. */
export const pageInvoices = (
  tenantId: string,
  kind: InvoiceRecord['kind'],
  filter: { status?: InvoiceRecord['status']; companyId?: string },
  limit: number,
  cursor: string | null,
) =>
  filter.status
    ? InvoiceEntity.query(
        'byStatus',
        { tenantId, kind, status: filter.status },
        { order: 'desc', limit, cursor },
      )
    : filter.companyId
      ? InvoiceEntity.query(
          'byCompany',
          { tenantId, kind, companyId: filter.companyId },
          { order: 'desc', limit, cursor },
        )
      : InvoiceEntity.query('byDate', { tenantId, kind }, { order: 'desc', limit, cursor });

/** How many a kind has, of one status, one company, or all. */
export const countInvoices = (
  tenantId: string,
  kind: InvoiceRecord['kind'],
  filter: { status?: InvoiceRecord['status']; companyId?: string },
) =>
  filter.status
    ? InvoiceEntity.count('byStatus', { tenantId, kind, status: filter.status })
    : filter.companyId
      ? InvoiceEntity.count('byCompany', { tenantId, kind, companyId: filter.companyId })
      : InvoiceEntity.count('byDate', { tenantId, kind });

/** Every one of a kind with a status (several statuses of a list read each whole). */
export const listInvoicesWithStatus = (
  tenantId: string,
  kind: InvoiceRecord['kind'],
  status: InvoiceRecord['status'],
) => InvoiceEntity.queryAll('byStatus', { tenantId, kind, status });

/** Every one of a kind of a company. */
export const listInvoicesOfCompany = (tenantId: string, kind: InvoiceRecord['kind'], companyId: string) =>
  InvoiceEntity.queryAll('byCompany', { tenantId, kind, companyId });

/** A shipment's invoices and bills. */
export const listInvoicesOfShipment = (tenantId: string, shipmentId: string) =>
  InvoiceEntity.queryAll('byShipment', { tenantId, shipmentId });

/** What is owed of a kind (issued or partly paid), earliest due first. */
export const listOpen = (tenantId: string, kind: InvoiceRecord['kind']) =>
  InvoiceEntity.queryAll('byOpen', { tenantId, openKind: kind });

/** A payment against an invoice or bill; never changed. */
export const PaymentEntity = defineEntity({
  name: 'payment',
  schema: z.object({
    tenantId: z.string(),
    invoiceId: z.string(),
    id: z.string(),
    date: z.string(),
    method: PaymentMethod,
    reference: z.string().optional(),
    amountCents: z.number().int(),
    createdDate: z.string(),
    createdBy: z.string(),
  }),
  indexes: {
    // listPaymentsOf: an invoice's or bill's payments, oldest first
    byInvoice: { pk: ['tenantId', 'invoiceId'], sk: ['id'] },
  },
});
export type PaymentRecord = z.infer<typeof PaymentEntity.schema>;

export const listPaymentsOf = (tenantId: string, invoiceId: string) =>
  PaymentEntity.queryAll('byInvoice', { tenantId, invoiceId });

/** A kind's invoices or bills dated in a period (yyyy-mm-dd, inclusive), oldest first: the export. */
export const listInvoicesDated = async (
  tenantId: string,
  kind: InvoiceRecord['kind'],
  from: string,
  to: string,
) =>
  (
    await InvoiceEntity.queryAll(
      'byDate',
      { tenantId, kind },
      {
        range: {
          between: [
            { invoiceDate: from },
            { invoiceDate: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) },
          ],
        },
      },
    )
  ).filter((i) => i.invoiceDate >= from && i.invoiceDate <= to);
