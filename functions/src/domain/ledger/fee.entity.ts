import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * A transaction fee owed on a won auction or reverse auction, kept for the monthly charge (part 2
 * §1): written once, in the transaction that makes the sale, by the company that owes it — the
 * auction's owner, or the buyer whose reverse auction it is. Kept under its first name, the key
 * unchanged, so fees written before reverse auctions had any still read.
 */
export const AuctionFeeEntity = defineEntity({
  name: 'auction-fee',
  schema: z.object({
    tenantId: z.string(),
    /** yyyy-mm: the invoice it belongs to. */
    month: z.string(),
    /** The auction, or the public request of the reverse auction. */
    auctionId: z.string(),
    /** The offer of the sale: the one the winner was declared in, or the reverse auction's bid the buyer confirmed. */
    offerId: z.string(),
    /** The sale's value at the winning bid, and the fee on it, in integer US cents. */
    transactionValueCents: z.number().int(),
    ratePercent: z.number(),
    feeCents: z.number().int(),
    createdDate: z.string(),
    /** What the auction sold or the reverse auction bought, for the statement (fees from before it was kept show the auction id). */
    auctionName: z.string().optional(),
    /** The fee of a reverse auction (absent on an auction's). */
    reverseAuction: z.literal(true).optional(),
    /** The month while the fee is still to be charged; removed once charged, so only fees due are indexed. */
    dueMonth: z.string().optional(),
    /** A charge run holds the fee from this time until it marks it charged or lets it go. */
    claimedDate: z.string().optional(),
    /** The first charge attempt: the provider's idempotency key is only kept for a day after it. */
    firstClaimedDate: z.string().optional(),
    chargedDate: z.string().optional(),
    /** The billing provider's invoice item. */
    chargeReference: z.string().optional(),
  }),
  indexes: {
    // listFeesOfMonth: a month's fees of my company (the invoice)
    byMonth: { pk: ['tenantId'], sk: ['month', 'auctionId'] },
    // listFeesDue, listDueFeesOfTenant: the fees still to charge, by company (the monthly charge)
    due: { index: 'gsi1', pk: [], sk: ['tenantId', 'dueMonth', 'auctionId'] },
  },
});
export type AuctionFeeItem = z.infer<typeof AuctionFeeEntity.schema>;

/** A month's transaction fees of my company. */
export const listFeesOfMonth = (tenantId: string, month: string) =>
  AuctionFeeEntity.queryAll('byMonth', { tenantId }, { sk: { month } });

/** Every fee still to charge, of every company (charged fees leave the index, so this stays small). */
export const listFeesDue = () => AuctionFeeEntity.queryAll('due', {});

/** One company's fees still to charge from months before `month` (yyyy-mm), oldest first. */
export const listDueFeesOfTenant = async (tenantId: string, month: string) =>
  (await AuctionFeeEntity.queryAll('due', {}, { range: { beginsWith: { tenantId } } })).filter(
    // A prefix of the id matches longer ids too; and the month's own fees wait for its end.
    (f) => f.tenantId === tenantId && !!f.dueMonth && f.dueMonth < month,
  );
