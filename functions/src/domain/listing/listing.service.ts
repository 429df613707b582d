import { randomUUID } from 'node:crypto';
import type { HaveInput, HavePatch, NeedInput, NeedPatch } from '@polyloop/shared/supply/listing';
import {
  effectiveStatus,
  SUPPLY_MESSAGES,
  statusChoices,
  type ListingStatus,
} from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { commit, retrying, stale } from '../../lib/commit.js';
import { Counter } from '../counter/index.js';
import { audit, feed } from '../history/index.js';
import { companyOf, checkRepresentatives } from '../company/index.js';
import { Location } from '../location/index.js';
import { MaterialItem } from '../material/index.js';
import { Tenant } from '../tenant/index.js';
import { unset } from '../../data/patch.js';
import { ExpiryMark, HaveItem, laneOf, NeedItem, type ListingItem } from './listing.entity.js';
import { counterMoves, type Kind } from './listing.counters.js';
import { ENTITY, today, view, type View } from './listing.view.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

export { list, createdBetween } from './listing.lists.js';

type Input = HaveInput | NeedInput;
const LETTER: Record<Kind, string> = { have: 'H', need: 'N' };

const markKey = (kind: Kind, item: ListingItem) => ({
  day: item.expirationDate,
  tenantId: item.tenantId,
  kind,
  id: item.id,
});
/** The daily sweep looks at open records only: the mark follows the record's lane and date. */
export function markMoves(kind: Kind, before: ListingItem | undefined, after: ListingItem | undefined) {
  const was = before && before.lane === 'OPEN' ? markKey(kind, before) : undefined;
  const is = after && after.lane === 'OPEN' ? markKey(kind, after) : undefined;
  if (was && is && was.day === is.day) return [];
  return [...(was ? [ExpiryMark.tx.delete(was)] : []), ...(is ? [ExpiryMark.tx.put(is)] : [])];
}

const explain = (entity: string) =>
  entity === HaveItem.name || entity === NeedItem.name ? stale(entity) : undefined;

/** Writes a record's change with its counters and expiry mark in one transaction, on the condition that nobody changed it meanwhile. */
async function save(kind: Kind, before: ListingItem | undefined, after: ListingItem): Promise<void> {
  const entity = ENTITY[kind];
  let write;
  if (before) {
    const { tenantId, id, ...changes } = after as HaveItem;
    const remove = Object.keys(before).filter(
      (k) => (after as Record<string, unknown>)[k] === undefined,
    ) as (keyof HaveItem)[];
    write = entity.tx.update({ tenantId, id }, changes, {
      remove,
      current: before as HaveItem,
      condition: { updatedDate: before.updatedDate },
    });
  } else write = entity.tx.create(after as HaveItem);
  await commit([write, ...counterMoves(kind, before, after), ...markMoves(kind, before, after)], explain);
}

export async function find(actor: Member, kind: Kind, id: string): Promise<ListingItem> {
  const item = await ENTITY[kind].get({ tenantId: actor.tenantId, id });
  if (!item) throw new NotFound();
  return item;
}

/** The company, location, material and representatives a record names, checked against the caller's company. */
async function resolve(actor: Member, input: Partial<Input>, current?: ListingItem) {
  const { tenantId } = actor;
  const companyId = input.companyId ?? current?.companyId;
  const company = companyId ? await companyOf(tenantId, companyId) : undefined;
  if (!company)
    throw new BadRequest('Choose a company from the list.', {
      companyId: ['Choose a company from the list.'],
    });
  const facts: Partial<ListingItem> = { companyId: company.companyId, companyName: company.name };
  const locationId = 'locationId' in input ? input.locationId : current?.location?.locationId;
  if (locationId) {
    const location = await Location.get({ tenantId, locationId });
    if (!location || location.companyId !== company.companyId)
      throw new BadRequest(SUPPLY_MESSAGES.locationOfCompany, {
        locationId: [SUPPLY_MESSAGES.locationOfCompany],
      });
    facts.location = {
      locationId,
      name: location.name ?? null,
      city: location.city ?? null,
      stateProvince: location.stateProvince ?? null,
      country: location.country ?? null,
      latitude: location.latitude ?? null,
      longitude: location.longitude ?? null,
    };
  } else facts.location = undefined;
  const materialId = 'materialId' in input ? input.materialId : current?.materialId;
  const materialType = input.materialType ?? current?.materialType;
  if (materialId) {
    const material = await MaterialItem.get({ tenantId, materialId });
    if (!material)
      throw new BadRequest('Choose a material from the list.', {
        materialId: ['Choose a material from the list.'],
      });
    if (material.type !== materialType)
      throw new BadRequest(SUPPLY_MESSAGES.materialTypeMismatch, {
        materialType: [SUPPLY_MESSAGES.materialTypeMismatch],
      });
    Object.assign(facts, { materialId, materialName: material.name });
  } else Object.assign(facts, { materialId: undefined, materialName: undefined });
  if (input.representatives)
    facts.representatives = await checkRepresentatives(tenantId, input.representatives);
  return facts;
}

/** The next identifier, e.g. GLP-H12: an atomic counter per tenant and kind, so two creates never share one. */
async function nextIdentifier(tenantId: string, kind: Kind): Promise<string> {
  const [tenant, sequence] = await Promise.all([
    Tenant.get({ tenantId }),
    Counter.update({ tenantId, name: `${kind}-sequence` }, {}, { add: { count: 1 }, upsert: true }),
  ]);
  return identifierOf(tenant?.shortCode, kind, sequence.count);
}

