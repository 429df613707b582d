import { useMatches } from 'react-router';
import { deepest, titleOf, type RouteHandle } from './route-handle';

const handlesOf = (matches: ReturnType<typeof useMatches>) =>
  matches.map((m) => m.handle as RouteHandle | undefined);

/** What the matched routes declare for `key`, the deepest one winning (the top bar's back button, the footer). */
export function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] {
  return deepest(handlesOf(useMatches()), key);
}

/** The matched page's title, read for the address's parameters. */
export function useMatchedTitle(): string | undefined {
  const matches = useMatches();
  return titleOf(deepest(handlesOf(matches), 'title'), matches.at(-1)?.params ?? {});
}
