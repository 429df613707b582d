import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('names a route’s parameters instead of their values', () => {
    expect(routePattern('/haves/9f2c1a/details', { id: '9f2c1a' })).toBe('/haves/:id/details');
    expect(routePattern('/orders/o-1/shipments/new', { orderId: 'o-1' })).toBe(
      '/orders/:orderId/shipments/new',
    );
  });

  it('matches a parameter whose value the address escapes', () => {
    expect(routePattern('/materials/PET/a%20b', { type: 'PET', id: 'a b' })).toBe('/materials/:type/:id');
  });

  it('keeps only that there was a catch-all, not what was typed', () => {
    expect(routePattern('/no-such-page/ada@example.com', { '*': 'no-such-page/ada@example.com' })).toBe('/*');
  });

  it('leaves a path without parameters as it is', () => {
    expect(routePattern('/market/financials/invoices', {})).toBe('/market/financials/invoices');
  });
});
