import { MaterialType, Service } from '@polyloop/shared';
import {
  DirectoryView,
  type DirectoryCompany,
  type DirectoryPlace,
  type LinkCounts,
  type LinkStatus,
} from '@polyloop/shared/network/link';
import { LOCATION_FILTERS, locationQuery } from '../../components/list/location-query';

/** The directory's filters as the URL keeps them (`useList`), with their defaults. */
export const DIRECTORY_FILTERS = {
  view: 'global',
  linkStatus: '',
  q: '',
  service: '',
  materialType: '',
  ...LOCATION_FILTERS,
};
export type DirectoryFilter = keyof typeof DIRECTORY_FILTERS;

/** Rows a page: the table reads pages of 25, the map up to 100 markers at once. */
export const PAGE_SIZES = { table: 25, map: 100 } as const;
export { displayOf, type Display } from '../../components/list/display';

/** Within link requests: the ones my company received, or the ones it sent. */
export const REQUEST_DIRECTIONS = ['PENDING_FROM', 'PENDING_TO'] as const satisfies readonly LinkStatus[];
export type RequestDirection = (typeof REQUEST_DIRECTIONS)[number];
export const REQUEST_DIRECTION_LABELS: Record<RequestDirection, string> = {
  PENDING_FROM: 'Received',
  PENDING_TO: 'Sent',
};

export const viewOf = (value: string): DirectoryView => DirectoryView.safeParse(value).data ?? 'global';
const directionOf = (value: string) => REQUEST_DIRECTIONS.find((d) => d === value);

/** The directory route's query for the filters in the URL; values the URL got wrong are left out. */
export function directoryQuery(filters: Record<DirectoryFilter, string>, page: number, size: number) {
  const view = viewOf(filters.view);
  return {
    page,
    size,
    view,
    linkStatus: view === 'linkRequests' ? directionOf(filters.linkStatus) : undefined,
    q: filters.q.trim() || undefined,
    service: Service.safeParse(filters.service).data,
    materialType: MaterialType.safeParse(filters.materialType).data,
    ...locationQuery(filters),
  };
}

/** The count a view's tab shows: received requests wait for an answer; linked companies are links. */
export function viewCount(view: DirectoryView, counts: LinkCounts | undefined): number | undefined {
  if (!counts) return undefined;
  if (view === 'linkRequests') return counts.received + counts.sent;
  if (view === 'companyLinks') return counts.linked;
  return undefined;
}

/** What I may do about my company's link with another, by its status. */
export type LinkAction = 'send' | 'accept' | 'reject' | 'cancel' | 'representatives';

export function linkActions(company: Pick<DirectoryCompany, 'own' | 'link'>): LinkAction[] {
  if (company.own) return [];
  switch (company.link?.status) {
    // Declined them once (REJECTED_TO): I may still ask them myself.
    case undefined:
    case 'REJECTED_TO':
      return ['send'];
    case 'PENDING_FROM':
      return ['accept', 'reject'];
    case 'PENDING_TO':
      return ['cancel'];
    case 'LINKED':
      return ['representatives'];
    // They declined me: only they can ask again.
    case 'REJECTED_FROM':
      return [];
  }
}

export { boundsOf, type LngLatBounds } from '../../components/map/bounds';

/** Companies the map can place, and how many it cannot. */
export function placed(rows: DirectoryCompany[]): {
  companies: Array<DirectoryCompany & { place: DirectoryPlace }>;
  unplaced: number;
} {
  const companies = rows.filter((c): c is DirectoryCompany & { place: DirectoryPlace } => c.place !== null);
  return { companies, unplaced: rows.length - companies.length };
}

export const companyPath = (id: string) => `/network/companies/${encodeURIComponent(id)}`;
