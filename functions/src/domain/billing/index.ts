/**
 * What the billing aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { Billing } from './billing.entity.js';
export { ensure, startTrial } from './billing.service.js';
export * as Billings from './billing.service.js';
