import { randomUUID } from 'node:crypto';
import {
  Material,
  MaterialFields,
  type MaterialInput,
  type MaterialPatch,
} from '@polyloop/shared/crm/material';
import { unset } from '../../data/patch.js';
import type { Member } from '../../lib/actor.js';
import { batchGetMany, ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { Counter, read as readCounter } from '../counter/index.js';
import { audit, type Audit, feed } from '../history/index.js';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { countedPage, readCreatedBetween, type Page } from '../../data/page.js';
import { Tenant } from '../tenant/index.js';
import {
  countMaterials,
  listMaterialsCreatedIn,
  MaterialItem,
  pageMaterials,
  type MaterialState,
} from './material.entity.js';

type Type = MaterialItem['type'];
/** Every property a form may send; a PATCH replaces all of them, so absent ones are removed. */
const PROPERTY_KEYS = Object.keys(MaterialFields.shape) as (keyof MaterialInput)[];

export const toMaterial = (item: MaterialItem): Material => Material.parse({ ...item, id: item.materialId });

/** Per-tenant list totals, kept in the same transaction as the write that changes them. */
const counterName = (state: MaterialState, type?: Type) =>
  `material${state === 'ARCHIVED' ? '-archived' : ''}${type ? `:${type}` : ''}`;
function countMoves(tenantId: string, moves: Array<[MaterialState, Type, number]>): TxItem[] {
  const deltas = new Map<string, number>();
  for (const [state, type, delta] of moves) {
    for (const name of [counterName(state), counterName(state, type)])
      deltas.set(name, (deltas.get(name) ?? 0) + delta);
  }
  return [...deltas]
    .filter(([, d]) => d !== 0)
    .map(([name, delta]) =>
      Counter.tx.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true }),
    );
}

/** The next identifier, e.g. GLP-M-0012: an atomic counter per tenant, so two creates never share one. */
async function nextIdentifier(tenantId: string): Promise<string> {
  const [tenant, sequence] = await Promise.all([
    Tenant.get({ tenantId }),
    Counter.update({ tenantId, name: 'material-sequence' }, {}, { add: { count: 1 }, upsert: true }),
  ]);
  return `${(tenant?.shortCode ?? 'PLX').toUpperCase()}-M-${String(sequence.count).padStart(4, '0')}`;
}

export async function find(actor: Member, materialId: string): Promise<MaterialItem> {
  const item = await MaterialItem.get({ tenantId: actor.tenantId, materialId });
  if (!item) throw new NotFound();
  return item;
}

export async function get(actor: Member, materialId: string): Promise<Material> {
  return toMaterial(await find(actor, materialId));
}

/** Changes to the material, latest first. */
export async function history(actor: Member, materialId: string, cursor: string | undefined, size: number) {
  await find(actor, materialId);
  return feed(actor, materialId, cursor, size);
}

/**
 * Creates a material: takes the next identifier, then writes the item and its list counters in
 * one transaction (a failed write leaves at most an unused identifier number behind).
 */
export async function create(actor: Member, input: MaterialInput): Promise<Material> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  const item = MaterialItem.schema.parse({
    ...input,
    tenantId,
    materialId: randomUUID(),
    identifier: await nextIdentifier(tenantId),
    archived: false,
    state: 'ACTIVE',
    nameKey: input.name.toLowerCase(),
    createdDate: stamp.updatedDate,
    createdMonth: stamp.updatedDate.slice(0, 7),
    ...stamp,
  });
  await transact([MaterialItem.tx.create(item), ...countMoves(tenantId, [['ACTIVE', item.type, 1]])]);
  return toMaterial(item);
}

/**
 * Replaces the whole property set (validated together by MaterialPatch): a property left out or sent
 * as null is removed. The version check keeps a concurrent archive from being lost.
 */
export async function update(
  actor: Member,
  materialId: string,
  body: MaterialPatch,
  attempt = 1,
): Promise<Material> {
  const input = unset(body) as MaterialInput;
  const current = await find(actor, materialId);
  const { tenantId } = current;
  const absent = PROPERTY_KEYS.filter((k) => input[k] === undefined && current[k] !== undefined);
  const changes = { ...input, nameKey: input.name.toLowerCase(), ...(await audit(actor)) };
  const moves: Array<[MaterialState, Type, number]> =
    current.type === input.type
      ? []
      : [
          [current.state, current.type, -1],
          [current.state, input.type, 1],
        ];
  try {
    await transact([
      MaterialItem.tx.update({ tenantId, materialId }, changes, {
        remove: absent,
        current,
        condition: { updatedDate: current.updatedDate },
      }),
      ...countMoves(tenantId, moves),
    ]);
  } catch (error) {
    // A concurrent write moved the item on: redo against what is stored now (the counters depend on it).
    if (error instanceof ConditionFailed) {
      if (attempt < 3) return update(actor, materialId, body, attempt + 1);
      throw new Conflict('The material was changed meanwhile. Reload it and try again.');
    }
    throw error;
  }
  return get(actor, materialId);
}

