import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import { httpHandler } from '../preset.js';
import { companyRoutes } from './companies.js';
import { contactRoutes } from './contacts.js';
import { locationRoutes } from './locations.js';
import { buyProfileRoutes } from './buy-profiles.js';
import { myCompanyRoutes } from './my-company.js';
import { materialRoutes } from './materials.js';
import { activityRoutes } from './activity.js';
import { fileRoutes } from './files.js';

/** The CRM context: companies, contacts, locations, buy profiles, my company, materials, activity and files. */
export const handler = httpHandler(CrmRoutes, {
  ...companyRoutes,
  ...contactRoutes,
  ...locationRoutes,
  ...buyProfileRoutes,
  ...myCompanyRoutes,
  ...materialRoutes,
  ...activityRoutes,
  ...fileRoutes,
});
