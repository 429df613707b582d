import * as z from 'zod';
import { Authority, FunctionalRole } from '@polyloop/shared/permissions';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';

/**
 * A person who signs in; `userId` is the Cognito `sub`. Keyed by user so the request's actor is
 * one read; `tenantId` is absent between sign-up and onboarding.
 */
/*
 * No `.default()` on these schemas: the entity layer validates an update's changes with
 * `schema.partial()`, and zod fills in defaults even for absent keys there, so an update of one
 * field would reset every defaulted one (e.g. un-archive a user). Writers pass every field.
 */
export const User = defineEntity({
  name: 'user',
  schema: z.object({
    userId: z.string(),
    tenantId: z.string().optional(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The person's phone (ten digits, optional `;ext=`): what their offers, bids and requests give as contact. */
    phone: z.string().optional(),
    /** Lower-cased "first last", for sorting the options list by first name. */
    sortName: z.string(),
    authorities: z.array(Authority),
    functionalRoles: z.array(FunctionalRole),
    archived: z.boolean(),
    invitedDate: z.string().optional(),
    invitedBy: z.string().optional(),
    lastSigninDate: z.string().optional(),
    createdAt: z.string(),
  }),
  indexes: {
    // User.get: the actor of every request
    byId: { pk: ['userId'], sk: [] },
    // listUsersOfTenant, pageUsersOfTenant: a company's users, by first name
    byTenant: { index: 'gsi1', pk: ['tenantId'], sk: ['sortName', 'userId'] },
    // getUserByEmail: e-mail addresses are unique across the product
    byEmail: { index: 'gsi2', pk: ['email'], sk: [] },
  },
});
export type UserItem = z.infer<typeof User.schema>;

/** A company's users by first name, archived ones included (a handful per company: one Query). */
export const listUsersOfTenant = (tenantId: string) => User.queryAll('byTenant', { tenantId });

/** One page of a company's users by first name. */
export const pageUsersOfTenant = (
  tenantId: string,
  page: { cursor: string | null; limit: number },
): Promise<Slice<UserItem>> => User.query('byTenant', { tenantId }, page);

/** E-mail addresses are stored trimmed and lower-cased, and compared so. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user with this e-mail address: addresses are unique across the product. */
export async function getUserByEmail(email: string): Promise<UserItem | undefined> {
  const { items } = await User.query('byEmail', { email: normalizeEmail(email) }, { limit: 1 });
  return items[0];
}
