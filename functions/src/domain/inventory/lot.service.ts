import { randomUUID } from 'node:crypto';
import type {
  Adjustment,
  AdjustmentInput,
  Lot,
  LotInputParsed,
  LotListQuery,
  LotPatch,
} from '@polyloop/shared/inventory/lot';
import { INVENTORY_MESSAGES } from '@polyloop/shared/inventory/lot';
import { roundWeight, sumWeight } from '@polyloop/shared/conversions';
import { isStorableNumber } from '@polyloop/shared/bounds';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { commit, newId, retrying, stale } from '../../lib/commit.js';
import { pageFrom, countedPage, readAll, type Page } from '../../data/page.js';
import { read as readCounter } from '../counter/index.js';
import { audit, feed } from '../history/index.js';
import { HaveItem } from '../listing/index.js';
import {
  listAdjustmentsOfLot,
  LotAdjustment,
  LotItem,
  pageLots,
  type LotAdjustmentItem,
  type LotRead,
} from './lot.entity.js';
import {
  counterName,
  lotCounterMoves,
  materialOf,
  nextIdentifiers,
  placeOf,
  view,
  type LotScope,
} from './lot.records.js';

export { view } from './lot.records.js';

const explain = (entity: string) => (entity === LotItem.name ? stale(entity) : undefined);

export async function find(tenantId: string, id: string): Promise<LotItem> {
  const lot = await LotItem.get({ tenantId, id });
  if (!lot) throw new NotFound();
  return lot;
}

export const get = async (actor: Member, id: string): Promise<Lot> => view(await find(actor.tenantId, id));

/** Empty texts leave the field out. */
const given = (v: string | null | undefined) => (v == null || v === '' ? undefined : v);

/** Records a lot received at a location: the lot and its counters in one transaction. */
export async function create(actor: Member, input: LotInputParsed): Promise<Lot> {
  const { tenantId } = actor;
  const [location, material, source] = await Promise.all([
    placeOf(tenantId, input.locationId),
    input.materialId ? materialOf(tenantId, input.materialId, input.materialType) : undefined,
    sourceOf(tenantId, input.source),
  ]);
  const stamp = await audit(actor);
  const [identifier] = await nextIdentifiers(tenantId, 'lot');
  const lot = LotItem.schema.parse({
    tenantId,
    id: randomUUID(),
    identifier,
    locationId: input.locationId,
    location,
    ...material,
    materialType: input.materialType,
    unit: input.weight.unit,
    receivedWeight: input.weight.unitValue,
    remaining: input.weight.unitValue,
    cost: input.cost,
    lotNumber: given(input.lotNumber),
    receivedDate: input.receivedDate,
    source,
    notes: given(input.notes),
    version: 1,
    createdDate: stamp.updatedDate,
    ...stamp,
  });
  await commit([LotItem.tx.create(lot), ...lotCounterMoves([lot])], explain);
  return view(lot);
}

async function sourceOf(tenantId: string, source: LotInputParsed['source']): Promise<LotItem['source']> {
  if (source.kind === 'PURCHASE') return { kind: 'PURCHASE', reference: given(source.reference) };
  const have = await HaveItem.get({ tenantId, id: source.haveId });
  if (!have)
    throw new BadRequest(INVENTORY_MESSAGES.haveUnknown, {
      'source.haveId': [INVENTORY_MESSAGES.haveUnknown],
    });
  return { kind: 'HAVE', haveId: have.id, haveIdentifier: have.identifier };
}

/** Changes what describes a lot; its weight is left to adjustments and consumption. */
export async function update(actor: Member, id: string, patch: LotPatch): Promise<Lot> {
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(actor.tenantId, id);
    const changes = {
      ...stamp,
      ...(patch.cost ? { cost: patch.cost } : {}),
      ...(patch.receivedDate ? { receivedDate: patch.receivedDate } : {}),
    };
    // A cost sent as null is cleared: the lot cannot be processed until it has one again.
    const remove: ('cost' | 'lotNumber' | 'notes')[] = patch.cost === null ? ['cost'] : [];
    for (const name of ['lotNumber', 'notes'] as const) {
      if (patch[name] === undefined) continue;
      const value = given(patch[name]);
      if (value === undefined) remove.push(name);
      else Object.assign(changes, { [name]: value });
    }
    await commit(
      [
        LotItem.tx.update({ tenantId: actor.tenantId, id }, changes, {
          remove,
          current,
          condition: { updatedDate: current.updatedDate },
        }),
      ],
      explain,
    );
    const after: LotItem = { ...current, ...changes };
    for (const name of remove) delete after[name];
    return view(after);
  });
}

