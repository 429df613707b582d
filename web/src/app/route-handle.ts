import type { Params } from 'react-router';
import type { Authority, Permission } from '@polyloop/shared';

/** What a route declares about itself; read by the guard, the title, the top bar and the upgrade prompt. */
export interface RouteHandle {
  /** The page's title; a function when it depends on the address ("Respond to Request" or "New Offer"). */
  title?: string | ((params: Params) => string);
  /** Reachable without signing in. */
  public?: boolean;
  /** Authority (Cognito group) required; without it the user is sent to the dashboard. */
  authority?: Authority;
  /** Permission required; without it navigation is blocked and the upgrade dialog names `feature`. */
  permission?: Permission;
  feature?: string;
  /** Show the top bar's back button; `fallback` is used when there is no history to go back to. */
  back?: { fallback?: string };
  /** The onboarding screen: the one guarded page a company that is not onboarded yet may see. */
  onboarding?: boolean;
  /** Show the privacy and terms footer. */
  footer?: boolean;
}

/** The last declared value of `key` along the matched routes (deepest wins). */
export function deepest<K extends keyof RouteHandle>(
  handles: readonly (RouteHandle | undefined)[],
  key: K,
): RouteHandle[K] {
  for (let i = handles.length - 1; i >= 0; i--) {
    const value = handles[i]?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The title a route declares, read for the matched parameters. */
export const titleOf = (title: RouteHandle['title'], params: Params): string | undefined =>
  typeof title === 'function' ? title(params) : title;
