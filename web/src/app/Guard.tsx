import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { rememberPostLoginPath, useSession } from '../lib/auth';
import { permissionsFor } from '../lib/permissions';
import { FullPageSpinner } from '../features/system/FullPageSpinner';
import { decideNavigation } from './guard';
import { lazyWithReload } from './lazy-with-reload';
import type { RouteHandle } from './route-handle';
import { requestUpgrade } from './upgrade-store';

const AppLayout = lazy(lazyWithReload(() => import('./layout/AppLayout')));

/**
 * Billing loads once before the first guarded navigation (spec part 3 §2.2). There is no billing
 * API yet; when there is, load it here (SWR, dedupe forever) and hold rendering until it answers.
 */
function useBillingOnce() {}

function RedirectToLogin({ from }: { from: string }) {
  useEffect(() => rememberPostLoginPath(from), [from]);
  return <Navigate to="/login" replace />;
}

function Blocked({ feature, to }: { feature: string; to: string }) {
  useEffect(() => requestUpgrade(feature), [feature]);
  return <Navigate to={to} replace />;
}

/** Runs the navigation guard for every route below it; `layout` wraps them in the main layout. */
export function Guard({ layout = true }: { layout?: boolean }) {
  const session = useSession();
  const matches = useMatches();
  const location = useLocation();
  const lastAllowed = useRef<string | null>(null);
  useBillingOnce();

  const authorities = session?.user.authorities ?? [];
  const decision = decideNavigation(
    matches.map((m) => m.handle as RouteHandle | undefined),
    { signedIn: session !== null, authorities, permissions: permissionsFor(authorities) },
  );
  const here = location.pathname + location.search;
  useEffect(() => {
    if (decision.kind === 'pass') lastAllowed.current = here;
  });

  let content: ReactNode;
  switch (decision.kind) {
    case 'login':
      return <RedirectToLogin from={here} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'blocked':
      return <Blocked feature={decision.feature} to={lastAllowed.current ?? '/dashboard'} />;
    case 'pass':
      content = layout ? <AppLayout /> : <Outlet />;
  }
  return <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>;
}
