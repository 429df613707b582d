/**
 * What the ledger offers the others: the journal and how a posting joins the transaction of the
 * record it comes from. Kept apart from finance's invoices and bills so an aggregate that posts
 * (an auction's fee) loads the journal alone; the transaction fees an auction or reverse auction
 * won owes are kept here too, with the journal entry each posts.
 */
export { JournalEntryEntity, countJournal, listJournalOfPeriod, pageJournal } from './journal.entity.js';
export type { JournalEntryRecord, StoredJournalLine } from './journal.entity.js';
export { journalEntryOf, journalTx, linesOf, UnbalancedEntry } from './journal.records.js';
export type { Leg, Posting } from './journal.records.js';
export { AuctionFeeEntity, listDueFeesOfTenant, listFeesDue, listFeesOfMonth } from './fee.entity.js';
export type { AuctionFeeItem } from './fee.entity.js';
export { feeRate, feeTx } from './fee.records.js';
export type { Sale } from './fee.records.js';
