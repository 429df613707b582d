import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { docs } from '../search/documents/document.fixture.js';
import { have } from './listing.search.js';

describe('search documents of haves and needs', () => {
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
});
