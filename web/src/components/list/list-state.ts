import { MAX_PAGE } from '@polyloop/shared';

/** How a list keeps its state in the URL: its filters and their defaults, sort, page size, prefix. */
export interface ListShape<F extends string> {
  /** Filter names and their defaults ('' is "no filter"); a default value stays out of the URL. */
  filters: Readonly<Record<F, string>>;
  /** The default sort, `field,asc|desc`; absent when the list has no sort. */
  sort?: string;
  /** Rows a page; absent when the list shows all its rows. */
  pageSize?: number;
  /** Put before every param name (`contacts.archived`) when the list shares its page with others. */
  prefix?: string;
}

/** A list's state: what the query is built from. `page` is zero-based, as the API counts. */
export interface ListState<F extends string> {
  filters: Record<F, string>;
  sort: string;
  page: number;
  size: number | undefined;
}

const SORT = /^[A-Za-z][\w.]*,(asc|desc)$/;
const paramOf = (shape: Pick<ListShape<string>, 'prefix'>, name: string) =>
  shape.prefix ? `${shape.prefix}.${name}` : name;
const namesOf = <F extends string>(shape: ListShape<F>) => Object.keys(shape.filters) as F[];

/** The state a URL holds; anything missing or unreadable is the default. */
export function readListState<F extends string>(params: URLSearchParams, shape: ListShape<F>): ListState<F> {
  const filters: Record<F, string> = { ...shape.filters };
  for (const name of namesOf(shape)) filters[name] = params.get(paramOf(shape, name)) ?? shape.filters[name];
  const sort = params.get(paramOf(shape, 'sort')) ?? '';
  // The URL counts pages from 1, as a person reads them.
  const page = Math.trunc(Number(params.get(paramOf(shape, 'page')) ?? 1));
  return {
    filters,
    sort: SORT.test(sort) ? sort : (shape.sort ?? ''),
    page: shape.pageSize && Number.isFinite(page) ? Math.min(Math.max(page - 1, 0), MAX_PAGE) : 0,
    size: shape.pageSize,
  };
}

/** What changes: some filters, the sort or the page. A change of filter or sort goes back to page 1. */
export type ListChange<F extends string> = Partial<{
  filters: Partial<Record<F, string>>;
  sort: string;
  page: number;
}>;

/** The URL after a change; this list's other params and every other param stay. */
export function writeListState<F extends string>(
  params: URLSearchParams,
  shape: ListShape<F>,
  change: ListChange<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(paramOf(shape, name));
    else next.set(paramOf(shape, name), value);
  };
  for (const [name, value] of Object.entries(change.filters ?? {}) as [F, string | undefined][])
    if (value !== undefined && name in shape.filters) put(name, value, shape.filters[name]);
  if (change.sort !== undefined) put('sort', change.sort, shape.sort ?? '');
  if (change.page !== undefined) put('page', String(change.page + 1), '1');
  else if (change.filters || change.sort !== undefined) next.delete(paramOf(shape, 'page'));
  return next;
}

/** The filters and sort as a saved view keeps them (not the page: a view opens at its start). */
export function viewStateOf<F extends string>(
  state: ListState<F>,
  shape: ListShape<F>,
): Record<string, string> {
  const saved: Record<string, string> = {};
  for (const name of namesOf(shape))
    if (state.filters[name] !== shape.filters[name]) saved[name] = state.filters[name];
  if (shape.sort && state.sort !== shape.sort) saved.sort = state.sort;
  return saved;
}

/** The change that applies a saved view: every filter it does not name goes back to its default. */
export function changeFromView<F extends string>(
  saved: Record<string, unknown>,
  shape: ListShape<F>,
): ListChange<F> {
  const filters: Record<F, string> = { ...shape.filters };
  for (const name of namesOf(shape)) {
    const value = saved[name];
    if (typeof value === 'string') filters[name] = value;
  }
  return {
    filters,
    sort: typeof saved.sort === 'string' && SORT.test(saved.sort) ? saved.sort : (shape.sort ?? ''),
  };
}

/** Whether any filter differs from its default (the empty state says "no match" then). */
export const isFiltered = <F extends string>(state: ListState<F>, shape: ListShape<F>) =>
  namesOf(shape).some((name) => state.filters[name] !== shape.filters[name]);

/** A yes/no filter (`CheckFilter`) as the API's `'true' | 'false'` query value. */
export const flagOf = (value: string): 'true' | 'false' => (value === 'true' ? 'true' : 'false');
