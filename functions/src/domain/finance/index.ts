/**
 * What the finance aggregate offers the others: every import from another aggregate's folder
 * comes through this file.
 */
export { InvoiceEntity, PaymentEntity, listInvoicesOfShipment } from './invoice.entity.js';
export type { InvoiceRecord, StoredInvoiceItem } from './invoice.entity.js';
export { JournalEntryEntity } from './journal.entity.js';
export type { JournalEntryRecord } from './journal.entity.js';
export { journalTx, linesOf, UnbalancedEntry } from './journal.records.js';
export type { Leg, Posting } from './journal.records.js';
export { AuctionFeeEntity, listDueFeesOfTenant, listFeesDue, listFeesOfMonth } from './fee.entity.js';
export type { AuctionFeeItem } from './fee.entity.js';
export { feeRate, feeTx } from './fee.records.js';
export type { Sale } from './fee.records.js';
