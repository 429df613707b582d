import * as z from 'zod';
import { badgedEnum, labelledEnum } from '../labelled-enum.js';
import { TRANSACTION_FEE_PERCENT } from '../plans.js';

/**
 * The auctions' states and codes (spec part 2 §4, §9; part 3 §6), apart from their schemas so the
 * entity layer and the functions that only check an auction stay small.
 */

export const AUCTION_RULES = {
  /** A bid this close to the end moves the end to this long after the bid (part 2 §4). */
  extensionMinutes: 5,
  /** The owner may not edit an auction this close to its end (part 2 §4). */
  editBlockMinutes: 10,
  /** The owner is reminded this long after the end when no winner is declared (part 2 §4). */
  reminderDays: 2,
  /** A live auction reads as ending soon this close to its end. */
  endingSoonMinutes: 60,
  /** The winner's modal is shown again after this long (part 3 §4.9). */
  winnerModalDays: 14,
  /** Companies invited to one auction at most. */
  maxBidders: 50,
  /** The longest an auction may run. */
  maxDays: 90,
  /**
   * How long the ledger sealed at an auction's close stays in write-once storage (S3 Object Lock,
   * compliance mode): seven years, as records of a sale are kept.
   */
  ledgerRetentionDays: 7 * 365 + 2,
} as const;

export const AuctionStatus = z.enum(['PENDING', 'ACTIVE', 'CANCELLED', 'CLOSED']);
export type AuctionStatus = z.infer<typeof AuctionStatus>;
/** What lists and badges show: before the start, live, ending soon, closed or cancelled. */
export const [AuctionDisplayState, AUCTION_STATE_LABELS, AUCTION_STATE_COLOURS] = badgedEnum({
  PENDING: ['Pending', 'gray'],
  LIVE: ['Live', 'green'],
  ENDING_SOON: ['Ending soon', 'orange'],
  CLOSED: ['Closed', 'blue'],
  CANCELLED: ['Cancelled', 'red'],
});
export type AuctionDisplayState = z.infer<typeof AuctionDisplayState>;

/** How an auction ended: sold (a winner may be declared), below the hidden reserve, or without bids. */
export const [AuctionOutcome, AUCTION_OUTCOME_LABELS] = labelledEnum({
  SOLD: 'Sold',
  RESERVE_NOT_MET: 'Reserve not met',
  NO_BIDS: 'No bids',
});
export type AuctionOutcome = z.infer<typeof AuctionOutcome>;

export const [BidderStatus, BIDDER_STATUS_LABELS] = labelledEnum({
  LEADING: 'Leading',
  TRAILING: 'Outbid',
  WON: 'Won',
  LOST: 'Lost',
  CANCELLED: 'Withdrawn',
});
export type BidderStatus = z.infer<typeof BidderStatus>;
/** A bid's status; RAISED is a bid of the leading company that its own later bid (or proxy) went above. */
export const BidStatus = z.enum(['LEADING', 'RAISED', 'TRAILING', 'WON', 'LOST', 'CANCELLED']);
export type BidStatus = z.infer<typeof BidStatus>;
export const BID_STATUS_LABELS: Record<BidStatus, string> = { ...BIDDER_STATUS_LABELS, RAISED: 'Raised' };
/**
 * Why a company's last bid stands where it does (proxy bidding, part 2 §5): at the price typed;
 * lifted to the hidden reserve its maximum reaches; one increment above a rival's hidden maximum;
 * a raised maximum while leading (the price stays); or answered by a rival's higher maximum.
 */
export const BidReason = z.enum(['AS_TYPED', 'RESERVE', 'ABOVE_RIVAL', 'MAXIMUM_RAISED', 'RIVAL_MAXIMUM']);
export type BidReason = z.infer<typeof BidReason>;
/** What a bidder is told when the lead changes (part 3 §2). */
export const BidNotificationStatus = z.enum(['OUTBID', 'PREVIOUS_BID_LEADING']);

