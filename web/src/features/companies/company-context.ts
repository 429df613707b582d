import { useOutletContext } from 'react-router';
import type { Company } from '@polyloop/shared/crm/company';

/** What the company pages' layout hands its tabs: the record (a CRM company or the user's own). */
export interface CompanyContext {
  companyId: string;
  company: Company;
  own: boolean;
}
export const useCompanyContext = () => useOutletContext<CompanyContext>();

/** A company's tabs, a CRM company's as the user's own (which adds its dashboard and materials). */
export const COMPANY_TABS = [
  { to: 'profile', label: 'Profile' },
  { to: 'activity', label: 'Activity' },
  { to: 'locations', label: 'Locations' },
  { to: 'listings', label: 'Haves and needs' },
  { to: 'orders', label: 'Orders and shipments' },
  { to: 'documents', label: 'Documents' },
  { to: 'history', label: 'History' },
];
