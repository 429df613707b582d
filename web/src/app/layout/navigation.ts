import type { Permission } from '@polyloop/shared';
import type { UpgradeContext } from '../upgrade-store';

export interface NavItem {
  label: string;
  to: string;
  /** Without this permission the entry shows a lock and opens the upgrade dialog. */
  permission?: Permission;
  /** Which upgrade-dialog context a locked entry opens (spec part 3 §6.1). */
  upgrade?: UpgradeContext;
}

/** Menu of spec part 3 §2.5 (the company entry and Administration are rendered separately). */
export const TOP_ITEMS: NavItem[] = [
  { label: 'Network', to: '/network/companies' },
  { label: 'Market', to: '/network/market' },
  { label: 'Freight', to: '/freight', permission: 'FREIGHTS_BOOKING', upgrade: 'navigation-freight' },
  { label: 'My activity', to: '/network/activity' },
];

export const CORE_GROUPS: { label: string; items: NavItem[] }[] = [
  {
    label: 'CRM',
    items: [
      { label: 'Companies', to: '/companies' },
      { label: 'Haves', to: '/haves' },
      { label: 'Needs', to: '/needs' },
      {
        label: 'Matches',
        to: '/market/matches',
        permission: 'CORE_MATCH_READ',
        upgrade: 'navigation-matches',
      },
    ],
  },
  {
    label: 'Operations',
    items: [
      { label: 'Orders', to: '/orders' },
      { label: 'Shipments', to: '/shipments' },
      { label: 'Inventory', to: '/market/inventory' },
      { label: 'Finance', to: '/market/financials' },
    ],
  },
];

/** Create-new menu of the top bar (spec part 3 §2.6). */
export const CREATE_ITEMS: { label: string; to: string }[] = [
  { label: 'Company', to: '/companies/new' },
  { label: 'Material', to: '/materials/new' },
  { label: 'Have', to: '/haves/new' },
  { label: 'Need', to: '/needs/new' },
  { label: 'Inventory', to: '/market/inventory/new' },
  { label: 'Order', to: '/orders/new' },
  { label: 'Shipment', to: '/shipments/new' },
];
