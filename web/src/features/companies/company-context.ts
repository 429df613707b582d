import { useOutletContext } from 'react-router';
import type { Company } from '@polyloop/shared/crm/company';
import { tabsOf } from '../../components/TabLinks';

/** What the company pages' layout hands its tabs: the record (a CRM company or the user's own). */
export interface CompanyContext {
  companyId: string;
  company: Company;
  own: boolean;
}
export const useCompanyContext = () => useOutletContext<CompanyContext>();

/** A company's tabs, a CRM company's as the user's own (which adds its dashboard and materials). */
export const COMPANY_TABS = tabsOf(
  'Profile',
  'Activity',
  'Locations',
  { to: 'listings', label: 'Haves and needs' },
  { to: 'orders', label: 'Orders and shipments' },
  'Documents',
  'History',
);
