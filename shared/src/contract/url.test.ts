import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery, buildUrl, totalCountOf } from './url.js';

describe('buildPath', () => {
  it('substitutes and encodes path parameters', () => {
    expect(buildPath('/api/network/companies/{id}/contacts', { id: 'a b/c' })).toBe(
      '/api/network/companies/a%20b%2Fc/contacts',
    );
    expect(buildPath('/api/orders/{orderId}/shipments/{id}', { orderId: 7, id: 'x' })).toBe(
      '/api/orders/7/shipments/x',
    );
  });
  it('refuses to call a path with a parameter missing', () => {
    expect(() => buildPath('/api/companies/{id}', {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('buildQuery', () => {
  it('repeats the key for each array item and drops empty values', () => {
    expect(buildQuery({ status: ['OPEN', 'CLOSED'], page: 0, size: 25, q: undefined, none: null })).toBe(
      '?status=OPEN&status=CLOSED&page=0&size=25',
    );
  });
  it('answers an empty string when there is nothing to send', () => {
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ a: undefined })).toBe('');
  });
  it('sends dates as ISO strings', () => {
    expect(buildQuery({ from: new Date('2024-01-02T03:04:05Z') })).toBe('?from=2024-01-02T03%3A04%3A05.000Z');
  });
});

describe('buildUrl and totalCountOf', () => {
  it('joins the configured base without doubling the slash', () => {
    expect(buildUrl('https://x.test/', '/api/haves/{id}', { id: 3 }, { page: 1 })).toBe(
      'https://x.test/api/haves/3?page=1',
    );
    expect(buildUrl('', '/api/flags')).toBe('/api/flags');
  });
  it('does not double /api when the configured base already ends with it', () => {
    expect(buildUrl('/api', '/api/flags')).toBe('/api/flags');
    expect(buildUrl('https://x.test/api/', '/api/flags', {}, { a: 1 })).toBe('https://x.test/api/flags?a=1');
  });
  it('reads x-total-count as a number when present', () => {
    expect(totalCountOf(new Headers({ 'x-total-count': '42' }))).toBe(42);
    expect(totalCountOf(new Headers())).toBeUndefined();
    expect(totalCountOf(new Headers({ 'x-total-count': 'lots' }))).toBeUndefined();
  });
});
