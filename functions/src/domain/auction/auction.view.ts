import { type Auction } from '@polyloop/shared/network/auction';
import {
  AUCTION_RULES,
  type AuctionDisplayState,
  type AuctionOutcome,
  type AuctionStatus,
  type BidderStatus,
  type BidStatus,
} from '@polyloop/shared/network/auction-states';
import { documentUrl } from '../../lib/s3.js';
import type { AuctionBidderItem, AuctionItem, LedgerEntryItem } from './auction.entity.js';
import { minimumBid } from './bidding.js';

/**
 * How an auction reads at a moment: a live auction past its end is CLOSED at once, before the
 * schedule that settles it has fired (state that changes with time is read, not written).
 */
export function effectiveStatus(
  item: Pick<AuctionItem, 'status' | 'endDate' | 'startDate'>,
  at = new Date(),
): AuctionStatus {
  if (item.status === 'ACTIVE' || item.status === 'PENDING') {
    if (at.getTime() >= new Date(item.endDate).getTime()) return 'CLOSED';
    return at.getTime() < new Date(item.startDate).getTime() ? 'PENDING' : 'ACTIVE';
  }
  return item.status;
}

export function displayState(
  item: Pick<AuctionItem, 'status' | 'endDate' | 'startDate'>,
  at = new Date(),
): AuctionDisplayState {
  const status = effectiveStatus(item, at);
  if (status === 'CANCELLED' || status === 'CLOSED' || status === 'PENDING') return status;
  return new Date(item.endDate).getTime() - at.getTime() < AUCTION_RULES.endingSoonMinutes * 60_000
    ? 'ENDING_SOON'
    : 'LIVE';
}

/** How it ended (or would end now): without bids, below the reserve, or sold to the leader. */
export function outcomeOf(item: Pick<AuctionItem, 'leader' | 'reserve'>): AuctionOutcome {
  if (!item.leader) return 'NO_BIDS';
  return item.reserve !== undefined && item.leader.price < item.reserve ? 'RESERVE_NOT_MET' : 'SOLD';
}

export const alias = (n: number) => `Bidder ${n}`;

/** A bidder's standing: leading or outbid while live; won or lost once a winner is declared. */
export function bidderStatus(
  item: AuctionItem,
  bidder: AuctionBidderItem | undefined,
  at = new Date(),
): BidderStatus | null {
  if (!bidder) return null;
  if (bidder.withdrawn || bidder.invitation === 'UNINVITED') return 'CANCELLED';
  const leading = item.leader?.tenantId === bidder.tenantId;
  if (item.winner) return item.winner.tenantId === bidder.tenantId ? 'WON' : bidder.bidCount ? 'LOST' : null;
  if (effectiveStatus(item, at) === 'CLOSED' && outcomeOf(item) !== 'SOLD')
    return bidder.bidCount ? 'LOST' : null;
  if (leading) return 'LEADING';
  return bidder.bidCount ? 'TRAILING' : null;
}

/** A bid's status in the list of bids: leading, raised by its own company, trailing, won or lost, or cancelled by a withdrawal. */
export function bidStatus(
  item: AuctionItem,
  entry: LedgerEntryItem,
  withdrawn: ReadonlySet<string>,
  at: Date,
): BidStatus {
  if (withdrawn.has(entry.bidderTenantId) || entry.kind === 'WITHDRAWAL') return 'CANCELLED';
  const leading =
    item.leader?.seq === entry.seq ||
    (item.leader?.tenantId === entry.bidderTenantId &&
      entry.kind === 'MAXIMUM' &&
      entry.price === item.leader.price);
  // A bid of the leading company that its own later bid or proxy went above was raised, not outbid.
  const raised = !leading && item.leader?.tenantId === entry.bidderTenantId;
  if (item.winner)
    return item.winner.seq === entry.seq || (leading && item.winner.tenantId === entry.bidderTenantId)
      ? 'WON'
      : raised
        ? 'RAISED'
        : 'LOST';
  if (effectiveStatus(item, at) === 'CLOSED' && outcomeOf(item) !== 'SOLD') return 'LOST';
  return leading ? 'LEADING' : raised ? 'RAISED' : 'TRAILING';
}

const THUMBNAIL_TTL_SECONDS = 3600;

export interface Viewer {
  tenantId: string;
  /** My company's place in the auction (bidders). */
  bidder?: AuctionBidderItem;
  /** The viewer may bid (profile enabled, not the owner). */
  mayBid?: boolean;
}

