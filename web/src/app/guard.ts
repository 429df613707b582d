import type { Authority, Permission } from '@polyloop/shared';
import { deepest, type RouteHandle } from './route-handle';

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  | { kind: 'blocked'; permission: Permission; feature: string };

export interface GuardContext {
  signedIn: boolean;
  authorities: readonly Authority[];
  permissions: ReadonlySet<Permission>;
  /** The company has an onboarded date (from the account); undefined while unknown. */
  onboarded?: boolean;
}

/** Where a platform administrator without a company lands. */
export const PLATFORM_HOME = '/platform/access-requests';

/**
 * The navigation guard of spec part 1 §2 / part 3 §2.2, in its order: public routes pass; (billing
 * is loaded once before this runs, see Guard); access by path (a signed-in session, then the
 * onboarding redirects of spec part 1 §2/§4, and the platform area for a platform administrator of
 * no company); authority
 * (missing → dashboard); permission (missing → blocked). Every matched route's needs count.
 */
export function decideNavigation(
  handles: readonly (RouteHandle | undefined)[],
  ctx: GuardContext,
): GuardDecision {
  if (deepest(handles, 'public')) return { kind: 'pass' };
  if (!ctx.signedIn) return { kind: 'login' };
  // Onboarding comes first: a platform administrator skips it (spec part 1 §4).
  const onboardingRoute = !!deepest(handles, 'onboarding');
  const platformAdmin = ctx.authorities.includes('ROLE_PLATFORM_ADMIN');
  if (ctx.onboarded === false && !platformAdmin && !onboardingRoute)
    return { kind: 'redirect', to: '/onboard' };
  // A platform administrator of no company has only the platform's pages: that is their home.
  const platformRoute = handles.some((h) => h?.authority === 'ROLE_PLATFORM_ADMIN');
  if (ctx.onboarded === false && platformAdmin && !platformRoute && !onboardingRoute)
    return { kind: 'redirect', to: PLATFORM_HOME };
  if (ctx.onboarded === true && onboardingRoute) return { kind: 'redirect', to: '/dashboard' };
  for (const handle of handles) {
    if (handle?.authority && !ctx.authorities.includes(handle.authority))
      return { kind: 'redirect', to: '/dashboard' };
  }
  for (const handle of handles) {
    if (handle?.permission && !ctx.permissions.has(handle.permission)) {
      return {
        kind: 'blocked',
        permission: handle.permission,
        feature:
          handle.feature ?? (typeof handle.title === 'string' ? handle.title : undefined) ?? 'This feature',
      };
    }
  }
  return { kind: 'pass' };
}
