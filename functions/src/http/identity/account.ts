import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import * as Accounts from '../../domain/account/account.service.js';
import * as SavedViews from '../../domain/account/saved-view.service.js';
import { listOptions } from '../../domain/user/user-options.js';

/** The signed-in user's own account, saved views and colleague options (spec part 1 §7). */
export const accountRoutes = implement(IdentityRoutes, {
  getAccount: ({ actor }) => Accounts.getAccount(actor),
  updateAccount: ({ actor, body }) => Accounts.updateAccount(actor, body),
  listViews: ({ actor, query }) => SavedViews.list(actor, query.type),
  createView: ({ actor, body }) => SavedViews.create(actor, body),
  deleteView: ({ actor, params }) => SavedViews.remove(actor, params.id),
  rankView: ({ actor, params, body }) => SavedViews.rank(actor, params.id, body),
  userOptions: ({ actor, query }) => listOptions(actor, query.q),
});
