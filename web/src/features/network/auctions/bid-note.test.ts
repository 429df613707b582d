import { describe, expect, it } from 'vitest';
import type { Auction } from '@polyloop/shared/network/auction';
import { lastBidNote } from './bid-note';

const lb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const seen = (
  reason: NonNullable<Auction['myLastBid']>['reason'],
  leading: number,
  mine: boolean,
  maximum: number | null = 0.55,
) => ({
  myLastBid: {
    typed: lb(0.47),
    maximum: maximum === null ? null : lb(maximum),
    leadingPrice: lb(leading),
    reason,
    at: '2026-11-28T09:00:00.000Z',
  },
  leadingBid: {
    price: lb(leading),
    mine,
    bidderAlias: 'Bidder 1',
    company: null,
    createdDate: '2026-11-28T09:00:00.000Z',
  },
  minimumBid: lb(leading + 0.01),
});

describe('why my last bid stands where it does', () => {
  it('names the reserve when my maximum lifted the price to it', () => {
    expect(lastBidNote(seen('RESERVE', 0.5, true))).toBe(
      'Your maximum of $0.55 / lb reaches the seller’s reserve, so your bid was raised to it: you lead at $0.50 / lb.',
    );
  });

  it('says the price stays when I raise my maximum while leading', () => {
    expect(lastBidNote(seen('MAXIMUM_RAISED', 0.46, true))).toContain('the price stays at $0.46 / lb');
  });

  it('tells an outbid bidder a rival’s maximum answered, and what to bid', () => {
    expect(lastBidNote(seen('RIVAL_MAXIMUM', 0.52, false, null))).toBe(
      'Another bidder’s hidden maximum is higher: it answered your $0.47 / lb and leads at $0.52 / lb. Bid at least $0.53 / lb to lead.',
    );
  });

  it('says nothing for a bid as typed, or once a later bid changed the lead', () => {
    expect(lastBidNote(seen('AS_TYPED', 0.47, true))).toBeNull();
    expect(
      lastBidNote({
        ...seen('RESERVE', 0.5, true),
        leadingBid: { ...seen('RESERVE', 0.51, false).leadingBid },
      }),
    ).toBeNull();
  });
});
