import { useOutletContext } from 'react-router';
import type { Company } from '@polyloop/shared/crm/company';

/** What the company pages' layout hands its tabs: the record (a CRM company or the user's own). */
export interface CompanyContext {
  companyId: string;
  company: Company;
  own: boolean;
}
export const useCompanyContext = () => useOutletContext<CompanyContext>();
