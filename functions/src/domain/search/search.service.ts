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
import type { Flags } from '@polyloop/shared/flags';
import type { Member } from '../../lib/actor.js';
import { BadRequest } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { batchGetMany } from '../../data/entity.js';
import { pageTokensByPrefix, PUBLIC_SCOPE, SearchScope, type SearchTokenItem } from './search.entity.js';
import { matchesAll, queryPair, queryWords } from './words.js';

/** Index items one Query reads: enough for `maxCount` distinct records when a few of them have two words with the prefix. */
export const PAGE = SEARCH_RULES.maxCount + 5;
/**
 * Index items read of a query's longest word when neither the phrase nor any single word settles
 * it: the other words are checked in memory, so a common first word may need more than a page.
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
export function categoriesFor(
  actor: Pick<Member, 'permissions'>,
  searched: SearchQuery['searchedResources'],
): SearchCategory[] {
  const named =
    searched === 'CORE'
      ? CORE_CATEGORIES
      : searched === 'NETWORK'
        ? NETWORK_CATEGORIES
        : SearchCategory.options;
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
    seen.set(item.id, {
      id: item.id,
      category: item.category,
      title: item.title,
      subtitle: item.subtitle,
      url: item.url,
      date: item.date,
    });
  }
  return [...seen.values()];
}

/** The hits of the read that found the most of them. */
const most = (found: SearchHit[][]) =>
  found.reduce((best, hits) => (hits.length > best.length ? hits : best), []);

/**
 * The records of one scope and category that match every word, in as few reads as settle it. A
 * word alone is one Query of a page. For several words, in rounds that stop once one settles:
 * 1. a page of the typed phrase (its first two words as a pair) and a page of the longest word: a
 *    longest word's read that holds all its prefix's matches answers exactly, and a phrase that
 *    finds a full count of records answers as a name typed in order does (most queries end here);
 * 2. a page of each other word: one that holds all its prefix's matches answers exactly, so one
 *    rare word anywhere finds its record however common the others are;
 * 3. the longest word read on to `READ_BUDGET` items; then the read with the most hits answers,
 *    as far as it reaches.
 */
async function find(
  scope: string,
  category: SearchCategory,
  words: readonly string[],
  pair: string | undefined,
  now: string,
): Promise<SearchHit[]> {
  const read = (prefix: string, limit: number, cursor: string | null = null) =>
    pageTokensByPrefix(scope, category, prefix, limit, cursor);
  const [longest, ...others] = words as [string, ...string[]];
  if (!others.length) return hitsOf((await read(longest, PAGE)).items, words, now);
  const [phrase, first] = await Promise.all([pair ? read(pair, PAGE) : undefined, read(longest, PAGE)]);
  if (!first.cursor) return hitsOf(first.items, words, now);
  const phraseHits = phrase ? hitsOf(phrase.items, words, now) : [];
  if (phraseHits.length >= SEARCH_RULES.maxCount) return phraseHits;
  // Only a word's read can hold every match: the phrase's misses records with the words apart.
  const pages = await Promise.all(others.map((word) => read(word, PAGE)));
  const complete = pages.find((page) => !page.cursor);
  if (complete) return hitsOf(complete.items, words, now);
  const rest = await read(longest, READ_BUDGET - PAGE, first.cursor);
  const longestItems = [...first.items, ...rest.items];
  if (!rest.cursor) return hitsOf(longestItems, words, now);
  return most([
    phraseHits,
    hitsOf(longestItems, words, now),
    ...pages.map((page) => hitsOf(page.items, words, now)),
  ]);
}

/** How long a container trusts that a scope holds no records of a category before it asks again. */
export const ABSENT_FOR_MS = 5_000;
/** Markers this container has read: present ones are never removed, so they are kept for good; absent ones for `ABSENT_FOR_MS`. */
const present = new Set<string>();
const absent = new Map<string, number>();
const markerKey = (pair: { scope: string; category: SearchCategory }) =>
  `${pair.scope}\u0000${pair.category}`;

/**
 * Which of the wanted scopes and categories hold records: what this container already knows
 * without a read, the rest with one BatchGetItem. A category's first record in a scope is found
 * from the next search once the marker is read, within `ABSENT_FOR_MS` in a warm container.
 */
