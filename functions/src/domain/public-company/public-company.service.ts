import { unset } from '../../data/patch.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { MaterialType } from '@polyloop/shared/enums';
import { DEFAULT_PUBLISHING, type PublishingPermissions } from '@polyloop/shared/permissions';
import {
  PUBLIC_PROFILE_MESSAGES,
  type PublicCompany,
  type PublicCompanyInput,
  type PublicCompanyPatch,
} from '@polyloop/shared/identity/admin';
import type * as z from 'zod';
import { batchGet, ConditionFailed, transact, type Condition, type TxItem } from '../../data/entity.js';
import { lostRace, refusedAs, retrying } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { Counter } from '../counter/index.js';
import { Tenant } from '../tenant/index.js';
import { logoUrl } from './logo.js';
import { PublicProfile, requireProfile, type PublicProfileItem } from './public-company.entity.js';

export const ALREADY_CREATED = 'Your company already has a public profile.';

/** Sortable by creation time, unique without coordination. */
export const timeId = () => `${Date.now().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;

/** What every company shown a public profile reads of it: who it is, what it does, its logo and links. */
export async function profileFacts(profile: PublicProfileItem) {
  return {
    id: profile.publicCompanyId,
    name: profile.name,
    about: profile.about ?? null,
    website: profile.website ?? null,
    services: profile.services,
    materials: profile.materials,
    logoUrl: await logoUrl(profile.logoKey),
    linkCount: profile.linkCount,
  };
}

export async function view(
  profile: PublicProfileItem,
  publishing: PublishingPermissions,
): Promise<PublicCompany> {
  return {
    ...(await profileFacts(profile)),
    enabled: profile.enabled,
    contactCount: profile.contactCount,
    locationCount: profile.locationCount,
    publishingPermissions: publishing,
  };
}

export async function get(tenantId: string): Promise<PublicCompany> {
  const [profile, tenant] = await batchGet([PublicProfile.batch({ tenantId }), Tenant.batch({ tenantId })]);
  if (!profile) throw new NotFound(PUBLIC_PROFILE_MESSAGES.notCreated);
  return view(profile, tenant?.publishing ?? DEFAULT_PUBLISHING);
}

/** The profile item of a new company (onboarding): disabled until it has a service; it trades the materials the company chose. */
export function newProfileTx(
  tenantId: string,
  input: {
    name: string;
    website?: string;
    materials?: MaterialType[];
    contacts: number;
    locations: number;
    place?: PublicProfileItem['place'];
  },
  now = new Date().toISOString(),
): TxItem {
  return PublicProfile.tx.create({
    tenantId,
    publicCompanyId: randomUUID(),
    name: input.name,
    website: input.website,
    place: input.place,
    services: [],
    materials: input.materials ?? [],
    enabled: false,
    linkCount: 0,
    contactCount: input.contacts,
    locationCount: input.locations,
    createdAt: now,
    updatedAt: now,
  });
}

/** A profile made later than onboarding: without materials of its own, it trades the ones the company chose. */
export async function create(
  tenantId: string,
  input: z.infer<typeof PublicCompanyInput>,
): Promise<PublicCompany> {
  const now = new Date().toISOString();
  const tenant = await Tenant.get({ tenantId });
  const materials = input.materials.length
    ? input.materials
    : (tenant?.materials ?? []).filter((m): m is MaterialType => MaterialType.safeParse(m).success);
  const profile = await refusedAs(
    () =>
      PublicProfile.create({
        tenantId,
        publicCompanyId: randomUUID(),
        ...input,
        materials,
        enabled: false,
        linkCount: 0,
        contactCount: 0,
        locationCount: 0,
        createdAt: now,
        updatedAt: now,
      }),
    () => new Conflict(ALREADY_CREATED, 'PROFILE_EXISTS'),
  );
  return view(profile, tenant?.publishing ?? DEFAULT_PUBLISHING);
}

/** Why an enabled profile would break the rules, in the order the admin fixes them. */
function missing(
  profile: Pick<PublicProfileItem, 'services' | 'locationCount' | 'contactCount'>,
): string | undefined {
  if (profile.services.length === 0) return PUBLIC_PROFILE_MESSAGES.needsService;
  if (profile.locationCount === 0) return PUBLIC_PROFILE_MESSAGES.needsLocation;
  if (profile.contactCount === 0) return PUBLIC_PROFILE_MESSAGES.needsContact;
  return undefined;
}

/** The write holds only if the profile is still complete (a contact deleted meanwhile would break it). */
const stillComplete =
  (servicesPatched: boolean): Condition<PublicProfileItem> =>
  (w) =>
    w.and(w.gt('contactCount', 0), w.gt('locationCount', 0), !servicesPatched && w.gt(w.size('services'), 0));

/**
 * The check a disable is committed with: the company's public listings (the market's) all closed,
 * as a condition of the disable's own write. The market sits above the profile, so the route
 * passes the check in (`noOpenListingsTx`).
 */
export type NoOpenListings = (tenantId: string, at: string) => Promise<TxItem>;

/**
 * Changes the profile. Enabling needs a service, a location and a contact; disabling is refused
 * while public offers or requests are open (`noOpenListings`, the market's `noOpenListingsTx`:
 * the company's count of open listings as read, and a listing past its closing time does not
 * count). Both are conditions of the write itself, so a contact deleted or a listing opened at the
 * same moment cannot slip past them.
 */
export async function update(
  tenantId: string,
  patch: z.infer<typeof PublicCompanyPatch>,
  noOpenListings?: NoOpenListings,
): Promise<PublicCompany> {
  // A listing opened or closed at the same moment touches the same items: judged again.
  await retrying(() => write(tenantId, patch, noOpenListings));
  return get(tenantId);
}

async function write(
  tenantId: string,
  patch: z.infer<typeof PublicCompanyPatch>,
  noOpenListings: NoOpenListings | undefined,
): Promise<void> {
  const current = await requireProfile(tenantId, { consistent: true });
  const { enabled = current.enabled, ...fields } = unset(patch);
  const next = { ...current, ...fields, enabled };
  if (next.enabled) {
    const problem = missing(next);
    if (problem)
      throw new BadRequest(problem, {
        [problem === PUBLIC_PROFILE_MESSAGES.needsService ? 'body.services' : 'body.enabled']: [problem],
      });
  }
  const disabling = current.enabled && !next.enabled;
  const items: TxItem[] = [
    PublicProfile.tx.update(
      { tenantId },
      { ...fields, enabled, listedName: listedName(next), updatedAt: new Date().toISOString() },
      { condition: next.enabled ? stillComplete(fields.services !== undefined) : undefined, current },
    ),
  ];
  if (disabling) {
    // Never disabled past the market's check: only a caller that never disables (a new company's setup) leaves it out.
    if (!noOpenListings) throw new Error('Disabling a public profile needs the open listings check.');
    items.push(await noOpenListings(tenantId, new Date().toISOString()));
  }
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof ConditionFailed) || lostRace(error)) throw error;
    if (error.entity === Counter.name)
      throw new Conflict(PUBLIC_PROFILE_MESSAGES.openListings, 'OPEN_LISTINGS');
    const now = await requireProfile(tenantId, { consistent: true });
    throw new BadRequest(missing({ ...now, ...fields }) ?? PUBLIC_PROFILE_MESSAGES.needsContact);
  }
}

/** The directory lists a profile by this while it is enabled (undefined removes it from the index). */
const listedName = (profile: Pick<PublicProfileItem, 'enabled' | 'name'>) =>
  profile.enabled ? profile.name.toLowerCase() : undefined;

/** Where the directory places a company: its first public location, or nowhere. */
export function placeOf(
  location:
    { city: string; stateProvince: string; country: string; latitude: number; longitude: number } | undefined,
): PublicProfileItem['place'] {
  return location
    ? {
        city: location.city,
        stateProvince: location.stateProvince,
        country: location.country,
        latitude: location.latitude,
        longitude: location.longitude,
      }
    : undefined;
}

/** Adds to or takes from the profile's contact or location count; taking keeps an enabled profile complete. */
export function countTx(
  tenantId: string,
  attribute: 'contactCount' | 'locationCount',
  delta: 1 | -1,
): TxItem {
  return PublicProfile.tx.update(
    { tenantId },
    { updatedAt: new Date().toISOString() },
    {
      add: { [attribute]: delta },
      condition: delta < 0 ? (w) => w.or(w.eq('enabled', false), w.gt(attribute, 1)) : undefined,
    },
  );
}

/**
 * Deletes one of the profile's contacts or locations with the count in the same transaction: one
 * already gone is not found, and the last one of an enabled profile is refused with `last`.
 */
export async function removeCounted(
  tenantId: string,
  attribute: 'contactCount' | 'locationCount',
  child: { entity: string; tx: TxItem },
  last: Conflict,
  afterwards: () => Promise<void> = async () => {},
): Promise<void> {
  try {
    await transact([child.tx, countTx(tenantId, attribute, -1)]);
    await afterwards();
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.entity === child.entity) throw new NotFound();
    throw last;
  }
}
