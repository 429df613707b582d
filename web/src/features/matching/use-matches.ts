import { useState } from 'react';
import { MatchingRoutes } from '@polyloop/shared';
import type { Match, MatchKind, MatchSort } from '@polyloop/shared/matching/match';
import { flagOf } from '../../components/list/list-state';
import { useList, type ListView } from '../../components/list/use-list';
import { DEFAULT_SORT, matchSortOf, pageOfKinds, sortParamOf } from './match-view';

/** The routes that answer a page of matches: each takes the same sort, hidden flag and pages. */
export type MatchListRoute = (typeof MatchingRoutes)[
  | 'listMatches'
  | 'listHaveMatches'
  | 'listNeedMatches'
  | 'listSuggestedSupply'
  | 'listSuggestedDemand'
  | 'listPublicOfferMatches'
  | 'listPublicRequestMatches'
  | 'listNetworkOfferMatches'
  | 'listNetworkRequestMatches'];

/** Where a list's matches come from: a route, its record, and optionally only some kinds of pair. */
export interface MatchSource {
  route: MatchListRoute;
  params?: { id: string };
  /** Only these kinds (a have's needs): the route cannot narrow by kind, so its page is read whole. */
  kinds?: readonly MatchKind[];
}

const PAGE_SIZE = 10;
/** A route's largest page: more than a record ever keeps (MATCH_RULES.perRecord). */
const WHOLE = 100;
/**
 * Matches are found in the background a moment after a record is saved, so a list with none looks
 * again soon for a while after it opens, then settles to an occasional look.
 */
const EAGER_MS = 3_000;
const EAGER_FOR_MS = 120_000;
const SETTLED_MS = 60_000;

export interface MatchListView extends ListView<Match> {
  sort: MatchSort;
  setMatchSort: (sort: MatchSort) => void;
  showHidden: boolean;
  setShowHidden: (on: boolean) => void;
}

/** A page of matches with its sort and "Show hidden" kept in the URL (`?sort=price,desc&hidden=true&page=2`). */
export function useMatches(source: MatchSource): MatchListView {
  const [openedAt] = useState(() => Date.now());
  const narrowed = source.kinds;
  // Every match route has the same query and answer; one of them types the list.
  const list = useList(source.route as typeof MatchingRoutes.listHaveMatches, {
    filters: { hidden: '' },
    sort: DEFAULT_SORT,
    pageSize: PAGE_SIZE,
    params: source.params as { id: string },
    query: ({ filters, sort, page, size }) => ({
      sort: matchSortOf(sort),
      hidden: flagOf(filters.hidden),
      page: narrowed ? 0 : page,
      size: narrowed ? WHOLE : size,
    }),
    swr: {
      refreshInterval: (latest) =>
        !latest?.data.length && Date.now() - openedAt < EAGER_FOR_MS ? EAGER_MS : SETTLED_MS,
    },
  });
  const shown = narrowed
    ? pageOfKinds(list.rows, narrowed, list.state.page, PAGE_SIZE)
    : { rows: list.rows, total: list.total };
  return {
    ...list,
    ...shown,
    sort: matchSortOf(list.state.sort),
    setMatchSort: (sort) => list.setSort(sortParamOf(sort)),
    showHidden: list.state.filters.hidden === 'true',
    setShowHidden: (on) => list.setFilter('hidden', on ? 'true' : ''),
  };
}
