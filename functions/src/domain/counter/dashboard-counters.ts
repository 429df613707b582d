/**
 * The dashboard's counters, all under one prefix with the day first, so what the dashboard shows
 * over days is ONE Query of counters from the window's first day on:
 * - `dash:<expirationDate>:have` / `:need` — open haves and needs by expiration day (the listing's
 *   write transaction moves them); those from today on are the open ones;
 * - `dash:<orderDate>:v:<companyId>` — thousandths of a pound ordered with each company, as
 *   supplier or receiver (the table stream moves them; see order.rollups.ts).
 */
export const DASHBOARD_PREFIX = 'dash:';
export const openListingCounter = (day: string, kind: 'have' | 'need') => `${DASHBOARD_PREFIX}${day}:${kind}`;
export const volumeCounter = (day: string, companyId: string) => `${DASHBOARD_PREFIX}${day}:v:${companyId}`;

export type DashboardCounter =
  { kind: 'have' | 'need'; day: string } | { kind: 'volume'; day: string; companyId: string } | undefined;

/** What a counter under the prefix counts. */
export function readDashboardCounter(name: string): DashboardCounter {
  if (!name.startsWith(DASHBOARD_PREFIX)) return undefined;
  const day = name.slice(DASHBOARD_PREFIX.length, DASHBOARD_PREFIX.length + 10);
  const rest = name.slice(DASHBOARD_PREFIX.length + 11);
  if (rest === 'have' || rest === 'need') return { kind: rest, day };
  if (rest.startsWith('v:')) return { kind: 'volume', day, companyId: rest.slice(2) };
  return undefined;
}
