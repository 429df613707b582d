import { describe, expect, it } from 'vitest';
import { COMPANY_FILTERS, companyListQuery } from './company-list';

const query = (filters: Partial<typeof COMPANY_FILTERS>) =>
  companyListQuery({ ...COMPANY_FILTERS, ...filters }, { page: 0, size: 25, sort: 'name,asc' });

describe('the company list query', () => {
  it('sends a place with its radius, and no location filter without coordinates', () => {
    expect(
      query({ near: 'Chicago, IL', latitude: '41.88', longitude: '-87.62', radius: '50' }),
    ).toMatchObject({
      latitude: 41.88,
      longitude: -87.62,
      radius: 50,
    });
    expect(query({ near: 'Chicago, IL' })).not.toHaveProperty('radius');
  });

  it('reads a created range the wrong way round as the days between its ends', () => {
    expect(query({ createdFrom: '2026-03-01', createdTo: '2026-01-01' })).toMatchObject({
      createdFrom: '2026-01-01',
      createdTo: '2026-03-01',
    });
  });

  it('reads a last touchpoint range the wrong way round as the days between its ends', () => {
    expect(query({ lastTouchpointFrom: '2026-04-02', lastTouchpointTo: '2026-04-01' })).toMatchObject({
      lastTouchpointFrom: '2026-04-01',
      lastTouchpointTo: '2026-04-02',
    });
    expect(query({ lastTouchpointTo: '2026-04-01' })).toMatchObject({
      lastTouchpointFrom: undefined,
      lastTouchpointTo: '2026-04-01',
    });
  });

  it('sends the companies picked, each once, and none when none is picked', () => {
    expect(query({ companyId: 'c1,c2,,c1' })).toMatchObject({ companyId: ['c1', 'c2'] });
    expect(query({})).toMatchObject({ companyId: undefined });
  });

  it('reads a contacts range the wrong way round as the counts between its ends, and keeps the map choice', () => {
    expect(query({ contactsMin: '5', contactsMax: '2', located: 'false' })).toMatchObject({
      contactsMin: 2,
      contactsMax: 5,
      located: 'false',
    });
    expect(query({ located: 'maybe' })).toMatchObject({ located: undefined });
  });

  it('leaves out what the address got wrong', () => {
    expect(
      query({
        materialType: 'GOLD',
        service: 'FLYING',
        contactsMin: 'many',
        createdFrom: 'soon',
        lastTouchpointTo: 'later',
      }),
    ).toMatchObject({
      materialType: undefined,
      services: undefined,
      contactsMin: undefined,
      createdFrom: undefined,
      lastTouchpointTo: undefined,
    });
    expect(query({ materialType: 'PP', contactsMin: '2', tag: 'tag-key' })).toMatchObject({
      materialType: ['PP'],
      contactsMin: 2,
      tag: ['tag-key'],
    });
  });
});
