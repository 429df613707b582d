import { describe, expect, it } from 'vitest';
import { aliasOf, namedCount, namedTenants, namedWith } from './auction.entity.js';

describe('the companies an auction names', () => {
  it('gives each company the alias of its place in the order named, and none to a company not named', () => {
    const named = namedWith({}, ['t-a', 't-b']);
    expect(named).toBe('t-a t-b');
    const later = { named: namedWith({ named }, ['t-c']) };
    expect([
      aliasOf(later, 't-a'),
      aliasOf(later, 't-b'),
      aliasOf(later, 't-c'),
      aliasOf(later, 't-d'),
    ]).toEqual([1, 2, 3, undefined]);
  });

  it('lists and counts the companies named, in alias order', () => {
    const item = { named: namedWith({}, ['t-a', 't-b', 't-c']) };
    expect(namedTenants(item)).toEqual(['t-a', 't-b', 't-c']);
    expect(namedCount(item)).toBe(3);
    expect(namedCount({})).toBe(0);
  });

  it('is absent while nobody is named', () => {
    expect(namedWith({}, [])).toBeUndefined();
    expect(aliasOf({}, 't-a')).toBeUndefined();
  });

  it('reads an auction written before `named` from its map of aliases, and names on after them', () => {
    const legacy = { aliases: { 't-b': 2, 't-a': 1 } };
    expect(aliasOf(legacy, 't-b')).toBe(2);
    const named = namedWith(legacy, ['t-c']);
    expect(named).toBe('t-a t-b t-c');
    expect(aliasOf({ ...legacy, named }, 't-c')).toBe(3);
  });

  it('refuses a tenant id that would read as two', () => {
    expect(() => namedWith({}, ['t a'])).toThrow(/cannot name/);
  });
});
