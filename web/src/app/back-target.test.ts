import { describe, expect, it } from 'vitest';
import { resolveBackTarget } from './back-target';

describe('resolveBackTarget', () => {
  it('goes to inventory when the page was opened from inventory, even with history', () => {
    expect(
      resolveBackTarget({ search: '?fromInventory=true', canGoBack: true, fallback: '/orders' }),
    ).toEqual({
      kind: 'path',
      to: '/market/inventory',
    });
  });
  it('goes back in history when there is some', () => {
    expect(
      resolveBackTarget({ search: '?fromInventory=false', canGoBack: true, fallback: '/orders' }),
    ).toEqual({ kind: 'history' });
  });
  it('falls back to the route fallback, then the dashboard', () => {
    expect(resolveBackTarget({ search: '', canGoBack: false, fallback: '/orders' })).toEqual({
      kind: 'path',
      to: '/orders',
    });
    expect(resolveBackTarget({ search: '', canGoBack: false })).toEqual({ kind: 'path', to: '/dashboard' });
  });
});
