import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { Color, Form, Grade, Incoterm, MaterialType, Packaging } from '../enums.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';
import { Price, Weight } from '../supply/listing.js';
import {
  ContactInformation,
  Description,
  MaterialName,
  Message,
  NetworkId,
  NetworkParty,
  NetworkPlace,
  NetworkPrice,
  NetworkWeight,
} from './common.js';
import { ConfirmResult, OfferCancelReason } from './offer.js';

/**
 * Auctions (spec part 2 §3, §4, §5, §9; part 3 §3.7): a company sells a have to the highest
 * bidder among the linked companies it invites (or, when public, every company that may trade).
 * Every accepted bid is judged once, in order, in one conditional write with the auction, and
 * kept in an append-only ledger whose entries chain by hash.
 */

export * from './auction-states.js';
import {
  AUCTION_MESSAGES,
  AUCTION_RULES,
  AuctionDisplayState,
  AuctionOutcome,
  AuctionStatus,
  BidderStatus,
  BidReason,
  BidStatus,
  ChainedLedgerEntry,
  LedgerKind,
  UninviteReason,
} from './auction-states.js';

/** The smallest step a bid may rise by. */
export const MIN_INCREMENT = 0.0001;

/**
 * Built once, on first use: formatting with `toLocaleString` and options builds a formatter on
 * every call, and building the first one loads the locale data (~25 ms), which a function that
 * never writes a bid message must not pay at its cold start.
 */
let bidAmountFormat: Intl.NumberFormat | undefined;
/** A price in an auction's unit as its messages show it: `$1.25 per pound`. */
export const bidAmount = (value: number, unit: string) => {
  bidAmountFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  return `$${bidAmountFormat.format(value)} per ${unit.toLowerCase().replace('_', ' ')}`;
};

const EndDate = z.iso.datetime({ offset: true, message: 'Enter the end date and time' });
export const AuctionIncrement = z.object({
  unitValue: NetworkPrice.shape.unitValue.min(
    MIN_INCREMENT,
    `The bid increment must be at least ${MIN_INCREMENT}`,
  ),
  unit: NetworkPrice.shape.unit,
});

/** The auction creation payload (part 2 §3, §5). The reserve is hidden from bidders. */
export const AuctionInput = z
  .object({
    coreHaveId: Id,
    materialName: MaterialName,
    materialDescription: Description.optional(),
    terms: Incoterm,
    startingBid: NetworkPrice,
    bidIncrement: AuctionIncrement,
    weight: NetworkWeight.optional().describe('The have’s remaining weight when absent'),
    reservePrice: NetworkPrice.optional().describe(
      'Hidden from bidders: below it the auction ends without a sale',
    ),
    startDate: z.iso.datetime({ offset: true }).optional().describe('Now (auctions start when created)'),
    endDate: EndDate,
    bidders: z
      .array(Id)
      .max(AUCTION_RULES.maxBidders, `Invite at most ${AUCTION_RULES.maxBidders} companies`)
      .default([])
      .describe('Linked companies’ public ids'),
    isPublic: z.boolean().default(false),
    feeAgreement: z.literal(true, { message: AUCTION_MESSAGES.feeAgreement }),
  })
  .refine((a) => a.bidIncrement.unit === a.startingBid.unit, {
    message: AUCTION_MESSAGES.incrementUnit,
    path: ['bidIncrement'],
  })
  .refine((a) => !a.reservePrice || a.reservePrice.unit === a.startingBid.unit, {
    message: AUCTION_MESSAGES.incrementUnit,
    path: ['reservePrice'],
  })
  .refine((a) => !a.reservePrice || a.reservePrice.unitValue >= a.startingBid.unitValue, {
    message: AUCTION_MESSAGES.reserveBelowStart,
    path: ['reservePrice'],
  })
  .refine((a) => a.isPublic || a.bidders.length > 0, {
    message: AUCTION_MESSAGES.biddersRequired,
    path: ['bidders'],
  });
export type AuctionInput = z.infer<typeof AuctionInput>;

/** Auction edit (part 2 §5): material name and end date required; not under 10 minutes before the end. */
export const AuctionPatch = clearable(
  z.object({
    version: z.number().int().min(0).optional(),
    materialName: MaterialName,
    materialDescription: Description.optional().describe('Null clears it'),
    endDate: EndDate,
    startingBid: NetworkPrice.optional().describe('Only before the first bid'),
  }),
  { keep: ['version', 'startingBid'] },
);
export type AuctionPatch = z.infer<typeof AuctionPatch>;

