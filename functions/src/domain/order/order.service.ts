import type {
  Order,
  OrderInput,
  OrderListItem,
  OrderListQuery,
  OrderPatch,
} from '@polyloop/shared/orders/order';
import { lineCents, ORDER_MESSAGES, toMilliPounds, weightIn } from '@polyloop/shared/orders/order';
import { roundWeight } from '@polyloop/shared/inventory/process-report';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { commit, newId, retrying, stale } from '../../lib/commit.js';
import type { TxItem } from '../../data/entity.js';
import { pageFrom, pageOf, readAll, type Page } from '../../data/page.js';
import { read as readCounter } from '../counter/counter.service.js';
import { audit, type Audit } from '../history/audit.js';
import { feed } from '../history/history.service.js';
import { checkRepresentatives } from '../company/company.service.js';
import { MaterialItem } from '../material/material.entity.js';
import { HaveItem, NeedItem, type ListingItem } from '../listing/listing.entity.js';
import { LotItem } from '../inventory/lot.entity.js';
import {
  OrderEntity,
  pageOrders,
  sortable,
  sortText,
  type IndexedOrderSort,
  type OrderLine,
  type OrderRecord,
} from './order.entity.js';
import { COUNTERS, counterTx, listItem, nextIdentifier, partyOf, placeOf, view } from './order.records.js';

export { view } from './order.records.js';

/** A have or need a write changed: the record as read, whose remaining weight an order takes from or gives back. */
type Listing = { kind: 'have' | 'need'; item: ListingItem };
const ENTITY = { have: HaveItem, need: NeedItem } as const;

const explain = (entity: string) =>
  entity === HaveItem.name || entity === NeedItem.name || entity === OrderEntity.name
    ? stale(entity)
    : entity === LotItem.name
      ? new Conflict(`${ORDER_MESSAGES.notEnough} The lot was drawn on at the same moment.`, 'NOT_ENOUGH_REMAINING')
      : undefined;

/** Takes weight from (or gives it back to) a lot: one ADD, never below zero. */
const lotMove = (lot: LotItem, delta: number, stamp: Audit): TxItem =>
  LotItem.tx.update(
    { tenantId: lot.tenantId, id: lot.id },
    { ...stamp },
    { add: { remaining: delta, version: 1 }, ...(delta < 0 ? { condition: (w) => w.ge('remaining', -delta) } : {}) },
  );

async function loadLots(tenantId: string, lotIds: string[]): Promise<Map<string, LotItem>> {
  const found = await Promise.all(lotIds.map((id) => LotItem.get({ tenantId, id })));
  return new Map(found.flatMap((lot) => (lot ? [[lot.id, lot] as const] : [])));
}

/** What each lot gives, in the lot's own unit. */
function lotTakes(lines: OrderLine[], lots: Map<string, LotItem>): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines)
    if (line.lotId && lots.has(line.lotId)) {
      const lot = lots.get(line.lotId)!;
      taken.set(lot.id, roundWeight((taken.get(lot.id) ?? 0) + weightIn(line.weight, lot.unit)));
    }
  return taken;
}

export async function find(tenantId: string, id: string): Promise<OrderRecord> {
  const order = await OrderEntity.get({ tenantId, id });
  if (!order) throw new NotFound();
  return order;
}

export const get = async (actor: Member, id: string): Promise<Order> => view(await find(actor.tenantId, id));

const given = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
const field = (name: string, message: string) => new BadRequest(message, { [name]: [message] });

/**
 * Moves a have's or need's remaining weight by `delta` (in the record's unit), on the condition
 * that the remaining weight is still what was read: of two orders racing for the same pounds, the
 * second finds it changed, reads again and decides again.
 */
function weightMove({ kind, item }: Listing, delta: number, orders: 1 | -1, stamp: Audit): TxItem {
  const entity = ENTITY[kind] as typeof HaveItem;
  return entity.tx.update(
    { tenantId: item.tenantId, id: item.id },
    {
      remainingWeight: {
        unitValue: roundWeight(item.remainingWeight.unitValue + delta),
        unit: item.remainingWeight.unit,
      },
      ...stamp,
    },
    {
      add: { orderCount: orders },
      condition: { remainingWeight: item.remainingWeight },
      current: item as HaveItem,
    },
  );
}

