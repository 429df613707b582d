import type { OrderInput } from '@polyloop/shared/orders/order';
import { lineCents, ORDER_MESSAGES, toMilliPounds, weightIn } from '@polyloop/shared/orders/order';
import type { MaterialType } from '@polyloop/shared/enums';
import { sumWeight } from '@polyloop/shared/conversions';
import { Conflict, fieldError } from '../../lib/errors.js';
import { newId } from '../../lib/commit.js';
import type { TxItem } from '../../data/entity.js';
import type { Audit } from '../history/index.js';
import { MaterialItem } from '../material/index.js';
import { HaveItem, NeedItem } from '../listing/index.js';
import { LotItem } from '../inventory/index.js';
import type { Listing } from '../listing/index.js';
import { sortable, type OrderLine } from './order.entity.js';

/*
 * The lines of orders and shipments, and the weight an order takes from haves, needs and lots:
 * what they are read as, what each gives, and the conditional writes that take or give it back.
 */

/** A text field left blank is not stored. */
/** A text as given: empty, null (cleared in a change) or left out all read as absent. */
export const given = (v: string | null | undefined) => (v == null || v === '' ? undefined : v);

/**
 * The material each line names, checked: one of the company's, of the line's material type.
 * `list` names the lines in the field errors (`items.2.materialId`, `manifest.0.materialType`).
 */
export async function lineMaterials(
  tenantId: string,
  lines: { materialId?: string; materialType: MaterialType }[],
  list: 'items' | 'manifest',
): Promise<(MaterialItem | undefined)[]> {
  const ids = unique(lines.map((l) => l.materialId));
  const found = await Promise.all(ids.map((materialId) => MaterialItem.get({ tenantId, materialId })));
  const materials = new Map(found.flatMap((m) => (m ? [[m.materialId, m] as const] : [])));
  return lines.map((line, index) => {
    const material = line.materialId ? materials.get(line.materialId) : undefined;
    if (line.materialId && !material)
      throw fieldError(`${list}.${index}.materialId`, ORDER_MESSAGES.materialUnknown);
    if (material && material.type !== line.materialType)
      throw fieldError(`${list}.${index}.materialType`, ORDER_MESSAGES.materialTypeMismatch);
    return material;
  });
}

/** Takes weight from (or gives it back to) a lot: one ADD, never below zero. */
export const lotMove = (lot: LotItem, delta: number, stamp: Audit): TxItem =>
  LotItem.tx.update(
    { tenantId: lot.tenantId, id: lot.id },
    { ...stamp },
    {
      add: { remaining: delta, version: 1 },
      ...(delta < 0 ? { condition: (w) => w.ge('remaining', -delta) } : {}),
    },
  );

export async function loadLots(tenantId: string, lotIds: string[]): Promise<Map<string, LotItem>> {
  const found = await Promise.all(lotIds.map((id) => LotItem.get({ tenantId, id })));
  return new Map(found.flatMap((lot) => (lot ? [[lot.id, lot] as const] : [])));
}

/** What each lot gives, in the lot's own unit. */
export function lotTakes(lines: OrderLine[], lots: Map<string, LotItem>): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines)
    if (line.lotId && lots.has(line.lotId)) {
      const lot = lots.get(line.lotId)!;
      taken.set(lot.id, sumWeight(lot.unit, taken.get(lot.id) ?? 0, weightIn(line.weight, lot.unit)));
    }
  return taken;
}

/** What each have and need on the order gives, in the record's own unit. */
export function takes(lines: OrderLine[], listings: Map<string, Listing>): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines)
    for (const id of [line.haveId, line.needId])
      if (id) {
        const listing = listings.get(id)!;
        const unit = listing.item.remainingWeight.unit;
        taken.set(id, sumWeight(unit, taken.get(id) ?? 0, weightIn(line.weight, unit)));
      }
  return taken;
}

