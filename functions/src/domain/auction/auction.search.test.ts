import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { auction, auctionBidder } from './auction.search.js';

const at = '2026-03-01T10:00:00.000Z';

describe('search documents of auctions', () => {
  it('show an auction to its owner with its have, and to everyone without it while a public one is open', async () => {
    const item = {
      auctionId: 'a1',
      tenantId: 't1',
      audience: 'PUBLIC',
      lane: 'OPEN',
      materialName: 'PP purge',
      materialType: 'PP',
      offeringCompany: { id: 'p1', name: 'Seller' },
      haveIdentifier: 'SEL-H3',
      endDate: at,
    };
    const [own, open] = (await docs(auction, item)) as Array<{
      scopes: string[];
      words: string[];
      until?: string;
    }>;
    expect(own).toMatchObject({ scopes: ['t1'], words: expect.arrayContaining(['h3']) });
    expect(open).toMatchObject({ scopes: ['PUBLIC'], until: at });
    expect(open!.words).not.toContain('h3');
    expect(await docs(auction, { ...item, lane: 'DONE' })).toHaveLength(1);
    expect(await docs(auctionBidder, { tenantId: 't2', auctionId: 'a1', invitation: 'UNINVITED' })).toEqual(
      [],
    );
    // What a bidder's place watches: a bid changes nothing search reads.
    const place = { tenantId: 't2', auctionId: 'a1', invitation: 'INVITED', maximum: 1 };
    expect(JSON.stringify(auctionBidder.watched(place))).toBe(
      JSON.stringify(auctionBidder.watched({ ...place, maximum: 2 })),
    );
  });
});
