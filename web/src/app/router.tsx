import { createBrowserRouter, Navigate, type Params, type RouteObject } from 'react-router';
import { isNetworkId } from '@polyloop/shared/network/id';
import NotFoundPage from '../features/system/NotFoundPage';
import { RouteError } from '../features/system/RouteError';
import { Guard } from './Guard';
import { AppFrame } from './layout/AppFrame';
import { lazyWithReload } from './lazy-with-reload';
import { Root } from './Root';
import type { RouteHandle } from './route-handle';

type Module = { default: React.ComponentType };

/** A lazily loaded route module, reloaded once if its chunk is gone (spec part 1 §2). */
function lazyPage(importer: () => Promise<Module>): RouteObject['lazy'] {
  const load = lazyWithReload(importer);
  return async () => ({ Component: (await load()).default });
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });
const indexTo = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** The company page's tabs, shared by /companies/:id and /my-company (which titles each tab). */
const companyTabs = (titled: boolean): RouteObject[] =>
  (
    [
      ['profile', 'Company Profile', () => import('../features/companies/ProfileTab')],
      ['activity', 'Activity', () => import('../features/companies/ActivityTab')],
      ['locations', 'Locations', () => import('../features/companies/LocationsTab')],
      ['listings', 'Haves and needs', () => import('../features/listings/CompanyListingsTab')],
      ['orders', 'Orders and shipments', () => import('../features/orders/CompanyOrdersTab')],
      ['documents', 'Documents', () => import('../features/companies/DocumentsTab')],
      ['history', 'History', () => import('../features/companies/HistoryTab')],
    ] as const
  ).map(([path, title, importer]) => ({ path, handle: titled ? { title } : {}, lazy: lazyPage(importer) }));

const CORE_MATCH: RouteHandle = { permission: 'CORE_MATCH_READ', feature: 'Matches' };
const NETWORK_MATCH: RouteHandle = { permission: 'NETWORK_MATCH_READ', feature: 'Matches' };
const SUGGESTED: RouteHandle = { permission: 'NETWORK_MATCH_READ', feature: 'Suggested demand and supply' };

/** The Materials Market pages (features/network/market/pages.tsx). */
const market = (name: keyof typeof import('../features/network/market/pages')) =>
  lazyPage(() => import('../features/network/market/pages').then((m) => ({ default: m[name] })));
/** The request pages (features/network/requests/pages.tsx). */
const request = (name: keyof typeof import('../features/network/requests/pages')) =>
  lazyPage(() => import('../features/network/requests/pages').then((m) => ({ default: m[name] })));
/** My Activity (features/network/activity/pages.tsx). */
const activity = (name: keyof typeof import('../features/network/activity/pages')) =>
  lazyPage(() => import('../features/network/activity/pages').then((m) => ({ default: m[name] })));

/** The inventory and process report pages (features/inventory/pages.tsx), each loaded with its route. */
const inventory = (name: keyof typeof import('../features/inventory/pages')) =>
  lazyPage(() => import('../features/inventory/pages').then((m) => ({ default: m[name] })));
/** The haves and needs pages (features/listings/pages.tsx), each loaded with its route. */
const listing = (name: keyof typeof import('../features/listings/pages')) =>
  lazyPage(() => import('../features/listings/pages').then((m) => ({ default: m[name] })));
/** The new-have and new-need forms started from a draft of the e-mail assistant. */
const draftPage = (kind: 'have' | 'need') =>
  lazyPage(() =>
    import('../features/listings/ListingDraftPage').then((m) => ({
      default: () => <m.ListingDraftPage kind={kind} />,
    })),
  );
/** The matches, suggested buyers and sellers pages (features/matching/pages.tsx). */
const matching = (name: keyof typeof import('../features/matching/pages')) =>
  lazyPage(() => import('../features/matching/pages').then((m) => ({ default: m[name] })));
const listingTab = (name: 'ListingDetailsTab' | 'ListingHistoryTab' | 'ListingDocumentsTab') =>
  lazyPage(() => import('../features/listings/ListingTabs').then((m) => ({ default: m[name] })));
