/**
 * What the organization aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { IntegrationConnection } from './integration.entity.js';