/**
 * Adds to or takes from a lot's remaining weight with a reason, kept as an adjustment. The write
 * is conditioned on the lot's version, so the adjustment records exactly the weight it leaves;
 * a process report consuming the lot at the same time makes it read again and decide again.
 */
export async function adjust(actor: Member, id: string, input: AdjustmentInput): Promise<Lot> {
  const zero = () =>
    new BadRequest(INVENTORY_MESSAGES.changeNonZero, { change: [INVENTORY_MESSAGES.changeNonZero] });
  if (input.change === 0) throw zero();
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(actor.tenantId, id);
    const change = roundWeight(input.change, current.unit);
    if (change === 0) throw zero();
    const remaining = sumWeight(current.unit, current.remaining, change);
    if (!isStorableNumber(remaining))
      throw new BadRequest(INVENTORY_MESSAGES.tooLarge, { change: [INVENTORY_MESSAGES.tooLarge] });
    if (remaining < 0)
      throw new Conflict(INVENTORY_MESSAGES.belowZero, 'NOT_ENOUGH_REMAINING', {
        remaining: current.remaining,
        unit: current.unit,
      });
    const adjustment: LotAdjustmentItem = {
      tenantId: actor.tenantId,
      lotId: id,
      id: newId(),
      identifier: current.identifier,
      change,
      unit: current.unit,
      remainingAfter: remaining,
      reason: input.reason,
      createdDate: stamp.updatedDate,
      ...stamp,
    };
    await commit(
      [
        LotItem.tx.update(
          { tenantId: actor.tenantId, id },
          { remaining, ...stamp },
          { add: { version: 1 }, condition: { version: current.version } },
        ),
        LotAdjustment.tx.create(adjustment),
      ],
      explain,
    );
    return view({ ...current, remaining, version: current.version + 1, ...stamp });
  });
}

export async function adjustments(actor: Member, id: string): Promise<Adjustment[]> {
  await find(actor.tenantId, id);
  return (await listAdjustmentsOfLot(actor.tenantId, id)).map((a) => ({
    id: a.id,
    lotId: a.lotId,
    change: { unitValue: a.change, unit: a.unit },
    remainingAfter: { unitValue: a.remainingAfter, unit: a.unit },
    reason: a.reason,
    createdBy: a.updatedBy ?? null,
    createdByName: a.updatedByName ?? null,
    createdDate: a.createdDate,
  }));
}

export async function history(actor: Member, id: string, cursor: string | undefined, size: number) {
  await find(actor.tenantId, id);
  return feed(actor, id, cursor, size);
}

/** The index a list reads (the narrowest filter) and the counter of that scope. */
function plan(query: LotListQuery): { read: LotRead; scope: LotScope } {
  if (query.locationId)
    return {
      read: { index: 'byLocation', locationId: query.locationId },
      scope: { locationId: query.locationId },
    };
  if (query.materialId)
    return {
      read: { index: 'byMaterial', materialId: query.materialId },
      scope: { materialId: query.materialId },
    };
  if (query.materialType)
    return {
      read: { index: 'byType', materialType: query.materialType },
      scope: { materialType: query.materialType },
    };
  return { read: { index: 'byReceived' }, scope: { all: true } };
}

/**
 * A page of lots, newest received first. One filter is one Query of its index plus one counter
 * read; a second filter (or "available only") narrows the first filter's lots in memory.
 */
export async function list(actor: Member, query: LotListQuery): Promise<Page<Lot>> {
  const { tenantId } = actor;
  const { read, scope } = plan(query);
  const filters = [query.locationId, query.materialId, query.materialType].filter(Boolean).length;
  const reader = (limit: number, cursor: string | null) => pageLots(tenantId, read, limit, cursor);
  if (filters <= 1 && query.available !== 'true') {
    return countedPage(reader, query.page, query.size, readCounter(tenantId, counterName(scope)), view);
  }
  const keep = (lot: LotItem) =>
    (!query.materialId || lot.materialId === query.materialId) &&
    (!query.materialType || lot.materialType === query.materialType) &&
    (query.available !== 'true' || lot.remaining > 0);
  const all = await readAll((cursor) => reader(1000, cursor));
  return pageFrom(all.filter(keep).map(view), query.page, query.size);
}
