import * as z from 'zod';
import { SearchCategory } from '@polyloop/shared/search/search';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';

/** The scope of what every company may see (public listings, the directory, public auctions). */
export const PUBLIC_SCOPE = 'PUBLIC';

/**
 * One word of one searchable record, in the index global search reads: the partition is who may
 * see it (a tenant, or PUBLIC) and its category, the sort key the word then the record's id, so
 * `begins_with` on a typed prefix finds every record one of whose words starts with it. The item
 * carries what a hit shows and all of the record's words, so the other words of a query are
 * checked without another read. Written only by the stream's projection (search.projection.ts).
 */
export const SearchToken = defineEntity({
  name: 'search-token',
  schema: z.object({
    scope: z.string(),
    category: SearchCategory,
    token: z.string(),
    /** The record's id as its page knows it. */
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    url: z.string(),
    date: z.string().nullable(),
    /** Every word of the record, space-separated. */
    words: z.string(),
    /** When it leaves search by time alone (a public listing's closing): reads drop it from then on. */
    until: z.string().optional(),
  }),
  indexes: {
    // pageTokensByPrefix: the records of one scope and category with a word starting with a prefix
    byToken: { pk: ['scope', 'category'], sk: ['token', 'id'] },
  },
});
export type SearchTokenItem = z.infer<typeof SearchToken.schema>;

/** Where one index item is: [scope, category, token, id]. */
export const TokenKey = z.tuple([z.string(), SearchCategory, z.string(), z.string()]);
export type TokenKey = z.infer<typeof TokenKey>;

/**
 * What the index holds for one source record whose documents read other items (a touchpoint shows
 * its company's name, a bidder's place its auction): the keys of its index items, so a change or
 * removal deletes exactly the stale ones. (For the others the stream record's old image tells.)
 * `revision` orders the writes of the record's projection: each is conditioned on the revision read.
 */
export const SearchDocument = defineEntity({
  name: 'search-document',
  schema: z.object({
    docId: z.string(),
    keys: z.array(TokenKey),
    revision: z.number().int(),
  }),
  indexes: {
    // SearchDocument.get: what a record has in the index (the projection, consistent)
    byId: { pk: ['docId'], sk: [] },
  },
});
export type SearchDocumentItem = z.infer<typeof SearchDocument.schema>;

/**
 * That a scope has (or once had) records of a category in the index: written by the projection
 * before the first index item of its kind, never removed. A search reads the markers of its scopes
 * first and queries only the categories they name, so a company that keeps no orders asks nothing
 * of an empty partition.
 */
export const SearchScope = defineEntity({
  name: 'search-scope',
  schema: z.object({ scope: z.string(), category: SearchCategory }),
  indexes: {
    // SearchScope.batch: which categories of a scope have records, for every category at once
    byCategory: { pk: ['scope'], sk: ['category'] },
  },
});

/**
 * Up to `limit` index items of one scope and category whose word starts with `prefix`, in word
 * order: one Query. Asked as the range from the prefix to the prefix and the highest character,
 * which is what `begins_with` means here (words hold letters and digits only): DynamoDB Local reads
 * a partition from its start up to a `begins_with` range, but seeks straight to a BETWEEN's.
 */
export const pageTokensByPrefix = (
  scope: string,
  category: SearchCategory,
  prefix: string,
  limit: number,
  cursor: string | null = null,
): Promise<Slice<SearchTokenItem>> =>
  SearchToken.query(
    'byToken',
    { scope, category },
    { range: { between: [{ token: prefix }, { token: prefix }] }, limit, cursor },
  );
