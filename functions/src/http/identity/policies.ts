import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const policies = loadOnce(() => import('../../domain/policy/policy.service.js'));

/** Privacy policy and terms: the versions in force and what the caller accepted (spec part 3 §7.7). */
export const policyRoutes = implement(IdentityRoutes, {
  latestPolicies: async () => (await policies()).latestPolicies(),
  acceptedPolicies: async ({ actor }) => (await policies()).acceptedPolicies(actor.userId),
  acceptPolicies: async ({ actor, body }) => (await policies()).accept(actor, body),
});
