/**
 * The spec's lists ask for page N of size S while DynamoDB pages by cursor: read forward, at most
 * (N + 1) · S items in as few Queries as the index allows, and keep the last S. Cheap for the
 * first pages people actually open; the cursor is never rebuilt by hand.
 */
export async function pageOf<T>(
  fetch: (limit: number, cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>,
  page: number,
  size: number,
): Promise<T[]> {
  const wanted = (page + 1) * size;
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const next: { items: T[]; cursor: string | null } = await fetch(wanted - found.length, cursor);
    found.push(...next.items);
    cursor = next.cursor;
  } while (cursor && found.length < wanted);
  return found.slice(page * size, wanted);
}
