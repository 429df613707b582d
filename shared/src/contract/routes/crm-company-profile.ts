import { PathParams as P } from '../define.js';
import { Company } from '../../crm/company.js';

const c = '/api/network/companies';

/** A CRM company's logo removal (part of the CRM's group). */
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
} as const;
