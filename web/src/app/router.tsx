import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import NotFoundPage from '../features/system/NotFoundPage';
import { RouteError } from '../features/system/RouteError';
import { Guard } from './Guard';
import { lazyWithReload } from './lazy-with-reload';
import { Root } from './Root';
import type { RouteHandle } from './route-handle';

type Module = { default: React.ComponentType };

/** A lazily loaded route module, reloaded once if its chunk is gone (spec part 1 §2). */
function lazyPage(importer: () => Promise<Module>): RouteObject['lazy'] {
  const load = lazyWithReload(importer);
  return async () => ({ Component: (await load()).default });
}

const notAvailable = lazyPage(() => import('../features/system/NotAvailablePage'));

/** An area that a later issue builds: the shared "not available yet" page under its title. */
function area(path: string, handle: RouteHandle, children?: RouteObject[]): RouteObject {
  return children
    ? { path, handle, children: [{ index: true, lazy: notAvailable }, ...children] }
    : { path, handle, lazy: notAvailable };
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });
const indexTo = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** A detail route: `{id}` redirects to its first tab, every tab shows the area page. */
function tabs(path: string, handle: RouteHandle, names: string[], extra: RouteObject[] = []): RouteObject {
  return {
    path,
    handle,
    children: [indexTo(names[0]!), ...names.map((name) => area(name, {})), ...extra],
  };
}

const CORE_MATCH: RouteHandle = { permission: 'CORE_MATCH_READ', feature: 'Matches' };

