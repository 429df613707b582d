import type { Auction } from '@polyloop/shared/network/auction';
import { formatBid } from './auction-time';

/**
 * Why my company's last bid stands where it does, in words, while it still describes the auction:
 * proxy bidding moves a price away from the one typed (to the hidden reserve, one increment above a
 * rival's maximum, or not at all when the leader raises its maximum), and a bidder is told why.
 * Nothing when the bid stands as typed, or when a later bid has changed the lead since.
 */
export function lastBidNote(a: Pick<Auction, 'myLastBid' | 'leadingBid' | 'minimumBid'>): string | null {
  const bid = a.myLastBid;
  if (!bid || !a.leadingBid || bid.reason === 'AS_TYPED') return null;
  const current =
    a.leadingBid.price.unitValue === bid.leadingPrice.unitValue &&
    a.leadingBid.mine === (bid.reason !== 'RIVAL_MAXIMUM');
  if (!current) return null;
  const max = bid.maximum ? formatBid(bid.maximum) : null;
  const leading = formatBid(bid.leadingPrice);
  switch (bid.reason) {
    case 'RESERVE':
      return `Your maximum of ${max ?? formatBid(bid.typed)} reaches the seller’s reserve, so your bid was raised to it: you lead at ${leading}.`;
    case 'ABOVE_RIVAL':
      return `Another bidder’s hidden maximum was above the ${formatBid(bid.typed)} you typed: your maximum${max ? ` of ${max}` : ''} took the lead one increment above it, at ${leading}.`;
    case 'MAXIMUM_RAISED':
      return `You already lead: your hidden maximum is now ${max ?? formatBid(bid.typed)}, and the price stays at ${leading} until another bidder bids.`;
    case 'RIVAL_MAXIMUM':
      return `Another bidder’s hidden maximum is higher: it answered your ${formatBid(bid.typed)} and leads at ${leading}. Bid at least ${formatBid(a.minimumBid)} to lead.`;
  }
}
