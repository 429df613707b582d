import {
  CATEGORY_PERMISSION,
  CORE_CATEGORIES,
  NETWORK_CATEGORIES,
  SEARCH_MESSAGES,
  SEARCH_RULES,
  SearchCategory,
  type CategoryResults,
  type SearchEvent,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from '@polyloop/shared/search/search';
import type { Member } from '../../lib/actor.js';
import { BadRequest } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { PublicProfile } from '../public-company/public-company.entity.js';
import { batchGetMany } from '../../data/entity.js';
import { pageTokensByPrefix, PUBLIC_SCOPE, SearchScope, type SearchTokenItem } from './search.entity.js';
import { matchesAll, queryWords } from './words.js';

/** Index items one Query reads: enough for `maxCount` distinct records when a few of them have two words with the prefix. */
export const PAGE = SEARCH_RULES.maxCount + 20;
/**
 * Index items a query of several words reads of its longest word per scope and category: the other
 * words are checked in memory, so a common first word may need more than a page to find a rare second.
 */
export const READ_BUDGET = 4 * PAGE;

/** Where each category's records are indexed: the company's own scope, the public one, or both. */
const SCOPES: Record<SearchCategory, Array<'own' | 'public'>> = {
  auctions: ['own', 'public'],
  companies: ['own'],
  contacts: ['own'],
  haves: ['own'],
  materials: ['own'],
  needs: ['own'],
  networkOffers: ['own'],
  networkRequests: ['own'],
  orders: ['own'],
  publicCompanies: ['public'],
  publicOffers: ['public'],
  publicRequests: ['public'],
  shipments: ['own'],
  touchpoints: ['own'],
};

const empty = (): CategoryResults => ({ items: [], count: 0 });

/** The categories a person searches: those `searchedResources` names that their permissions open. */
export function categoriesFor(actor: Pick<Member, 'permissions'>, searched: SearchQuery['searchedResources']): SearchCategory[] {
  const named = searched === 'CORE' ? CORE_CATEGORIES : searched === 'NETWORK' ? NETWORK_CATEGORIES : SearchCategory.options;
  return named.filter((c) => actor.permissions.has(CATEGORY_PERMISSION[c]));
}

/**
 * Keeps the index items that match every word and are still in sight, once per record (a record
 * found by two of its words, or in two scopes, counts once), in the order read.
 */
export function hitsOf(items: SearchTokenItem[], words: readonly string[], now: string): SearchHit[] {
  const seen = new Map<string, SearchHit>();
  for (const item of items) {
    if (seen.has(item.id) || (item.until && item.until <= now) || !matchesAll(item.words, words)) continue;
    seen.set(item.id, { id: item.id, category: item.category, title: item.title, subtitle: item.subtitle, url: item.url, date: item.date });
  }
  return [...seen.values()];
}

/**
 * The records of one scope and category that match every word. A word alone is one Query of a
 * page. A query of several words asks, at once, for a longer run of the longest word and a page of
 * each other word: the first of these that holds all its word's matches answers exactly ("great
 * lakes 123": 123), and otherwise the longest word's run does, as far as it reaches.
 */
async function find(scope: string, category: SearchCategory, words: readonly string[], now: string): Promise<SearchHit[]> {
  if (words.length === 1) return hitsOf((await pageTokensByPrefix(scope, category, words[0]!, PAGE)).items, words, now);
  const [longest, ...others] = await Promise.all(words.slice(0, 3).map((word, i) => pageTokensByPrefix(scope, category, word, i === 0 ? READ_BUDGET : PAGE)));
  const complete = [longest!, ...others].find((page) => !page.cursor) ?? longest!;
  return hitsOf(complete.items, words, now);
}

/**
 * Global search (part 2 §7, part 3 §7.6):
 * 1. the query's words, folded as the index folds them; none (only punctuation) is a 400;
 * 2. which categories the company's scope and the public one hold at all (their markers, one
 *    BatchGetItem) and, when auctions are searched, whether the company's profile is enabled;
 * 3. for each category the person may see and each scope of it that holds it, one Query of the
 *    words starting with the longest word, all at once;
 * 4. the items whose record also has every other word, once per record: the first `sizePerType`
 *    and how many were found (up to `maxCount`).
 * Public auctions show to companies whose profile is enabled, as their pages do.
 */
export async function search(actor: Member, query: SearchQuery): Promise<SearchResult> {
  const words = queryWords(query.query);
  if (!words.length) throw new BadRequest(SEARCH_MESSAGES.nothingToFind, { query: [SEARCH_MESSAGES.nothingToFind] });
  const categories = categoriesFor(actor, query.searchedResources);
  const wanted = categories.flatMap((category) => SCOPES[category].map((scope) => ({ category, scope: scope === 'own' ? actor.tenantId : PUBLIC_SCOPE })));
  const [held, profile] = await Promise.all([
    wanted.length ? batchGetMany(wanted.map((pair) => SearchScope.batch(pair))) : [],
    categories.includes('auctions') ? PublicProfile.get({ tenantId: actor.tenantId }) : undefined,
  ]);
  const reads = held
    .filter((pair) => pair.scope !== PUBLIC_SCOPE || pair.category !== 'auctions' || profile?.enabled)
    .map(async ({ scope, category }) => ({ category, hits: await find(scope, category, words, new Date().toISOString()) }));
  const read = await Promise.all(reads);
  const results = Object.fromEntries(SearchCategory.options.map((c) => [c, empty()])) as SearchResult['results'];
  for (const category of categories) {
    const hits = [...new Map(read.filter((r) => r.category === category).flatMap((r) => r.hits.map((h) => [h.id, h] as const))).values()];
    results[category] = { items: hits.slice(0, query.sizePerType), count: Math.min(hits.length, SEARCH_RULES.maxCount) };
  }
  return { results, totalCount: Object.values(results).reduce((sum, r) => sum + r.count, 0) };
}

/** An analytics event from the search box, kept as a log line while its flag is on (the app sends none otherwise). */
export async function recordEvent(actor: Member, event: SearchEvent): Promise<{ recorded: boolean }> {
  const { list } = await import('../flags/flag.service.js');
  const flags = await list();
  const on = event.event === 'RETURNED' ? flags.global_search_event_returned_enabled : flags.global_search_event_clicked_enabled;
  if (on) logger.info('search analytics', { analytics: `search.${event.event.toLowerCase()}`, tenantId: actor.tenantId, userId: actor.userId, ...event });
  return { recorded: on };
}
