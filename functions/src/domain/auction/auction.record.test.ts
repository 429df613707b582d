import { describe, expect, it } from 'vitest';
import type { AuctionBidderItem, AuctionItem, Judgement, LedgerEntryItem } from './auction.entity.js';
import { placeAsOf, withJudgement } from './auction.record.js';

const time = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString();
const entry = (seq: number) => ({ seq }) as LedgerEntryItem;
const place = (over: Partial<AuctionBidderItem> = {}) =>
  ({ tenantId: 'b', auctionId: 'a1', alias: 2, invitation: 'INVITED', withdrawn: false, bidCount: 1, people: ['u1'], lastPrice: 0.3, updatedDate: time(0), ...over }) as AuctionBidderItem;
const judgement = (seqs: number[], over: Partial<AuctionBidderItem> = {}, bids = 1): Judgement => ({
  entries: seqs.map(entry),
  place: place({ people: ['u2'], lastPrice: 0.35, bidCount: 9, updatedDate: time(5), destinationLocationId: 'l2', contactInformation: { name: 'Ann', email: 'ann@example.com', phoneNumber: '3125550100' }, ...over }),
  bids,
});

describe('a bid’s judgement recorded in the bidder’s place', () => {
  it('moves the count by the judgement’s bids, whatever count the bidder read, and takes its price, contact and people', () => {
    const after = withJudgement(place(), judgement([4, 5]));
    expect(after).toMatchObject({ bidCount: 2, lastPrice: 0.35, judgedSeq: 5, people: ['u1', 'u2'], destinationLocationId: 'l2', updatedDate: time(5) });
    expect(after.contactInformation?.name).toBe('Ann');
  });

  it('applies each judgement once', () => {
    const once = withJudgement(place(), judgement([4]));
    expect(withJudgement(once, judgement([4]))).toBe(once);
    expect(withJudgement(once, judgement([6])).bidCount).toBe(3);
  });

  it('keeps a hidden maximum the bid did not change, and a withdrawal written after the bid', () => {
    expect(withJudgement(place({ maximum: 0.5 }), judgement([4])).maximum).toBe(0.5);
    expect(withJudgement(place({ maximum: 0.5 }), judgement([4], { maximum: 0.6 })).maximum).toBe(0.6);
    expect(withJudgement(place({ withdrawn: true, updatedDate: time(9) }), judgement([4]))).toMatchObject({ withdrawn: true, updatedDate: time(9) });
    expect(withJudgement(place({ withdrawn: true, updatedDate: time(1) }), judgement([4])).withdrawn).toBe(false);
  });

  it('shows a company its own last bid before the stream records it, and nobody else’s', () => {
    const item = { judgement: judgement([4]) } as AuctionItem;
    expect(placeAsOf(item, place(), 'b')?.bidCount).toBe(2);
    expect(placeAsOf(item, undefined, 'b')?.lastPrice).toBe(0.35);
    expect(placeAsOf(item, place({ tenantId: 'c' }), 'c')?.bidCount).toBe(1);
    expect(placeAsOf(item, undefined, 'c')).toBeUndefined();
  });
});
