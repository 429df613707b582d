import * as z from 'zod';
import { SignInMethod, SignInOutcome } from '@polyloop/shared/identity/security';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';

/**
 * One sign-in attempt of one person, kept a year (`expiresAt`, epoch seconds, for DynamoDB's TTL).
 * Keyed by the person: the one rule for reading it is "your own", so a read is never a filter over
 * anyone else's attempts.
 */
export const SignIn = defineEntity({
  name: 'sign-in',
  schema: z.object({
    userId: z.string(),
    at: z.string(),
    signInId: z.string(),
    tenantId: z.string().optional(),
    method: SignInMethod,
    outcome: SignInOutcome,
    userAgent: z.string().optional(),
    ipAddress: z.string().optional(),
    expiresAt: z.number().int(),
  }),
  indexes: {
    // pageSignInsOfUser: one person's attempts, newest first
    byUser: { pk: ['userId'], sk: ['at', 'signInId'] },
  },
});
export type SignInItem = z.infer<typeof SignIn.schema>;

/** One slice of a person's sign-ins, newest first. */
export const pageSignInsOfUser = (
  userId: string,
  limit: number,
  cursor: string | null,
): Promise<Slice<SignInItem>> => SignIn.query('byUser', { userId }, { order: 'desc', limit, cursor });

/** How many sign-ins a person has on record: a COUNT Query (a year of sign-ins is a few KB of keys). */
export const countSignInsOfUser = (userId: string) => SignIn.count('byUser', { userId });
