import { describe, expect, it } from 'vitest';
import { CompanyListQuery } from '@polyloop/shared/crm/company';
import { Company, type CompanyItem } from './company.entity.js';
import { companyFilter, filtersInMemory } from './company.filters.js';

const company = (fields: Partial<CompanyItem> & { companyId: string; name: string }): CompanyItem =>
  Company.schema.parse({
    tenantId: 't1',
    nameKey: fields.name.toLowerCase(),
    status: 'ACTIVE',
    createdDate: '2026-03-10T12:00:00.000Z',
    updatedDate: '2026-03-10T12:00:00.000Z',
    updatedBy: 'u1',
    updatedByName: 'Ann',
    ...fields,
  });

const chicago = {
  id: 'l1',
  city: 'Chicago',
  stateProvince: 'IL',
  country: 'US' as const,
  latitude: 41.88,
  longitude: -87.63,
};
const milwaukee = {
  ...chicago,
  id: 'l2',
  city: 'Milwaukee',
  stateProvince: 'WI',
  latitude: 43.04,
  longitude: -87.91,
};
const dallas = {
  ...chicago,
  id: 'l3',
  city: 'Dallas',
  stateProvince: 'TX',
  latitude: 32.78,
  longitude: -96.8,
};
const all = [
  company({
    companyId: 'a',
    name: 'Acme',
    headquarters: chicago,
    tagIds: ['tag-key'],
    materials: ['PET', 'PP'],
    contactCount: 3,
  }),
  company({
    companyId: 'b',
    name: 'Bolt',
    headquarters: milwaukee,
    tagIds: ['tag-key', 'tag-east'],
    materials: ['PP'],
    lastTouchpoint: '2026-04-02T15:30:00.000Z',
  }),
  company({
    companyId: 'c',
    name: 'Cobalt',
    headquarters: dallas,
    createdDate: '2026-05-01T00:00:00.000Z',
    lastTouchpoint: '2026-06-20T08:00:00.000Z',
  }),
  company({
    companyId: 'd',
    name: 'Delta',
    headquarters: { id: 'l4', city: 'Reno', stateProvince: 'NV', country: 'US' },
  }),
];
const names = (query: Record<string, unknown>) =>
  all.filter(companyFilter(CompanyListQuery.parse(query))).map((c) => c.name);

describe('the company list filters', () => {
  it('keep the companies whose headquarters is within the radius of a point', () => {
    expect(names({ latitude: '41.88', longitude: '-87.63', radius: '25' })).toEqual(['Acme']);
    expect(names({ latitude: '41.88', longitude: '-87.63', radius: '100' })).toEqual(['Acme', 'Bolt']);
  });

  it('tell companies with a place on the map from those without', () => {
    expect(names({ located: 'false' })).toEqual(['Delta']);
    expect(names({ located: 'true' })).toEqual(['Acme', 'Bolt', 'Cobalt']);
  });

  it('match any or all of the tags and material types chosen', () => {
    expect(names({ tag: ['tag-key', 'tag-east'] })).toEqual(['Acme', 'Bolt']);
    expect(names({ tag: ['tag-key', 'tag-east'], tagMatch: 'all' })).toEqual(['Bolt']);
    expect(names({ materialType: ['PET', 'PP'], materialMatch: 'all' })).toEqual(['Acme']);
  });

  it('keep dates and counts within their ranges, bounds included', () => {
    expect(names({ createdFrom: '2026-05-01' })).toEqual(['Cobalt']);
    expect(names({ createdTo: '2026-03-10' })).toEqual(['Acme', 'Bolt', 'Delta']);
    expect(names({ contactsMin: '1', contactsMax: '3' })).toEqual(['Acme']);
  });

  it('keep the companies last touched within a range, never the ones not touched yet', () => {
    expect(names({ lastTouchpointFrom: '2026-04-02', lastTouchpointTo: '2026-04-02' })).toEqual(['Bolt']);
    expect(names({ lastTouchpointFrom: '2026-04-03' })).toEqual(['Cobalt']);
    expect(names({ lastTouchpointTo: '2026-12-31' })).toEqual(['Bolt', 'Cobalt']);
    expect(names({})).toEqual(['Acme', 'Bolt', 'Cobalt', 'Delta']);
  });

  it('keep only the companies picked', () => {
    expect(names({ companyId: ['c', 'd'] })).toEqual(['Cobalt', 'Delta']);
  });

  it('refuse a half location and ranges that end before they start', () => {
    const refused = (query: Record<string, unknown>) =>
      CompanyListQuery.safeParse(query).error?.issues.map((i) => i.path.join('.'));
    expect(refused({ latitude: '41', radius: '10' })).toEqual(['radius']);
    expect(refused({ createdFrom: '2026-02-01', createdTo: '2026-01-01' })).toEqual(['createdTo']);
    expect(refused({ contactsMin: '5', contactsMax: '2' })).toEqual(['contactsMax']);
    expect(refused({ lastTouchpointFrom: '2026-04-02', lastTouchpointTo: '2026-04-01' })).toEqual([
      'lastTouchpointTo',
    ]);
  });

  it('read the whole list only for filters no index holds', () => {
    expect(filtersInMemory(CompanyListQuery.parse({ q: 'ac' }))).toBe(false);
    expect(filtersInMemory(CompanyListQuery.parse({ located: 'true' }))).toBe(true);
    expect(filtersInMemory(CompanyListQuery.parse({ lastTouchpointTo: '2026-04-01' }))).toBe(true);
  });
});
