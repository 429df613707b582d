import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { permissionsFor, DEFAULT_PUBLISHING } from '@polyloop/shared/permissions';
import { CORE_CATEGORIES, NETWORK_CATEGORIES, SearchCategory } from '@polyloop/shared/search/search';
import { categoriesFor, hitsOf } from './search.service.js';
import type { SearchTokenItem } from './search.entity.js';

const now = '2026-03-01T10:00:00.000Z';
const item = (
  id: string,
  token: string,
  words: string,
  extra: Partial<SearchTokenItem> = {},
): SearchTokenItem => ({
  scope: 't1',
  category: 'haves',
  token,
  id,
  title: id,
  subtitle: null,
  url: `/haves/${id}`,
  date: null,
  words,
  ...extra,
});

describe('global search', () => {
  it('keeps the records matching every word, once each, and drops what has closed', () => {
    const items = [
      item('h1', 'poly', 'poly polymers great lakes'),
      item('h1', 'polymers', 'poly polymers great lakes'),
      item('h2', 'polymers', 'polymers lone star'),
      item('h3', 'polypropylene', 'polypropylene great', { until: now }),
    ];
    expect(hitsOf(items, ['poly'], now).map((h) => h.id)).toEqual(['h1', 'h2']);
    expect(hitsOf(items, ['poly', 'great'], '2026-01-01').map((h) => h.id)).toEqual(['h1', 'h3']);
    expect(hitsOf(items, ['poly', 'lakes'], now)[0]).toEqual({
      id: 'h1',
      category: 'haves',
      title: 'h1',
      subtitle: null,
      url: '/haves/h1',
      date: null,
    });
  });

  it('searches the categories a person may read, of the resources asked for', () => {
    const member = {
      permissions: permissionsFor({
        authorities: ['ROLE_USER'],
        functionalRoles: [],
        tenantId: 't1',
        effectiveTier: 'PLATFORM',
        publishing: DEFAULT_PUBLISHING,
      }),
    };
    expect(categoriesFor(member, 'ALL')).toEqual(SearchCategory.options);
    expect(categoriesFor(member, 'CORE')).toEqual(CORE_CATEGORIES);
    expect(categoriesFor(member, 'NETWORK')).toEqual(NETWORK_CATEGORIES);
    const noOrders = new Set(member.permissions);
    noOrders.delete('ORDER_READ');
    noOrders.delete('OFFER_READ');
    expect(categoriesFor({ permissions: noOrders }, 'ALL')).not.toContain('orders');
    expect(categoriesFor({ permissions: noOrders }, 'ALL')).not.toContain('publicOffers');
    expect(categoriesFor({ permissions: noOrders }, 'ALL')).toContain('haves');
    expect(categoriesFor({ permissions: new Set() }, 'ALL')).toEqual([]);
  });
});