/** Routes of spec part 1 §2, part 2 §2 and part 3 §2.1 inside the main layout. */
const layoutRoutes: RouteObject[] = [
  redirect('dashboard', '/my-company/dashboard'),
  area('notifications', { title: 'Notifications' }),
  area('notifications/:id', { title: 'Notification', back: { fallback: '/notifications' } }),

  area('market/inventory', { title: 'Inventory' }),
  area('market/inventory/new', { title: 'New Inventory', back: { fallback: '/market/inventory' } }),

  area('haves', { title: 'Haves' }),
  area('haves/new', { title: 'New Have', back: { fallback: '/haves' } }),
  area('haves/draft/:draftId', { title: 'Draft Have', back: { fallback: '/haves' } }),
  tabs(
    'haves/:id',
    { title: 'Have', back: { fallback: '/haves' } },
    ['details', 'suggested-buyers', 'orders', 'networkOffers', 'processing', 'group', 'history', 'documents'],
    [{ path: 'matches', handle: CORE_MATCH, children: [{ index: true, lazy: notAvailable }, area('needs', {})] }],
  ),

  area('needs', { title: 'Needs' }),
  area('needs/new', { title: 'New Need', back: { fallback: '/needs' } }),
  area('needs/draft/:draftId', { title: 'Draft Need', back: { fallback: '/needs' } }),
  tabs('needs/:id', { title: 'Need', back: { fallback: '/needs' } }, ['details', 'suggested-sellers', 'orders', 'history', 'documents'], [
    area('matches', CORE_MATCH),
  ]),

  area('market/matches', { title: 'Matches', ...CORE_MATCH }),

  area('orders', { title: 'Orders' }),
  area('orders/new', { title: 'New Order', back: { fallback: '/orders' } }),
  tabs('orders/:id', { title: 'Order', back: { fallback: '/orders' } }, ['summary', 'history', 'documents']),
  area('orders/:orderId/shipments/new', { title: 'New Shipment', back: { fallback: '/orders' } }),

  area('shipments', { title: 'Shipments' }),
  area('shipments/new', { title: 'New Shipment', back: { fallback: '/shipments' } }),
  tabs('shipments/:id', { title: 'Shipment', back: { fallback: '/shipments' } }, ['details', 'financials', 'history', 'documents']),

  area('market/financials', { title: 'Finance' }),
  area('market/analytics', { title: 'Reporting' }),

  redirect('materials', '/my-company/materials'),
  area('materials/new', { title: 'New Material', back: { fallback: '/my-company/materials' } }),
  tabs('materials/:type/:id', { title: 'Material', back: { fallback: '/my-company/materials' } }, [
    'details',
    'haves',
    'orders',
    'history',
    'documents',
  ]),

  area('companies', { title: 'Companies' }),
  area('companies/new', { title: 'New Company', back: { fallback: '/companies' } }),
  // When {id} is the user's own company the identity issue redirects to /my-company/* here.
  tabs('companies/:id', { title: 'Company', back: { fallback: '/companies' } }, ['profile', 'activity', 'locations', 'documents', 'history']),

  {
    path: 'my-company',
    children: [
      indexTo('dashboard'),
      area('dashboard', { title: 'Dashboard', footer: true }),
      area('profile', { title: 'Company Profile' }),
      area('materials', { title: 'Materials' }),
      area('activity', { title: 'Activity' }),
      area('locations', { title: 'Locations' }),
      area('documents', { title: 'Documents' }),
      area('history', { title: 'History' }),
    ],
  },

  {
    path: 'admin',
    handle: { authority: 'ROLE_USER_ADMIN', title: 'Administration' } satisfies RouteHandle,
    children: [
      indexTo('users'),
      area('users', { title: 'Users' }),
      {
        path: 'public-profile',
        handle: { title: 'Public Profile' },
        children: [indexTo('profile'), area('profile', {}), area('locations', {})],
      },
      area('organization', { title: 'Organization' }),
      area('billing', { title: 'Billing' }),
      area('integrations', { title: 'Integrations' }),
    ],
  },

  area('settings', { title: 'Settings' }),
  area('freight', { title: 'Freight Rates', permission: 'FREIGHTS_BOOKING', feature: 'Freight' }),
  area('my-activity', { title: 'My Activity' }),

  {
    path: 'network',
    children: [
      indexTo('companies'),
      area('companies', { title: 'Directory' }),
      tabs('companies/:publicCompanyId', { title: 'Company', back: { fallback: '/network/companies' } }, ['profile', 'locations']),
      area('buy', { title: 'Materials Market' }),
      area('sell', { title: 'Materials Market' }),
      {
        path: 'market',
        handle: { title: 'Materials Market' },
        children: [
          indexTo('supply'),
          area('supply', { title: 'Supply' }),
          area('demand', { title: 'Demand' }),
          area('auctions', { title: 'Auctions' }),
          area('suggested-supply', { title: 'Suggested Supply' }),
          area('suggested-demand', { title: 'Suggested Demand' }),
        ],
      },
      redirect('offers', '/network/market/supply'),
      area('offers/new/public/:requestId?/:haveId?', { title: 'New Public Offer', back: { fallback: '/network/market/supply' } }),
      area('offers/new/:requestId?/:haveId?', { title: 'New Offer', back: { fallback: '/network/market/supply' } }),
      area('offers/:id/confirm', { title: 'Confirm Offer', back: { fallback: '/network/market/supply' } }),
      tabs('offers/:id', { title: 'Offer', back: { fallback: '/network/market/supply' } }, ['details', 'matches', 'documents']),
      area('respond/:offerId?/:haveId?', { title: 'Respond to Offer', back: { fallback: '/network/market/supply' } }),
      {
        path: 'activity',
        handle: { title: 'My Activity' },
        children: [
          indexTo('negotiations'),
          area('negotiations', {}),
          {
            path: 'listings',
            children: [
              indexTo('public-offers'),
              area('public-offers', {}),
              area('private-offers', {}),
              area('auctions', {}),
              area('public-requests', {}),
            ],
          },
        ],
      },
      area('auctions/new/:haveId?', { title: 'New Auction', back: { fallback: '/network/market/auctions' } }),
      tabs('auctions/:id', { title: 'Auction', back: { fallback: '/network/market/supply' } }, ['details', 'documents', 'links']),
      redirect('requests', '/network/market/demand'),
      area('requests/new/public/:needId?', { title: 'New Public Request', back: { fallback: '/network/market/demand' } }),
      redirect('requests/new/:needId?', '/network/companies'),
      tabs('requests/:id', { title: 'Request', back: { fallback: '/network/market/demand' } }, ['details', 'matches', 'documents']),
      redirect('matches', '/network/market/suggested-supply'),
    ],
  },

  { path: 'not-found', handle: { title: 'Page not found' }, element: <NotFoundPage fullPage={false} /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      indexTo('/network/market/supply'),
      { path: 'login', handle: { title: 'Sign in', public: true }, lazy: lazyPage(() => import('../features/auth/LoginPage')) },
      { path: 'forbidden', handle: { title: 'Access denied', public: true }, lazy: lazyPage(() => import('../features/system/ForbiddenPage')) },
      { path: 'error-login', handle: { title: 'Sign-in error', public: true }, lazy: lazyPage(() => import('../features/system/ErrorLoginPage')) },
      // Onboarding (a later issue) redirects to the dashboard once the tenant has an onboarded date.
      { element: <Guard layout={false} />, children: [area('onboard', { title: 'Onboarding' })] },
      { element: <Guard />, children: layoutRoutes },
      // Already in the first bundle because the error page uses it, so not lazy.
      { path: '*', handle: { title: 'Page not found', public: true }, element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
