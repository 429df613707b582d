import * as z from 'zod';
import { MaterialType, Service } from '@polyloop/shared/enums';
import { PUBLIC_PROFILE_MESSAGES } from '@polyloop/shared/identity/admin';
import { defineEntity } from '../../data/entity.js';
import { NotFound } from '../../lib/errors.js';

/**
 * A company's face on the network: one per tenant. It carries the counts of its contacts and
 * locations, kept in the same transactions that add or remove them, so "an enabled profile has
 * a contact and a location" is a condition on this one item.
 */
export const PublicProfile = defineEntity({
  name: 'public-company',
  schema: z.object({
    tenantId: z.string(),
    /** What other companies see and link to; never the tenant id. */
    publicCompanyId: z.string(),
    name: z.string(),
    about: z.string().optional(),
    website: z.string().optional(),
    services: z.array(Service),
    /** The material types it trades (the directory's material filter); none on profiles made before they were kept. */
    materials: z.array(MaterialType).default([]),
    enabled: z.boolean(),
    logoKey: z.string().optional(),
    /** The lower-case name while the profile is enabled, absent otherwise: the directory's sparse index. */
    listedName: z.string().optional(),
    /** Where the company is: its primary (first) public location, kept with the locations. */
    place: z
      .object({
        city: z.string(),
        stateProvince: z.string(),
        country: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      })
      .optional(),
    linkCount: z.number().int(),
    contactCount: z.number().int(),
    locationCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  indexes: {
    // PublicProfile.get: the caller's own profile
    byTenant: { pk: ['tenantId'], sk: [] },
    // profileByPublicId: a company's page in the directory
    byId: { index: 'gsi1', pk: ['publicCompanyId'], sk: [] },
    // listDirectory: every enabled profile by name
    directory: { index: 'gsi2', pk: [], sk: ['listedName', 'publicCompanyId'] },
  },
});
export type PublicProfileItem = z.infer<typeof PublicProfile.schema>;

/** A profile by its public id (enabled or not: the caller decides what it may see). */
export const profileByPublicId = async (publicCompanyId: string) =>
  (await PublicProfile.query('byId', { publicCompanyId }, { limit: 1 })).items[0];

/** Every enabled profile, by name: one Query per MB (a profile item is well under 1 KB). */
export const listDirectory = () => PublicProfile.queryAll('directory', {});

/** The enabled profiles whose lower-case name starts with `prefix`: one Query of the directory index (a few at most). */
export const listDirectoryByPrefix = (prefix: string) =>
  PublicProfile.queryAll('directory', {}, { range: { beginsWith: { listedName: prefix } } });

/** The company's profile; 404 with the spec's wording until it is created. */
export async function requireProfile(
  tenantId: string,
  options: { consistent?: boolean } = {},
): Promise<PublicProfileItem> {
  const profile = await PublicProfile.get({ tenantId }, options);
  if (!profile) throw new NotFound(PUBLIC_PROFILE_MESSAGES.notCreated);
  return profile;
}
