import * as z from 'zod';
import { Color, Form, Grade, Incoterm, MaterialType, Packaging } from '@polyloop/shared/enums';
import {
  AuctionOutcome,
  AuctionStatus,
  BidReason,
  ChainedLedgerEntry,
  UninviteReason,
} from '@polyloop/shared/network/auction-states';
import { ContactInformation, NetworkParty, NetworkPlace } from '@polyloop/shared/network/common';
import { OfferCancelReason } from '@polyloop/shared/network/offer';
import { Price, Weight } from '@polyloop/shared/supply/listing';
import { batchGetMany, defineEntity } from '../../data/entity.js';
import { derivedOnce } from '../../lib/lazy.js';

/** OPEN until it is closed or cancelled. */
export const AuctionLane = z.enum(['OPEN', 'DONE']);
export type AuctionLane = z.infer<typeof AuctionLane>;

/** The current leader: who (its company, shown to the owner at once), at what price, and (hidden) up to what. */
export const Leader = z.object({
  tenantId: z.string(),
  company: NetworkParty,
  alias: z.number().int(),
  price: z.number(),
  maximum: z.number(),
  seq: z.number().int(),
  at: z.string(),
});
export type Leader = z.infer<typeof Leader>;

/**
 * One ledger entry. What every reader of the auction sees (and the hash chains) is the public part:
 * see `ledger.ts`. The companies and the maximum are hidden, bound by the commitment; the tenant
 * ids are the server's own way to the companies' places and never leave it.
 */
const LedgerEntry = ChainedLedgerEntry.extend({
  /** Zero-padded, so the sort key orders entries as numbers. */
  seqKey: z.string(),
  bidderCompanyId: z.string(),
  maximum: z.number().optional(),
  leaderCompanyId: z.string(),
  bidderTenantId: z.string(),
  leaderTenantId: z.string(),
});

const BidderPlace = z.object({
  tenantId: z.string(),
  auctionId: z.string(),
  ownerTenantId: z.string(),
  company: NetworkParty,
  alias: z.number().int(),
  invitation: z.enum(['INVITED', 'UNINVITED', 'PUBLIC']),
  uninviteReason: UninviteReason.optional(),
  uninviteMessage: z.string().optional(),
  withdrawn: z.boolean().default(false),
  maximum: z.number().optional(),
  lastPrice: z.number().optional(),
  bidCount: z.number().int().default(0),
  /** The people of the company who bid: who hears of the auction (its administrators until someone bids). */
  people: z.array(z.string()).default([]),
  /** The company's last bid as typed and why it stands where it does (shown to the company alone). */
  lastBid: z
    .object({
      typed: z.number(),
      maximum: z.number().optional(),
      leadingPrice: z.number(),
      reason: BidReason,
      at: z.string(),
    })
    .optional(),
  contactInformation: ContactInformation.optional(),
  destinationLocationId: z.string().optional(),
  destinationLocation: NetworkPlace.optional(),
  invitedDate: z.string(),
  updatedDate: z.string(),
});

/**
 * One auction, keyed by its own id: every invited company reads the same item, and every bid is a
 * conditional write of it (the `version` as read), so bids are judged one at a time, in order.
 * Prices are numbers in the starting bid's unit.
 */
