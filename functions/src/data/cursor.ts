import { InvalidCursor } from './errors.js';

/**
 * Page cursors are DynamoDB's LastEvaluatedKey, passed through opaquely but checked on the way
 * back: a cursor names the index it came from, carries exactly that index's key attributes as
 * strings, and stays inside the partition (and sort-key range) of the query it continues. So a
 * forged or foreign cursor is refused as the caller's mistake, and can never move a query into
 * another partition.
 */

interface Envelope {
  /** The index the key came from ('table' for the table's own key). */
  i: string;
  k: Record<string, unknown>;
}

export interface CursorScope {
  index: string;
  /** Every attribute the index's LastEvaluatedKey holds. */
  keyFields: string[];
  /** The partition the query reads: the key must be in it. */
  partition: { field: string; value: string };
  /** The query's sort-key condition, when it has one. */
  sortKey?: { field: string; accepts: (value: string) => boolean };
}

export function encodeCursor(index: string, key: Record<string, unknown> | undefined): string | null {
  return key
    ? Buffer.from(JSON.stringify({ i: index, k: key } satisfies Envelope)).toString('base64url')
    : null;
}

function parse(cursor: string): Envelope {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Envelope> | null;
    if (
      parsed &&
      typeof parsed.i === 'string' &&
      parsed.k &&
      typeof parsed.k === 'object' &&
      !Array.isArray(parsed.k)
    )
      return parsed as Envelope;
  } catch {
    // not base64url JSON: refused below
  }
  throw new InvalidCursor('not a cursor');
}

/** The start key a cursor stands for, after checking it belongs to this query. */
export function decodeCursor(
  cursor: string | null | undefined,
  scope: CursorScope,
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  const { i, k } = parse(cursor);
  if (i !== scope.index) throw new InvalidCursor('from another list');
  const fields = Object.keys(k).sort();
  const expected = [...new Set(scope.keyFields)].sort();
  if (
    fields.length !== expected.length ||
    fields.some((f, n) => f !== expected[n]) ||
    Object.values(k).some((v) => typeof v !== 'string' || v.length > 2048)
  ) {
    throw new InvalidCursor('malformed key');
  }
  const key = k as Record<string, string>;
  if (key[scope.partition.field] !== scope.partition.value) throw new InvalidCursor('from another list');
  if (scope.sortKey && !scope.sortKey.accepts(key[scope.sortKey.field]!))
    throw new InvalidCursor('outside the list');
  return key;
}
