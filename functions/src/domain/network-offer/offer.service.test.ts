import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, type OfferStatus } from '@polyloop/shared/network/offer';
import { readable } from '../../data/conditions.js';
import type { TxItem } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { caught } from '../../lib/thrown.fixture.js';
import { NetworkOfferEntity, type NetworkOfferItem } from './network-offer.entity.js';
import { allowed, bidState, sourceClosedTx, sourceTx } from './offer.moves.js';
import { inTab } from './offer.reads.js';

const at = '2026-03-01T10:00:00.000Z';
const on = '2026-03-10';
const lb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const party = (id: string) => ({ id, name: id });

/** The seller’s (t1) side of an offer to t2, open until the end of the month unless told. */
const offer = (extra: Partial<NetworkOfferItem> = {}): NetworkOfferItem =>
  NetworkOfferEntity.schema.parse({
    tenantId: 't1',
    offerId: 'o1',
    side: 'OFFERING',
    otherTenantId: 't2',
    lane: 'OPEN',
    status: 'OFFERED',
    offeringCompany: party('p1'),
    receivingCompany: party('p2'),
    haveId: 'h1',
    haveIdentifier: 'GLP-H1',
    materialName: 'PP regrind',
    materialType: 'PP',
    totalAvailableWeight: lb(40_000),
    price: lb(0.42),
    weight: lb(40_000),
    terms: 'FOB_ORIGIN',
    offererContact: { name: 'Ann', email: 'ann@seller.example', phoneNumber: '3125550142' },
    expirationDate: '2999-12-31',
    createdDate: at,
    updatedDate: at,
    version: 4,
    ...extra,
  });
const receiving = (extra: Partial<NetworkOfferItem> = {}) =>
  offer({ tenantId: 't2', otherTenantId: 't1', side: 'RECEIVING', ...extra });

const refused = (code: string, message: string) => ({ status: 409, code, message });

describe('which side may make which move', () => {
  it('lets the buyer answer a seller’s offer, and the seller only withdraw it', () => {
    for (const action of ['ACCEPT', 'COUNTER', 'DECLINE'] as const)
      expect(() => allowed(receiving(), action, 4)).not.toThrow();
    expect(() => allowed(offer(), 'CANCEL', 4)).not.toThrow();
    for (const action of ['ACCEPT', 'COUNTER', 'DECLINE', 'CONFIRM'] as const)
      expect(caught(() => allowed(offer(), action, 4))).toMatchObject(
        refused('NOT_ALLOWED', OFFER_MESSAGES.notAllowed),
      );
  });

  it('refuses a move judged on a version that is no longer the offer’s', () => {
    expect(caught(() => allowed(receiving(), 'ACCEPT', 3))).toMatchObject(
      refused('OFFER_CHANGED', OFFER_MESSAGES.changed),
    );
    expect(() => allowed(receiving(), 'ACCEPT', undefined)).not.toThrow();
  });

  it('refuses every move on an offer whose expiration date has passed, before the sweep closes it', () => {
    const expired = receiving({ expirationDate: '2000-01-01' });
    for (const action of ['ACCEPT', 'DECLINE', 'CANCEL'] as const)
      expect(caught(() => allowed(expired, action, 4))).toMatchObject(
        refused('OFFER_EXPIRED', OFFER_MESSAGES.expired),
      );
  });

  it('lets each side confirm an accepted offer once', () => {
    expect(() => allowed(offer({ status: 'ACCEPTED' }), 'CONFIRM', 4)).not.toThrow();
    const confirmed = offer({ status: 'CONFIRMED', confirmedSides: ['OFFERING'] });
    expect(caught(() => allowed(confirmed, 'CONFIRM', 4))).toMatchObject(
      refused('ALREADY_CONFIRMED', OFFER_MESSAGES.alreadyConfirmed),
    );
    expect(() =>
      allowed(receiving({ status: 'CONFIRMED', confirmedSides: ['OFFERING'] }), 'CONFIRM', 4),
    ).not.toThrow();
  });

  it('tells a bidder why no counter-offer is possible while the reverse auction is live', () => {
    const bid = receiving({ status: 'REQUEST_BID', requestKind: 'PUBLIC_REQUEST', reverseAuction: true });
    expect(caught(() => allowed(bid, 'COUNTER', 4, true))).toMatchObject(
      refused('REVERSE_AUCTION_LIVE', OFFER_MESSAGES.reverseAuctionCounter),
    );
    expect(() => allowed(bid, 'ACCEPT', 4, true)).not.toThrow();
    expect(() => allowed(bid, 'COUNTER', 4, false)).not.toThrow();
    // The side that is waiting could not counter anyway: no word about the auction.
    expect(caught(() => allowed(offer({ status: 'REQUEST_BID' }), 'COUNTER', 4, true))).toMatchObject(
      refused('NOT_ALLOWED', OFFER_MESSAGES.notAllowed),
    );
  });
});

