import { AdminRoutes } from './admin.js';
import { TagRoutes } from './tags.js';

export { AdminRoutes, TagRoutes };

/** What the admin function serves: the company's administration, billing, the platform's settings, and tags. */
export const AdminContextRoutes = { ...AdminRoutes, ...TagRoutes };
