import type { SearchCategory } from '@polyloop/shared/search/search';
import type { Image } from '../../../data/changes.js';

/** One searchable record as search shows it, in one category, for the scopes that may see it. */
export interface SearchDocument {
  category: SearchCategory;
  /** Tenant ids, or PUBLIC_SCOPE for what every company may see. */
  scopes: string[];
  id: string;
  title: string;
  subtitle: string | null;
  url: string;
  date: string | null;
  /** When it leaves search by time alone (it stays in the index until its next write). */
  until?: string;
  /** The words it is found by (wordsOf), its title's first. */
  words: string[];
}

/**
 * How an entity's items become search documents, kept beside its aggregate (`*.search.ts`). Most
 * read the item alone (`fromImage`); a bidder's place reads its auction, a touchpoint its
 * company's name.
 */
export interface SearchMapper {
  /** The indexed record an item belongs to (an auction's bidders belong to the auction's). */
  record(image: Image): string;
  /** What of an item search reads: a write changing none of it is skipped without a read. */
  watched(image: Image | undefined): unknown;
  /** The record's documents now (none once archived, deleted or out of sight), from the item as written. */
  documents(image: Image | undefined, record: string): Promise<SearchDocument[]>;
  /**
   * Its documents read other items too, so what was indexed before cannot be told from the old
   * image: the index keeps a document item of what it wrote for the record.
   */
  reads?: boolean;
}

/** A mapper that needs nothing but the item: what it watches is the documents themselves. */
export function fromImage(
  record: (image: Image) => string,
  map: (image: Image) => SearchDocument[],
): SearchMapper {
  const documents = (image: Image | undefined) => (image ? map(image) : []);
  return { record, watched: documents, documents: async (image) => documents(image) };
}

/** Reads an image's attributes with the item's type (the stream hands the stored attributes as they are). */
export const as = <T>(image: Image) => image as unknown as T;

/** Text parts joined with " · ", blanks left out; null when nothing is left. */
export const joined = (...parts: Array<string | null | undefined>) =>
  parts.filter((p) => !!p && p.trim()).join(' · ') || null;

/** City, state of a place, as lists show it. */
export const placeOf = (place: { city?: string | null; stateProvince?: string | null } | null | undefined) =>
  place ? [place.city, place.stateProvince].filter(Boolean).join(', ') || null : null;

export const path = (base: string, id: string, tail = '') => `${base}/${encodeURIComponent(id)}${tail}`;
