import type {
  PublicLocation as PublicLocationView,
  PublicLocationInput,
  PublicLocationPatch,
} from '@polyloop/shared';
import { cleared } from '../../data/patch.js';
import type * as z from 'zod';
import { transact, type TxItem } from '../../data/entity.js';
import { orNotFound } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { listPublicLocations, PublicLocation, type PublicLocationItem } from './public-location.entity.js';
import { countTx, placeOf, removeCounted, timeId } from './public-company.service.js';
import { PublicProfile, requireProfile } from './public-company.entity.js';
import { pageFrom, type Page } from '../../data/page.js';

export const LAST_LOCATION =
  'An enabled public profile needs at least one location. Add another one or disable the profile first.';

type Input = z.infer<typeof PublicLocationInput>;

function view(l: PublicLocationItem): PublicLocationView {
  const { tenantId: _t, locationId, createdAt: _c, name, ...address } = l;
  return { ...address, id: locationId, name: name ?? null };
}

/** A new location as a piece of a transaction (onboarding's primary location, or `add`). */
export function newLocationTx(
  tenantId: string,
  input: Input,
  now = new Date().toISOString(),
): { locationId: string; tx: TxItem } {
  const locationId = timeId();
  return { locationId, tx: PublicLocation.tx.create({ tenantId, locationId, ...input, createdAt: now }) };
}

/**
 * One page of locations and the total. Profiles have few locations (the page size is 100), so the
 * partition is read whole and sliced: a zero-based page number cannot be turned into a cursor.
 */
export async function list(tenantId: string, page: number, size: number): Promise<Page<PublicLocationView>> {
  await requireProfile(tenantId);
  const all = await listPublicLocations(tenantId);
  return pageFrom(all.map(view), page, size);
}

/** Every location of the profile, oldest (the primary one) first: what a member names as a destination. */
export async function all(tenantId: string): Promise<PublicLocationView[]> {
  await requireProfile(tenantId);
  return (await listPublicLocations(tenantId)).map(view);
}

/** The profile's place follows its first location (the directory's map and distance filter read it). */
async function refreshPlace(tenantId: string): Promise<void> {
  const [first] = await listPublicLocations(tenantId);
  const place = placeOf(first);
  await PublicProfile.update({ tenantId }, { place }, place ? {} : { remove: ['place'] });
}

export async function get(tenantId: string, locationId: string): Promise<PublicLocationView> {
  const location = await PublicLocation.get({ tenantId, locationId });
  if (!location) throw new NotFound();
  return view(location);
}

export async function add(tenantId: string, input: Input): Promise<PublicLocationView> {
  await requireProfile(tenantId);
  const { locationId, tx } = newLocationTx(tenantId, input);
  await transact([tx, countTx(tenantId, 'locationCount', 1)]);
  await refreshPlace(tenantId);
  return get(tenantId, locationId);
}

/** A full replacement of the address (it comes from the suggestions as a whole). */
export async function update(
  tenantId: string,
  locationId: string,
  body: z.infer<typeof PublicLocationPatch>,
): Promise<PublicLocationView> {
  await get(tenantId, locationId);
  return orNotFound(async () => {
    // The whole location is sent: an optional field left out or sent as null is cleared.
    const { set, remove } = cleared(body);
    const removed = (['addressLineTwo', 'formattedAddress', 'name'] as const).filter(
      (k) => set[k] === undefined || remove.includes(k),
    );
    const updated = view(
      await PublicLocation.update({ tenantId, locationId }, set as Input, { remove: removed }),
    );
    await refreshPlace(tenantId);
    return updated;
  });
}

export async function remove(tenantId: string, locationId: string): Promise<void> {
  await get(tenantId, locationId);
  await removeCounted(
    tenantId,
    'locationCount',
    {
      entity: PublicLocation.name,
      tx: PublicLocation.tx.delete({ tenantId, locationId }, (w) => w.exists()),
    },
    new Conflict(LAST_LOCATION, 'LAST_LOCATION'),
    () => refreshPlace(tenantId),
  );
}
