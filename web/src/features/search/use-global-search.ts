import { useEffect, useRef, useState } from 'react';
import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import {
  SEARCH_RULES,
  SearchCategory,
  type CategoryResults,
  type SearchEvent,
  type SearchResult,
} from '@polyloop/shared/search/search';
import { api } from '../../lib/api';
import { useFlags } from '../../lib/flags';

/** What the search box shows for what has been typed. */
export type SearchState =
  | { status: 'empty' }
  | { status: 'loading'; query: string; result?: SearchResult }
  | { status: 'done'; query: string; result: SearchResult }
  | { status: 'failed'; query: string };

/** An answer with nothing in it (what punctuation alone finds, without asking). */
const nothing: SearchResult = {
  results: Object.fromEntries(
    SearchCategory.options.map((c): [SearchCategory, CategoryResults] => [c, { items: [], count: 0 }]),
  ) as SearchResult['results'],
  totalCount: 0,
};

/** Text that could match something: a letter or a digit, in any alphabet (punctuation alone finds nothing). */
export const searchable = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Global search as it is typed (part 3 §5.6, §9.2): nothing is asked for an empty box; a query
 * waits for `debounceMs` of quiet, and a new one cancels the one in flight.
 */
export function useGlobalSearch(text: string): { state: SearchState; retry: () => void } {
  const [state, setState] = useState<SearchState>({ status: 'empty' });
  const [attempt, setAttempt] = useState(0);
  const query = text.trim().slice(0, SEARCH_RULES.maxQueryLength);

  useEffect(() => {
    if (!query) {
      setState({ status: 'empty' });
      return;
    }
    if (!searchable(query)) {
      setState({ status: 'done', query, result: nothing });
      return;
    }
    setState((s) => ({
      status: 'loading',
      query,
      result: s.status === 'done' || s.status === 'loading' ? s.result : undefined,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(SearchRoutes.search, {
        query: { query, sizePerType: SEARCH_RULES.sizePerType, searchedResources: 'ALL' },
        signal: controller.signal,
      })
        .then(({ data }) => setState({ status: 'done', query, result: data }))
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setState({ status: 'failed', query });
        });
    }, SEARCH_RULES.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

const send = (event: SearchEvent) =>
  void api(SearchRoutes.recordSearchEvent, { body: event }).catch(() => undefined);

/**
 * The search box's analytics (part 3 §4.8), each only while its flag is on: results returned, once
 * the answers have stopped coming for a second; and a result clicked, with where it was.
 */
export function useSearchAnalytics(state: SearchState) {
  const flags = useFlags();
  const returnedOn = flags.global_search_event_returned_enabled;
  const answered = state.status === 'done' ? state : undefined;
  const last = useRef<string>('');
  useEffect(() => {
    if (!returnedOn || !answered || !searchable(answered.query)) return;
    const key = `${answered.query}\u0000${answered.result.totalCount}`;
    const timer = setTimeout(() => {
      if (last.current === key) return;
      last.current = key;
      send({ event: 'RETURNED', query: answered.query, totalCount: answered.result.totalCount });
    }, SEARCH_RULES.returnedEventDebounceMs);
    return () => clearTimeout(timer);
  }, [returnedOn, answered]);
  return {
    clicked: (query: string, category: SearchCategory, position: number) => {
      if (flags.global_search_event_clicked_enabled) send({ event: 'CLICKED', query, category, position });
    },
  };
}
