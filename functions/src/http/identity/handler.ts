import { httpHandler } from '../../lib/http.js';
import { authRoutes } from './auth.js';
import { accountRoutes } from './account.js';
import { companyRoutes } from './company.js';
import { placesRoutes } from './places.js';
import { policyRoutes } from './policies.js';
import { accessRequestRoutes } from './access-requests.js';

export const handler = httpHandler('identity', [...authRoutes, ...accountRoutes, ...companyRoutes, ...placesRoutes, ...policyRoutes, ...accessRequestRoutes]);
