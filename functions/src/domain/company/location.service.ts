import type { Location as LocationView, LocationInput } from '@polyloop/shared/crm/company';
import { CRM_MESSAGES } from '@polyloop/shared/crm/company';
import type { TxItem } from '../../data/entity.js';
import { unset, type Clearing } from '../../data/patch.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import type { Slice } from '../../data/page.js';
import { audit } from '../history/index.js';
import { Company, headquartersOf, type CompanyItem } from './company.entity.js';
import { commit, retrying, stale } from '../../lib/commit.js';
import { load as loadCompany } from './company.service.js';
import {
  listLocationsOfCompany,
  Location,
  pageActiveLocationsOfTenant,
  pageLocationsOfCompany,
  RemitTo,
  type LocationItem,
  createLocationTx,
  newLocation,
} from '../location/index.js';
import { childReads, ofCompany, statusChanges } from './company-children.js';

/**
 * A company's locations. They are written with the company: each change keeps its headquarters and
 * location count in the same transaction, and the own company is made with its primary location
 * (own-company.ts).
 */

export function view(l: LocationItem): LocationView {
  return {
    id: l.locationId,
    companyId: l.companyId,
    name: l.name,
    address: l.address,
    addressLineTwo: l.addressLineTwo,
    city: l.city,
    stateProvince: l.stateProvince,
    postalCode: l.postalCode,
    country: l.country,
    formattedAddress: l.formattedAddress,
    latitude: l.latitude,
    longitude: l.longitude,
    phone: l.phone,
    pickupAppointment: l.pickupAppointment,
    deliveryAppointment: l.deliveryAppointment,
    pickupHours: l.pickupHours,
    deliveryHours: l.deliveryHours,
    shippingRequirements: l.shippingRequirements,
    remitTo: l.remitTo,
    archived: l.status === 'ARCHIVED',
    createdDate: l.createdDate,
    updatedDate: l.updatedDate,
  };
}

const releaseRemitTo = (l: LocationItem) =>
  RemitTo.tx.delete({ tenantId: l.tenantId, companyId: l.companyId }, { locationId: l.locationId });

const explain = (entity: string) => {
  if (entity === RemitTo.name) return new Conflict(CRM_MESSAGES.remitToTaken, 'REMIT_TO_TAKEN');
  if (entity === Company.name) return new NotFound();
  return undefined;
};

/** The location if it belongs to the company in the path; anything else is not found. */
async function find(
  tenantId: string,
  companyId: string | undefined,
  locationId: string,
  consistent = false,
): Promise<LocationItem> {
  return ofCompany(await Location.get({ tenantId, locationId }, { consistent }), companyId);
}

/**
 * One location; and a company's locations, active or archived, oldest first. Companies have tens of
 * locations (the page size is 100), so the partition is read whole and sliced: 1 Query per MB.
 */
export const { get, list } = childReads(find, listLocationsOfCompany, view);

/** The tenant-wide picker: one company's or every company's active locations (a `q` filters name, address and city in memory). */
export async function picker(
  actor: Member,
  companyId: string | undefined,
  q: string | undefined,
  size: number,
): Promise<LocationView[]> {
  const { tenantId } = actor;
  const needle = q?.toLowerCase();
  const matches = (l: LocationItem) =>
    !needle || [l.name, l.formattedAddress, l.address, l.city].some((v) => v?.toLowerCase().includes(needle));
  const out: LocationItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Slice<LocationItem> = companyId
      ? await pageLocationsOfCompany(tenantId, companyId, 'ACTIVE', { cursor, limit: 100 })
      : await pageActiveLocationsOfTenant(tenantId, { cursor, limit: 100 });
    out.push(...page.items.filter(matches));
    cursor = page.cursor;
  } while (cursor && out.length < size);
  return out.slice(0, size).map(view);
}

/** Adds a location; the first one becomes the headquarters; at most one remit-to (409). */
export async function create(actor: Member, companyId: string, input: LocationInput): Promise<LocationView> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const company = await loadCompany(tenantId, companyId);
    const l = newLocation(tenantId, companyId, input, stamp);
    const becomesHq = company.headquarters === null;
    await commit(
      [
        ...createLocationTx(l),
        Company.tx.update({ tenantId, companyId }, becomesHq ? { headquarters: headquartersOf(l) } : {}, {
          add: { locationCount: 1 },
          // Two first locations at once: only one may become the headquarters.
          condition: becomesHq ? (w) => w.blank('headquarters') : undefined,
        }),
      ],
      (entity) => (entity === Company.name && becomesHq ? stale(entity) : explain(entity)),
    );
    return view(l);
  });
}

/** What changes on the company item when one of its locations changes (headquarters copy, count). */
function companyTx(
  company: CompanyItem,
  before: LocationItem,
  after: LocationItem,
  nextHq?: LocationItem | null,
): TxItem | undefined {
  const key = { tenantId: company.tenantId, companyId: company.companyId };
  const delta = before.status === after.status ? 0 : after.status === 'ACTIVE' ? 1 : -1;
  const isHq = company.headquarters?.id === after.locationId;
  let headquarters: CompanyItem['headquarters'] | undefined;
  if (isHq)
    headquarters = after.status === 'ACTIVE' ? headquartersOf(after) : nextHq ? headquartersOf(nextHq) : null;
  else if (company.headquarters === null && after.status === 'ACTIVE') headquarters = headquartersOf(after);
  if (!delta && headquarters === undefined) return undefined;
  return Company.tx.update(
    key,
    headquarters === undefined ? {} : { headquarters },
    delta ? { add: { locationCount: delta } } : {},
  );
}

async function change(
  actor: Member,
  companyId: string,
  locationId: string,
  body: Clearing<LocationInput> & { status?: LocationItem['status'] },
): Promise<LocationView> {
  const { tenantId } = actor;
  // A field sent as null drops out of the merge and is REMOVEd by the update.
  const patch = unset(body);
  const stamp = await audit(actor);
  return retrying(async () => {
    const [company, before] = await Promise.all([
      loadCompany(tenantId, companyId),
      find(tenantId, companyId, locationId),
    ]);
    const status = patch.status ?? before.status;
    // Archiving releases the remit-to mark; an archived location cannot take it.
    const remitTo = status === 'ARCHIVED' ? false : (patch.remitTo ?? before.remitTo);
    if (status === before.status && patch.status !== undefined) return view(before);
    const after = Location.schema.parse({ ...before, ...patch, status, remitTo, ...stamp });
    const items: TxItem[] = [
      Location.tx.update(
        { tenantId, locationId },
        { ...patch, status, remitTo, ...stamp },
        { current: before, condition: { updatedDate: before.updatedDate } },
      ),
    ];
    if (remitTo && !before.remitTo) items.push(RemitTo.tx.create({ tenantId, companyId, locationId }));
    if (!remitTo && before.remitTo) items.push(releaseRemitTo(before));
    let nextHq: LocationItem | null = null;
    if (company.headquarters?.id === locationId && status === 'ARCHIVED') {
      const active = await pageLocationsOfCompany(tenantId, companyId, 'ACTIVE', { cursor: null, limit: 2 });
      nextHq = active.items.find((l) => l.locationId !== locationId) ?? null;
    }
    const companyPiece = companyTx(company, before, after, nextHq);
    if (companyPiece) items.push(companyPiece);
    await commit(items, (entity) => (entity === Location.name ? stale(entity) : explain(entity)));
    return view(after);
  });
}

export const { update, archive, restore } = statusChanges<Clearing<LocationInput>, LocationView>(change);