/** A record's identifier: the tenant's short code (PLX without one), H for a have or N for a need, and its number. */
export const identifierOf = (shortCode: string | undefined, kind: Kind, count: number) =>
  `${(shortCode ?? 'PLX').toUpperCase()}-${LETTER[kind]}${count}`;

/** A new expiration date may not be in the past. */
export const expirationRule = (date: string | undefined) => {
  if (date !== undefined && date < today())
    throw new BadRequest(SUPPLY_MESSAGES.expirationPast, {
      expirationDate: [SUPPLY_MESSAGES.expirationPast],
    });
};
/** Empty texts clear the field. */
export const blankless = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === '' ? undefined : v])) as T;

export async function create(actor: Member, kind: Kind, input: Input): Promise<View> {
  expirationRule(input.expirationDate);
  const facts = await resolve(actor, input);
  const stamp = await audit(actor);
  const item = ENTITY[kind].schema.parse({
    ...blankless(input),
    ...facts,
    tenantId: actor.tenantId,
    id: randomUUID(),
    identifier: await nextIdentifier(actor.tenantId, kind),
    status: 'ACTIVE',
    archived: false,
    lane: 'OPEN',
    orderCount: 0,
    createdDate: stamp.updatedDate,
    createdMonth: stamp.updatedDate.slice(0, 7),
    ...stamp,
  }) as ListingItem;
  await save(kind, undefined, item);
  recordBusiness({ name: kind === 'have' ? Metric.havesCreated : Metric.needsCreated });
  return await view(item);
}

/** Reads, decides and writes again when someone else's write came in between. */
async function change(
  actor: Member,
  kind: Kind,
  id: string,
  decide: (current: ListingItem) => Promise<Partial<ListingItem> | null>,
): Promise<View> {
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(actor, kind, id);
    const patch = await decide(current);
    if (!patch) return await view(current);
    const merged = { ...current, ...patch, ...stamp };
    const after = ENTITY[kind].schema.parse({ ...merged, lane: laneOf(merged) }) as ListingItem;
    await save(kind, current, after);
    return await view(after);
  });
}

/** An edit: the fields sent change, a field sent as null is cleared (its facts, a location's place or a material's name, with it). */
export const update = (actor: Member, kind: Kind, id: string, body: HavePatch | NeedPatch) =>
  change(actor, kind, id, async (current) => {
    const patch = unset(body) as Partial<Input>;
    if (current.archived) throw new Conflict(SUPPLY_MESSAGES.archived, 'ARCHIVED');
    if (patch.companyId && patch.companyId !== current.companyId && current.orderCount > 0)
      throw new Conflict(SUPPLY_MESSAGES.companyLocked, 'COMPANY_LOCKED');
    if (patch.expirationDate !== current.expirationDate) expirationRule(patch.expirationDate);
    // A new company needs a location of its own: the old one no longer applies.
    const companyMoved = patch.companyId !== undefined && patch.companyId !== current.companyId;
    const input = companyMoved && !('locationId' in patch) ? { ...patch, locationId: undefined } : patch;
    const facts = await resolve(actor, input, current);
    const expiredNowFuture =
      current.status === 'EXPIRED' && patch.expirationDate !== undefined && patch.expirationDate >= today();
    return {
      ...blankless(patch),
      ...facts,
      ...(expiredNowFuture ? { status: 'ACTIVE' as const } : {}),
    } as Partial<ListingItem>;
  });

/** The status picker's rules (part 1 §4), checked against the status the record reads as today. */
export const changeStatus = (
  actor: Member,
  kind: Kind,
  id: string,
  status: Exclude<ListingStatus, 'EXPIRED'>,
) =>
  change(actor, kind, id, async (current) => {
    if (current.archived) throw new Conflict(SUPPLY_MESSAGES.archived, 'ARCHIVED');
    const shown = effectiveStatus(current.status, current.expirationDate, today());
    if (shown === status) return null;
    if (!statusChoices({ status: shown, remainingWeight: current.remainingWeight }).includes(status)) {
      if (status === 'ACTIVE')
        throw new Conflict(
          shown === 'COMPLETED' ? SUPPLY_MESSAGES.nothingRemaining : SUPPLY_MESSAGES.activeOnlyFromClosed,
          'STATUS_NOT_ALLOWED',
        );
      throw new Conflict(SUPPLY_MESSAGES.notFromActive, 'STATUS_NOT_ALLOWED');
    }
    if (status === 'ACTIVE' && current.expirationDate < today())
      throw new Conflict(SUPPLY_MESSAGES.expiredReactivate, 'STATUS_NOT_ALLOWED');
    return { status };
  });

export const setArchived = (actor: Member, kind: Kind, id: string, archived: boolean) =>
  change(actor, kind, id, async (current) => (current.archived === archived ? null : { archived }));

export async function get(actor: Member, kind: Kind, id: string): Promise<View> {
  return view(await find(actor, kind, id));
}

export async function history(
  actor: Member,
  kind: Kind,
  id: string,
  cursor: string | undefined,
  size: number,
) {
  await find(actor, kind, id);
  return feed(actor, id, cursor, size);
}