export const AuctionEntity = defineEntity({
  name: 'auction',
  schema: z.object({
    auctionId: z.string(),
    /** The owner's tenant. */
    tenantId: z.string(),
    /** PUBLIC for public auctions (the market's index), absent otherwise. */
    audience: z.literal('PUBLIC').optional(),
    lane: AuctionLane,
    status: AuctionStatus,
    outcome: AuctionOutcome.optional(),
    offeringCompany: NetworkParty,
    haveId: z.string(),
    haveIdentifier: z.string(),
    materialName: z.string(),
    materialDescription: z.string().optional(),
    materialType: MaterialType,
    packaging: Packaging.optional(),
    grade: Grade.optional(),
    form: Form.optional(),
    color: Color.optional(),
    thumbnailKey: z.string().optional(),
    weight: Weight,
    location: NetworkPlace.optional(),
    sourceLocationId: z.string().optional(),
    terms: Incoterm,
    unit: Price.shape.unit,
    startingBid: z.number(),
    increment: z.number(),
    reserve: z.number().optional(),
    startDate: z.string(),
    endDate: z.string(),
    originalEndDate: z.string(),
    /** The owner's moves of the end, oldest first (the auction's history; at most the last 100). */
    endMoves: z
      .array(z.object({ from: z.string(), to: z.string(), at: z.string(), by: z.string() }))
      .optional(),
    leader: Leader.optional(),
    bidCount: z.number().int().default(0),
    /** Companies that took part (invited, or bid on a public auction): their aliases are 1..n. */
    bidderCount: z.number().int().default(0),
    /**
     * Every company with a place in the auction, invited (and still named once uninvited) or
     * joined a public auction by the write that judged its first bid: tenant ids in alias order
     * (alias n is the n-th), separated by spaces. A company not named has no place, so a bid is
     * judged, and mostly refused, from the auction alone. One string rather than a map: every bid
     * that loses its write is answered the whole auction, and a map of a hundred companies was
     * most of what DynamoDB and the decoder spent on that answer. Absent while empty.
     */
    named: z.string().optional(),
    /** The names as a map to aliases, as auctions written before `named` hold them (read only when `named` is absent). */
    aliases: z.record(z.string(), z.number().int()).optional(),
    /** The companies uninvited (their places say why): their bids are refused from the auction alone. */
    uninvited: z.array(z.string()).optional(),
    /** The ledger's last entry and its hash. */
    seq: z.number().int().default(0),
    headHash: z.string().default(''),
    /** The secret the ledger's commitments are keyed with (`ledger.ts`): never leaves the server. */
    ledgerKey: z.string(),
    /**
     * The have's weight the auction holds, in the have's unit, while it may still sell: taken from
     * the have when the auction starts, given back when it is cancelled or ends unsold, passed to
     * the order when a winner is declared. Absent once given back or passed on.
     */
    held: Weight.optional(),
    winner: z
      .object({
        tenantId: z.string(),
        company: NetworkParty,
        seq: z.number().int(),
        price: z.number(),
        declaredDate: z.string(),
        offerId: z.string(),
      })
      .optional(),
    cancelReason: OfferCancelReason.optional(),
    cancelMessage: z.string().optional(),
    closedDate: z.string().optional(),
    /** Who started it: the owner's person told of its bids, close and reminder. */
    createdBy: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
    updatedBy: z.string().optional(),
    version: z.number().int(),
  }),
  indexes: {
    // AuctionEntity.get: one auction (every read and every bid)
    byId: { pk: ['auctionId'], sk: [] },
    // pagePublicAuctions: public auctions of a lane, ending first
    market: { index: 'gsi1', pk: ['audience', 'lane'], sk: ['originalEndDate', 'auctionId'] },
    // pageOwnAuctions: my company's auctions of a lane, newest first
    byOwner: { index: 'gsi2', pk: ['tenantId', 'lane'], sk: ['createdDate', 'auctionId'] },
    // listAuctionsOfHave: a have's auctions (to cancel them when it closes)
    byHave: { index: 'gsi3', pk: ['tenantId', 'haveId'], sk: ['auctionId'] },
  },
});
export type AuctionItem = z.infer<typeof AuctionEntity.schema>;

type Names = Pick<AuctionItem, 'named' | 'aliases'>;

/** The companies an auction names, each with its alias, in alias order; built once per auction as read (a bid looks its company up on every try). */
const namesOf = derivedOnce((item: Names): Map<string, number> => {
  if (item.named === undefined)
    return new Map(Object.entries(item.aliases ?? {}).sort((a, b) => a[1] - b[1]));
  return new Map(item.named ? item.named.split(' ').map((tenantId, n) => [tenantId, n + 1]) : []);
});

/** A company's alias in the auction, when the auction names it (it has a place). */
export const aliasOf = (item: Names, tenantId: string): number | undefined => namesOf(item).get(tenantId);

/** The tenants of the companies an auction names, in alias order. */
export const namedTenants = (item: Names): string[] => [...namesOf(item).keys()];

/** How many companies an auction names (invited, uninvited included, or joined). */
export const namedCount = (item: Names): number => namesOf(item).size;