/** Why a company is uninvited (part 2 §9). */
export const [UninviteReason, UNINVITE_REASON_LABELS] = labelledEnum({
  INVITED_BY_ACCIDENT: 'Invited by accident',
  AUCTION_NOT_RELEVANT: 'Auction not relevant',
  SUBMITTING_INVALID_BIDS: 'Submitting invalid bids',
  OTHER: 'Other',
});
export type UninviteReason = z.infer<typeof UninviteReason>;

/** What one ledger entry records: a bid, a proxy's step, a raised maximum or a withdrawal. */
export const LedgerKind = z.enum(['BID', 'PROXY', 'MAXIMUM', 'WITHDRAWAL']);
export type LedgerKind = z.infer<typeof LedgerKind>;

/**
 * A ledger entry as it is chained: the fields every reader of the auction sees, the commitment
 * binding the hidden ones, and its hashes. The stored entry and an auditor's disclosure add the
 * hidden fields to it.
 */
export const ChainedLedgerEntry = z.object({
  auctionId: z.string(),
  seq: z.number().int(),
  kind: LedgerKind,
  at: z.string(),
  bidderAlias: z.number().int(),
  price: z.number(),
  leaderAlias: z.number().int(),
  leadingPrice: z.number(),
  endDate: z.string(),
  extended: z.boolean(),
  commitment: z.string(),
  prevHash: z.string(),
  hash: z.string(),
});

export const AUCTION_MESSAGES = {
  created: 'Auction started',
  createFailed: 'Auction not created',
  updateFailed: 'Auction not updated',
  cancelFailed: 'Auction not cancelled',
  editTooLate: `The auction cannot be edited with under ${AUCTION_RULES.editBlockMinutes} minutes remaining.`,
  loadFailed: 'Failed to fetch auctions',
  bidsLoadFailed: 'Failed to fetch bids',
  bidFailed: 'Bid could not be created',
  bidTooSmall: 'Bid too small',
  bidCancelFailed: 'Bid not cancelled',
  ended: 'The auction has ended: bids are no longer taken.',
  notStarted: 'The auction has not started yet.',
  cancelled: 'The auction was cancelled.',
  notActive: 'The auction is not live.',
  ownAuction: 'You cannot bid on your own auction.',
  notInvited: 'Your company is not invited to this auction.',
  uninvited: 'Your company was uninvited from this auction.',
  endInFuture: 'The auction must end in the future.',
  endTooFar: `An auction runs at most ${AUCTION_RULES.maxDays} days.`,
  feeAgreement: `Agree to the ${TRANSACTION_FEE_PERCENT}% transaction fee to start an auction.`,
  biddersRequired: 'Invite at least one linked company, or make the auction public.',
  incrementUnit: 'The increment is in the starting bid’s unit.',
  reserveBelowStart: 'The reserve may not be below the starting bid.',
  maximumBelowPrice: 'Your maximum may not be below your bid.',
  maximumNotHigher: 'You are leading: raise your maximum above the one you set.',
  leadingCannotWithdraw: 'A leading bid cannot be withdrawn.',
  startingBidLocked: 'The starting bid cannot change once bids have been placed.',
  endOnlyLater: 'Bids have been placed: the end may only move later than it is now.',
  endOnlyLaterHint: 'Bids have been placed: the end may only move later.',
  notClosed: 'A winner is declared once the auction has closed.',
  winnerDeclared: 'A winner has already been declared.',
  notWinningBid: 'Only the leading bid at the close can win.',
  reserveNotMet: 'The reserve was not met: there is no winner to declare.',
  changed: 'The auction changed meanwhile. Reload it and try again.',
  haveClosed: 'Only an active have can be auctioned.',
  weightAboveAvailable: 'The weight is more than the have has available.',
  destinationUnknown: 'Choose one of your company’s locations as the destination.',
  alreadyInvited: 'These companies are already invited.',
  counterSent:
    'A price other than the winning bid is a counter-offer: the winner accepts it before it is confirmed.',
} as const;
