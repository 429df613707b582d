import { MaterialType, Service } from '@polyloop/shared';
import { LOCATION_FILTERS, locationQuery } from '../../components/list/location-query';
import { flagOf } from '../../components/list/list-state';

/** The company list's filters as the URL keeps them (`useList`), with their defaults. */
export const COMPANY_FILTERS = {
  q: '',
  materialType: '',
  service: '',
  tag: '',
  representative: '',
  createdFrom: '',
  createdTo: '',
  lastTouchpointFrom: '',
  lastTouchpointTo: '',
  /** The companies picked, their ids joined by commas. */
  companyId: '',
  contactsMin: '',
  contactsMax: '',
  located: '',
  archived: '',
  ...LOCATION_FILTERS,
};
export type CompanyFilter = keyof typeof COMPANY_FILTERS;

/** Rows a page: the table reads pages of 25, the map up to 100 markers at once. */
export const COMPANY_PAGE_SIZES = { table: 25, map: 100 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string) => (DAY.test(v) ? v : undefined);
const count = (v: string) => (/^\d{1,5}$/.test(v.trim()) ? Number(v.trim()) : undefined);
/** A range as the list route takes it: the wrong way round, it reads as the values between its ends. */
const ordered = <T extends string | number>(
  low: T | undefined,
  high: T | undefined,
): [T | undefined, T | undefined] =>
  low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];

/** The most companies one list can be limited to (as the list route takes them). */
export const MOST_PICKED = 50;
/** The picked companies' ids as the address keeps them (`a,b`); blanks and repeats left out. */
export const pickedIds = (value: string) =>
  [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean).slice(0, MOST_PICKED);

/** The list route's query for the filters in the URL; values the URL got wrong are left out. */
export function companyListQuery(
  filters: Record<CompanyFilter, string>,
  state: { page: number; size: number; sort: string },
) {
  const material = MaterialType.safeParse(filters.materialType).data;
  const service = Service.safeParse(filters.service).data;
  const [createdFrom, createdTo] = ordered(day(filters.createdFrom), day(filters.createdTo));
  const [lastTouchpointFrom, lastTouchpointTo] = ordered(
    day(filters.lastTouchpointFrom),
    day(filters.lastTouchpointTo),
  );
  const [contactsMin, contactsMax] = ordered(count(filters.contactsMin), count(filters.contactsMax));
  const picked = pickedIds(filters.companyId);
  return {
    page: state.page,
    size: state.size,
    sort: state.sort,
    q: filters.q.trim() || undefined,
    materialType: material ? [material] : undefined,
    services: service ? [service] : undefined,
    tag: filters.tag ? [filters.tag] : undefined,
    representative: filters.representative || undefined,
    companyId: picked.length ? picked : undefined,
    createdFrom,
    createdTo,
    lastTouchpointFrom,
    lastTouchpointTo,
    contactsMin,
    contactsMax,
    located: filters.located === 'true' || filters.located === 'false' ? flagOf(filters.located) : undefined,
    archived: flagOf(filters.archived),
    ...locationQuery(filters),
  };
}
