import { httpHandler } from '../../lib/http.js';
import { userAdminRoutes } from './users.js';
import { organizationRoutes } from './organization.js';
import { publicCompanyRoutes } from './public-company.js';
import { billingRoutes } from './billing.js';
import { platformAdminRoutes } from './platform.js';
import { policyAdminRoutes } from './policies.js';

export const handler = httpHandler('admin', [...userAdminRoutes, ...organizationRoutes, ...publicCompanyRoutes, ...billingRoutes, ...platformAdminRoutes, ...policyAdminRoutes]);
