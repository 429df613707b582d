import { batchWrite, type BatchPut } from '../../data/entity.js';
import type { ItemChange } from '../../data/changes.js';
import { loadOnce } from '../../lib/lazy.js';
import { defineProjection, type Projection } from '../../lib/projection.js';
import type { SearchDocument as Doc, SearchMapper } from './documents/document.js';
import {
  SearchDocument,
  SearchScope,
  SearchToken,
  type SearchDocumentItem,
  type TokenKey,
} from './search.entity.js';
import { pairsOf } from './words.js';

const keyOf = (k: TokenKey) => k.join('\u0000');

/**
 * The index items of a record's documents: one per scope and word, and one per pair of adjacent
 * words of its title (pairsOf), each carrying what a hit shows. A word that starts another word of
 * the record ("h" of "h12") is left out: whatever finds it finds the longer word too.
 */
export function tokensOf(docs: Doc[]): Array<{ key: TokenKey; put: BatchPut }> {
  const out = new Map<string, { key: TokenKey; put: BatchPut }>();
  for (const d of docs) {
    const kept = d.words.filter((w) => !d.words.some((other) => other !== w && other.startsWith(w)));
    const words = kept.join(' ');
    for (const scope of d.scopes) {
      for (const token of [...kept, ...pairsOf(d.title)]) {
        const key: TokenKey = [scope, d.category, token, d.id];
        const item = {
          scope,
          category: d.category,
          token,
          id: d.id,
          title: d.title,
          subtitle: d.subtitle,
          url: d.url,
          date: d.date,
          words,
          ...(d.until ? { until: d.until } : {}),
        };
        out.set(keyOf(key), { key, put: SearchToken.batchPut(item) });
      }
    }
  }
  return [...out.values()];
}

/** The markers of the scopes and categories some index items are in (see SearchScope). */
export function markersOf(keys: readonly TokenKey[]): BatchPut[] {
  const pairs = new Map(keys.map(([scope, category]) => [`${scope}\u0000${category}`, { scope, category }]));
  return [...pairs.values()].map((pair) => SearchScope.batchPut(pair));
}

/** Markers this container has written: each is written once per container, and never removed. */
const marked = new Set<string>();

async function mark(keys: readonly TokenKey[]): Promise<void> {
  const fresh = markersOf(keys).filter(
    (m) => !marked.has(`${String(m.stored.pk)}\u0000${String(m.stored.sk)}`),
  );
  if (!fresh.length) return;
  await batchWrite(fresh, []);
  for (const m of fresh) marked.add(`${String(m.stored.pk)}\u0000${String(m.stored.sk)}`);
}

/** Writes the record's document only if nobody moved it since it was read (one writer is expected: a failure is retried by the stream). */
async function saveDocument(
  docId: string,
  stored: SearchDocumentItem | undefined,
  keys: TokenKey[],
): Promise<SearchDocumentItem | undefined> {
  const revision = stored?.revision ?? 0;
  const condition = stored ? { revision } : undefined;
  if (!keys.length) {
    if (stored) await SearchDocument.delete({ docId }, { condition });
    return undefined;
  }
  const next = { docId, keys, revision: revision + 1 };
  if (stored) await SearchDocument.update({ docId }, { keys, revision: revision + 1 }, { condition });
  else await SearchDocument.create(next);
  return next;
}

/**
 * Brings a record's index items in line with its documents now, for mappers whose documents read
 * other items (a touchpoint's company name, a bidder's auction): the old image cannot tell what was
 * indexed then, so the record's document item does. The document item lists every
 * index item the record may have, and is written before new items appear and after stale ones
 * are gone, so a failure at any step leaves nothing the next try cannot find: the stream retries
 * the record, and every step is idempotent.
 */
export async function reindex(docId: string, docs: Doc[]): Promise<void> {
  const stored = await SearchDocument.get({ docId }, { consistent: true });
  const tokens = tokensOf(docs);
  if (!stored && !tokens.length) return;
  const wanted = new Set(tokens.map((t) => keyOf(t.key)));
  const had = new Set((stored?.keys ?? []).map(keyOf));
  const added = tokens.filter((t) => !had.has(keyOf(t.key))).map((t) => t.key);
  const stale = (stored?.keys ?? []).filter((k) => !wanted.has(keyOf(k)));
  let current = stored;
  if (added.length) {
    await mark(added);
    current = await saveDocument(docId, stored, [...(stored?.keys ?? []), ...added]);
  }
  await batchWrite(
    tokens.map((t) => t.put),
    stale.map(deletion),
  );
  if (stale.length)
    await saveDocument(
      docId,
      current,
      tokens.map((t) => t.key),
    );
}

const deletion = ([scope, category, token, id]: TokenKey) =>
  SearchToken.batchDelete({ scope, category, token, id });

/**
 * Brings the index in line with a record that only its own item decides (most of them): what the
 * item held before is in the stream record's old image, so the stale index items are computed, not
 * read, and the whole change is one BatchWriteItem (its markers first, once per container). A
 * redelivered record computes the same writes again.
 */
async function project(before: Doc[], after: Doc[]): Promise<void> {
  const previous = tokensOf(before);
  const next = tokensOf(after);
  const wanted = new Set(next.map((t) => keyOf(t.key)));
  const had = new Set(previous.map((t) => keyOf(t.key)));
  await mark(next.filter((t) => !had.has(keyOf(t.key))).map((t) => t.key));
  await batchWrite(
    next.map((t) => t.put),
    previous.filter((t) => !wanted.has(keyOf(t.key))).map((t) => deletion(t.key)),
  );
}

/** What one write means for a record's documents: before and after, or, for a mapper that reads other items, after alone. */
export interface DocumentChange {
  docId: string;
  before?: Doc[];
  after: Doc[];
}

/**
 * What one write means for search: nothing when what search reads of the item did not change;
 * otherwise the record's documents before and after, from the stream record's two images, or, for
 * a mapper that reads other items, its documents now (to be compared with the record's document item).
 */
export async function documentChanges(mapper: SearchMapper, change: ItemChange): Promise<DocumentChange[]> {
  const image = change.after ?? change.before;
  if (!image) return [];
  if (JSON.stringify(mapper.watched(change.before)) === JSON.stringify(mapper.watched(change.after)))
    return [];
  const docId = mapper.record(image);
  const after = await mapper.documents(change.after, docId);
  if (mapper.reads) return [{ docId, after }];
  return [{ docId, before: await mapper.documents(change.before, docId), after }];
}

/** Brings the index in line with the documents' changes: stale index items deleted, new ones written. */
export async function applyDocumentChanges(changes: DocumentChange[]): Promise<void> {
  for (const { docId, before, after } of changes)
    await (before ? project(before, after) : reindex(docId, after));
}

/**
 * What global search finds, as a projection of an entity (`<entity>.search`, on the read-models
 * consumer): the entity's mapper (`*.search.ts` beside its aggregate) turns its items into
 * documents, loaded with its first change so the consumer starts without every mapper.
 */
export function searchOf(entity: string, mapper: () => Promise<SearchMapper>): Projection {
  const mapperOnce = loadOnce(mapper);
  return defineProjection({
    name: `${entity}.search`,
    entity,
    consumer: 'read-models',
    derive: async (change) => documentChanges(await mapperOnce(), change),
    // Computed from the record's images, the index items are the same on every try: no marker.
    write: applyDocumentChanges,
    rebuild: {},
  });
}
