import {
  CORE_CATEGORIES,
  NETWORK_CATEGORIES,
  SEARCH_RULES,
  type SearchCategory,
  type SearchHit,
  type SearchResult,
} from '@polyloop/shared/search/search';

/** The order categories show in: the company's own records, then the network's. */
const ORDER: readonly SearchCategory[] = [...CORE_CATEGORIES, ...NETWORK_CATEGORIES];

/** One option of the list: a hit and its place among all the hits shown. */
export interface Option {
  hit: SearchHit;
  position: number;
}

/** The categories with something found, in order, each with its options. */
export function groupsOf(
  result: SearchResult | undefined,
): Array<{ category: SearchCategory; count: number; options: Option[] }> {
  if (!result) return [];
  let position = 0;
  return ORDER.filter((c) => result.results[c]?.items.length).map((category) => ({
    category,
    count: result.results[category].count,
    options: result.results[category].items.map((hit) => ({ hit, position: position++ })),
  }));
}

/** "20+" once a count reaches the cap. */
export const countLabel = (count: number) =>
  count >= SEARCH_RULES.maxCount ? `${SEARCH_RULES.maxCount}+` : String(count);

export const optionId = (listId: string, position: number) => `${listId}-option-${position}`;
