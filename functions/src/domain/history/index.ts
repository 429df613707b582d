/**
 * What the history aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { AuditFields, actorName, audit, deleteStamp, removeWithAudit, removeWithAuditIn } from './audit.js';
export type { Audit } from './audit.js';
export { historyOf, named } from './history.projection.js';
export { feed } from './history.service.js';
