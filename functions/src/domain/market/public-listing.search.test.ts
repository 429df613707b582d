import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { publicListing } from './public-listing.search.js';

const at = '2026-03-01T10:00:00.000Z';

describe('search documents of public listings', () => {
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
  });
});
