import { describe, expect, it } from 'vitest';
import { MarketQuery } from '@polyloop/shared/network/market';
import { MARKET_FILTERS, marketQuery } from './market-query';

const state = (filters: Partial<typeof MARKET_FILTERS>, sort = 'closesAt,asc') => ({
  filters: { ...MARKET_FILTERS, ...filters },
  sort,
  page: 1,
  size: 25,
});

describe('the market lists’ query', () => {
  it('asks for words, a material type and a place with its radius, closing soonest first', () => {
    const query = marketQuery(
      state({
        q: ' regrind ',
        materialType: 'PP',
        near: 'Chicago, IL',
        latitude: '41.85',
        longitude: '-87.65',
        radius: '50',
      }),
    );
    expect(query).toEqual({
      page: 1,
      size: 25,
      sort: 'closesAt,asc',
      materialType: 'PP',
      q: 'regrind',
      latitude: 41.85,
      longitude: -87.65,
      radius: 50,
    });
    expect(MarketQuery.safeParse(query).success).toBe(true);
  });

  it('leaves out what the URL holds that the API cannot read', () => {
    const query = marketQuery(
      state({ materialType: 'WOOD', latitude: '41.85', near: 'Chicago' }, 'name,asc'),
    );
    expect(query).toEqual({ page: 1, size: 25, sort: undefined, materialType: undefined, q: undefined });
    expect(MarketQuery.safeParse(query).success).toBe(true);
  });

  it('keeps the latest closing first when asked', () => {
    expect(marketQuery(state({}, 'closesAt,desc')).sort).toBe('closesAt,desc');
  });
});
