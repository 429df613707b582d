import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { publicCompany } from './public-company.search.js';

describe('search documents of public company profiles', () => {
  it('show a profile in the directory of every company while it is enabled', async () => {
    const profile = { tenantId: 't1', publicCompanyId: 'pc1', name: 'Buyer Co', enabled: false };
    expect(await docs(publicCompany, profile)).toEqual([]);
    expect(await docs(publicCompany, { ...profile, enabled: true })).toMatchObject([
      { category: 'publicCompanies', scopes: ['PUBLIC'], url: '/network/companies/pc1' },
    ]);
  });
});