/** Cancelling (the owner) needs a reason (part 2 §3 "Decline or cancel reason"). */
export const AuctionCancelInput = z.object({ reason: OfferCancelReason, message: Message.optional() });
export type AuctionCancelInput = z.infer<typeof AuctionCancelInput>;

/**
 * A bid (part 2 §3): its price, contact information and destination. `maximum` is the bidder's
 * hidden proxy: the system bids for them one increment above the runner-up, up to it.
 */
export const BidInput = z
  .object({
    price: NetworkPrice,
    maximum: NetworkPrice.optional(),
    contactInformation: ContactInformation,
    destinationLocationId: Id.describe('One of the bidder’s public locations'),
  })
  .refine((b) => !b.maximum || b.maximum.unit === b.price.unit, {
    message: 'The maximum is in the bid’s unit.',
    path: ['maximum'],
  })
  .refine((b) => !b.maximum || b.maximum.unitValue >= b.price.unitValue, {
    message: AUCTION_MESSAGES.maximumBelowPrice,
    path: ['maximum'],
  });
export type BidInput = z.infer<typeof BidInput>;

/** The bid acceptance payload (part 2 §3): the owner declares the winning bid, which confirms an offer. */
export const DeclareWinnerInput = z.object({
  auctionBidId: Id,
  agreedPrice: NetworkPrice.optional().describe(
    'The winning bid’s price when absent; another price is a counter-offer the winner must accept',
  ),
  contactInformation: ContactInformation,
  message: Message.optional(),
});
export type DeclareWinnerInput = z.infer<typeof DeclareWinnerInput>;

/**
 * What declaring answers: the offer to the winner and, declared at the winning bid, the order it
 * made; declared at another price the offer is a counter-offer and there is no order yet.
 */
export const DeclareWinnerResult = ConfirmResult.extend({
  orderId: z.string().nullable(),
  orderIdentifier: z.string().nullable(),
});
export type DeclareWinnerResult = z.infer<typeof DeclareWinnerResult>;

export const AddBiddersInput = z.object({
  companyIds: z
    .array(Id)
    .min(1, 'Choose at least one linked company')
    .max(AUCTION_RULES.maxBidders, `Invite at most ${AUCTION_RULES.maxBidders} companies`),
});
export type AddBiddersInput = z.infer<typeof AddBiddersInput>;
export const UninviteQuery = z.object({ reason: UninviteReason, message: Message.optional() });
export type UninviteQuery = z.infer<typeof UninviteQuery>;

/** A bid as the auction's page shows it: other bidders are "Bidder n", unless I own the auction. */
export const AuctionBid = z.object({
  id: z.string(),
  seq: z.number().int(),
  kind: LedgerKind,
  price: Price,
  status: BidStatus,
  mine: z.boolean(),
  bidderAlias: z.string(),
  /** The bidding company: shown to the auction's owner only. */
  company: NetworkParty.nullable(),
  createdDate: z.string(),
});
export type AuctionBid = z.infer<typeof AuctionBid>;

/** My company's last bid as typed, the leading price it left, and why (`BidReason`). */
export const LastBid = z.object({
  typed: Price,
  maximum: Price.nullable(),
  leadingPrice: Price,
  reason: BidReason,
  at: z.string(),
});
export type LastBid = z.infer<typeof LastBid>;

/** One move of the owner's on the auction's end, as everyone who may read the auction sees it. */
export const EndMove = z.object({ from: z.string(), to: z.string(), at: z.string() });
export type EndMove = z.infer<typeof EndMove>;

/** An invited (or, on public auctions, bidding) company, as the owner sees it. */
export const AuctionBidder = z.object({
  company: NetworkParty,
  alias: z.string(),
  invitation: z.enum(['INVITED', 'UNINVITED', 'PUBLIC']),
  status: BidderStatus.nullable(),
  bidCount: z.number().int(),
  lastBid: Price.nullable(),
  uninviteReason: UninviteReason.nullable(),
  invitedDate: z.string(),
});
export type AuctionBidder = z.infer<typeof AuctionBidder>;

