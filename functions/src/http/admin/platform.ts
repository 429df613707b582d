import { AdminRoutes } from '@polyloop/shared/contract/routes/admin';
import { implement } from '../preset.js';
import * as Flags from '../../domain/flags/flag.service.js';
import * as Policies from '../../domain/policy/policy.service.js';

/** The platform's own settings (platform administrators; the contract checks the permission). */
export const platformAdminRoutes = implement(AdminRoutes, {
  setFlag: async ({ actor, params, body }) => {
    await Flags.set(params.name, body.enabled, actor.userId);
    return Flags.list();
  },
  publishPolicy: ({ actor, body }) => Policies.publish(actor, body),
});
