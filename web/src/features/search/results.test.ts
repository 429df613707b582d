import { describe, expect, it } from 'vitest';
import { SearchCategory, type SearchResult } from '@polyloop/shared/search/search';
import { countLabel, groupsOf } from './results';

const hit = (id: string, category: SearchCategory) => ({
  id,
  category,
  title: id,
  subtitle: null,
  url: `/${id}`,
  date: null,
});
const result = (found: Partial<Record<SearchCategory, number>>): SearchResult => {
  const results = Object.fromEntries(
    SearchCategory.options.map((c) => [
      c,
      {
        items: Array.from({ length: Math.min(found[c] ?? 0, 5) }, (_, i) => hit(`${c}${i}`, c)),
        count: found[c] ?? 0,
      },
    ]),
  ) as SearchResult['results'];
  return { results, totalCount: Object.values(found).reduce((a, b) => a + b, 0) };
};

describe('the search results list', () => {
  it('groups what was found by category, the company’s own first, numbering the options across groups', () => {
    const groups = groupsOf(result({ publicOffers: 2, haves: 7, companies: 1 }));
    expect(groups.map((g) => [g.category, g.count, g.options.length])).toEqual([
      ['companies', 1, 1],
      ['haves', 7, 5],
      ['publicOffers', 2, 2],
    ]);
    expect(groups.flatMap((g) => g.options.map((o) => o.position))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(groupsOf(undefined)).toEqual([]);
  });

  it('shows a count at the cap as 20+', () => {
    expect(countLabel(7)).toBe('7');
    expect(countLabel(20)).toBe('20+');
  });
});
