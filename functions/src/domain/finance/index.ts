/**
 * What the finance aggregate offers the others: every import from another aggregate's folder
 * comes through this file. (The journal it posts to, and the transaction fees, are the ledger aggregate's.)
 */
export { InvoiceEntity, PaymentEntity, listInvoicesOfShipment } from './invoice.entity.js';
export type { InvoiceRecord, StoredInvoiceItem } from './invoice.entity.js';
export { listOpenTotals } from './finance.rollup.entity.js';
