import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import type { ItemChange } from '../../data/changes.js';
import { envelopeOf } from '../../lib/events.js';
import type { OpenBid } from './open-bids.js';
import { publicListingEvents } from './public-listing.events.js';
import { at, perLb, reverseAuction, storedBids } from './reverse-auction.fixture.js';

const stored = (item: Record<string, unknown>) => ({
  ...item,
  pk: 'public-listing#x',
  sk: 'y',
  __entity: 'public-listing',
});
const change = (before: Record<string, unknown>, after: Record<string, unknown>): ItemChange => ({
  id: 'rec-1',
  kind: 'MODIFY',
  before: stored(before),
  after: stored(after),
  at,
});
/** The pushes on the auction's bids channel a change of its listing makes. */
const pushes = (c: ItemChange) =>
  publicListingEvents(c)
    .map((o) => envelopeOf(o).data as { channel: string; event: string; payload: Record<string, unknown> })
    .filter((d) => d.channel === 'request-bids.l1')
    .map((d) => [d.event, d.payload.standing ?? null]);

const bid = (offerId: string, tenantId: string, price: number): OpenBid => ({
  offerId,
  tenantId,
  price: perLb(price),
  expirationDate: '2026-03-30',
});
const bids = (...list: OpenBid[]) => storedBids(list);
const auction = reverseAuction([bid('o1', 'a', 0.39)], 2);

describe('a reverse auction’s pushes on its bids channel', () => {
  it('tell of a new bid, and of the lowest outbid when the new bid took it', () => {
    const next = {
      ...auction,
      version: 3,
      bidCount: 2,
      openBids: bids(bid('o1', 'a', 0.39), bid('o2', 'b', 0.37)),
    };
    expect(pushes(change(auction, next))).toEqual([
      ['bid-created', null],
      ['bid-changed', 'OUTBID'],
    ]);
  });

  it('tell of the lowest changing when it leaves, without a new bid', () => {
    const both = { ...auction, bidCount: 2, openBids: bids(bid('o1', 'a', 0.39), bid('o2', 'b', 0.37)) };
    expect(pushes(change(both, { ...both, version: 3, openBids: bids(bid('o1', 'a', 0.39)) }))).toEqual([
      ['bid-changed', null],
    ]);
    // A bid that was not the lowest leaves: the price to beat is the same.
    expect(pushes(change(both, { ...both, version: 3, openBids: bids(bid('o2', 'b', 0.37)) }))).toEqual([]);
  });
});

describe('a public offer’s pushes', () => {
  const listing = {
    ...auction,
    kind: 'PUBLIC_OFFER',
    reverseAuction: false,
    bidCount: 0,
    openBids: '',
    offerCount: 0,
    version: 1,
  };
  const pushed = (c: ItemChange) =>
    publicListingEvents(c)
      .map((o) => envelopeOf(o).data as { channel?: string; event?: string; payload?: unknown })
      .filter((d) => d.channel);

  it('tell every company on the public offers’ channel when it is published and when an offer is made on it, naming no company', () => {
    const published: ItemChange = {
      id: 'rec-0',
      kind: 'INSERT',
      before: undefined,
      after: stored(listing),
      at,
    };
    expect(pushed(published)).toEqual([
      {
        channel: 'public-offers',
        event: 'offer-changed',
        payload: { id: 'l1', status: 'ACTIVE', offerCount: 0, version: 1 },
      },
    ]);
    expect(pushed(change(listing, { ...listing, offerCount: 1, openOfferCount: 1, version: 2 }))).toEqual([
      {
        channel: 'public-offers',
        event: 'offer-changed',
        payload: { id: 'l1', status: 'ACTIVE', offerCount: 1, version: 2 },
      },
    ]);
  });
});
