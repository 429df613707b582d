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

/** The list route's query for the filters in the URL; values the URL got wrong are left out. */
export function companyListQuery(
  filters: Record<CompanyFilter, string>,
  state: { page: number; size: number; sort: string },
) {
  const material = MaterialType.safeParse(filters.materialType).data;
  const service = Service.safeParse(filters.service).data;
  const from = day(filters.createdFrom);
  const to = day(filters.createdTo);
  const fewest = count(filters.contactsMin);
  const most = count(filters.contactsMax);
  return {
    page: state.page,
    size: state.size,
    sort: state.sort,
    q: filters.q.trim() || undefined,
    materialType: material ? [material] : undefined,
    services: service ? [service] : undefined,
    tag: filters.tag ? [filters.tag] : undefined,
    representative: filters.representative || undefined,
    // A range the wrong way round reads as the days between its ends.
    createdFrom: from && to && from > to ? to : from,
    createdTo: from && to && from > to ? from : to,
    // So does a contacts range.
    contactsMin: fewest !== undefined && most !== undefined && fewest > most ? most : fewest,
    contactsMax: fewest !== undefined && most !== undefined && fewest > most ? fewest : most,
    located: filters.located === 'true' || filters.located === 'false' ? flagOf(filters.located) : undefined,
    archived: flagOf(filters.archived),
    ...locationQuery(filters),
  };
}
