import { AUCTION_MESSAGES, bidAmount } from '@polyloop/shared/network/auction';
import type { Member } from '../../lib/actor.js';
import { Conflict, Forbidden, fieldError } from '../../lib/errors.js';
import type { AuctionBidderItem, AuctionItem } from './auction.entity.js';
import { barredFromBidding } from './auction.access.js';
import { effectiveStatus } from './auction.view.js';
import type { judgeBid } from './bidding.js';

export interface Refusal {
  error: Error;
  /** A later version of the auction cannot undo it: it may be answered from the auction last seen. */
  final: boolean;
}

/** Why a bid is refused by the auction itself (before its price is judged), if it is. */
export function refusalOf(
  item: AuctionItem,
  actor: Member,
  place: AuctionBidderItem | undefined,
  at: Date,
): Refusal | undefined {
  if (item.tenantId === actor.tenantId)
    return { error: new Forbidden(AUCTION_MESSAGES.ownAuction), final: true };
  if (barredFromBidding(item, actor.tenantId, place))
    return { error: new Forbidden(AUCTION_MESSAGES.uninvited), final: true };
  const status = effectiveStatus(item, at);
  if (status === 'CANCELLED')
    return { error: new Conflict(AUCTION_MESSAGES.cancelled, 'AUCTION_CANCELLED'), final: true };
  // Past the end as last seen: a later bid may have moved the end.
  if (status === 'CLOSED')
    return { error: new Conflict(AUCTION_MESSAGES.ended, 'AUCTION_ENDED'), final: item.status === 'CLOSED' };
  if (status === 'PENDING')
    return { error: new Conflict(AUCTION_MESSAGES.notStarted, 'AUCTION_NOT_STARTED'), final: false };
}

/** Why the judge refused a bid. Below the minimum is final once there is a leader: the leading price never falls. */
export function judgedRefusal(
  item: AuctionItem,
  judged: Extract<ReturnType<typeof judgeBid>, { ok: false }>,
): Refusal {
  if (judged.reason === 'ENDED')
    return { error: new Conflict(judged.message, 'AUCTION_ENDED'), final: false };
  if (judged.reason === 'NOT_HIGHER') return { error: fieldError('maximum', judged.message), final: false };
  return {
    error: fieldError(
      'price',
      `${AUCTION_MESSAGES.bidTooSmall}: bid at least ${bidAmount(judged.minimum, item.unit)}.`,
    ),
    final: !!item.leader,
  };
}