describe('the offer list’s tabs that filter in memory', () => {
  const ann = { userId: 'u1', tenantId: 't1' } as Member;

  it('shows on the personal tab the offers I look after', () => {
    expect(inTab(ann, 'PERSONAL', offer({ representatives: ['u1', 'u2'] }), on)).toBe(true);
    expect(inTab(ann, 'PERSONAL', offer({ representatives: ['u2'] }), on)).toBe(false);
  });

  it('shows on the negotiations tab the offers still open, accepted ones included, and not those expired by date', () => {
    const open: OfferStatus[] = ['OFFERED', 'COUNTERED_BY_RECEIVING', 'ACCEPTED'];
    for (const status of open) expect(inTab(ann, 'NEGOTIATIONS', offer({ status }), on)).toBe(true);
    const closed: OfferStatus[] = ['CONFIRMED', 'DECLINED', 'CANCELLED', 'EXPIRED'];
    for (const status of closed) expect(inTab(ann, 'NEGOTIATIONS', offer({ status }), on)).toBe(false);
    expect(inTab(ann, 'NEGOTIATIONS', offer({ expirationDate: '2026-03-09' }), on)).toBe(false);
    expect(inTab(ann, 'NEGOTIATIONS', offer({ expirationDate: '2026-03-10' }), on)).toBe(true);
  });

  it('keeps every offer on the other tabs (their side is filtered apart)', () => {
    for (const tab of ['ALL', 'SENT', 'RECEIVED'] as const)
      expect(inTab(ann, tab, offer({ status: 'DECLINED', representatives: [] }), on)).toBe(true);
  });
});

/** What a transaction item does, as "<key> <update>". */
const moved = (tx: TxItem) => {
  const { Key } = tx.item.Update!;
  return `${String(Key?.pk)} ${String(Key?.sk)}: ${readable(tx.item.Update!).update}`;
};

describe('what closing an offer writes on what it answers', () => {
  it('counts one open offer fewer on both companies’ copies of a private request', () => {
    const txs = sourceClosedTx(offer({ requestKind: 'NETWORK_REQUEST', requestId: 'r1', sourceId: 'r1' }));
    expect(txs).toHaveLength(2);
    expect(txs.map(moved)).toEqual([
      expect.stringMatching(/tenantId=t1.*requestId=r1.*: ADD openOfferCount -1$/),
      expect.stringMatching(/tenantId=t2.*requestId=r1.*: ADD openOfferCount -1$/),
    ]);
  });

  it('counts one open offer fewer on the public request or the public offer it answers', () => {
    const [request] = sourceClosedTx(offer({ requestKind: 'PUBLIC_REQUEST', requestId: 'l1' }));
    expect(moved(request!)).toMatch(/id=l1.*: ADD openOfferCount -1$/);
    const [publicOffer] = sourceClosedTx(receiving({ publicOfferId: 'l2', status: 'PUBLIC_OFFER_BID' }));
    expect(moved(publicOffer!)).toMatch(/id=l2.*: ADD openOfferCount -1$/);
  });

  it('writes nothing for a private offer that answers nothing', () => {
    expect(sourceClosedTx(offer())).toEqual([]);
  });

  it('writes only when a move closes the offer: a counter-offer or a later move leaves the counts alone', () => {
    const item = offer({ requestKind: 'PUBLIC_REQUEST', requestId: 'l1' });
    expect(sourceTx(item, { ...item, status: 'DECLINED', lane: 'CLOSED' }, at, undefined)).toHaveLength(1);
    expect(sourceTx(item, { ...item, status: 'COUNTERED_BY_OFFERING' }, at, undefined)).toEqual([]);
    const closed = { ...item, status: 'CONFIRMED' as const, lane: 'CLOSED' as const };
    expect(sourceTx(closed, closed, at, undefined)).toEqual([]);
  });
});

describe('what a reverse auction keeps of one of its bids', () => {
  it('keeps its price and expiration, whether it is still open, and whether it was disqualified', () => {
    const bid = receiving({ status: 'REQUEST_BID', price: lb(0.39), expirationDate: '2026-03-30' });
    expect(bidState(bid)).toEqual({
      offerId: 'o1',
      open: true,
      price: lb(0.39),
      expirationDate: '2026-03-30',
      disqualified: false,
    });
    expect(bidState({ ...bid, lane: 'CLOSED', qualification: 'DISQUALIFIED' })).toMatchObject({
      open: false,
      disqualified: true,
    });
    expect(bidState({ ...bid, qualification: 'CONDITIONALLY_QUALIFIED' }).disqualified).toBe(false);
  });
});
