import type { CompanyListQuery } from '@polyloop/shared/crm/company';
import { milesBetween } from '@polyloop/shared/conversions';
import type { CompanyItem } from './company.entity.js';
import { searchPrefix } from './normalize.js';

type Query = Omit<CompanyListQuery, 'page' | 'size' | 'sort' | 'archived'>;

/** Any (the default) or all of `wanted` among `held`; nothing wanted keeps everything. */
const carries = <T>(held: readonly T[], wanted: readonly T[] | undefined, mode: 'any' | 'all') =>
  !wanted?.length ||
  (mode === 'all' ? wanted.every((w) => held.includes(w)) : wanted.some((w) => held.includes(w)));

/** Whether a date (an ISO date or timestamp) falls on or between two days; a missing date never does. */
const onOrBetween = (date: string | null | undefined, from?: string, to?: string) => {
  if (!from && !to) return true;
  if (!date) return false;
  const day = date.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
};

/** Where the company is on the map: its headquarters' point, when it has one. */
export const pointOf = (c: Pick<CompanyItem, 'headquarters'>) => {
  const hq = c.headquarters;
  return hq?.latitude !== undefined && hq.longitude !== undefined
    ? { latitude: hq.latitude, longitude: hq.longitude }
    : undefined;
};

/** Whether the query filters beyond the words of the name (what no index of the list holds). */
export const filtersInMemory = (q: Query): boolean =>
  !!(
    q.materialType?.length ||
    q.tag?.length ||
    q.services?.length ||
    q.representative ||
    q.companyId?.length ||
    q.createdFrom ||
    q.createdTo ||
    q.touchedFrom ||
    q.touchedTo ||
    q.contactsMin !== undefined ||
    q.contactsMax !== undefined ||
    q.located ||
    q.radius !== undefined
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
      onOrBetween(c.createdDate, q.createdFrom, q.createdTo) &&
      onOrBetween(c.lastTouchpoint, q.touchedFrom, q.touchedTo) &&
      (q.contactsMin === undefined || c.contactCount >= q.contactsMin) &&
      (q.contactsMax === undefined || c.contactCount <= q.contactsMax) &&
      (!q.located || (q.located === 'true') === !!point) &&
      (!near || (!!point && milesBetween(near, point) <= near.radius))
    );
  };
}
