import * as z from 'zod';
import { Authority, FunctionalRole } from '@polyloop/shared';
import { defineEntity } from '../../data/entity.js';

/**
 * A person who signs in; `userId` is the Cognito `sub`. Keyed by user so the request's actor is
 * one read; `tenantId` is absent between sign-up and onboarding.
 */
export const User = defineEntity({
  name: 'user',
  version: 1,
  schema: z.object({
    userId: z.string(),
    tenantId: z.string().optional(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Lower-cased "first last", for sorting the options list by first name. */
    sortName: z.string(),
    authorities: z.array(Authority),
    functionalRoles: z.array(FunctionalRole).default([]),
    archived: z.boolean().default(false),
    invitedDate: z.string().optional(),
    invitedBy: z.string().optional(),
    lastSigninDate: z.string().optional(),
    createdAt: z.string(),
  }),
  indexes: {
    // getUser: the actor of every request
    byId: { pk: ['userId'], sk: [] },
    // listUsersOfTenant: a company's users, by first name
    byTenant: { index: 'gsi1', pk: ['tenantId'], sk: ['sortName', 'userId'] },
    // getUserByEmail: e-mail addresses are unique across the product
    byEmail: { index: 'gsi2', pk: ['email'], sk: [] },
  },
});
export type UserItem = z.infer<typeof User.schema>;
