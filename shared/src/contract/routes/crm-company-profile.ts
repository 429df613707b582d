import { PathParams as P } from '../define.js';
import { Company } from '../../crm/company.js';
import { CompanyPublicMatch } from '../../crm/public-match.js';

const c = '/api/network/companies';

/** A CRM company's logo removal and its public company on the network (part of the CRM's group). */
export const companyProfileRoutes = {
  deleteCompanyLogo: {
    method: 'DELETE',
    path: `${c}/{id}/logo`,
    summary: 'Removes the logo.',
    permission: 'COMPANY_WRITE',
    params: P.id,
    response: Company,
    tags: ['Documents'],
  },
  companyPublicMatch: {
    method: 'GET',
    path: `${c}/{id}/public-company`,
    summary:
      'The public company this company stands for on the network: my own profile, the one a link remembers, or an enabled profile of the same name; null when none.',
    permission: 'COMPANY_READ',
    params: P.id,
    response: CompanyPublicMatch,
  },
} as const;
