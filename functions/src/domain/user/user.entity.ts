import * as z from 'zod';
import { Authority, FunctionalRole } from '@polyloop/shared';
import { defineEntity } from '../../data/entity.js';

/** A person who signs in; `userId` is the Cognito `sub`. */
export const User = defineEntity({
  name: 'user',
  version: 1,
  schema: z.object({
    tenantId: z.string(),
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    authorities: z.array(Authority),
    functionalRoles: z.array(FunctionalRole).default([]),
    archived: z.boolean().default(false),
    invitedDate: z.string().optional(),
    lastSigninDate: z.string().optional(),
    createdAt: z.string(),
  }),
  indexes: {
    // listUsersOfTenant: a company's users
    byTenant: { pk: ['tenantId'], sk: ['userId'] },
    // getUserByEmail: e-mail addresses are unique across the product
    byEmail: { index: 'gsi1', pk: ['email'], sk: [] },
  },
});
