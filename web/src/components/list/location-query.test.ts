import { describe, expect, it } from 'vitest';
import { LOCATION_FILTERS, locationQuery } from './location-query';

describe('the location filter’s query', () => {
  it('sends the place and radius together', () => {
    expect(
      locationQuery({ near: 'Milwaukee, WI', latitude: '43.04', longitude: '-87.91', radius: '100' }),
    ).toEqual({
      latitude: 43.04,
      longitude: -87.91,
      radius: 100,
    });
  });

  it('sends nothing without a place, or with coordinates a hand-edited URL broke', () => {
    expect(locationQuery(LOCATION_FILTERS)).toEqual({});
    expect(locationQuery({ ...LOCATION_FILTERS, latitude: '43', longitude: 'east' })).toEqual({});
    expect(locationQuery({ ...LOCATION_FILTERS, latitude: '91', longitude: '0' })).toEqual({});
    expect(locationQuery({ ...LOCATION_FILTERS, latitude: '43', longitude: '-87', radius: '0' })).toEqual({});
  });
});