/** An auction as one company sees it (part 3 §3.7). */
export const Auction = z.object({
  id: z.string(),
  /** My company runs it. */
  own: z.boolean(),
  materialName: z.string(),
  materialDescription: z.string().nullable(),
  coreHaveId: z.string().nullable(),
  haveIdentifier: z.string().nullable(),
  materialType: MaterialType,
  packaging: Packaging.nullable(),
  grade: Grade.nullable(),
  form: Form.nullable(),
  color: Color.nullable(),
  thumbnailUrl: z.string().nullable(),
  weight: Weight,
  location: NetworkPlace.nullable(),
  terms: Incoterm,
  startingBid: Price,
  bidIncrement: Price,
  /** The owner's hidden reserve (null for bidders). */
  reservePrice: Price.nullable(),
  hasReserve: z.boolean(),
  reserveMet: z.boolean().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** The end first set, before bids extended it. */
  originalEndDate: z.string(),
  /** Every time the owner moved the end, oldest first: the auction's history, which every bidder reads. */
  endMoves: z.array(EndMove),
  status: AuctionStatus,
  displayState: AuctionDisplayState,
  outcome: AuctionOutcome.nullable(),
  offeringCompany: NetworkParty,
  isPublic: z.boolean(),
  bidderCount: z.number().int(),
  bidCount: z.number().int(),
  leadingBid: z
    .object({
      price: Price,
      mine: z.boolean(),
      bidderAlias: z.string(),
      company: NetworkParty.nullable(),
      createdDate: z.string(),
    })
    .nullable(),
  /** The least the next bid may be. */
  minimumBid: Price,
  /** My company's standing (bidders only). */
  currentBidderStatus: BidderStatus.nullable(),
  /** My company's hidden maximum, if it set one. */
  myMaximum: Price.nullable(),
  /** My company's last bid and why it stands where it does (bidders only). */
  myLastBid: LastBid.nullable(),
  myAlias: z.string().nullable(),
  winnerBid: z
    .object({
      id: z.string(),
      price: Price,
      company: NetworkParty.nullable(),
      declaredDate: z.string(),
      offerId: z.string().nullable(),
    })
    .nullable(),
  /** The moves my company may make now. */
  actions: z.array(z.enum(['EDIT', 'CANCEL', 'INVITE', 'BID', 'DECLARE_WINNER'])),
  ledgerLength: z.number().int(),
  ...AuditDates,
  /** The server's clock when read, so countdowns agree with the judge. */
  serverTime: z.string(),
  version: z.number().int(),
});
export type Auction = z.infer<typeof Auction>;

/** Auctions lists: the market's (public and invited), my company's own, or those it bids in. */
export const AuctionScope = z.enum(['MARKET', 'OWN', 'BIDDING']);
export type AuctionScope = z.infer<typeof AuctionScope>;
export const AuctionListQuery = PageQuery.extend({
  scope: AuctionScope.default('MARKET'),
  status: z.enum(['ACTIVE', 'CLOSED']).default('ACTIVE'),
});
export type AuctionListQuery = z.infer<typeof AuctionListQuery>;

/**
 * What checking the ledger found: the chain holds, or where it breaks; once the auction has
 * closed, also against the copy sealed then in write-once storage (`sealed`, null before).
 */
export const LedgerVerification = z.object({
  valid: z.boolean(),
  entries: z.number().int(),
  headHash: z.string().nullable(),
  brokenAt: z.number().int().nullable(),
  problem: z.string().nullable(),
  sealed: z.object({ sealedDate: z.string(), headHash: z.string() }).nullable(),
});
export type LedgerVerification = z.infer<typeof LedgerVerification>;

/** One entry as an auditor is shown it: its public fields and hash, and the hidden fields its commitment binds. */
export const DisclosedLedgerEntry = ChainedLedgerEntry.extend({
  bidderCompanyId: z.string(),
  maximum: z.number().nullable(),
  leaderCompanyId: z.string(),
});

/** An auction's ledger disclosed for an audit: its commitment key, every entry whole, and what checking them found. */
export const LedgerDisclosure = z.object({
  auctionId: z.string(),
  key: z.string(),
  verification: LedgerVerification,
  commitmentsValid: z.boolean(),
  badCommitmentAt: z.number().int().nullable(),
  entries: z.array(DisclosedLedgerEntry),
});
export type LedgerDisclosure = z.infer<typeof LedgerDisclosure>;

export const AuctionIdParams = z.object({ id: NetworkId });
