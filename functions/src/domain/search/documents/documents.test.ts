import '../../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { auction, auctionBidder } from './auctions.js';
import { company, contact } from './crm.js';
import { publicCompany, publicListing } from './market.js';
import { networkOffer } from './network.js';
import { have } from './supply.js';

const at = '2026-03-01T10:00:00.000Z';
const docs = (
  mapper: { documents: (image: Record<string, unknown>, record: string) => Promise<unknown> },
  image: Record<string, unknown>,
) => mapper.documents(image, 'r');

describe('search documents', () => {
  it('index a have under its company by identifier, material, company and city, until it is archived', async () => {
    const item = {
      tenantId: 't1',
      id: 'h1',
      identifier: 'GLP-H12',
      companyId: 'c1',
      companyName: 'Great Lakes Polymers',
      materialName: 'PP regrind',
      materialType: 'PP',
      location: { city: 'Detroit', stateProvince: 'MI' },
      status: 'CANCELLED',
      archived: false,
    };
    expect(have.record(item)).toBe('have:t1:h1');
    expect(await docs(have, item)).toEqual([
      {
        category: 'haves',
        scopes: ['t1'],
        id: 'h1',
        title: 'GLP-H12',
        subtitle: 'PP regrind · Great Lakes Polymers · Detroit, MI',
        url: '/haves/h1',
        date: null,
        words: ['glp', 'h12', 'h', '12', 'pp', 'regrind', 'great', 'lakes', 'polymers', 'detroit', 'mi'],
      },
    ]);
    expect(await docs(have, { ...item, archived: true })).toEqual([]);
  });

  it('leave out archived companies and contacts', async () => {
    const firm = { tenantId: 't1', companyId: 'c1', name: 'Acme', status: 'ARCHIVED' };
    expect(await docs(company, firm)).toEqual([]);
    expect(await docs(company, { ...firm, status: 'ACTIVE' })).toMatchObject([
      { category: 'companies', title: 'Acme', url: '/companies/c1' },
    ]);
    const person = {
      tenantId: 't1',
      contactId: 'k1',
      companyId: 'c1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.example',
      status: 'ACTIVE',
    };
    expect(await docs(contact, person)).toMatchObject([
      { title: 'Ann Lee', subtitle: 'ann@acme.example', url: '/companies/c1/profile' },
    ]);
    expect(await docs(contact, { ...person, status: 'ARCHIVED' })).toEqual([]);
  });

  it('index each side of a network offer under its own company, the have identifier for the offering side only', async () => {
    const side = {
      tenantId: 't1',
      offerId: 'o1',
      side: 'OFFERING',
      materialName: 'HDPE flake',
      materialType: 'HDPE',
      offeringCompany: { id: 'p1', name: 'Seller' },
      receivingCompany: { id: 'p2', name: 'Buyer' },
      haveIdentifier: 'SEL-H7',
    };
    const [offering] = (await docs(networkOffer, side)) as Array<{ words: string[]; scopes: string[] }>;
    expect(offering).toMatchObject({ scopes: ['t1'], words: expect.arrayContaining(['sel', 'h7']) });
    const [receiving] = (await docs(networkOffer, { ...side, tenantId: 't2', side: 'RECEIVING' })) as Array<{
      words: string[];
      scopes: string[];
    }>;
    expect(receiving!.scopes).toEqual(['t2']);
    expect(receiving!.words).not.toContain('h7');
  });

  it('show public offers and requests to everyone while active, until they close', async () => {
    const listing = {
      id: 'l1',
      kind: 'PUBLIC_REQUEST',
      tenantId: 't1',
      companyName: 'Buyer',
      status: 'ACTIVE',
      title: 'Wanted: PET bottles',
      materialType: 'PET',
      closesAt: at,
    };
    expect(await docs(publicListing, listing)).toMatchObject([
      {
        category: 'publicRequests',
        scopes: ['PUBLIC'],
        title: 'Wanted: PET bottles',
        url: '/network/requests/l1',
        until: at,
      },
    ]);
    expect(await docs(publicListing, { ...listing, status: 'CLOSED' })).toEqual([]);
    const profile = { tenantId: 't1', publicCompanyId: 'pc1', name: 'Buyer Co', enabled: false };
    expect(await docs(publicCompany, profile)).toEqual([]);
    expect(await docs(publicCompany, { ...profile, enabled: true })).toMatchObject([
      { category: 'publicCompanies', scopes: ['PUBLIC'], url: '/network/companies/pc1' },
    ]);
  });

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
