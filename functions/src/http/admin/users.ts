import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import * as Invitations from '../../domain/auth/invitation.service.js';
import * as Users from '../../domain/user/user.service.js';
import * as UserAdmin from '../../domain/user/user-admin.service.js';

export const userAdminRoutes = implement(AdminRoutes, {
  // The spec's users list answers its page with the totals in the body.
  listUsers: async ({ actor, query }) => {
    const page = await Users.list(actor.tenantId, query);
    return { data: page.items, totalCount: page.total, totalPages: Math.ceil(page.total / query.size) };
  },
  inviteUser: ({ actor, body }) => Invitations.invite(actor, body),
  updateUser: ({ actor, params, body }) => UserAdmin.update(actor, params.id, body),
  archiveUser: ({ actor, params }) => UserAdmin.archive(actor, params.id),
  restoreUser: ({ actor, params }) => UserAdmin.restore(actor, params.id),
  resetUserPassword: ({ actor, params }) => Invitations.resetPassword(actor, params.id),
});
