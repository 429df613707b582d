import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import { MAX_OPEN_BIDS_PER_BIDDER, type OpenBid } from './open-bids.js';
import { PublicListingEntity } from './public-listing.entity.js';
import { bidTx } from './reverse-auction.js';
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
