import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { networkOffer } from './offer.search.js';

describe('search documents of network offers', () => {
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
});
