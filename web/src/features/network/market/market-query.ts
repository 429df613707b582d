import { MaterialType } from '@polyloop/shared';
import { MarketSort } from '@polyloop/shared/network/market';
import type { ListState } from '../../../components/list/list-state';
import { LOCATION_FILTERS, locationQuery } from '../../../components/list/location-query';

/** The market lists' filters as the URL keeps them: words, material type and a place with a radius. */
export const MARKET_FILTERS = { q: '', materialType: '', ...LOCATION_FILTERS };
export type MarketFilter = keyof typeof MARKET_FILTERS;
export const MARKET_SORT = 'closesAt,asc';
export const MARKET_PAGE_SIZE = 25;

/** A market list's state as the API's query: what the URL holds that the API cannot read is left out. */
export function marketQuery({ filters, sort, page, size }: ListState<MarketFilter>) {
  return {
    page,
    size,
    sort: MarketSort.safeParse(sort).data,
    materialType: MaterialType.safeParse(filters.materialType).data,
    q: filters.q.trim().slice(0, 60) || undefined,
    ...locationQuery(filters),
  };
}