/** An auction as one company sees it: the owner everything, a bidder its own standing and anonymous rivals. */
export async function auctionView(item: AuctionItem, viewer: Viewer, at = new Date()): Promise<Auction> {
  const own = item.tenantId === viewer.tenantId;
  const status = effectiveStatus(item, at);
  const state = displayState(item, at);
  const price = (unitValue: number) => ({ unitValue, unit: item.unit });
  const bidder = viewer.bidder;
  const outcome = status === 'CLOSED' ? (item.outcome ?? outcomeOf(item)) : null;
  const live = status === 'ACTIVE';
  const remaining = new Date(item.endDate).getTime() - at.getTime();
  const actions: Auction['actions'] = [];
  if (own) {
    if ((live || status === 'PENDING') && remaining > AUCTION_RULES.editBlockMinutes * 60_000)
      actions.push('EDIT');
    if (live || status === 'PENDING') actions.push('CANCEL', 'INVITE');
    if (status === 'CLOSED' && outcome === 'SOLD' && !item.winner) actions.push('DECLARE_WINNER');
  } else if (live && viewer.mayBid !== false && !(bidder?.withdrawn || bidder?.invitation === 'UNINVITED'))
    actions.push('BID');
  const leader = item.leader;
  const mineLeads = !!leader && leader.tenantId === viewer.tenantId;
  return {
    id: item.auctionId,
    own,
    materialName: item.materialName,
    materialDescription: item.materialDescription ?? null,
    coreHaveId: own ? item.haveId : null,
    haveIdentifier: own ? item.haveIdentifier : null,
    materialType: item.materialType,
    packaging: item.packaging ?? null,
    grade: item.grade ?? null,
    form: item.form ?? null,
    color: item.color ?? null,
    thumbnailUrl: item.thumbnailKey
      ? await documentUrl({ Key: item.thumbnailKey }, THUMBNAIL_TTL_SECONDS)
      : null,
    weight: item.weight,
    location: item.location ?? null,
    terms: item.terms,
    startingBid: price(item.startingBid),
    bidIncrement: price(item.increment),
    reservePrice: own && item.reserve !== undefined ? price(item.reserve) : null,
    hasReserve: item.reserve !== undefined,
    reserveMet: item.reserve === undefined ? null : !!leader && leader.price >= item.reserve,
    startDate: item.startDate,
    endDate: item.endDate,
    originalEndDate: item.originalEndDate,
    endMoves: (item.endMoves ?? []).map(({ from, to, at: moved }) => ({ from, to, at: moved })),
    status,
    displayState: state,
    outcome,
    offeringCompany: item.offeringCompany,
    isPublic: item.audience === 'PUBLIC',
    bidderCount: item.bidderCount,
    bidCount: item.bidCount,
    leadingBid: leader
      ? {
          price: price(leader.price),
          mine: mineLeads,
          bidderAlias: alias(leader.alias),
          company: own ? leader.company : null,
          createdDate: leader.at,
        }
      : null,
    minimumBid: price(minimumBid(item)),
    currentBidderStatus: own ? null : bidderStatus(item, bidder, at),
    myMaximum: !own && bidder?.maximum !== undefined ? price(bidder.maximum) : null,
    myLastBid:
      !own && bidder?.lastBid
        ? {
            typed: price(bidder.lastBid.typed),
            maximum: bidder.lastBid.maximum !== undefined ? price(bidder.lastBid.maximum) : null,
            leadingPrice: price(bidder.lastBid.leadingPrice),
            reason: bidder.lastBid.reason,
            at: bidder.lastBid.at,
          }
        : null,
    myAlias: bidder ? alias(bidder.alias) : null,
    winnerBid:
      item.winner && (own || item.winner.tenantId === viewer.tenantId)
        ? {
            id: String(item.winner.seq),
            price: price(item.winner.price),
            company: item.winner.company,
            declaredDate: item.winner.declaredDate,
            offerId: item.winner.offerId,
          }
        : item.winner
          ? {
              id: String(item.winner.seq),
              price: price(item.winner.price),
              company: null,
              declaredDate: item.winner.declaredDate,
              offerId: null,
            }
          : null,
    actions,
    ledgerLength: item.seq,
    createdDate: item.createdDate,
    updatedDate: item.updatedDate,
    serverTime: at.toISOString(),
    version: item.version,
  };
}
