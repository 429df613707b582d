import { AdminContextRoutes } from '@polyloop/shared/contract/routes/admin-context';
import { httpHandler } from '../preset.js';
import { userAdminRoutes } from './users.js';
import { organizationRoutes } from './organization.js';
import { publicCompanyRoutes } from './public-company.js';
import { billingRoutes } from './billing.js';
import { platformAdminRoutes } from './platform.js';
import { accessRequestAdminRoutes } from './access-requests.js';
import { tagRoutes } from './tags.js';

/** The admin context: users, organization, public profile, billing and platform administration (settings, access requests, publishing permissions), and tags. */
export const handler = httpHandler(AdminContextRoutes, {
  ...userAdminRoutes,
  ...organizationRoutes,
  ...publicCompanyRoutes,
  ...billingRoutes,
  ...platformAdminRoutes,
  ...accessRequestAdminRoutes,
  ...tagRoutes,
});
