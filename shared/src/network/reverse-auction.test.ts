import { describe, expect, it } from 'vitest';
import {
  bidProblem,
  editable,
  endAfterBid,
  incrementProblem,
  maxBid,
  microOf,
  minBid,
  MIN_BID_INCREMENT,
  REVERSE_AUCTION_MESSAGES,
} from './reverse-auction.js';

const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const terms = {
  bidIncrement: perLb(0.01),
  lowestBid: null,
  priceTarget: perLb(0.4),
  enforceTargetPrice: true,
  maxOfferPrice: null,
};

describe('reverse auction rules', () => {
  it('sets the smallest increment at a tenth of a cent a pound in every price unit', () => {
    expect(MIN_BID_INCREMENT).toEqual({ POUND: 0.001, KILOGRAM: 0.0022, METRIC_TON: 2.2, SHORT_TON: 2 });
    expect(incrementProblem(undefined)).toBe(REVERSE_AUCTION_MESSAGES.incrementRequired);
    expect(incrementProblem(perLb(0.0009))).toBe('Bid increment must be at least $0.001 per lb');
    expect(incrementProblem(perLb(0.001))).toBeNull();
    expect(incrementProblem({ unitValue: 2.2, unit: 'METRIC_TON' })).toBeNull();
  });

  it('caps the first bid at the enforced target and the maximum offer price, and later ones at the lowest bid less the increment', () => {
    expect(maxBid({ ...terms, enforceTargetPrice: false })).toBeNull();
    expect(maxBid({ ...terms, maxOfferPrice: perLb(0.38) })).toEqual({ max: perLb(0.38), first: true });
    expect(bidProblem(perLb(0.41), terms)).toBe(
      'Your bid must be at most $0.4 per lb (the request’s price limit).',
    );
    const bidding = { ...terms, lowestBid: perLb(0.39) };
    expect(bidProblem(perLb(0.38), bidding)).toBeNull();
    expect(bidProblem(perLb(0.385), bidding)).toBe(
      'Your bid must be at most $0.38 per lb (the lowest bid less the increment).',
    );
    // Compared in one unit: $0.38 a pound is about $837.76 a metric ton.
    expect(bidProblem({ unitValue: 837, unit: 'METRIC_TON' }, bidding)).toBeNull();
    expect(bidProblem({ unitValue: 838, unit: 'METRIC_TON' }, bidding)).not.toBeNull();
  });

  it('refuses a bid of nothing or next to nothing: a price is at least one increment', () => {
    const bidding = { ...terms, lowestBid: perLb(0.39) };
    expect(minBid(bidding)).toEqual(perLb(0.01));
    expect(bidProblem(perLb(0.000001), bidding)).toBe(
      'Your bid must be at least $0.01 per lb (the bid increment).',
    );
    expect(bidProblem(perLb(0.009999), bidding)).toBe(REVERSE_AUCTION_MESSAGES.bidTooLow(perLb(0.01)));
    expect(bidProblem(perLb(0.01), bidding)).toBeNull();
    // Without an increment (not a reverse auction's terms), still more than nothing.
    expect(bidProblem(perLb(0), { ...bidding, bidIncrement: null })).toBe(
      REVERSE_AUCTION_MESSAGES.bidTooLow(perLb(0.000001)),
    );
  });

  it('compares prices exactly, in whole micro-dollars of the increment’s unit', () => {
    // In floating point 0.3 - 0.1 is 0.19999999999999998: a bid of exactly 0.2 must still be taken.
    const bidding = { ...terms, bidIncrement: perLb(0.1), lowestBid: perLb(0.3) };
    expect(maxBid(bidding)).toEqual({ max: perLb(0.2), first: false });
    expect(bidProblem(perLb(0.2), bidding)).toBeNull();
    expect(bidProblem(perLb(0.200001), bidding)).toBe(
      'Your bid must be at most $0.2 per lb (the lowest bid less the increment).',
    );
    expect(microOf({ unitValue: 837, unit: 'METRIC_TON' }, 'POUND')).toBe(379_657);
    expect(microOf(perLb(0.38), 'POUND')).toBe(380_000);
  });

  it('lets a reverse auction be edited before it starts and after it ends, never while it is live', () => {
    expect(editable({ reverseAuction: true, status: 'SCHEDULED' })).toBe(true);
    expect(editable({ reverseAuction: true, status: 'ACTIVE' })).toBe(false);
    expect(editable({ reverseAuction: false, status: 'ACTIVE' })).toBe(true);
  });

  it('moves an end within five minutes of a bid to five minutes after it, and leaves a later end alone', () => {
    expect(endAfterBid('2026-05-01T12:04:00.000Z', '2026-05-01T12:00:00.000Z')).toBe(
      '2026-05-01T12:05:00.000Z',
    );
    expect(endAfterBid('2026-05-01T12:06:00.000Z', '2026-05-01T12:00:00.000Z')).toBe(
      '2026-05-01T12:06:00.000Z',
    );
  });
});
