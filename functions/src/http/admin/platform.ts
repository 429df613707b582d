import { AdminRoutes as R } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { signedIn } from '../../domain/tenant/tenant.service.js';
import * as Flags from '../../domain/flags/flag.service.js';

export const platformAdminRoutes = [
  implement(R.setFlag, async ({ actor, params, body }) => {
    await Flags.set(params.name, body.enabled, signedIn(actor).userId);
    return Flags.list();
  }),
];
