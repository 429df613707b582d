import { describe, expect, it } from 'vitest';
import { AuctionInput, AUCTION_MESSAGES, BidInput } from '@polyloop/shared/network/auction';
import {
  auctionChecks,
  auctionFieldOf,
  auctionPayload,
  bidPayload,
  emptyAuctionForm,
  endDateChecks,
  serverAuctionFieldOf,
  serverBidFieldOf,
} from './auction-form';

const now = Date.parse('2026-03-04T15:00:00Z');
const local = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const filled = {
  ...emptyAuctionForm('have-1'),
  materialName: 'PP regrind',
  terms: 'FOB_ORIGIN',
  startingBid: '0.5',
  increment: '0.01',
  endDate: local(now + 86_400_000),
  bidders: ['ABCD-EFGH-IJKL-MNOP'],
  feeAgreement: true,
};

describe('the new auction form', () => {
  it('sends what the contract takes, the increment in the starting bid’s unit', () => {
    const parsed = AuctionInput.safeParse(auctionPayload(filled));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.bidIncrement).toEqual({ unitValue: 0.01, unit: 'POUND' });
    expect(parsed.data?.reservePrice).toBeUndefined();
  });

  it('refuses a start without the fee agreed', () => {
    const issues =
      AuctionInput.safeParse(auctionPayload({ ...filled, feeAgreement: false })).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [auctionFieldOf(i.path), i.message])).feeAgreement).toBe(
      AUCTION_MESSAGES.feeAgreement,
    );
  });

  it('asks for invited companies unless the auction is public, even while other fields are wrong', () => {
    expect(auctionChecks({ ...filled, startingBid: '', bidders: [] }, now)).toEqual([
      { field: 'bidders', message: AUCTION_MESSAGES.biddersRequired },
    ]);
    expect(auctionChecks({ ...filled, bidders: [], isPublic: true }, now)).toEqual([]);
  });

  it('drops the invited companies of a public auction', () => {
    expect(auctionPayload({ ...filled, isPublic: true }).bidders).toEqual([]);
  });

  it('refuses a reserve below the starting bid on the reserve field', () => {
    const issues = AuctionInput.safeParse(auctionPayload({ ...filled, reserve: '0.4' })).error?.issues ?? [];
    expect(issues.map((i) => auctionFieldOf(i.path))).toContain('reserve');
  });

  it('wants an end in the future and within 90 days', () => {
    expect(endDateChecks(local(now - 60_000), now)).toEqual([
      { field: 'endDate', message: AUCTION_MESSAGES.endInFuture },
    ]);
    expect(endDateChecks(local(now + 91 * 86_400_000), now)).toEqual([
      { field: 'endDate', message: AUCTION_MESSAGES.endTooFar },
    ]);
    expect(endDateChecks(local(now + 4 * 60_000), now)).toEqual([]);
    expect(endDateChecks('', now)).toEqual([]);
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(serverAuctionFieldOf('body.bidIncrement.unitValue')).toBe('increment');
    expect(serverAuctionFieldOf('body.startingBid.unit')).toBe('priceUnit');
    expect(serverAuctionFieldOf('body.coreHaveId')).toBe('haveId');
    expect(serverAuctionFieldOf('params.id')).toBeUndefined();
  });
});

describe('the bid form', () => {
  const bid = {
    price: '0.51',
    maximum: '',
    destinationLocationId: 'loc-1',
    contact: { name: 'Ada', email: 'ada@example.com', phoneNumber: '(312) 555-0142' },
  };

  it('sends the price, the optional hidden maximum and a 10-digit phone', () => {
    const parsed = BidInput.parse(bidPayload({ ...bid, maximum: '0.6' }, 'POUND'));
    expect(parsed.maximum).toEqual({ unitValue: 0.6, unit: 'POUND' });
    expect(parsed.contactInformation.phoneNumber).toBe('3125550142');
    expect(BidInput.parse(bidPayload(bid, 'POUND')).maximum).toBeUndefined();
  });

  it('puts "Bid too small" and contact errors on their fields', () => {
    expect(serverBidFieldOf('body.price')).toBe('price');
    expect(serverBidFieldOf('body.contactInformation.phoneNumber')).toBe('contact.phoneNumber');
  });
});
