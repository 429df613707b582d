import { describe, expect, it } from 'vitest';
import {
  afterMoves,
  encodeOpenBids,
  lowestBidOf,
  openBidsOf,
  rankIn,
  withBid,
  type OpenBid,
  type OpenBids,
} from './open-bids.js';

const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const AT = '2026-05-01T12:00:00.000Z';
const bid = (
  offerId: string,
  tenantId: string,
  price: number,
  extra: { expirationDate?: string; disqualified?: true } = {},
): OpenBid => ({
  offerId,
  tenantId,
  price: perLb(price),
  expirationDate: extra.expirationDate ?? '2026-05-30',
  ...(extra.disqualified ? { disqualified: extra.disqualified } : {}),
});
const book = (...bids: OpenBid[]): OpenBids => ({
  bids,
  bidders: Object.fromEntries(
    bids.map((b) => [b.tenantId, { id: `p-${b.tenantId}`, name: `Company ${b.tenantId}` }]),
  ),
});
const listing = (b: OpenBids) => ({ openBids: encodeOpenBids(b), bidIncrement: perLb(0.01) });

describe('a reverse auction’s open bids', () => {
  it('derive the lowest from the bids that stand: not disqualified, not past their expiration day', () => {
    const bids = book(
      bid('o1', 'a', 0.39),
      bid('o2', 'b', 0.3, { disqualified: true }),
      bid('o3', 'c', 0.2, { expirationDate: '2026-04-30' }),
      bid('o4', 'd', 0.35),
    );
    expect(lowestBidOf(listing(bids), AT)).toEqual({
      bid: bids.bids[3],
      bidder: { tenantId: 'd', id: 'p-d', name: 'Company d' },
    });
    // On its expiration day a bid still stands.
    expect(lowestBidOf(listing(bids), '2026-04-30T23:59:59.999Z')?.bid.offerId).toBe('o3');
    expect(lowestBidOf(listing(book()), AT)).toBeNull();
  });

  it('compare prices in the auction’s unit, exactly, the earlier bid first at the same price', () => {
    const bids = book(
      bid('o1', 'a', 0.38),
      {
        offerId: 'o2',
        tenantId: 'b',
        price: { unitValue: 837.75, unit: 'METRIC_TON' },
        expirationDate: '2026-05-30',
      },
      bid('o3', 'c', 0.38),
    );
    // $837.75 a metric ton is $0.379997 a pound: lower than $0.38.
    expect(lowestBidOf(listing(bids), AT)?.bid.offerId).toBe('o2');
    expect(lowestBidOf(listing(book(bid('o1', 'a', 0.38), bid('o3', 'c', 0.38))), AT)?.bid.offerId).toBe(
      'o1',
    );
  });

  it('rank each company by its lowest standing bid, sharing a place at the same price', () => {
    const bids = book(
      bid('o1', 'a', 0.39),
      bid('o2', 'b', 0.37),
      bid('o3', 'a', 0.36),
      bid('o4', 'c', 0.37),
      bid('o5', 'd', 0.1, { disqualified: true }),
    );
    expect([
      rankIn(bids, 'POUND', 'a', AT),
      rankIn(bids, 'POUND', 'b', AT),
      rankIn(bids, 'POUND', 'c', AT),
      rankIn(bids, 'POUND', 'd', AT),
    ]).toEqual([1, 2, 2, null]);
  });

  it('follow their offers’ moves: a closed one leaves, a disqualified one is marked, an unchanged move writes nothing', () => {
    const bids = book(bid('o1', 'a', 0.39), bid('o2', 'b', 0.3));
    const state = (offerId: string, open: boolean, disqualified = false) => ({
      offerId,
      open,
      price: perLb(offerId === 'o1' ? 0.39 : 0.3),
      expirationDate: '2026-05-30',
      disqualified,
    });
    expect(afterMoves(bids, [state('o2', false)])?.bids.map((b) => b.offerId)).toEqual(['o1']);
    expect(afterMoves(bids, [state('o2', true, true)])?.bids[1]).toMatchObject({
      offerId: 'o2',
      disqualified: true,
    });
    expect(afterMoves(bids, [state('o2', true)])).toBeNull();
    expect(afterMoves(bids, [state('o9', false)])).toBeNull();
    const requalified = afterMoves(afterMoves(bids, [state('o2', true, true)])!, [state('o2', true)])!;
    expect(requalified.bids[1]).toEqual(bids.bids[1]);
  });

  it('are kept as one string, empty when there are none, and read back whole', () => {
    const bids = withBid(book(bid('o1', 'a', 0.39)), bid('o2', 'b', 0.3), { id: 'p-b', name: 'Company b' });
    expect(openBidsOf({ openBids: encodeOpenBids(bids) })).toEqual(bids);
    expect(encodeOpenBids(book())).toBe('');
    expect(openBidsOf({ openBids: '' })).toEqual({ bids: [], bidders: {} });
  });
});
