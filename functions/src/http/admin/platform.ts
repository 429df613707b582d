import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const flags = loadOnce(() => import('../../domain/flags/flag.service.js'));
const policies = loadOnce(() => import('../../domain/policy/policy.service.js'));

/** The platform's own settings (platform administrators; the contract checks the permission). */
export const platformAdminRoutes = implement(AdminRoutes, {
  setFlag: async ({ actor, params, body }) => {
    const service = await flags();
    await service.set(params.name, body.enabled, actor.userId);
    return service.list();
  },
  publishPolicy: async ({ actor, body }) => (await policies()).publish(actor, body),
});