async function held<T extends { scope: string; category: SearchCategory }>(wanted: T[]): Promise<T[]> {
  const now = Date.now();
  const unknown = wanted.filter(
    (pair) => !present.has(markerKey(pair)) && (absent.get(markerKey(pair)) ?? 0) <= now,
  );
  if (unknown.length) {
    const found = new Set(
      (await batchGetMany(unknown.map((pair) => SearchScope.batch(pair)))).map(markerKey),
    );
    for (const pair of unknown) {
      if (found.has(markerKey(pair))) present.add(markerKey(pair));
      else absent.set(markerKey(pair), now + ABSENT_FOR_MS);
    }
  }
  return wanted.filter((pair) => present.has(markerKey(pair)));
}

/**
 * What search needs to know about the searching company beyond the index, supplied by the route:
 * the index holds every company's records, while these facts live with the company's own.
 */
export interface SearchContext {
  /**
   * Whether the company sees public auctions in search: only companies with an enabled public
   * profile do, as on the auctions' own pages. Asked only when the public scope holds auctions.
   */
  publicAuctionsVisible: () => Promise<boolean>;
}

/**
 * Global search (part 2 §7, part 3 §7.6):
 * 1. the query's words, folded as the index folds them; none (only punctuation) is a 400;
 * 2. which categories the company's scope and the public one hold at all (their markers: known to
 *    a warm container, otherwise one BatchGetItem);
 * 3. for each category the person may see and each scope of it that holds it, the Queries `find`
 *    makes (one for a word alone), all at once, and, when public auctions are searched,
 *    whether the company sees them (`SearchContext.publicAuctionsVisible`) beside them;
 * 4. the items whose record also has every other word, once per record: the first `sizePerType`
 *    and how many were found (up to `maxCount`).
 */
export async function search(
  actor: Member,
  query: SearchQuery,
  context: SearchContext,
): Promise<SearchResult> {
  const words = queryWords(query.query);
  if (!words.length)
    throw new BadRequest(SEARCH_MESSAGES.nothingToFind, { query: [SEARCH_MESSAGES.nothingToFind] });
  const categories = categoriesFor(actor, query.searchedResources);
  const wanted = categories.flatMap((category) =>
    SCOPES[category].map((scope) => ({ category, scope: scope === 'own' ? actor.tenantId : PUBLIC_SCOPE })),
  );
  const pairs = await held(wanted);
  const publicAuctions = pairs.some((pair) => pair.scope === PUBLIC_SCOPE && pair.category === 'auctions');
  const now = new Date().toISOString();
  const pair = words.length > 1 ? queryPair(query.query) : undefined;
  const [auctionsVisible, read] = await Promise.all([
    publicAuctions ? context.publicAuctionsVisible() : false,
    Promise.all(
      pairs.map(async ({ scope, category }) => ({
        scope,
        category,
        hits: await find(scope, category, words, pair, now),
      })),
    ),
  ]);
  const shown = read.filter((r) => r.scope !== PUBLIC_SCOPE || r.category !== 'auctions' || auctionsVisible);
  const results = Object.fromEntries(
    SearchCategory.options.map((c) => [c, empty()]),
  ) as SearchResult['results'];
  for (const category of categories) {
    const hits = [
      ...new Map(
        shown.filter((r) => r.category === category).flatMap((r) => r.hits.map((h) => [h.id, h] as const)),
      ).values(),
    ];
    results[category] = {
      items: hits.slice(0, query.sizePerType),
      count: Math.min(hits.length, SEARCH_RULES.maxCount),
    };
  }
  return { results, totalCount: Object.values(results).reduce((sum, r) => sum + r.count, 0) };
}

/**
 * An analytics event from the search box, kept as a log line while its flag is on (the app sends
 * none otherwise); `flags` reads the platform's flags, supplied by the route.
 */
export async function recordEvent(
  actor: Member,
  event: SearchEvent,
  flags: () => Promise<Flags>,
): Promise<{ recorded: boolean }> {
  const current = await flags();
  const on =
    event.event === 'RETURNED'
      ? current.global_search_event_returned_enabled
      : current.global_search_event_clicked_enabled;
  if (on)
    logger.info('search analytics', {
      analytics: `search.${event.event.toLowerCase()}`,
      tenantId: actor.tenantId,
      userId: actor.userId,
      ...event,
    });
  return { recorded: on };
}
