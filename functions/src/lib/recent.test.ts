import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiringMap, recentCache } from './recent.js';

describe('recentCache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers readers at once with one read, and reads again once the moment has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const cache = recentCache<string>(5_000);
    let reads = 0;
    const load = async () => `profile ${++reads}`;
    expect(
      await Promise.all([cache.through('t1', load), cache.through('t1', load), cache.through('t1', load)]),
    ).toEqual(['profile 1', 'profile 1', 'profile 1']);
    vi.setSystemTime(new Date('2026-11-26T10:00:04Z'));
    expect(await cache.through('t1', load)).toBe('profile 1');
    vi.setSystemTime(new Date('2026-11-26T10:00:06Z'));
    expect(await cache.through('t1', load)).toBe('profile 2');
  });

  it('keeps neither an empty nor a failed read, so a record made a moment later is found', async () => {
    const cache = recentCache<string>(5_000);
    expect(await cache.through('loc', async () => undefined)).toBeUndefined();
    expect(await cache.through('loc', async () => 'Plant')).toBe('Plant');
    await expect(cache.through('other', async () => Promise.reject(new Error('throttled')))).rejects.toThrow(
      'throttled',
    );
    expect(await cache.through('other', async () => 'Yard')).toBe('Yard');
  });

  it('forgets a key, or every key, and holds at most its limit', async () => {
    const cache = recentCache<number>(5_000, 2);
    let reads = 0;
    const load = async () => ++reads;
    await cache.through('a', load);
    await cache.through('b', load);
    cache.forget('a');
    expect(await cache.through('a', load)).toBe(3);
    expect(await cache.through('c', load)).toBe(4);
    // Three keys in a cache of two: the oldest ('b') went, the others stay.
    expect(await cache.through('c', load)).toBe(4);
    expect(await cache.through('b', load)).toBe(5);
    cache.forget();
    expect(await cache.through('a', load)).toBe(6);
  });

  it('keeps a plain value for its moment, then answers nothing', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const seen = expiringMap<number>(5_000);
    seen.set('auction', 7);
    expect(seen.get('auction')).toBe(7);
    vi.setSystemTime(new Date('2026-11-26T10:00:06Z'));
    expect(seen.get('auction')).toBeUndefined();
  });
});
