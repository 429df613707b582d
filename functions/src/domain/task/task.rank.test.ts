import { describe, expect, it } from 'vitest';
import { isRank } from '../account/rank.js';
import { placement } from './task.rank.js';

/** The ranks of a list as shown (highest first) after each move, checked to stay a strict total order. */
const shown = (ranks: string[]) => [...ranks].sort().reverse();

describe('placing a task among the others', () => {
  it('puts a new task above every other, starting in the middle', () => {
    expect(placement([]).top()).toBe('i');
    const top = placement(['a', 'i', 'q']).top();
    expect(top > 'q' && isRank(top)).toBe(true);
  });

  it('puts a moved task right above its lower neighbour, below the upper one', () => {
    const place = placement(['a', 'i', 'q']).between('a', 'i')!;
    expect(place.rank > 'a' && place.rank < 'i').toBe(true);
    expect(place.neighbours).toEqual(['a', 'i']);
  });

  it('finds the other neighbour itself when only one is given, at either end too', () => {
    const under = placement(['a', 'i', 'q']).between(undefined, 'i')!;
    expect(under.rank > 'a' && under.rank < 'i').toBe(true);
    expect(under.neighbours).toEqual(['a', 'i']);
    const bottom = placement(['a', 'i']).between(undefined, 'a')!;
    expect(bottom.rank < 'a' && isRank(bottom.rank)).toBe(true);
    expect(bottom.neighbours).toEqual(['a']);
    const top = placement(['a', 'i']).between('i', undefined)!;
    expect(top.rank > 'i').toBe(true);
  });

  it('never lands on a task hidden between the two neighbours the client showed', () => {
    // 'i' is a completed task the client does not show between 'a' and 'q'.
    const place = placement(['a', 'i', 'q']).between('a', 'q')!;
    expect(place.rank > 'a' && place.rank < 'i').toBe(true);
    expect(place.neighbours).toEqual(['a', 'i']);
  });

  it('knows when the task already sits where it is asked to go', () => {
    const place = placement(['a', 'q']).between('a', 'q')!;
    expect(place.contains('i')).toBe(true);
    expect(place.contains('z')).toBe(false);
  });

  it('refuses neighbours it does not know or that are out of order: the client list is stale', () => {
    expect(placement(['a', 'i']).between('b', undefined)).toBeUndefined();
    expect(placement(['a', 'i']).between('i', 'a')).toBeUndefined();
    expect(placement(['a', 'i']).between(undefined, undefined)).toBeUndefined();
  });

  it('keeps a strict total order through many random moves and additions', () => {
    let ranks: string[] = [];
    let seed = 11;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 1500; i++) {
      if (ranks.length < 3 || random(4) === 0) {
        ranks.push(placement(ranks).top());
        continue;
      }
      const list = shown(ranks);
      const moved = list[random(list.length)]!;
      const others = list.filter((r) => r !== moved);
      const at = random(others.length + 1);
      // Dropped at display index `at`: the one above it is `upper`, the one below is `lower`.
      const place = placement(others).between(others[at], others[at - 1])!;
      if (!place.contains(moved)) ranks = [...others, place.rank];
      expect(shown(ranks).indexOf(place.contains(moved) ? moved : place.rank)).toBe(at);
    }
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(ranks.every(isRank)).toBe(true);
  });
});
