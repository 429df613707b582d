import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { pageTitle, PRODUCT_NAME } from '@polyloop/shared';
import { notify } from '../components/ui/toaster';
import { clearSession, onSessionExpired, rememberPostLoginPath } from '../lib/auth';
import { useReportingScope } from '../lib/error-reporting/use-reporting-scope';
import { useFlags } from '../lib/flags';
import { MaintenanceScreen } from '../features/system/MaintenanceScreen';
import { useMatchedTitle } from './use-route-handle';

/** Sets "{title} | Polyloop" from the deepest matched route's title. */
function useRouteTitle() {
  const title = useMatchedTitle();
  useEffect(() => {
    document.title = title ? pageTitle(title) : PRODUCT_NAME;
  }, [title]);
}

/** When the session cannot be refreshed the user keeps the page and chooses when to sign in again. */
function useSessionExpiredPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionExpired(() => {
        notify('warning', 'Session expired, click login', {
          duration: Infinity,
          action: {
            label: 'Log in',
            onClick: () => {
              rememberPostLoginPath(location.pathname + location.search);
              clearSession();
              void navigate('/login');
            },
          },
        });
      }),
    [navigate, location],
  );
}

export function Root() {
  useRouteTitle();
  useReportingScope();
  useSessionExpiredPrompt();
  const flags = useFlags();
  if (flags.maintenance_mode_enabled) return <MaintenanceScreen />;
  return <Outlet />;
}