/** `named` with companies added after those named, their aliases following on; undefined while there are none. */
export function namedWith(item: Names, tenantIds: string[]): string | undefined {
  const before = [...namesOf(item).keys()];
  for (const tenantId of tenantIds)
    if (!tenantId || /\s/.test(tenantId))
      throw new Error(`An auction cannot name the tenant id "${tenantId}"`);
  const all = [...before, ...tenantIds];
  return all.length ? all.join(' ') : undefined;
}

/**
 * A company's place in an auction, in its own partition: invited (private auctions), or bidding
 * (public ones). It holds what is the bidder's own: its alias, its hidden maximum, its contact and
 * destination. Invitations make it; on a public auction, the company's first bid. Every bid writes
 * it in the bid's own transaction, so what a bid changed of it is there the moment it is answered.
 */
export const AuctionBidderEntity = defineEntity({
  name: 'auction-bidder',
  schema: BidderPlace,
  indexes: {
    // AuctionBidderEntity.get: my company's place in an auction (visibility, my bid);
    // pageAuctionsOfBidder: the auctions my company takes part in, newest first (auction ids are time-ordered)
    byTenant: { pk: ['tenantId'], sk: ['auctionId'] },
    // listBiddersOfAuction: every company of one auction (the owner's list, who to tell)
    byAuction: { index: 'gsi1', pk: ['auctionId'], sk: ['tenantId'] },
  },
});
export type AuctionBidderItem = z.infer<typeof AuctionBidderEntity.schema>;

/**
 * One entry of an auction's bid ledger: written once, in the transaction of the bid it records
 * (never updated or deleted), numbered, and chained to the one before by hash. `price` is what the
 * entry bid; the leader, `leadingPrice` and `endDate` are the auction's state after it.
 */
export const LedgerEntryEntity = defineEntity({
  name: 'auction-ledger',
  schema: LedgerEntry,
  indexes: {
    // listLedger, pageLedger: an auction's entries in order (the bids list, the ledger, its check)
    byAuction: { pk: ['auctionId'], sk: ['seqKey'] },
  },
});
export type LedgerEntryItem = z.infer<typeof LedgerEntryEntity.schema>;

export const seqKey = (seq: number) => String(seq).padStart(10, '0');

/** One page of the public auctions of a lane, ending first. */
export const pagePublicAuctions = (lane: AuctionLane, limit: number, cursor: string | null) =>
  AuctionEntity.query('market', { audience: 'PUBLIC', lane }, { limit, cursor });

/** One page of my company's auctions of a lane, newest first. */
export const pageOwnAuctions = (tenantId: string, lane: AuctionLane, limit: number, cursor: string | null) =>
  AuctionEntity.query('byOwner', { tenantId, lane }, { order: 'desc', limit, cursor });

/** One page of the auctions my company is invited to or bids in, newest first (auction ids are time-ordered). */
export const pageAuctionsOfBidder = (tenantId: string, limit: number, cursor: string | null) =>
  AuctionBidderEntity.query('byTenant', { tenantId }, { order: 'desc', limit, cursor });

/** Every company of one auction (at most the invited fifty, or a public auction's bidders). */
export const listBiddersOfAuction = (auctionId: string) =>
  AuctionBidderEntity.queryAll('byAuction', { auctionId });

/** Every auction of one of my haves. */
export const listAuctionsOfHave = (tenantId: string, haveId: string) =>
  AuctionEntity.queryAll('byHave', { tenantId, haveId });

/** One page of an auction's ledger, latest first (the bids list): read consistently, so a bid answered a moment ago is on it. */
export const pageLedger = (auctionId: string, limit: number, cursor: string | null) =>
  LedgerEntryEntity.query('byAuction', { auctionId }, { order: 'desc', limit, cursor, consistent: true });

/** The places of some of an auction's companies (those a page of bids names), read consistently, 100 to a request. */
export const placesOf = (auctionId: string, tenantIds: readonly string[]) =>
  batchGetMany(
    tenantIds.map((tenantId) => AuctionBidderEntity.batch({ tenantId, auctionId })),
    { consistent: true },
  );

/** The whole ledger in order (the download and its check). */
export const listLedger = (auctionId: string) =>
  LedgerEntryEntity.queryAll('byAuction', { auctionId }, { consistent: true });
