import { describe, expect, it } from 'vitest';
import { fromImage, joined, path, placeOf } from './document.js';

describe('search document helpers', () => {
  it('show text parts and places as lists do, leaving blanks out', () => {
    expect(joined('PP regrind', null, ' ', 'Detroit, MI')).toBe('PP regrind · Detroit, MI');
    expect(joined(undefined, '')).toBeNull();
    expect(placeOf({ city: 'Detroit', stateProvince: 'MI' })).toBe('Detroit, MI');
    expect(placeOf({ city: null })).toBeNull();
    expect(placeOf(undefined)).toBeNull();
    expect(path('/companies', 'a/b', '/profile')).toBe('/companies/a%2Fb/profile');
  });

  it('map an item alone: no documents once it is gone, and it watches what it indexes', async () => {
    const mapper = fromImage(
      (image) => String(image.id),
      (image) => [
        {
          category: 'materials',
          scopes: ['t1'],
          id: String(image.id),
          title: 'PP',
          subtitle: null,
          url: '/materials/m1',
          date: null,
          words: ['pp'],
        },
      ],
    );
    expect(await mapper.documents(undefined, 'm1')).toEqual([]);
    expect(await mapper.documents({ id: 'm1' }, 'm1')).toHaveLength(1);
    expect(mapper.watched({ id: 'm1' })).toEqual(await mapper.documents({ id: 'm1' }, 'm1'));
  });
});
