import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { company } from './company.search.js';

const docs = (
  mapper: { documents: (image: Record<string, unknown>, record: string) => Promise<unknown> },
  image: Record<string, unknown>,
) => mapper.documents(image, 'r');

describe('search documents of companies', () => {
  it('leave out archived companies', async () => {
    const firm = { tenantId: 't1', companyId: 'c1', name: 'Acme', status: 'ARCHIVED' };
    expect(await docs(company, firm)).toEqual([]);
    expect(await docs(company, { ...firm, status: 'ACTIVE' })).toMatchObject([
      { category: 'companies', title: 'Acme', url: '/companies/c1' },
    ]);
  });
});
