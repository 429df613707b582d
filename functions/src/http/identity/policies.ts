import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import * as Policies from '../../domain/policy/policy.service.js';

/** Privacy policy and terms: the versions in force and what the caller accepted (spec part 3 §7.7). */
export const policyRoutes = implement(IdentityRoutes, {
  latestPolicies: () => Policies.latestPolicies(),
  acceptedPolicies: ({ actor }) => Policies.acceptedPolicies(actor.userId),
  acceptPolicies: ({ actor, body }) => Policies.accept(actor, body),
});
