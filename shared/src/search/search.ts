import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';
import type { Permission } from '../permissions.js';

/**
 * Global search (spec part 2 §7, part 3 §3.10, §5.6, §7.6, §9.2): one box that finds anything in
 * the company's world as it is typed, in the 14 categories below, each only where the person may
 * see it. The index is a projection of the table kept from its stream (prefix-searchable tokens).
 */

export const [SearchCategory, CATEGORY_LABELS] = labelledEnum({
  auctions: 'Auctions',
  companies: 'Companies',
  contacts: 'Contacts',
  haves: 'Haves',
  materials: 'Materials',
  needs: 'Needs',
  networkOffers: 'Network offers',
  networkRequests: 'Network requests',
  orders: 'Orders',
  publicCompanies: 'Network companies',
  publicOffers: 'Public offers',
  publicRequests: 'Public requests',
  shipments: 'Shipments',
  touchpoints: 'Touchpoints',
});
export type SearchCategory = z.infer<typeof SearchCategory>;

/** ALL searches every category; CORE the company's own records, NETWORK what it shares with others. */
export const SearchedResources = z.enum(['ALL', 'CORE', 'NETWORK']);
export type SearchedResources = z.infer<typeof SearchedResources>;

export const CORE_CATEGORIES: readonly SearchCategory[] = [
  'companies',
  'contacts',
  'haves',
  'materials',
  'needs',
  'orders',
  'shipments',
  'touchpoints',
];
export const NETWORK_CATEGORIES: readonly SearchCategory[] = [
  'auctions',
  'networkOffers',
  'networkRequests',
  'publicCompanies',
  'publicOffers',
  'publicRequests',
];

/** What a person must hold to see a category's results (each is also limited to what their company may see). */
export const CATEGORY_PERMISSION: Record<SearchCategory, Permission> = {
  auctions: 'AUCTION_READ',
  companies: 'COMPANY_READ',
  contacts: 'CONTACT_READ',
  haves: 'HAVE_READ',
  materials: 'MATERIAL_READ',
  needs: 'NEED_READ',
  networkOffers: 'OFFER_READ',
  networkRequests: 'REQUEST_READ',
  orders: 'ORDER_READ',
  publicCompanies: 'LINK_READ',
  publicOffers: 'OFFER_READ',
  publicRequests: 'REQUEST_READ',
  shipments: 'SHIPMENT_READ',
  touchpoints: 'COMPANY_READ',
};

export const SEARCH_RULES = {
  sizePerType: 5,
  /** The box waits this long after the last key before it asks (§9.2). */
  debounceMs: 300,
  /** The "results returned" analytics event waits this long after the last answer. */
  returnedEventDebounceMs: 1000,
  /** Longer queries are cut to this many characters. */
  maxQueryLength: 100,
  /** Counts stop here: past it a category shows "20+" (a box of five hits a category needs no more). */
  maxCount: 20,
} as const;

export const SEARCH_MESSAGES = {
  startTyping: 'Start typing to search',
  noItems: 'No items found',
  tryAgain: 'Try again',
  failed: 'Search failed. Try again.',
  /** A query with no letter or digit in it: nothing could ever match it. */
  nothingToFind: 'Type letters or digits to search.',
} as const;

export const SearchQuery = z.object({
  query: z
    .string()
    .trim()
    .min(1, SEARCH_MESSAGES.startTyping)
    .max(SEARCH_RULES.maxQueryLength, `Search for at most ${SEARCH_RULES.maxQueryLength} characters`),
  sizePerType: z.coerce.number().int().min(1).max(20).default(SEARCH_RULES.sizePerType),
  searchedResources: SearchedResources.default('ALL'),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** One result: what it is, how people know it, and where it opens in the app. */
export const SearchHit = z.object({
  id: z.string(),
  category: SearchCategory,
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The app path that opens it. */
  url: z.string(),
  /** A date worth showing (a touchpoint's, an order's). */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const CategoryResults = z.object({
  items: z.array(SearchHit),
  /** Matches in the category, up to `maxCount` (then "20+"). */
  count: z.number().int().min(0),
});
export type CategoryResults = z.infer<typeof CategoryResults>;

export const SearchResult = z.object({
  results: z.record(SearchCategory, CategoryResults),
  totalCount: z.number().int().min(0),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** The analytics events of part 3 §4.8, each sent only while its flag is on. */
export const SearchEvent = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('RETURNED'),
    query: z.string().trim().min(1).max(SEARCH_RULES.maxQueryLength),
    totalCount: z.number().int().min(0).max(100_000),
  }),
  z.object({
    event: z.literal('CLICKED'),
    query: z.string().trim().min(1).max(SEARCH_RULES.maxQueryLength),
    category: SearchCategory,
    position: z.number().int().min(0).max(1000),
  }),
]);
export type SearchEvent = z.infer<typeof SearchEvent>;
