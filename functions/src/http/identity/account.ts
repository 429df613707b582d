import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const accounts = loadOnce(() => import('../../domain/account/account.service.js'));
const savedViews = loadOnce(() => import('../../domain/account/saved-view.service.js'));
const options = loadOnce(() => import('../../domain/user/user-options.js'));
const colleagues = loadOnce(() => import('../../domain/user/colleagues.js'));

/** The signed-in user's own account, saved views and colleague options (spec part 1 §7). */
export const accountRoutes = implement(IdentityRoutes, {
  getAccount: async ({ actor }) => (await accounts()).getAccount(actor),
  updateAccount: async ({ actor, body }) => (await accounts()).updateAccount(actor, body),
  listViews: async ({ actor, query }) => (await savedViews()).list(actor, query.type),
  createView: async ({ actor, body }) => (await savedViews()).create(actor, body),
  deleteView: async ({ actor, params }) => (await savedViews()).remove(actor, params.id),
  rankView: async ({ actor, params, body }) => (await savedViews()).rank(actor, params.id, body),
  userOptions: async ({ actor, query }) => (await options()).listOptions(actor, query.q),
  listCompanyUsers: async ({ actor, query }) => (await colleagues()).list(actor, query),
  countCompanyUsers: async ({ actor, query }) => (await colleagues()).count(actor, query),
});
