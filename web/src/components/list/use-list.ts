/**
 * Lists: the one way every list page and list section works. To add one, copy
 * features/materials/MaterialsListPage.tsx (a page) or features/companies/ContactsSection.tsx
 * (a section of a record page).
 *
 * - State lives in the URL's search params (`?q=film&sort=name,desc&page=2`), so Back, forward,
 *   reload and a shared link show the same list. Defaults stay out of the URL; a section that
 *   shares its page with other lists prefixes its params (`contacts.archived`). list-state.ts
 *   reads and writes them.
 * - `useList(route, { filters, sort, pageSize, query })` reads that state, asks the route (SWR,
 *   keyed by the signed-in user) and answers the rows, the total (`x-total-count`, or the
 *   `totalCount` of a page object), loading, error and the setters. Filters, sort and page are
 *   pushed as history entries; a search box replaces its entry while the person types.
 * - `<ListTable>` shows the rows in a `DataTable` with the loading, empty and error states and the
 *   pager; `<RecordsSection>` does the same inside a record page's card, with add, edit and a
 *   confirmed row action. Filters are `SearchFilter`, `SelectFilter`, `CheckFilter` and
 *   `TextFilter` (ListFilters.tsx), bound to the list by name.
 * - `<SavedViews type>` saves the filters and sort under a name and applies them again, for lists
 *   the spec gives saved views (`SavedViewType`).
 * - Whatever changes a list's rows names the list's route in its `useSubmit({ touches })` group
 *   (lib/views.ts), so the list revalidates wherever it is shown.
 */
import { useSearchParams } from 'react-router';
import type { SWRConfiguration } from 'swr';
import type { RouteDefinition, RouteOutput } from '@polyloop/shared';
import { useApi, type ApiError, type ApiInput, type ApiResult } from '../../lib/api';
import {
  changeFromView,
  isFiltered,
  readListState,
  viewStateOf,
  writeListState,
  type ListChange,
  type ListShape,
  type ListState,
} from './list-state';

/** One row of a list route: an item of its array, or of the `data` of the page object it answers. */
export type RowOf<R extends RouteDefinition> =
  RouteOutput<R> extends readonly (infer T)[]
    ? T
    : RouteOutput<R> extends { data: readonly (infer T)[] }
      ? T
      : never;

export interface ListSpec<R extends RouteDefinition, F extends string> extends Omit<ListShape<F>, 'filters'> {
  filters?: Readonly<Record<F, string>>;
  /** The route's path parameters (the company whose contacts these are). */
  params?: ApiInput<R>['params'];
  /** The query for a state: the filters in the route's terms, and `page`/`size`/`sort` when it pages or sorts. */
  query?: (state: ListState<F>) => ApiInput<R>['query'];
  /** False to wait (e.g. until the parent record is loaded). */
  enabled?: boolean;
  swr?: SWRConfiguration<ApiResult<RouteOutput<R>>, ApiError>;
}

/** Rows and total of an answer, whichever of the two list shapes the route answers. */
function rowsOf(result: ApiResult<unknown> | undefined): {
  rows: unknown[] | undefined;
  total: number | undefined;
} {
  const data = result?.data;
  if (Array.isArray(data)) return { rows: data, total: result?.totalCount ?? data.length };
  if (data && typeof data === 'object' && 'data' in data && Array.isArray(data.data))
    return {
      rows: data.data,
      total: 'totalCount' in data && typeof data.totalCount === 'number' ? data.totalCount : data.data.length,
    };
  return { rows: undefined, total: undefined };
}

export function useList<R extends RouteDefinition, F extends string = never>(route: R, spec: ListSpec<R, F>) {
  const shape: ListShape<F> = { ...spec, filters: spec.filters ?? ({} as Record<F, string>) };
  const [params, setParams] = useSearchParams();
  const state = readListState(params, shape);
  const result = useApi(
    route,
    spec.enabled === false ? null : { params: spec.params, query: spec.query?.(state) },
    { keepPreviousData: true, ...spec.swr },
  );
  const { rows, total } = rowsOf(result.data);
  const change = (next: ListChange<F>, replace = false) =>
    setParams((current) => writeListState(current, shape, next), { replace, preventScrollReset: true });
  return {
    state,
    shape,
    /** The current page's rows; undefined until the first answer. */
    rows: rows as RowOf<R>[] | undefined,
    total,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    error: result.error,
    filtered: isFiltered(state, shape),
    retry: () => void result.mutate(),
    setFilter: (name: F, value: string, options: { replace?: boolean } = {}) =>
      change({ filters: { [name]: value } as Partial<Record<F, string>> }, options.replace),
    /** Several filters at once, as one history entry (a place and its coordinates). */
    setFilters: (values: Partial<Record<F, string>>) => change({ filters: values }),
    setSort: (sort: string) => change({ sort }),
    setPage: (page: number) => change({ page }),
    /** The state a saved view keeps, and applying one. */
    viewState: () => viewStateOf(state, shape),
    applyView: (saved: Record<string, unknown>) => change(changeFromView(saved, shape)),
  };
}

export type List<R extends RouteDefinition = RouteDefinition, F extends string = string> = ReturnType<
  typeof useList<R, F>
>;

/** What a view of a list needs, whatever its route: rows of `T`, their states, sort and pages. */
export interface ListView<T> {
  rows: T[] | undefined;
  total: number | undefined;
  isLoading: boolean;
  isValidating: boolean;
  error: ApiError | undefined;
  filtered: boolean;
  retry: () => void;
  state: { sort: string; page: number; size: number | undefined };
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
}
