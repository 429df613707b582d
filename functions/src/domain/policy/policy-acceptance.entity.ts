import * as z from 'zod';
import { PolicyName } from '@polyloop/shared/identity/platform';
import { defineEntity } from '../../data/entity.js';

/**
 * One user's acceptance of one policy version, kept for every version (the record of consent),
 * keyed by user so "what has this user accepted" is one Query.
 */
export const PolicyAcceptance = defineEntity({
  name: 'policy-acceptance',
  schema: z.object({
    userId: z.string(),
    name: PolicyName,
    version: z.number().int().positive(),
    acceptedAt: z.string(),
  }),
  indexes: {
    // listAcceptancesOfUser: every version a user has accepted
    byUser: { pk: ['userId'], sk: ['name', 'version'] },
  },
});

/** Every version the user has accepted. */
export const listAcceptancesOfUser = (userId: string) =>
  PolicyAcceptance.queryAll('byUser', { userId }, { consistent: true });
