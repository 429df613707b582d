import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { company } from './company.search.js';

describe('search documents of companies', () => {
  it('leave out archived companies', async () => {
    const firm = { tenantId: 't1', companyId: 'c1', name: 'Acme', status: 'ARCHIVED' };
    expect(await docs(company, firm)).toEqual([]);
    expect(await docs(company, { ...firm, status: 'ACTIVE' })).toMatchObject([
      { category: 'companies', title: 'Acme', url: '/companies/c1' },
    ]);
  });
});
