import type { CompanyListQuery } from '@polyloop/shared/crm/company';
import { milesBetween } from '@polyloop/shared/conversions';
import type { CompanyItem } from './company.entity.js';
import { searchPrefix } from './normalize.js';

type Query = Omit<CompanyListQuery, 'page' | 'size' | 'sort' | 'archived'>;

/** Any (the default) or all of `wanted` among `held`; nothing wanted keeps everything. */
const carries = <T>(held: readonly T[], wanted: readonly T[] | undefined, mode: 'any' | 'all') =>
  !wanted?.length ||
  (mode === 'all' ? wanted.every((w) => held.includes(w)) : wanted.some((w) => held.includes(w)));

/**
 * Whether a timestamp's day (its first ten characters, UTC) is within `from`..`to`, bounds
 * included; no bounds keep everything, a missing timestamp is outside any bound.
 */
const withinDays = (at: string | null, from: string | undefined, to: string | undefined) => {
  if (!from && !to) return true;
  const day = at?.slice(0, 10);
  return !!day && (!from || day >= from) && (!to || day <= to);
};

/** Where the company is on the map: its headquarters' point, when it has one. */
export const pointOf = ({ headquarters: hq }: Pick<CompanyItem, 'headquarters'>) =>
  hq?.latitude !== undefined && hq.longitude !== undefined
    ? (hq as { latitude: number; longitude: number })
    : undefined;

/** What an index of the list holds (or what only qualifies another filter): every other filter is applied in memory. */
const INDEXED = new Set(['q', 'page', 'size', 'sort', 'archived', 'materialMatch', 'tagMatch']);

/** Whether the query filters beyond the words of the name (what no index of the list holds). */
export const filtersInMemory = (q: Query): boolean =>
  Object.entries(q).some(
    ([name, value]) => !INDEXED.has(name) && value !== undefined && !(Array.isArray(value) && !value.length),
  );

/**
 * The list's filters as one test of a company, each kind as the spec names it (part 1 §3): words
 * (`contains`), multi choices (`containsAny`/`containsAll`), single choices (`equals`), companies
 * (`in`), ranges (greater or less than or equal), specified, and location (within a radius of
 * a point, in miles, measured to the headquarters). Tags are the tenant's tag ids.
 */
export function companyFilter(q: Query): (c: CompanyItem) => boolean {
  const prefix = q.q ? searchPrefix(q.q) : '';
  const ids = q.companyId?.length ? new Set(q.companyId) : undefined;
  const near =
    q.radius !== undefined && q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude, radius: q.radius }
      : undefined;
  return (c) => {
    const point = pointOf(c);
    return (
      (!prefix || c.nameKey.startsWith(prefix)) &&
      carries(c.materials, q.materialType, q.materialMatch) &&
      carries(c.tagIds, q.tag, q.tagMatch) &&
      carries(c.services, q.services, 'any') &&
      (!q.representative || c.representatives.includes(q.representative)) &&
      (!ids || ids.has(c.companyId)) &&
      withinDays(c.createdDate, q.createdFrom, q.createdTo) &&
      withinDays(c.lastTouchpoint, q.lastTouchpointFrom, q.lastTouchpointTo) &&
      (q.contactsMin === undefined || c.contactCount >= q.contactsMin) &&
      (q.contactsMax === undefined || c.contactCount <= q.contactsMax) &&
      (!q.located || (q.located === 'true') === !!point) &&
      (!near || (!!point && milesBetween(near, point) <= near.radius))
    );
  };
}
