/**
 * What the link aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { LinkEntity, hasAnyLink, listLinksOfTenant } from './link.entity.js';
export type { LinkItem } from './link.entity.js';
export { LinkEvents } from './link.events.js';
