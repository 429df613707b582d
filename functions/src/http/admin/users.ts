import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const invitations = loadOnce(() => import('../../domain/auth/invitation.service.js'));
const users = loadOnce(() => import('../../domain/user/user.service.js'));
const userAdmin = loadOnce(() => import('../../domain/user/user-admin.service.js'));

export const userAdminRoutes = implement(AdminRoutes, {
  // The spec's users list answers its page with the totals in the body.
  listUsers: async ({ actor, query }) => {
    const page = await (await users()).list(actor.tenantId, query);
    return { data: page.items, totalCount: page.total, totalPages: Math.ceil(page.total / query.size) };
  },
  inviteUser: async ({ actor, body }) => (await invitations()).invite(actor, body),
  updateUser: async ({ actor, params, body }) => (await userAdmin()).update(actor, params.id, body),
  archiveUser: async ({ actor, params }) => (await userAdmin()).archive(actor, params.id),
  restoreUser: async ({ actor, params }) => (await userAdmin()).restore(actor, params.id),
  resetUserPassword: async ({ actor, params }) => (await invitations()).resetPassword(actor, params.id),
});
