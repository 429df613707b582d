import { AdminRoutes } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { signedIn } from '../../domain/tenant/tenant.service.js';
import * as Policies from '../../domain/policy/policy.service.js';

/** Publishing a new policy version (platform administrators; the contract checks the permission). */
export const policyAdminRoutes = [
  implement(AdminRoutes.publishPolicy, ({ actor, body }) => Policies.publish(signedIn(actor), body)),
];
