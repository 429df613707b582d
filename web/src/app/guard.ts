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
}

/**
 * The navigation guard of spec part 1 §2 / part 3 §2.2, in its order: public routes pass; (billing
 * is loaded once before this runs, see Guard); access by path (a signed-in session); authority
 * (missing → dashboard); permission (missing → blocked). Every matched route's needs count.
 */
export function decideNavigation(handles: readonly (RouteHandle | undefined)[], ctx: GuardContext): GuardDecision {
  if (deepest(handles, 'public')) return { kind: 'pass' };
  if (!ctx.signedIn) return { kind: 'login' };
  for (const handle of handles) {
    if (handle?.authority && !ctx.authorities.includes(handle.authority)) return { kind: 'redirect', to: '/dashboard' };
  }
  for (const handle of handles) {
    if (handle?.permission && !ctx.permissions.has(handle.permission)) {
      return { kind: 'blocked', permission: handle.permission, feature: handle.feature ?? handle.title ?? 'This feature' };
    }
  }
  return { kind: 'pass' };
}
