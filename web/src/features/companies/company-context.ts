import { useOutletContext } from 'react-router';
import type { KeyedMutator } from 'swr';
import type { Company } from '@polyloop/shared/crm/company';
import type { ApiResult } from '../../lib/api';

/** What the company pages' layout hands its tabs: the record (a CRM company or the user's own). */
export interface CompanyContext {
  companyId: string;
  company: Company;
  own: boolean;
  refresh: KeyedMutator<ApiResult<Company>>;
}
export const useCompanyContext = () => useOutletContext<CompanyContext>();
