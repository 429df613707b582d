export const INVENTORY_PATH = '/market/inventory';

export type BackTarget = { kind: 'history' } | { kind: 'path'; to: string };

/**
 * Where the top bar's back button goes (spec part 3 §2.6): inventory when the page was opened with
 * `fromInventory=true`, else one step back in the browser history, else the route's fallback,
 * else the dashboard.
 */
export function resolveBackTarget(input: {
  search: string;
  canGoBack: boolean;
  fallback?: string;
}): BackTarget {
  if (new URLSearchParams(input.search).get('fromInventory') === 'true')
    return { kind: 'path', to: INVENTORY_PATH };
  if (input.canGoBack) return { kind: 'history' };
  return { kind: 'path', to: input.fallback ?? '/dashboard' };
}
