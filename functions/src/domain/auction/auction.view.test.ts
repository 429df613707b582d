import { describe, expect, it } from 'vitest';
import type { AuctionBidderItem, AuctionItem } from './auction.entity.js';
import { bidderStatus, displayState, effectiveStatus, outcomeOf } from './auction.view.js';

const at = new Date('2026-11-25T12:00:00.000Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000).toISOString();
const auction = (over: Partial<AuctionItem> = {}) =>
  ({ status: 'ACTIVE', startDate: minutes(-60), endDate: minutes(120), ...over }) as AuctionItem;
const leader = (tenantId: string, price: number) => ({
  tenantId,
  company: { id: `p-${tenantId}`, name: tenantId },
  alias: 1,
  price,
  maximum: price,
  seq: 1,
  at: minutes(-5),
});
const place = (tenantId: string, over: Partial<AuctionBidderItem> = {}) =>
  ({ tenantId, invitation: 'INVITED', withdrawn: false, bidCount: 1, ...over }) as AuctionBidderItem;

describe('an auction as it reads at a moment', () => {
  it('reads CLOSED once its end has passed, before anything settled it', () => {
    expect(effectiveStatus(auction({ endDate: minutes(-1) }), at)).toBe('CLOSED');
    expect(displayState(auction({ endDate: minutes(-1) }), at)).toBe('CLOSED');
    expect(effectiveStatus(auction({ endDate: minutes(1) }), at)).toBe('ACTIVE');
  });

  it('is live, ending soon within the last hour, pending before its start, cancelled once cancelled', () => {
    expect(displayState(auction(), at)).toBe('LIVE');
    expect(displayState(auction({ endDate: minutes(59) }), at)).toBe('ENDING_SOON');
    expect(displayState(auction({ startDate: minutes(5) }), at)).toBe('PENDING');
    expect(displayState(auction({ status: 'CANCELLED', endDate: minutes(-5) }), at)).toBe('CANCELLED');
  });

  it('ends sold, below the reserve or without bids', () => {
    expect(outcomeOf(auction())).toBe('NO_BIDS');
    expect(outcomeOf(auction({ leader: leader('b', 0.3), reserve: 0.35 }))).toBe('RESERVE_NOT_MET');
    expect(outcomeOf(auction({ leader: leader('b', 0.35), reserve: 0.35 }))).toBe('SOLD');
  });

  it('tells a bidder whether it leads, was outbid, won or lost', () => {
    const live = auction({ leader: leader('a', 0.3) });
    expect(bidderStatus(live, place('a'), at)).toBe('LEADING');
    expect(bidderStatus(live, place('b'), at)).toBe('TRAILING');
    expect(bidderStatus(live, place('c', { bidCount: 0 }), at)).toBeNull();
    expect(bidderStatus(live, place('b', { withdrawn: true }), at)).toBe('CANCELLED');
    const won = auction({
      leader: leader('a', 0.3),
      endDate: minutes(-1),
      winner: {
        tenantId: 'a',
        company: { id: 'p', name: 'A' },
        seq: 1,
        price: 0.3,
        declaredDate: minutes(0),
        offerId: 'o',
      },
    });
    expect(bidderStatus(won, place('a'), at)).toBe('WON');
    expect(bidderStatus(won, place('b'), at)).toBe('LOST');
    expect(
      bidderStatus(auction({ leader: leader('a', 0.3), reserve: 0.4, endDate: minutes(-1) }), place('a'), at),
    ).toBe('LOST');
  });
});