/** What each have and need on the order gives, in the record's own unit. */
function takes(lines: OrderLine[], listings: Map<string, Listing>): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines)
    for (const id of [line.haveId, line.needId])
      if (id) {
        const listing = listings.get(id)!;
        taken.set(
          id,
          roundWeight((taken.get(id) ?? 0) + weightIn(line.weight, listing.item.remainingWeight.unit)),
        );
      }
  return taken;
}

async function loadListings(
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

const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** The lines of an order as stored: material names, pounds and cents worked out once. */
async function linesOf(
  tenantId: string,
  input: OrderInput,
  listings: Map<string, Listing>,
  lots: Map<string, LotItem>,
): Promise<OrderLine[]> {
  const materialIds = unique(input.items.map((i) => i.materialId));
  const materials = new Map(
    (await Promise.all(materialIds.map((materialId) => MaterialItem.get({ tenantId, materialId })))).flatMap(
      (m) => (m ? [[m.materialId, m] as const] : []),
    ),
  );
  return input.items.map((item, index) => {
    const material = item.materialId ? materials.get(item.materialId) : undefined;
    if (item.materialId && !material)
      throw field(`items.${index}.materialId`, 'Choose a material from the list.');
    if (material && material.type !== item.materialType)
      throw field(`items.${index}.materialType`, ORDER_MESSAGES.materialTypeMismatch);
    const have = item.haveId ? listings.get(item.haveId) : undefined;
    const need = item.needId ? listings.get(item.needId) : undefined;
    const lot = item.lotId ? lots.get(item.lotId) : undefined;
    if (item.lotId && !lot) throw field(`items.${index}.lotId`, ORDER_MESSAGES.lotUnknown);
    if (lot && lot.materialType !== item.materialType) throw field(`items.${index}.lotId`, ORDER_MESSAGES.lotMaterialType);
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

function totals(lines: OrderLine[]) {
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
function checkListings(input: OrderInput, listings: Map<string, Listing>) {
  input.items.forEach((item, index) => {
    for (const [kind, id] of [
      ['have', item.haveId],
      ['need', item.needId],
    ] as const) {
      if (!id) continue;
      const listing = listings.get(id);
      const name = `items.${index}.${kind}Id`;
      if (!listing) throw field(name, ORDER_MESSAGES.listingUnknown);
      const owner = kind === 'have' ? input.supplyingCompanyId : input.receivingCompanyId;
      if (listing.item.companyId !== owner)
        throw field(name, kind === 'have' ? ORDER_MESSAGES.haveOfSupplier : ORDER_MESSAGES.needOfReceiver);
      if (listing.item.archived || listing.item.lane !== 'OPEN')
        throw new Conflict(ORDER_MESSAGES.listingClosed, 'LISTING_CLOSED', {
          identifier: listing.item.identifier,
        });
    }
  });
}

/**
 * Creates an order. In one transaction: the order, the order counters, and for each have and need
 * on it, its remaining weight less what the order takes, conditioned on the weight read. Two orders
 * can never sell the same pounds twice: the loser reads again and is told how much remains.
 */
export async function create(actor: Member, input: OrderInput): Promise<Order> {
  const { tenantId } = actor;
  const [supplier, receiver, representatives] = await Promise.all([
    partyOf(tenantId, input.supplyingCompanyId, 'supplyingCompanyId'),
    partyOf(tenantId, input.receivingCompanyId, 'receivingCompanyId'),
    checkRepresentatives(tenantId, input.representatives),
  ]);
  const [source, destination] = await Promise.all([
    input.sourceLocationId
      ? placeOf(tenantId, supplier.id, input.sourceLocationId, 'sourceLocationId')
      : undefined,
    input.destinationLocationId
      ? placeOf(tenantId, receiver.id, input.destinationLocationId, 'destinationLocationId')
      : undefined,
  ]);
  const haveIds = unique(input.items.map((i) => i.haveId));
  const needIds = unique(input.items.map((i) => i.needId));
  const lotIds = unique(input.items.map((i) => i.lotId));
  if (haveIds.length + needIds.length + lotIds.length > 90)
    throw field('items', 'An order can take weight from at most 90 haves and needs.');
  const stamp = await audit(actor);
  const numbered = await nextIdentifier(tenantId, 'order');
  return retrying(async () => {
    const [listings, lots] = await Promise.all([loadListings(tenantId, haveIds, needIds), loadLots(tenantId, lotIds)]);
    checkListings(input, listings);
    const lines = await linesOf(tenantId, input, listings, lots);
    const moves: TxItem[] = [];
    for (const [id, taken] of takes(lines, listings)) {
      const listing = listings.get(id)!;
      const left = roundWeight(listing.item.remainingWeight.unitValue - taken);
      if (left < 0)
        throw new Conflict(
          `${ORDER_MESSAGES.notEnough} ${listing.item.identifier} has ${listing.item.remainingWeight.unitValue} remaining.`,
          'NOT_ENOUGH_REMAINING',
          {
            identifier: listing.item.identifier,
            remaining: listing.item.remainingWeight,
          },
        );
      moves.push(weightMove(listing, -taken, 1, stamp));
    }
    for (const [id, taken] of lotTakes(lines, lots)) {
      const lot = lots.get(id)!;
      if (roundWeight(lot.remaining - taken) < 0)
        throw new Conflict(`${ORDER_MESSAGES.notEnough} ${lot.identifier} has ${lot.remaining} remaining.`, 'NOT_ENOUGH_REMAINING', {
          identifier: lot.identifier,
          remaining: { unitValue: lot.remaining, unit: lot.unit },
        });
      moves.push(lotMove(lot, -taken, stamp));
    }
    const order: OrderRecord = OrderEntity.schema.parse({
      tenantId,
      id: newId(),
      identifier: numbered.identifier,
      numberKey: sortable(numbered.number, 12),
      salesOrderNumber: given(input.salesOrderNumber),
      customerPoNumber: given(input.customerPoNumber),
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierKey: sortText(supplier.name),
      receiverId: receiver.id,
      receiverName: receiver.name,
      source,
      destination,
      items: lines,
      haveIds,
      needIds,
      lotIds,
      ...totals(lines),
      orderDate: input.orderDate,
      pickupDate: input.pickupDate,
      deliveryDate: input.deliveryDate,
      pickup: input.pickup,
      status: 'OPEN',
      representatives,
      notes: given(input.notes),
      shipmentCount: 0,
      createdDate: stamp.updatedDate,
      ...stamp,
    });
    await commit(
      [
        OrderEntity.tx.create(order),
        ...moves,
        counterTx(tenantId, COUNTERS.orders, 1),
        counterTx(tenantId, COUNTERS.ordersOf('OPEN'), 1),
      ],
      explain,
    );
    return view(order);
  });
}

/** Changes the header or the status; the items (and the weight they took) stay as they are. */
export async function update(actor: Member, id: string, patch: OrderPatch): Promise<Order> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(tenantId, id);
    const changes: Partial<OrderRecord> = { ...stamp };
    const remove: (keyof OrderRecord)[] = [];
    const text = (name: 'salesOrderNumber' | 'customerPoNumber' | 'notes' | 'pickupDate' | 'deliveryDate') => {
      if (patch[name] === undefined) return;
      const value = given(patch[name]);
      if (value === undefined) remove.push(name);
      else changes[name] = value;
    };
    text('salesOrderNumber');
    text('customerPoNumber');
    text('notes');
    text('pickupDate');
    text('deliveryDate');
    if (patch.sourceLocationId)
      changes.source = await placeOf(
        tenantId,
        current.supplierId,
        patch.sourceLocationId,
        'sourceLocationId',
      );
    if (patch.destinationLocationId)
      changes.destination = await placeOf(
        tenantId,
        current.receiverId,
        patch.destinationLocationId,
        'destinationLocationId',
      );
    for (const name of ['orderDate', 'pickup', 'status'] as const)
      if (patch[name] !== undefined) Object.assign(changes, { [name]: patch[name] });
    if (patch.representatives)
      changes.representatives = await checkRepresentatives(tenantId, patch.representatives);
    const moved = changes.status && changes.status !== current.status;
    await commit(
      [
        OrderEntity.tx.update({ tenantId, id }, changes, {
          remove,
          current,
          condition: { updatedDate: current.updatedDate },
        }),
        ...(moved
          ? [
              counterTx(tenantId, COUNTERS.ordersOf(current.status), -1),
              counterTx(tenantId, COUNTERS.ordersOf(changes.status!), 1),
            ]
          : []),
      ],
      explain,
    );
    const after = { ...current, ...changes } as OrderRecord;
    for (const name of remove) delete after[name];
    return view(after);
  });
}

/**
 * Deletes an order that has no shipments and gives the weight it took back to its haves and
 * needs, in one transaction conditioned on the order being as read (so no shipment came meanwhile).
 */
export async function remove(actor: Member, id: string): Promise<void> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  await retrying(async () => {
    const order = await find(tenantId, id);
    if (order.shipmentCount > 0) throw new Conflict(ORDER_MESSAGES.hasShipments, 'ORDER_HAS_SHIPMENTS');
    const [listings, lots] = await Promise.all([loadListings(tenantId, order.haveIds, order.needIds), loadLots(tenantId, order.lotIds)]);
    const moves = [
      ...takes(
        order.items.filter(
          (l) => (!l.haveId || listings.has(l.haveId)) && (!l.needId || listings.has(l.needId)),
        ),
        listings,
      ),
    ].map(([lid, taken]) => weightMove(listings.get(lid)!, taken, -1, stamp));
    await commit(
      [
        OrderEntity.tx.delete({ tenantId, id }, { shipmentCount: 0, updatedDate: order.updatedDate }),
        ...moves,
        ...[...lotTakes(order.items, lots)].map(([lotId, taken]) => lotMove(lots.get(lotId)!, taken, stamp)),
        counterTx(tenantId, COUNTERS.orders, -1),
        counterTx(tenantId, COUNTERS.ordersOf(order.status), -1),
      ],
      explain,
    );
  });
}

const INDEXED = new Set<string>(['updatedDate', 'totalSales', 'totalWeight', 'supplier', 'identifier']);

/**
 * A page of orders. With no filter, an indexed sort is one Query of its index plus one counter
 * read. Filters and the city sorts read the tenant's orders in the sort's order and narrow them.
 */
export async function list(actor: Member, query: OrderListQuery): Promise<Page<OrderListItem>> {
  const { tenantId } = actor;
  const [field, direction] = query.sort.split(',') as [string, 'asc' | 'desc'];
  const filtered = !!(
    query.statuses?.length ||
    query.companyId ||
    query.materialType ||
    query.haveId ||
    query.needId
  );
  if (INDEXED.has(field) && !filtered) {
    const reader = (limit: number, cursor: string | null) =>
      pageOrders(tenantId, field as IndexedOrderSort, direction, limit, cursor);
    const [items, total] = await Promise.all([
      pageOf(reader, query.page, query.size),
      readCounter(tenantId, COUNTERS.orders),
    ]);
    return { items: items.map(listItem), total };
  }
  const all = await readAll((cursor) =>
    pageOrders(
      tenantId,
      INDEXED.has(field) ? (field as IndexedOrderSort) : 'updatedDate',
      direction,
      1000,
      cursor,
    ),
  );
  const keep = (o: OrderRecord) =>
    (!query.statuses?.length || query.statuses.includes(o.status)) &&
    (!query.companyId || o.supplierId === query.companyId || o.receiverId === query.companyId) &&
    (!query.materialType || o.materialTypes.includes(query.materialType)) &&
    (!query.haveId || o.haveIds.includes(query.haveId)) &&
    (!query.needId || o.needIds.includes(query.needId));
  let kept = all.filter(keep);
  if (!INDEXED.has(field)) {
    const city = (o: OrderRecord) => sortText(field === 'sourceCity' ? o.source?.city : o.destination?.city);
    kept = kept.sort(
      (a, b) => (city(a) < city(b) ? -1 : city(a) > city(b) ? 1 : 0) * (direction === 'asc' ? 1 : -1),
    );
  }
  return pageFrom(kept.map(listItem), query.page, query.size);
}

export async function history(actor: Member, id: string, cursor: string | undefined, size: number) {
  await find(actor.tenantId, id);
  return feed(actor, id, cursor, size);
}
