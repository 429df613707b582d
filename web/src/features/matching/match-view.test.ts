import { describe, expect, it } from 'vitest';
import type { Match, MatchRecord } from '@polyloop/shared/matching/match';
import {
  canHide,
  confidenceTone,
  DEFAULT_SORT,
  emissionsBasis,
  emissionsText,
  formatQuantityPrice,
  formatQuantityWeight,
  matchSortOf,
  pageOfKinds,
  priceText,
  recordDetails,
  sidesOf,
  sortParamOf,
} from './match-view';

const record = (kind: MatchRecord['kind'], id: string, extra: Partial<MatchRecord> = {}): MatchRecord => ({
  kind,
  id,
  label: `${kind} ${id}`,
  companyId: null,
  companyName: null,
  materialName: null,
  place: null,
  weight: null,
  price: null,
  url: null,
  ...extra,
});

describe('which side of a match is the counterpart', () => {
  it('on a record’s page, the other side, without repeating the page’s record', () => {
    const m = { supply: record('HAVE', 'h1'), demand: record('NEED', 'n1') };
    expect(sidesOf(m, 'h1')).toEqual({ counterpart: m.demand, mine: null });
    expect(sidesOf(m, 'n1')).toEqual({ counterpart: m.supply, mine: null });
  });

  it('elsewhere, another company’s listing, found for my record', () => {
    const supply = { supply: record('PUBLIC_OFFER', 'o1'), demand: record('NEED', 'n1') };
    expect(sidesOf(supply)).toEqual({ counterpart: supply.supply, mine: supply.demand });
    const demand = { supply: record('HAVE', 'h1'), demand: record('PUBLIC_REQUEST', 'r1') };
    expect(sidesOf(demand)).toEqual({ counterpart: demand.demand, mine: demand.supply });
  });

  it('in core matches (both sides mine), who wants the have', () => {
    const m = { supply: record('HAVE', 'h1'), demand: record('BUY_PROFILE', 'b1') };
    expect(sidesOf(m)).toEqual({ counterpart: m.demand, mine: m.supply });
    // A sent offer's page lists its have's kept matches: the page's id is on neither side.
    expect(sidesOf(m, 'offer-id')).toEqual({ counterpart: m.demand, mine: m.supply });
  });
});

describe('match list state', () => {
  it('reads the sort from the URL’s `field,desc`, falling back to confidence', () => {
    expect(matchSortOf('price,desc')).toBe('price');
    expect(matchSortOf('createdDate,asc')).toBe('createdDate');
    expect(matchSortOf('name,desc')).toBe('confidence');
    expect(matchSortOf('')).toBe('confidence');
    expect(sortParamOf('location')).toBe('location,desc');
    expect(DEFAULT_SORT).toBe('confidence,desc');
  });

  it('only kept matches can be hidden', () => {
    expect(canHide({ id: 'mAbC123' })).toBe(true);
    expect(canHide({ id: 'live-mAbC123' })).toBe(false);
  });

  it('narrows a whole answer to some kinds, then pages it', () => {
    const rows = [
      { id: '1', kind: 'HAVE_NEED' },
      { id: '2', kind: 'HAVE_BUY_PROFILE' },
      { id: '3', kind: 'HAVE_NEED' },
      { id: '4', kind: 'HAVE_NEED' },
    ] as Pick<Match, 'id' | 'kind'>[];
    expect(pageOfKinds(rows, ['HAVE_NEED'], 0, 2)).toEqual({ rows: [rows[0], rows[2]], total: 3 });
    expect(pageOfKinds(rows, ['HAVE_NEED'], 1, 2)).toEqual({ rows: [rows[3]], total: 3 });
    expect(pageOfKinds(undefined, ['HAVE_NEED'], 0, 2)).toEqual({ rows: undefined, total: undefined });
  });
});

describe('how a match reads', () => {
  it('writes quantities in the app’s units, and unknown units as sent', () => {
    expect(formatQuantityWeight({ unitValue: 40000, unit: 'POUND' })).toBe('40,000 lbs');
    expect(formatQuantityWeight({ unitValue: 9.5, unit: 'METRIC_TON' })).toBe('9.5 MT');
    expect(formatQuantityWeight({ unitValue: 3, unit: 'BARGE' })).toBe('3 BARGE');
    expect(formatQuantityPrice({ unitValue: 0.4, unit: 'POUND' })).toBe('$0.40 / lb');
    expect(formatQuantityPrice({ unitValue: 780, unit: 'METRIC_TON' })).toBe('$780.00 / MT');
  });

  it('says a supply’s price is asked and a demand’s targeted', () => {
    const price = { unitValue: 0.38, unit: 'POUND' };
    expect(priceText(record('HAVE', 'h', { price }))).toBe('Asking $0.38 / lb');
    expect(priceText(record('PUBLIC_OFFER', 'o', { price }))).toBe('Asking $0.38 / lb');
    expect(priceText(record('NEED', 'n', { price }))).toBe('Target $0.38 / lb');
    expect(priceText(record('NEED', 'n'))).toBeNull();
  });

  it('lists only the details a record has', () => {
    const r = record('NEED', 'n', {
      companyName: 'Hoosier Molding',
      place: 'Indianapolis, IN, US',
      weight: { unitValue: 20000, unit: 'POUND' },
    });
    expect(recordDetails(r)).toEqual(['Hoosier Molding', 'Indianapolis, IN, US', '20,000 lbs']);
    expect(recordDetails(record('HAVE', 'h'))).toEqual([]);
  });

  it('rounds the emissions estimate and names its factor', () => {
    expect(emissionsText(569.64)).toBe('About 570 kg CO2e');
    expect(emissionsText(12.34)).toBe('About 12.3 kg CO2e');
    const basis = emissionsBasis({ kgCo2e: 570, distanceMiles: 283, tonnes: 9.07, factor: 0.10273 });
    expect(basis).toContain('9.07 t');
    expect(basis).toContain('283 road miles');
    expect(basis).toContain('0.10273 kg CO2e per tonne-km');
    expect(basis).toContain('Defra/DECC');
  });

  it('grades the confidence', () => {
    expect(confidenceTone(90)).toEqual({ label: 'Strong match', palette: 'green' });
    expect(confidenceTone(60).label).toBe('Fair match');
    expect(confidenceTone(41).label).toBe('Weak match');
  });
});
