import { describe, expect, it } from 'vitest';
import { isRank, rankBetween } from './rank.js';

describe('fractional ranks', () => {
  it('starts in the middle and appends after the last', () => {
    const first = rankBetween();
    expect(first).toBe('i');
    const second = rankBetween(first);
    expect(second > first).toBe(true);
    expect(rankBetween(undefined, first) < first).toBe(true);
  });

  it('always finds a rank strictly between two neighbours, however often the same gap is split', () => {
    let low = rankBetween();
    const high = rankBetween(low);
    for (let i = 0; i < 200; i++) {
      const mid = rankBetween(low, high);
      expect(mid > low && mid < high, `${low} < ${mid} < ${high}`).toBe(true);
      expect(isRank(mid)).toBe(true);
      low = mid;
    }
    let up = high;
    for (let i = 0; i < 200; i++) {
      const mid = rankBetween(low, up);
      expect(mid > low && mid < up).toBe(true);
      up = mid;
    }
  });

  it('keeps room at the start of the list, however many items go first', () => {
    let first = rankBetween();
    for (let i = 0; i < 300; i++) {
      const before = rankBetween(undefined, first);
      expect(before < first && isRank(before)).toBe(true);
      first = before;
    }
    expect(first.length).toBeLessThan(70);
  });

  it('grows slowly when items are appended', () => {
    let last = rankBetween();
    for (let i = 0; i < 1000; i++) last = rankBetween(last);
    expect(last.length).toBeLessThanOrEqual(40);
  });

  it('handles neighbours whose digits are adjacent or share a prefix', () => {
    expect(rankBetween('a', 'b')).toMatch(/^a/);
    expect(rankBetween('a', 'b') > 'a').toBe(true);
    const mid = rankBetween('az', 'b');
    expect(mid > 'az' && mid < 'b').toBe(true);
    const deep = rankBetween('a1', 'a11');
    expect(deep > 'a1' && deep < 'a11').toBe(true);
  });

  it('keeps a list in order under random moves between neighbours', () => {
    const list = [rankBetween()];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 2000; i++) {
      const at = random(list.length + 1);
      list.splice(at, 0, rankBetween(list[at - 1], list[at]));
    }
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every(isRank)).toBe(true);
  });

  it('refuses ranks out of order or malformed', () => {
    expect(() => rankBetween('b', 'a')).toThrow();
    expect(() => rankBetween('a', 'a')).toThrow();
    expect(() => rankBetween('a0')).toThrow();
    expect(() => rankBetween('A')).toThrow();
  });
});
