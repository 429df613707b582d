/**
 * What the tenant aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { Tenant, pageTenants } from './tenant.entity.js';
export type { TenantItem } from './tenant.entity.js';
export { newTenantId } from './tenant.service.js';
