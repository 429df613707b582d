import { defineRoutes, PathParams as P } from '../define.js';
import { CompanyPublicMatch } from '../../crm/public-match.js';

/**
 * A CRM company's public company on the network. Served by the network's function, which reads
 * the directory and links already, so the CRM's function stays within its bundle budget.
 */
export const PublicMatchRoutes = defineRoutes(
  'network',
  { tags: ['Directory and links'] },
  {
    companyPublicMatch: {
      method: 'GET',
      path: '/api/network/companies/{id}/public-company',
      summary:
        'The public company this CRM company stands for on the network: my own profile, the one a link remembers, or an enabled profile of the same name; null when none.',
      permission: 'COMPANY_READ',
      params: P.id,
      response: CompanyPublicMatch,
    },
  },
);
