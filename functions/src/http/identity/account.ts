import { IdentityRoutes } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { signedIn } from '../../domain/tenant/tenant.service.js';
import * as Accounts from '../../domain/account/account.service.js';
import * as SavedViews from '../../domain/account/saved-view.service.js';
import { listOptions } from '../../domain/user/user-options.js';

/** The signed-in user's own account, saved views and colleague options (spec part 1 §7). */
export const accountRoutes = [
  implement(IdentityRoutes.getAccount, ({ actor }) => Accounts.getAccount(signedIn(actor))),
  implement(IdentityRoutes.updateAccount, ({ actor, body }) => Accounts.updateAccount(signedIn(actor), body)),
  implement(IdentityRoutes.listViews, ({ actor, query }) => SavedViews.list(signedIn(actor), query.type)),
  implement(IdentityRoutes.createView, ({ actor, body }) => SavedViews.create(signedIn(actor), body)),
  implement(IdentityRoutes.deleteView, ({ actor, params }) => SavedViews.remove(signedIn(actor), params.id)),
  implement(IdentityRoutes.rankView, ({ actor, params, body }) =>
    SavedViews.rank(signedIn(actor), params.id, body),
  ),
  implement(IdentityRoutes.userOptions, ({ actor, query }) => listOptions(signedIn(actor), query.q)),
];
