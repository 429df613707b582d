import { describe, expect, it } from 'vitest';
import { derivedOnce, lazy, loadOnce } from './lazy.js';

describe('lazy', () => {
  it('builds its value on first use only', () => {
    let builds = 0;
    const value = lazy(() => ++builds);
    expect(builds).toBe(0);
    expect([value(), value()]).toEqual([1, 1]);
  });
});

describe('derivedOnce', () => {
  it('derives once per object, undefined included, and anew for another object', () => {
    const derived: string[] = [];
    const shout = derivedOnce((item: { name?: string }) => {
      derived.push(item.name ?? '(none)');
      return item.name?.toUpperCase();
    });
    const a = { name: 'acme' };
    const b = {};
    expect([shout(a), shout(a), shout(b), shout(b), shout({ name: 'acme' })]).toEqual([
      'ACME',
      'ACME',
      undefined,
      undefined,
      'ACME',
    ]);
    expect(derived).toEqual(['acme', '(none)', 'acme']);
  });
});

describe('loadOnce', () => {
  it('loads once however often it is asked, and again after a failed load', async () => {
    let loads = 0;
    const failing = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('not yet');
      return { loads };
    });
    await expect(failing()).rejects.toThrow('not yet');
    const [first, second] = await Promise.all([failing(), failing()]);
    expect(first).toBe(second);
    expect(await failing()).toBe(first);
    expect(loads).toBe(2);
  });
});