async function setArchived(actor: Member, materialId: string, archived: boolean): Promise<Material> {
  const current = await find(actor, materialId);
  if (current.archived === archived) return toMaterial(current);
  const { tenantId, type } = current;
  const state: MaterialState = archived ? 'ARCHIVED' : 'ACTIVE';
  const changes = { archived, state, ...(await audit(actor)) };
  try {
    await transact([
      MaterialItem.tx.update({ tenantId, materialId }, changes, {
        current,
        condition: { archived: current.archived },
      }),
      ...countMoves(tenantId, [
        [current.state, type, -1],
        [state, type, 1],
      ]),
    ]);
  } catch (error) {
    // Someone else archived (or restored) it first: the outcome the caller wants already holds.
    if (!(error instanceof ConditionFailed)) throw error;
  }
  return get(actor, materialId);
}

export const archive = (actor: Member, materialId: string) => setArchived(actor, materialId, true);
export const restore = (actor: Member, materialId: string) => setArchived(actor, materialId, false);

export interface ListQuery {
  page: number;
  size: number;
  q?: string;
  type?: Type;
  archived: 'true' | 'false';
}

/**
 * A page of materials by name: one index Query per read (walking forward to the page), plus the
 * total from a counter — or, with a name prefix, from a COUNT query of that prefix.
 */
export async function list(actor: Member, query: ListQuery): Promise<Page<Material>> {
  const { tenantId } = actor;
  const state: MaterialState = query.archived === 'true' ? 'ARCHIVED' : 'ACTIVE';
  const prefix = query.q?.toLowerCase() ?? '';
  const filter = { tenantId, state, type: query.type, prefix: prefix || undefined };
  return countedPage(
    (limit, cursor) => pageMaterials(filter, { limit, cursor }),
    query.page,
    query.size,
    prefix ? countMaterials(filter) : readCounter(tenantId, counterName(state, query.type)),
    toMaterial,
  );
}

/** Materials created between two days (inclusive), oldest first: one Query per month of the range. */
export async function createdBetween(actor: Member, from: string, to: string): Promise<Material[]> {
  const created = await readCreatedBetween(from, to, (createdMonth) =>
    listMaterialsCreatedIn(actor.tenantId, createdMonth),
  );
  return created.map(toMaterial);
}

/** Several materials of the caller's company by id, in one batch read per 100. */
export const many = (tenantId: string, materialIds: string[]): Promise<MaterialItem[]> =>
  batchGetMany(materialIds.map((materialId) => MaterialItem.batch({ tenantId, materialId })));

/**
 * The materials a new company said it handles at onboarding, one per type ("PP", "PE"), as pieces
 * of onboarding's transaction: identifiers from 1 (the company is new, so its sequence is too),
 * the sequence and the list totals moved with them.
 */
export function starterMaterialsTx(
  tenantId: string,
  shortCode: string,
  types: readonly Type[],
  stamp: Audit,
): TxItem[] {
  const unique = [...new Set(types)];
  if (!unique.length) return [];
  const items = unique.map((type, i) => {
    const name = type === 'PLX' ? 'Other plastic' : MATERIAL_TYPE_LABELS[type];
    return MaterialItem.schema.parse({
      name,
      type,
      ...(type === 'PLX' ? { otherMaterial: 'Other' } : {}),
      tenantId,
      materialId: randomUUID(),
      identifier: `${shortCode.toUpperCase()}-M-${String(i + 1).padStart(4, '0')}`,
      archived: false,
      state: 'ACTIVE',
      nameKey: name.toLowerCase(),
      createdDate: stamp.updatedDate,
      createdMonth: stamp.updatedDate.slice(0, 7),
      ...stamp,
    });
  });
  return [
    ...items.map((item) => MaterialItem.tx.create(item)),
    Counter.tx.update(
      { tenantId, name: 'material-sequence' },
      {},
      { add: { count: unique.length }, upsert: true },
    ),
    ...countMoves(
      tenantId,
      unique.map((type) => ['ACTIVE', type, 1] as [MaterialState, Type, number]),
    ),
  ];
}