/** The order and shipment tabs (features/orders/pages.tsx). */
const ordersTab = (name: keyof typeof import('../features/orders/pages').pages) =>
  lazyPage(() => import('../features/orders/pages').then((m) => ({ default: m.pages[name] })));
/** The finance pages (features/finance/pages.tsx). */
const finance = (name: keyof typeof import('../features/finance/pages').pages) =>
  lazyPage(() => import('../features/finance/pages').then((m) => ({ default: m.pages[name] })));
/** The network's offer pages (features/network/offers/pages.tsx), each loaded with its route. */
const offers = (name: keyof typeof import('../features/network/offers/pages')) =>
  lazyPage(() => import('../features/network/offers/pages').then((m) => ({ default: m[name] })));
/** The auction pages (features/network/auctions/pages.tsx). */
const auctions = (name: Exclude<keyof typeof import('../features/network/auctions/pages'), 'AuctionList'>) =>
  lazyPage(() => import('../features/network/auctions/pages').then((m) => ({ default: m[name] })));
/** Sending or answering offers: not on the free plan (spec part 2 §1). */
const OFFER_WRITE: RouteHandle = {
  permission: 'OFFER_WRITE',
  feature: 'Sending and answering offers and requests',
};
/** A have's or need's orders. */
const listingOrders = lazyPage(() => import('../features/orders/ListingOrdersTab'));
/** The details, history and documents tabs of a have or need. */
const listingTabs: RouteObject[] = [
  { path: 'details', lazy: listingTab('ListingDetailsTab') },
  { path: 'history', lazy: listingTab('ListingHistoryTab') },
  { path: 'documents', lazy: listingTab('ListingDocumentsTab') },
];

