import { AdminRoutes as R } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { member, tenantOf } from '../../domain/tenant/tenant.service.js';
import * as Users from '../../domain/user/user.service.js';
import * as UserAdmin from '../../domain/user/user-admin.service.js';

export const userAdminRoutes = [
  implement(R.listUsers, async ({ actor, query }) => Users.list(tenantOf(actor), query)),
  implement(R.inviteUser, async ({ actor, body }) => Users.invite(member(actor), body)),
  implement(R.updateUser, async ({ actor, params, body }) => UserAdmin.update(member(actor), params.id, body)),
  implement(R.archiveUser, async ({ actor, params }) => UserAdmin.archive(member(actor), params.id)),
  implement(R.restoreUser, async ({ actor, params }) => UserAdmin.restore(member(actor), params.id)),
  implement(R.resetUserPassword, async ({ actor, params }) => UserAdmin.resetPassword(member(actor), params.id)),
];
