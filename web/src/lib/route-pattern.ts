import { useMatches } from 'react-router';

/**
 * The route a page was reached by, its parameters named instead of their values
 * (`/haves/7f3a…/details` → `/haves/:id/details`): what error reports and support messages say
 * about where a person was, without record ids, and grouping the same page together.
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const named = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[0] !== '*' && !!entry[1],
  );
  // A catch-all's rest of the path is whatever was typed: only that there was one is kept.
  const splat = params['*'];
  const path = splat && pathname.endsWith(splat) ? `${pathname.slice(0, -splat.length)}*` : pathname;
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape: compare it as it is.
      }
      const param = named.find(([, value]) => value === decoded);
      return param ? `:${param[0]}` : segment;
    })
    .join('/');
}

/** The current page's route pattern (the deepest matched route's). */
export function useRoutePattern(): string {
  const deepest = useMatches().at(-1);
  return deepest ? routePattern(deepest.pathname, deepest.params) : '/';
}
