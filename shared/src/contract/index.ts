export * from './define.js';
import { platformRoutes } from './routes/platform.js';
import { identityRoutes } from './routes/identity.js';
import { adminRoutes } from './routes/admin.js';
import { crmRoutes } from './routes/crm.js';
import type { RouteDefinition } from './define.js';

export * as PlatformRoutes from './routes/platform.js';
export * as IdentityRoutes from './routes/identity.js';
export * as AdminRoutes from './routes/admin.js';
export * as CrmRoutes from './routes/crm.js';
export { openApiDocument } from './openapi.js';

/** Every HTTP endpoint of the product. The routers, the web client, the OpenAPI document,
 * the CDK app and the local gateway are all built from this one list. */
export const routes: readonly RouteDefinition[] = [...platformRoutes, ...identityRoutes, ...adminRoutes, ...crmRoutes];