export async function loadListings(
  tenantId: string,
  haveIds: string[],
  needIds: string[],
): Promise<Map<string, Listing>> {
  const found = await Promise.all([
    ...haveIds.map(async (id) => ({ id, kind: 'have' as const, item: await HaveItem.get({ tenantId, id }) })),
    ...needIds.map(async (id) => ({ id, kind: 'need' as const, item: await NeedItem.get({ tenantId, id }) })),
  ]);
  const map = new Map<string, Listing>();
  for (const f of found) if (f.item) map.set(f.id, { kind: f.kind, item: f.item });
  return map;
}

export const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** The lines of an order as stored: material names, pounds and cents worked out once. */
export async function linesOf(
  tenantId: string,
  input: OrderInput,
  listings: Map<string, Listing>,
  lots: Map<string, LotItem>,
): Promise<OrderLine[]> {
  const materials = await lineMaterials(tenantId, input.items, 'items');
  return input.items.map((item, index) => {
    const material = materials[index];
    const have = item.haveId ? listings.get(item.haveId) : undefined;
    const need = item.needId ? listings.get(item.needId) : undefined;
    const lot = item.lotId ? lots.get(item.lotId) : undefined;
    if (item.lotId && !lot) throw fieldError(`items.${index}.lotId`, ORDER_MESSAGES.lotUnknown);
    if (lot && lot.materialType !== item.materialType)
      throw fieldError(`items.${index}.lotId`, ORDER_MESSAGES.lotMaterialType);
    return {
      id: newId(),
      haveId: have?.item.id,
      haveIdentifier: have?.item.identifier,
      needId: need?.item.id,
      needIdentifier: need?.item.identifier,
      lotId: lot?.id,
      lotIdentifier: lot?.identifier,
      materialId: material?.materialId,
      materialName: material?.name,
      materialType: item.materialType,
      description: given(item.description) ?? have?.item.name ?? need?.item.name,
      packaging: item.packaging,
      weight: item.weight,
      milliPounds: toMilliPounds(item.weight),
      buyPrice: item.buyPrice,
      sellPrice: item.sellPrice,
      lotNumber: given(item.lotNumber),
      salesCents: lineCents(item.weight, item.sellPrice),
      costCents: lineCents(item.weight, item.buyPrice),
    };
  });
}

export function totals(lines: OrderLine[]) {
  const totalMilliPounds = lines.reduce((s, l) => s + l.milliPounds, 0);
  const salesCents = lines.reduce((s, l) => s + l.salesCents, 0);
  const costCents = lines.reduce((s, l) => s + l.costCents, 0);
  return {
    totalMilliPounds,
    salesCents,
    costCents,
    weightKey: sortable(totalMilliPounds, 18),
    salesKey: sortable(salesCents),
    materialTypes: [...new Set(lines.map((l) => l.materialType))],
  };
}

/** Each have must be the supplier's and each need the receiver's, open and unarchived. */
export function checkListings(input: OrderInput, listings: Map<string, Listing>) {
  input.items.forEach((item, index) => {
    for (const [kind, id] of [
      ['have', item.haveId],
      ['need', item.needId],
    ] as const) {
      if (!id) continue;
      const listing = listings.get(id);
      const name = `items.${index}.${kind}Id`;
      if (!listing) throw fieldError(name, ORDER_MESSAGES.listingUnknown);
      const owner = kind === 'have' ? input.supplyingCompanyId : input.receivingCompanyId;
      if (listing.item.companyId !== owner)
        throw fieldError(
          name,
          kind === 'have' ? ORDER_MESSAGES.haveOfSupplier : ORDER_MESSAGES.needOfReceiver,
        );
      if (listing.item.archived || listing.item.lane !== 'OPEN')
        throw new Conflict(ORDER_MESSAGES.listingClosed, 'LISTING_CLOSED', {
          identifier: listing.item.identifier,
        });
    }
  });
}