/** Routes of spec part 1 §2, part 2 §2 and part 3 §2.1 inside the main layout. */
const layoutRoutes: RouteObject[] = [
  redirect('dashboard', '/my-company/dashboard'),
  {
    path: 'notifications',
    handle: { title: 'Notifications' },
    lazy: lazyPage(() => import('../features/notifications/NotificationsPage')),
  },
  {
    path: 'notifications/:id',
    handle: { title: 'Notification', back: { fallback: '/notifications' } },
    lazy: lazyPage(() => import('../features/notifications/NotificationPage')),
  },

  {
    path: 'market/inventory',
    handle: { title: 'Inventory', permission: 'INVENTORY_READ' },
    lazy: inventory('InventoryListPage'),
  },
  {
    path: 'market/inventory/new',
    handle: {
      title: 'New Inventory',
      permission: 'INVENTORY_WRITE',
      back: { fallback: '/market/inventory' },
    },
    lazy: inventory('LotNewPage'),
  },
  {
    path: 'market/inventory/process-reports',
    handle: {
      title: 'Process Reports',
      permission: 'PROCESS_REPORT_READ',
      back: { fallback: '/market/inventory' },
    },
    lazy: inventory('ProcessReportsListPage'),
  },
  {
    path: 'market/inventory/process-reports/new',
    handle: {
      title: 'New Process Report',
      permission: 'PROCESS_REPORT_WRITE',
      back: { fallback: '/market/inventory/process-reports' },
    },
    lazy: inventory('ProcessReportNewPage'),
  },
  {
    path: 'market/inventory/process-reports/:id',
    handle: {
      title: 'Process Report',
      permission: 'PROCESS_REPORT_READ',
      back: { fallback: '/market/inventory/process-reports' },
    },
    lazy: inventory('ProcessReportPage'),
  },
  {
    path: 'market/inventory/:id',
    handle: { title: 'Inventory Lot', permission: 'INVENTORY_READ', back: { fallback: '/market/inventory' } },
    lazy: inventory('LotPage'),
  },

  { path: 'haves', handle: { title: 'Haves' }, lazy: listing('HavesListPage') },
  {
    path: 'haves/new',
    handle: { title: 'New Have', back: { fallback: '/haves' } },
    lazy: listing('HaveNewPage'),
  },
  {
    path: 'haves/draft/:draftId',
    handle: { title: 'Draft Have', back: { fallback: '/haves' } },
    lazy: draftPage('have'),
  },
  {
    path: 'haves/:id',
    handle: { title: 'Have', back: { fallback: '/haves' } },
    lazy: listing('HaveLayout'),
    children: [
      indexTo('details'),
      ...listingTabs,
      {
        path: 'group',
        lazy: lazyPage(() =>
          import('../features/listings/HaveGroupTab').then((m) => ({ default: m.HaveGroupTab })),
        ),
      },
      { path: 'orders', lazy: listingOrders },
      { path: 'networkOffers', lazy: offers('HaveNetworkOffersTab') },
      {
        path: 'processing',
        handle: { permission: 'PROCESS_REPORT_READ' },
        lazy: lazyPage(() => import('../features/inventory/HaveProcessingTab')),
      },
      {
        path: 'suggested-buyers',
        handle: { permission: 'SUGGESTED_BUYERS_READ', feature: 'Suggested buyers' },
        lazy: matching('HaveSuggestedBuyersTab'),
      },
      {
        path: 'matches',
        handle: CORE_MATCH,
        children: [
          { index: true, lazy: matching('HaveMatchesTab') },
          { path: 'needs', lazy: matching('HaveNeedMatchesTab') },
        ],
      },
    ],
  },

  { path: 'needs', handle: { title: 'Needs' }, lazy: listing('NeedsListPage') },
  {
    path: 'needs/new',
    handle: { title: 'New Need', back: { fallback: '/needs' } },
    lazy: listing('NeedNewPage'),
  },
  {
    path: 'needs/draft/:draftId',
    handle: { title: 'Draft Need', back: { fallback: '/needs' } },
    lazy: draftPage('need'),
  },
  {
    path: 'needs/:id',
    handle: { title: 'Need', back: { fallback: '/needs' } },
    lazy: listing('NeedLayout'),
    children: [
      indexTo('details'),
      ...listingTabs,
      { path: 'orders', lazy: listingOrders },
      { path: 'network-requests', lazy: request('NeedRequestsTab') },
      {
        path: 'suggested-sellers',
        handle: { permission: 'SUGGESTED_SELLERS_READ', feature: 'Suggested sellers' },
        lazy: matching('NeedSuggestedSellersTab'),
      },
      { path: 'matches', handle: CORE_MATCH, lazy: matching('NeedMatchesTab') },
    ],
  },

  {
    path: 'market/matches',
    handle: { title: 'Matches', ...CORE_MATCH },
    lazy: matching('MarketMatchesPage'),
  },

  {
    path: 'orders',
    handle: { title: 'Orders', permission: 'ORDER_READ' },
    lazy: lazyPage(() => import('../features/orders/OrdersListPage')),
  },
  {
    path: 'orders/new',
    handle: { title: 'New Order', permission: 'ORDER_WRITE', back: { fallback: '/orders' } },
    lazy: lazyPage(() => import('../features/orders/OrderNewPage')),
  },
  {
    path: 'orders/:id',
    handle: { title: 'Order', permission: 'ORDER_READ', back: { fallback: '/orders' } },
    lazy: lazyPage(() => import('../features/orders/OrderLayout')),
    children: [
      indexTo('summary'),
      { path: 'summary', lazy: ordersTab('OrderSummaryTab') },
      { path: 'history', lazy: ordersTab('OrderHistoryTab') },
      { path: 'documents', lazy: ordersTab('OrderDocumentsTab') },
    ],
  },
  {
    path: 'orders/:orderId/shipments/new',
    handle: { title: 'New Shipment', permission: 'SHIPMENT_WRITE', back: { fallback: '/orders' } },
    lazy: lazyPage(() => import('../features/orders/ShipmentNewPage')),
  },

  {
    path: 'shipments',
    handle: { title: 'Shipments', permission: 'SHIPMENT_READ' },
    lazy: lazyPage(() => import('../features/orders/ShipmentsListPage')),
  },
  {
    path: 'shipments/new',
    handle: { title: 'New Shipment', permission: 'SHIPMENT_WRITE', back: { fallback: '/shipments' } },
    lazy: lazyPage(() => import('../features/orders/ShipmentNewPage')),
  },
  {
    path: 'shipments/:id/edit',
    handle: { title: 'Edit Shipment', permission: 'SHIPMENT_WRITE', back: { fallback: '/shipments' } },
    lazy: lazyPage(() => import('../features/orders/ShipmentNewPage')),
  },
  {
    path: 'shipments/:id',
    handle: { title: 'Shipment', permission: 'SHIPMENT_READ', back: { fallback: '/shipments' } },
    lazy: lazyPage(() => import('../features/orders/ShipmentLayout')),
    children: [
      indexTo('details'),
      { path: 'details', lazy: ordersTab('ShipmentDetailsTab') },
      { path: 'financials', lazy: ordersTab('ShipmentFinancialsTab') },
      { path: 'history', lazy: ordersTab('ShipmentHistoryTab') },
      { path: 'documents', lazy: ordersTab('ShipmentDocumentsTab') },
    ],
  },

  {
    path: 'market/financials',
    handle: { title: 'Finance', permission: 'FINANCE_READ' },
    lazy: finance('FinancialsLayout'),
    children: [
      indexTo('summary'),
      { path: 'summary', lazy: finance('SummaryTab') },
      { path: 'invoices', handle: { permission: 'INVOICE_READ' }, lazy: finance('InvoicesTab') },
      { path: 'bills', handle: { permission: 'BILL_READ' }, lazy: finance('BillsTab') },
      { path: 'ledger', lazy: finance('LedgerTab') },
      { path: 'payables', lazy: finance('PayablesTab') },
      { path: 'receivables', lazy: finance('ReceivablesTab') },
    ],
  },
  {
    path: 'market/financials/invoices/new',
    handle: {
      title: 'New Invoice',
      permission: 'INVOICE_WRITE',
      back: { fallback: '/market/financials/invoices' },
    },
    lazy: finance('NewInvoicePage'),
  },
  {
    path: 'market/financials/invoices/:id',
    handle: {
      title: 'Invoice',
      permission: 'INVOICE_READ',
      back: { fallback: '/market/financials/invoices' },
    },
    lazy: finance('InvoicePage'),
  },
  {
    path: 'market/financials/bills/new',
    handle: { title: 'New Bill', permission: 'BILL_WRITE', back: { fallback: '/market/financials/bills' } },
    lazy: finance('NewBillPage'),
  },
  {
    path: 'market/financials/bills/:id',
    handle: { title: 'Bill', permission: 'BILL_READ', back: { fallback: '/market/financials/bills' } },
    lazy: finance('BillPage'),
  },
  {
    path: 'market/analytics',
    handle: { title: 'Reporting', permission: 'ANALYTICS_REPORTS', feature: 'Reporting' },
    lazy: lazyPage(() => import('../features/reporting/ReportingPage')),
  },

  redirect('materials', '/my-company/materials'),
  {
    path: 'materials/new',
    handle: { title: 'New Material', back: { fallback: '/my-company/materials' } },
    lazy: lazyPage(() => import('../features/materials/MaterialNewPage')),
  },
  {
    path: 'materials/:type/:id',
    handle: { title: 'Material', back: { fallback: '/my-company/materials' } },
    lazy: lazyPage(() => import('../features/materials/MaterialLayout')),
    children: [
      indexTo('details'),
      { path: 'details', lazy: lazyPage(() => import('../features/materials/MaterialDetailsPage')) },
      { path: 'companies', lazy: lazyPage(() => import('../features/materials/MaterialCompaniesPage')) },
      { path: 'haves', lazy: lazyPage(() => import('../features/listings/MaterialHavesTab')) },
      { path: 'orders', lazy: lazyPage(() => import('../features/orders/MaterialOrdersTab')) },
      { path: 'history', lazy: lazyPage(() => import('../features/materials/MaterialHistoryPage')) },
      { path: 'documents', lazy: lazyPage(() => import('../features/materials/MaterialDocumentsPage')) },
    ],
  },

  {
    path: 'companies',
    handle: { title: 'Companies' },
    lazy: lazyPage(() => import('../features/companies/CompaniesPage')),
  },
  {
    path: 'companies/new',
    handle: { title: 'New Company', back: { fallback: '/companies' } },
    lazy: lazyPage(() => import('../features/companies/CompanyWizardPage')),
  },
  // The layout sends the user's own company on to /my-company/*.
  {
    path: 'companies/:id',
    handle: { title: 'Company', back: { fallback: '/companies' } },
    lazy: lazyPage(() => import('../features/companies/CompanyLayout')),
    children: [indexTo('profile'), ...companyTabs(false)],
  },

  {
    path: 'my-company',
    lazy: lazyPage(() => import('../features/my-company/MyCompanyLayout')),
    children: [
      indexTo('dashboard'),
      {
        path: 'dashboard',
        handle: { title: 'Dashboard', footer: true },
        lazy: lazyPage(() => import('../features/my-company/DashboardPage')),
      },
      {
        path: 'materials',
        handle: { title: 'Materials' },
        lazy: lazyPage(() => import('../features/materials/MaterialsListPage')),
      },
      ...companyTabs(true),
      {
        path: 'team',
        handle: { title: 'Team', permission: 'COMPANY_READ' },
        lazy: lazyPage(() => import('../features/my-company/TeamPage')),
      },
    ],
  },

  {
    path: 'admin',
    handle: { authority: 'ROLE_USER_ADMIN', title: 'Administration' } satisfies RouteHandle,
    lazy: lazyPage(() => import('../features/admin/AdminLayout')),
    children: [
      indexTo('users'),
      {
        path: 'users',
        handle: { title: 'Users' },
        lazy: lazyPage(() => import('../features/admin/users/UsersPage')),
      },
      {
        path: 'public-profile',
        handle: { title: 'Public Profile' },
        lazy: lazyPage(() => import('../features/admin/public-profile/PublicProfileLayout')),
        children: [
          indexTo('profile'),
          { path: 'profile', lazy: lazyPage(() => import('../features/admin/public-profile/ProfilePage')) },
          {
            path: 'locations',
            lazy: lazyPage(() => import('../features/admin/public-profile/LocationsPage')),
          },
        ],
      },
      {
        path: 'organization',
        handle: { title: 'Organization' },
        lazy: lazyPage(() => import('../features/admin/OrganizationPage')),
      },
      {
        path: 'documents',
        handle: { title: 'Documents' },
        lazy: lazyPage(() => import('../features/admin/DocumentsPage')),
      },
      {
        path: 'tags',
        handle: { title: 'Tags' },
        lazy: lazyPage(() => import('../features/admin/tags/TagsPage')),
      },
      {
        path: 'billing',
        handle: { title: 'Billing' },
        lazy: lazyPage(() => import('../features/admin/BillingPage')),
      },
      {
        path: 'integrations',
        handle: { title: 'Integrations' },
        lazy: lazyPage(() => import('../features/admin/IntegrationsPage')),
      },
      {
        // Where QuickBooks Online, Xero (or the local sandbox) send the person back after a connect.
        path: 'integrations/accounting-callback',
        handle: { title: 'Integrations' },
        lazy: lazyPage(() => import('../features/admin/IntegrationsPage')),
      },
    ],
  },

  {
    path: 'settings',
    handle: { title: 'Settings' },
    lazy: lazyPage(() => import('../features/settings/SettingsPage')),
  },
  {
    path: 'settings/notifications',
    handle: { title: 'Notification Preferences', back: { fallback: '/settings' } },
    lazy: lazyPage(() => import('../features/notifications/NotificationPreferencesPage')),
  },
  {
    path: 'freight',
    handle: { title: 'Freight Rates', permission: 'FREIGHTS_BOOKING', feature: 'Freight' },
    lazy: lazyPage(() => import('../features/freight/FreightPage')),
  },
  redirect('my-activity', '/network/activity'),

  {
    path: 'network',
    children: [
      indexTo('companies'),
      {
        path: 'companies',
        handle: { title: 'Directory', permission: 'LINK_READ' },
        lazy: lazyPage(() => import('../features/network/DirectoryPage')),
      },
      {
        path: 'companies/:publicCompanyId',
        handle: { title: 'Company', permission: 'LINK_READ', back: { fallback: '/network/companies' } },
        lazy: lazyPage(() => import('../features/network/PublicCompanyLayout')),
        children: [
          indexTo('profile'),
          { path: 'profile', lazy: lazyPage(() => import('../features/network/PublicProfileTab')) },
          { path: 'locations', lazy: lazyPage(() => import('../features/network/PublicLocationsTab')) },
        ],
      },
      { path: 'buy', handle: { title: 'Materials Market' }, lazy: market('BuyPage') },
      { path: 'sell', handle: { title: 'Materials Market' }, lazy: market('SellPage') },
      {
        path: 'market',
        handle: { title: 'Materials Market' },
        lazy: market('MarketLayout'),
        children: [
          indexTo('supply'),
          { path: 'supply', handle: { title: 'Supply' }, lazy: market('SupplyPage') },
          { path: 'demand', handle: { title: 'Demand' }, lazy: market('DemandPage') },
          { path: 'auctions', handle: { title: 'Auctions' }, lazy: market('AuctionsTab') },
          {
            path: 'suggested-supply',
            handle: { title: 'Suggested Supply', ...SUGGESTED },
            lazy: market('SuggestedSupplyTab'),
          },
          {
            path: 'suggested-demand',
            handle: { title: 'Suggested Demand', ...SUGGESTED },
            lazy: market('SuggestedDemandTab'),
          },
        ],
      },
      redirect('offers', '/network/market/supply'),
      {
        path: 'offers/new/public/:requestId?/:haveId?',
        handle: { title: 'New Public Offer', back: { fallback: '/network/market/supply' } },
        lazy: offers('PublicOfferNewPage'),
      },
      {
        path: 'offers/new/:requestId?/:haveId?',
        handle: {
          ...OFFER_WRITE,
          title: ({ requestId }: Params) => (isNetworkId(requestId) ? 'Respond to Request' : 'New Offer'),
          back: { fallback: '/network/market/supply' },
        },
        lazy: offers('OfferWizardPage'),
      },
      {
        path: 'offers/:id/confirm',
        handle: { ...OFFER_WRITE, title: 'Confirm Offer', back: { fallback: '/network/market/supply' } },
        lazy: offers('ConfirmOfferPage'),
      },
      {
        path: 'offers/:id',
        handle: { title: 'Offer', back: { fallback: '/network/market/supply' } },
        lazy: offers('OfferLayout'),
        children: [
          indexTo('details'),
          { path: 'details', lazy: offers('OfferDetailsTab') },
          { path: 'matches', handle: NETWORK_MATCH, lazy: offers('OfferMatchesTab') },
          { path: 'documents', lazy: offers('OfferDocumentsTab') },
        ],
      },
      {
        path: 'respond/:offerId?/:haveId?',
        handle: { ...OFFER_WRITE, title: 'Respond to Offer', back: { fallback: '/network/market/supply' } },
        lazy: offers('RespondPage'),
      },
      {
        path: 'activity',
        handle: { title: 'My Activity' },
        lazy: activity('ActivityLayout'),
        children: [
          indexTo('negotiations'),
          { path: 'negotiations', lazy: activity('NegotiationsPage') },
          { path: 'offers', lazy: activity('OffersPage') },
          {
            path: 'listings',
            lazy: activity('ListingsLayout'),
            children: [
              indexTo('public-offers'),
              { path: 'public-offers', lazy: activity('MyPublicOffersPage') },
              { path: 'private-offers', lazy: activity('PrivateOffersPage') },
              { path: 'auctions', lazy: activity('ListingsAuctionsTab') },
              { path: 'public-requests', lazy: activity('MyPublicRequestsPage') },
            ],
          },
          { path: 'requests', lazy: activity('RequestsPage') },
        ],
      },
      {
        path: 'auctions/new/:haveId?',
        handle: { title: 'New Auction', back: { fallback: '/network/market/auctions' } },
        lazy: auctions('NewAuctionPage'),
      },
      {
        path: 'auctions/:id',
        handle: { title: 'Auction', back: { fallback: '/network/market/supply' } },
        lazy: auctions('AuctionLayout'),
        children: [
          indexTo('details'),
          { path: 'details', lazy: auctions('AuctionDetailsTab') },
          { path: 'documents', lazy: auctions('AuctionDocumentsTab') },
          { path: 'links', lazy: auctions('AuctionLinksTab') },
        ],
      },
      redirect('requests', '/network/market/demand'),
      {
        path: 'requests/new/public/:needId?',
        handle: { title: 'New Public Request', back: { fallback: '/network/market/demand' } },
        lazy: request('NewPublicRequestPage'),
      },
      redirect('requests/new/:needId?', '/network/companies'),
      {
        path: 'requests/:id',
        handle: { title: 'Request', back: { fallback: '/network/market/demand' } },
        lazy: request('RequestLayout'),
        children: [
          indexTo('details'),
          { path: 'details', lazy: request('RequestDetailsTab') },
          { path: 'matches', handle: NETWORK_MATCH, lazy: request('RequestMatchesTab') },
          { path: 'documents', lazy: request('RequestDocumentsTab') },
        ],
      },
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
      {
        path: 'login',
        handle: { title: 'Sign in', public: true },
        lazy: lazyPage(() => import('../features/auth/LoginPage')),
      },
      {
        path: 'auth/callback',
        handle: { title: 'Signing in', public: true },
        lazy: lazyPage(() => import('../features/auth/AuthCallbackPage')),
      },
      {
        path: 'sign-up',
        handle: { title: 'Sign up', public: true },
        lazy: lazyPage(() => import('../features/auth/SignUpPage')),
      },
      {
        path: 'verify',
        handle: { title: 'Verify your e-mail', public: true },
        lazy: lazyPage(() => import('../features/auth/VerifyPage')),
      },
      {
        path: 'forgot-password',
        handle: { title: 'Forgot password', public: true },
        lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage')),
      },
      {
        path: 'reset-password',
        handle: { title: 'Reset password', public: true },
        lazy: lazyPage(() => import('../features/auth/ResetPasswordPage')),
      },
      {
        path: 'accept-invite',
        handle: { title: 'Accept invitation', public: true },
        lazy: lazyPage(() => import('../features/auth/AcceptInvitePage')),
      },
      {
        path: 'terms',
        handle: { title: 'Terms and Conditions', public: true },
        lazy: lazyPage(() => import('../features/legal/TermsPage')),
      },
      {
        path: 'privacy',
        handle: { title: 'Privacy Policy', public: true },
        lazy: lazyPage(() => import('../features/legal/PrivacyPage')),
      },
      {
        path: 'forbidden',
        handle: { title: 'Access denied', public: true },
        lazy: lazyPage(() => import('../features/system/ForbiddenPage')),
      },
      {
        path: 'error-login',
        handle: { title: 'Sign-in error', public: true },
        lazy: lazyPage(() => import('../features/system/ErrorLoginPage')),
      },
      // Onboarding (the guard sends an onboarded company's users on to the dashboard) and the platform administration.
      {
        element: <Guard layout={false} />,
        children: [
          {
            path: 'onboard',
            handle: { title: 'Onboarding', onboarding: true },
            lazy: lazyPage(() => import('../features/onboarding/OnboardingPage')),
          },
          // A company that requires two-step sign-in leads its people here from the sign-in.
          {
            path: 'two-step-setup',
            handle: { title: 'Set up two-step sign-in' },
            lazy: lazyPage(() => import('../features/auth/TwoStepSetupPage')),
          },
          // The platform's own pages have their own frame: their people usually belong to no company.
          {
            path: 'platform',
            handle: {
              authority: 'ROLE_PLATFORM_ADMIN',
              title: 'Platform administration',
            } satisfies RouteHandle,
            lazy: lazyPage(() => import('../features/platform/PlatformLayout')),
            children: [
              indexTo('access-requests'),
              {
                path: 'access-requests',
                handle: { title: 'Access requests' },
                lazy: lazyPage(() => import('../features/platform/AccessRequestsPage')),
              },
              {
                path: 'freight-partners',
                handle: { title: 'Freight partners' },
                lazy: lazyPage(() => import('../features/platform/FreightPartnersPage')),
              },
              {
                path: 'companies/:tenantId',
                handle: { title: 'Company' },
                lazy: lazyPage(() => import('../features/platform/PlatformCompanyPage')),
              },
            ],
          },
        ],
      },
      // A full page load shows the app's frame while the page's code loads, never a blank screen.
      { element: <Guard />, hydrateFallbackElement: <AppFrame />, children: layoutRoutes },
      // Already in the first bundle because the error page uses it, so not lazy.
      { path: '*', handle: { title: 'Page not found', public: true }, element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
