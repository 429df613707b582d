import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { clearSession, rememberPostLoginPath, useSession } from '../lib/auth';
import { useAccount, useBilling } from '../lib/account';
import { permissionsOf } from '../lib/permissions';
import { FullPageSpinner } from '../features/system/FullPageSpinner';
import { AppFrame } from './layout/AppFrame';
import { decideNavigation } from './guard';
import { lazyWithReload } from './lazy-with-reload';
import type { RouteHandle } from './route-handle';
import { requestUpgrade } from './upgrade-store';

const AppLayout = lazy(lazyWithReload(() => import('./layout/AppLayout')));

function RedirectToLogin({ from, clear }: { from: string; clear?: boolean }) {
  useEffect(() => {
    rememberPostLoginPath(from);
    if (clear) clearSession();
  }, [from, clear]);
  return <Navigate to="/login" replace />;
}

function Blocked({ feature, to }: { feature: string; to: string }) {
  useEffect(() => requestUpgrade(feature), [feature]);
  return <Navigate to={to} replace />;
}

/**
 * Runs the navigation guard for every route below it; `layout` wraps them in the main layout.
 * The account (permissions, onboarding) and the billing record load before the first decision;
 * billing loads once and a failed load counts as "not configured" (spec part 1 §7).
 */
export function Guard({ layout = true }: { layout?: boolean }) {
  const session = useSession();
  const matches = useMatches();
  const location = useLocation();
  const lastAllowed = useRef<string | null>(null);
  const { account, error } = useAccount();
  const billing = useBilling(!!account?.onboarded);
  const here = location.pathname + location.search;

  const decision = decideNavigation(
    matches.map((m) => m.handle as RouteHandle | undefined),
    {
      signedIn: session !== null,
      authorities: account?.authorities ?? session?.user.authorities ?? [],
      permissions: permissionsOf(account),
      onboarded: account?.onboarded,
    },
  );
  useEffect(() => {
    if (decision.kind === 'pass') lastAllowed.current = here;
  });

  if (decision.kind === 'login') return <RedirectToLogin from={here} />;
  if (session && error)
    return error.status === 401 ? (
      <RedirectToLogin from={here} clear />
    ) : (
      <Navigate to="/error-login" replace />
    );
  // While the account loads, the app's frame shows (the onboarding and the platform have frames of their own).
  const loading = layout ? <AppFrame /> : <FullPageSpinner />;
  if (session && (!account || !billing.settled)) return loading;

  let content: ReactNode;
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'blocked':
      return <Blocked feature={decision.feature} to={lastAllowed.current ?? '/dashboard'} />;
    case 'pass':
      content = layout ? <AppLayout /> : <Outlet />;
  }
  return <Suspense fallback={loading}>{content}</Suspense>;
}
