import { useEffect, useRef } from 'react';
import { createSearchParams, useSearchParams } from 'react-router';
import { readReportState, reportParams, type ReportState } from './report-state';

/**
 * The report's state in the address, and a setter that builds on the last change even when the
 * address has not caught up yet (choices made quickly one after the other, each a navigation
 * still on its way). The addresses this page wrote and has not seen yet are kept: once the last
 * has arrived the address is the state again; an address it never wrote (Back, a link) wins at once.
 */
export function useReportState() {
  const [params, setParams] = useSearchParams();
  const state = readReportState(params);
  const latest = useRef(state);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const here = params.toString();
    const at = pending.current.indexOf(here);
    pending.current = at < 0 ? [] : pending.current.slice(at + 1);
    if (!pending.current.length) latest.current = readReportState(params);
  }, [params]);

  const write = (next: ReportState, replace = false) => {
    latest.current = next;
    const search = createSearchParams(reportParams(next));
    pending.current.push(search.toString());
    setParams(search, { replace, preventScrollReset: true });
  };
  return {
    state,
    /** The state with `change` applied to the latest one. */
    change: (change: Partial<ReportState>, options: { replace?: boolean } = {}) =>
      write({ ...latest.current, ...change }, options.replace),
    /** A whole state (a saved view's). */
    replaceAll: (next: ReportState) => write(next),
    latest: () => latest.current,
  };
}
