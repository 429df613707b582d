import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import { MAX_OPEN_BIDS_PER_BIDDER, type OpenBid } from './open-bids.js';
import { PublicListingEntity } from './public-listing.entity.js';
import { bidsMovedTx, bidTx, winsAuction } from './reverse-auction.js';
import { at, perLb, reverseAuction } from './reverse-auction.fixture.js';

const open = (n: number, tenantId: string): OpenBid[] =>
  Array.from({ length: n }, (_, i) => ({
    offerId: `${tenantId}${i}`,
    tenantId,
    price: perLb(0.39 - i * 0.01),
    expirationDate: '2026-03-30',
  }));
const auction = (bids: OpenBid[]) => PublicListingEntity.schema.parse(reverseAuction(bids, 7));
const bid = (tenantId: string, price: number) => ({
  offerId: 'new',
  price: perLb(price),
  bidder: { tenantId, id: `p-${tenantId}`, name: tenantId },
  expirationDate: '2026-03-30',
  disqualified: false,
});

describe('a bid in a reverse auction', () => {
  it('keeps a company to ten open bids, so no bidder can grow the listing past what DynamoDB holds', () => {
    const full = auction(open(MAX_OPEN_BIDS_PER_BIDDER, 'a'));
    expect(() => bidTx(full, bid('a', 0.2), at)).toThrow(
      REVERSE_AUCTION_MESSAGES.tooManyBids(MAX_OPEN_BIDS_PER_BIDDER),
    );
    expect(bidTx(full, bid('b', 0.2), at)).toHaveLength(1);
  });
});

describe('the bid that wins a reverse auction', () => {
  const moved = (offerId: string) => ({
    offerId,
    open: false,
    price: perLb(0.39),
    expirationDate: '2026-03-30',
    disqualified: false,
  });

  it('is the first the buyer confirms, recorded under the version as read, with or without a change of the open bids', () => {
    const listing = auction(open(2, 'a'));
    expect(winsAuction(listing, 't0')).toBe(true);
    expect(winsAuction(listing, 'a')).toBe(false);
    // The confirmed bid leaves the open bids in the same write that records it.
    const leaving = bidsMovedTx(listing, [moved('a0')], 1, at, 'a0');
    // A bid its seller confirmed first has left them already: the write records the win alone.
    const left = bidsMovedTx(listing, [moved('gone')], 0, at, 'gone');
    for (const [tx, offerId] of [
      [leaving, 'a0'],
      [left, 'gone'],
    ] as const) {
      expect(tx).toHaveLength(1);
      const update = JSON.stringify(tx[0]!.item);
      expect(update).toContain('wonOfferId');
      expect(update).toContain(`"${offerId}"`);
      expect(update).toContain('ConditionExpression');
    }
    expect(bidsMovedTx(listing, [moved('gone')], 0, at)).toEqual([]);
  });

  it('is recorded once: a reverse auction won already is won by no other bid', () => {
    const won = { ...auction(open(2, 'a')), wonOfferId: 'a0' };
    expect(winsAuction(won, 't0')).toBe(false);
    expect(() => bidsMovedTx(won, [moved('a1')], 1, at, 'a1')).toThrow();
  });
});
