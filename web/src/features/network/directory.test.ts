import { describe, expect, it } from 'vitest';
import type { DirectoryCompany, Link, LinkStatus } from '@polyloop/shared/network/link';
import {
  boundsOf,
  DIRECTORY_FILTERS,
  directoryQuery,
  displayOf,
  linkActions,
  placed,
  viewCount,
} from './directory';

const link = (status: LinkStatus): Link => ({
  status,
  message: null,
  rejectionReason: null,
  rejectionMessage: null,
  representatives: [],
  requestedDate: '2026-01-01',
  updatedDate: '2026-01-01',
});
const company = (over: Partial<DirectoryCompany> = {}): DirectoryCompany => ({
  id: 'c1',
  name: 'Lone Star Resins',
  about: null,
  website: null,
  services: [],
  materials: [],
  logoUrl: null,
  linkCount: 0,
  place: null,
  link: null,
  own: false,
  ...over,
});

describe('the directory query', () => {
  it('sends only the filters set, and nothing the URL got wrong', () => {
    expect(directoryQuery(DIRECTORY_FILTERS, 0, 25)).toEqual({
      page: 0,
      size: 25,
      view: 'global',
      linkStatus: undefined,
      q: undefined,
      service: undefined,
      materialType: undefined,
    });
    const query = directoryQuery(
      { ...DIRECTORY_FILTERS, view: 'bogus', q: '  resins ', service: 'GRINDING', materialType: 'GLASS' },
      2,
      100,
    );
    expect(query).toMatchObject({
      page: 2,
      size: 100,
      view: 'global',
      q: 'resins',
      service: 'GRINDING',
      materialType: undefined,
    });
  });

  it('asks for one direction of link requests only within the link requests view', () => {
    expect(
      directoryQuery({ ...DIRECTORY_FILTERS, view: 'linkRequests', linkStatus: 'PENDING_FROM' }, 0, 25)
        .linkStatus,
    ).toBe('PENDING_FROM');
    expect(
      directoryQuery({ ...DIRECTORY_FILTERS, view: 'linkRequests', linkStatus: 'LINKED' }, 0, 25).linkStatus,
    ).toBeUndefined();
    expect(
      directoryQuery({ ...DIRECTORY_FILTERS, view: 'companyLinks', linkStatus: 'PENDING_TO' }, 0, 25)
        .linkStatus,
    ).toBeUndefined();
  });

  it('filters by distance only with a place and a radius', () => {
    const near = {
      ...DIRECTORY_FILTERS,
      near: 'Chicago, IL',
      latitude: '41.85',
      longitude: '-87.65',
      radius: '50',
    };
    expect(directoryQuery(near, 0, 25)).toMatchObject({ latitude: 41.85, longitude: -87.65, radius: 50 });
    expect(directoryQuery({ ...near, latitude: '' }, 0, 25)).not.toHaveProperty('radius');
  });

  it('reads the display from the URL, the table unless the map is asked for', () => {
    expect(displayOf('map')).toBe('map');
    expect(displayOf(null)).toBe('table');
    expect(displayOf('globe')).toBe('table');
  });

  it('counts requests both ways on the link requests tab and links on the company links tab', () => {
    const counts = { received: 2, sent: 1, linked: 4 };
    expect(viewCount('linkRequests', counts)).toBe(3);
    expect(viewCount('companyLinks', counts)).toBe(4);
    expect(viewCount('global', counts)).toBeUndefined();
    expect(viewCount('linkRequests', undefined)).toBeUndefined();
  });
});

describe('link actions', () => {
  it('offers what fits the link: ask, answer, withdraw or look after it', () => {
    expect(linkActions(company())).toEqual(['send']);
    expect(linkActions(company({ link: link('PENDING_FROM') }))).toEqual(['accept', 'reject']);
    expect(linkActions(company({ link: link('PENDING_TO') }))).toEqual(['cancel']);
    expect(linkActions(company({ link: link('LINKED') }))).toEqual(['representatives']);
  });

  it('lets the company that declined ask later, but not the one declined; nothing for my own company', () => {
    expect(linkActions(company({ link: link('REJECTED_TO') }))).toEqual(['send']);
    expect(linkActions(company({ link: link('REJECTED_FROM') }))).toEqual([]);
    expect(linkActions(company({ own: true }))).toEqual([]);
  });
});

describe('the map', () => {
  const chicago = { latitude: 41.85, longitude: -87.65 };
  const houston = { latitude: 29.75, longitude: -95.28 };

  it('opens on a box around every company, with a margin', () => {
    expect(boundsOf([chicago, houston])).toEqual([
      [-96.28, 28.75],
      [-86.65, 42.85],
    ]);
    expect(boundsOf([chicago], 2)).toEqual([
      [-89.65, 39.85],
      [-85.65, 43.85],
    ]);
    expect(boundsOf([])).toBeUndefined();
  });

  it('keeps the box on the globe', () => {
    expect(boundsOf([{ latitude: 89, longitude: 179.5 }])).toEqual([
      [178.5, 85],
      [180, 85],
    ]);
  });

  it('places the companies that have a place and counts the others', () => {
    const rows = [
      company({ id: 'a', place: { city: 'Chicago', stateProvince: 'IL', country: 'US', ...chicago } }),
      company({ id: 'b' }),
    ];
    const { companies, unplaced } = placed(rows);
    expect(companies.map((c) => c.id)).toEqual(['a']);
    expect(unplaced).toBe(1);
  });
});
