import { IdentityRoutes } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import { signedIn } from '../../domain/tenant/tenant.service.js';
import * as Policies from '../../domain/policy/policy.service.js';

/** Privacy policy and terms: the versions in force and what the caller accepted (spec part 3 §7.7). */
export const policyRoutes = [
  implement(IdentityRoutes.latestPolicies, () => Policies.latestPolicies()),
  implement(IdentityRoutes.acceptedPolicies, ({ actor }) =>
    Policies.acceptedPolicies(signedIn(actor).userId),
  ),
  implement(IdentityRoutes.acceptPolicies, ({ actor, body }) => Policies.accept(signedIn(actor), body)),
];
