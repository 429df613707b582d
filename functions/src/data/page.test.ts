import { describe, expect, it } from 'vitest';
import { firstOf, mergedPage, type Slice } from './page.js';

interface Row {
  id: string;
  at: string;
}
const newestFirst = (a: Row, b: Row) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1);

const rows = (prefix: string, days: number[]): Row[] =>
  days.map((d) => ({ id: `${prefix}${d}`, at: `2026-01-${String(d).padStart(2, '0')}` })).sort(newestFirst);

/** A list read by cursor two items a Query, recording how many items each call asked for. */
function cursorList(items: Row[], asked: number[]) {
  return (limit: number, cursor: string | null): Promise<Slice<Row>> => {
    asked.push(limit);
    const from = cursor ? Number(cursor) : 0;
    const to = Math.min(from + Math.min(limit, 2), items.length);
    return Promise.resolve({ items: items.slice(from, to), cursor: to < items.length ? String(to) : null });
  };
}

describe('a page of several lists merged', () => {
  const offers = rows('o', [1, 4, 5, 9, 12, 13, 20, 28]);
  const listings = rows('l', [2, 3, 9, 14, 15]);
  const requests = rows('r', [6, 7, 30]);
  const everything = [...offers, ...listings, ...requests].sort(newestFirst);

  it('answers every page as if the lists were one sorted list, with their totals summed', async () => {
    for (const size of [1, 2, 3, 5, 16, 20]) {
      for (let page = 0; page * size <= everything.length + size; page++) {
        const got = await mergedPage(
          [
            { first: (n) => firstOf(cursorList(offers, []), n), total: offers.length },
            { first: (n) => listings.slice(0, n), total: Promise.resolve(listings.length) },
            { first: (n) => firstOf(cursorList(requests, []), n), total: requests.length },
          ],
          page,
          size,
          newestFirst,
        );
        expect(got, `page ${page} of ${size}`).toEqual({
          items: everything.slice(page * size, (page + 1) * size),
          total: everything.length,
        });
      }
    }
  });

  it('reads no list past the end of the page asked for', async () => {
    const asked: number[] = [];
    const read = cursorList(offers, asked);
    let handed = 0;
    const counted = async (n: number) => {
      const items = await firstOf(read, n);
      handed += items.length;
      return items;
    };
    await mergedPage([{ first: counted, total: offers.length }], 1, 2, newestFirst);
    expect(handed).toBe(4);
    expect(Math.max(...asked)).toBeLessThanOrEqual(4);
  });
});
