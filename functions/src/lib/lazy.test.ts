import { describe, expect, it } from 'vitest';
import { derivedOnce, lazy } from './lazy.js';

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
