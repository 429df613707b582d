import { describe, expect, it } from 'vitest';
import { aliasOf, judgedAs, judgementOf, namedWith, type Judgement } from './auction.entity.js';

describe('the companies an auction names', () => {
  it('gives each company the alias of its place in the order named, and none to a company not named', () => {
    const named = namedWith({}, ['t-a', 't-b']);
    expect(named).toBe('t-a t-b');
    const later = { named: namedWith({ named }, ['t-c']) };
    expect([aliasOf(later, 't-a'), aliasOf(later, 't-b'), aliasOf(later, 't-c'), aliasOf(later, 't-d')]).toEqual([1, 2, 3, undefined]);
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

describe('the judgement an auction keeps', () => {
  const judgement: Judgement = {
    entries: [],
    place: { tenantId: 't-a', auctionId: 'a1', ownerTenantId: 't-o', company: { id: 'p1', name: 'Acme Plastics' }, alias: 1, invitation: 'PUBLIC', withdrawn: false, bidCount: 0, people: ['u1'], invitedDate: '2026-11-26T12:00:00.000Z', updatedDate: '2026-11-26T12:00:00.000Z' },
    bids: 1,
  };

  it('reads back as it was judged', () => {
    expect(judgementOf({ judged: judgedAs(judgement) })).toEqual(judgement);
  });

  it('fills in the place’s defaults and refuses what is not a judgement', () => {
    const { withdrawn: _w, bidCount: _b, people: _p, ...bare } = judgement.place;
    expect(judgementOf({ judged: JSON.stringify({ ...judgement, place: bare }) })?.place).toMatchObject({ withdrawn: false, bidCount: 0, people: [] });
    expect(() => judgementOf({ judged: JSON.stringify({ entries: 'none' }) })).toThrow();
  });

  it('reads an auction written before `judged` from its map', () => {
    expect(judgementOf({ judgement })?.place.tenantId).toBe('t-a');
    expect(judgementOf({})).toBeUndefined();
  });
});
