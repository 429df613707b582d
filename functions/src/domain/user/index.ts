/**
 * What the user aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { actorCache, forget } from './actor-cache.js';
export { UserEmail } from './user-email.entity.js';
export { User, getUserByEmail, listUsersOfTenant } from './user.entity.js';
export type { UserItem } from './user.entity.js';
export { EmailTaken, attachTenant, createIdentity, deleteIdentity } from './user.identity.js';
export {
  activeSeats,
  create,
  displayName,
  getInTenant,
  newUserTx,
  normalizeEmail,
  toAdminUser,
} from './user.service.js';
export type { NewUser } from './user.service.js';
export { create as createUser } from './user.service.js';
