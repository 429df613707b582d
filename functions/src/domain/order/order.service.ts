import type {
  Order,
  OrderInput,
  OrderListItem,
  OrderListQuery,
  OrderPatch,
} from '@polyloop/shared/orders/order';
import { ORDER_MESSAGES } from '@polyloop/shared/orders/order';
import { sumWeight } from '@polyloop/shared/conversions';
import type { Weight } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { Conflict, NotFound, fieldError } from '../../lib/errors.js';
import { commit, newId, retrying, stale } from '../../lib/commit.js';
import { batchGet, batchGetMany, type BatchRequest, type TxItem } from '../../data/entity.js';
import { OrderRefCount, pageOrderRefs } from './order-ref.entity.js';
import { countedPage, pageFrom, pageOf, readAll, type Page } from '../../data/page.js';
import { read as readCounter } from '../counter/index.js';
import { audit, feed } from '../history/index.js';
import { checkRepresentatives } from '../company/index.js';
import { HaveItem, NeedItem, soldOutMoves, weightMove } from '../listing/index.js';
import { LotItem } from '../inventory/index.js';
import {
  OrderEntity,
  pageOrders,
  sortable,
  sortText,
  type IndexedOrderSort,
  type OrderRecord,
} from './order.entity.js';
import {
  COUNTERS,
  counterTx,
  kindOf,
  listItem,
  nextIdentifier,
  partyOf,
  placeOf,
  totalCentsOf,
  view,
} from './order.records.js';
import {
  checkListings,
  given,
  linesOf,
  loadListings,
  loadLots,
  lotMove,
  lotTakes,
  takes,
  totals,
  unique,
} from './order.lines.js';
import { availabilityTx, PublicListingEntity } from '../market/index.js';
import { listShipmentsOfOrder, ShipmentEntity } from './shipment.entity.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

export { view } from './order.records.js';

const explain = (entity: string) =>
  entity === HaveItem.name ||
  entity === NeedItem.name ||
  entity === OrderEntity.name ||
  entity === PublicListingEntity.name
    ? stale(entity)
    : entity === LotItem.name
      ? new Conflict(
          `${ORDER_MESSAGES.notEnough} The lot was drawn on at the same moment.`,
          'NOT_ENOUGH_REMAINING',
        )
      : undefined;

export async function find(tenantId: string, id: string): Promise<OrderRecord> {
  const order = await OrderEntity.get({ tenantId, id });
  if (!order) throw new NotFound();
  return order;
}

export const get = async (actor: Member, id: string): Promise<Order> => view(await find(actor.tenantId, id));

/** Writes another aggregate commits with the order, all or nothing (a confirmed network offer). */
export interface Alongside {
  /** `listingIds`: the public offers the order's own writes touch (a transaction touches an item once). */
  items: (order: OrderRecord, listingIds: ReadonlySet<string>) => TxItem[];
  /** What a lost condition on one of those items means. */
  explain: (entity: string) => Error | undefined;
  /**
   * Weight those writes give back to a have or need (by id, in its own unit) for the order to take:
   * an auction's hold on its have, passed to the order of its winner. The have's one write nets both.
   */
  returns?: ReadonlyMap<string, number>;
  /** What those writes move on a public offer's count of open offers, carried by the order's write of it when there is one. */
  openOffers?: ReadonlyMap<string, number>;
  /** The network offer whose confirmation makes the order: the order links to its negotiation. */
  networkOfferId?: string;
}

/**
 * Creates an order. In one transaction: the order, the order counters, and for each have and need
 * on it, its remaining weight less what the order takes, conditioned on the weight read. Two orders
 * can never sell the same pounds twice: the loser reads again and is told how much remains. A
 * have's public offer offers no more than is left, and a have the order takes the last of is
 * completed and its public offer sold, in the same transaction.
 */
export async function create(actor: Member, input: OrderInput, alongside?: Alongside): Promise<Order> {
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
    throw fieldError('items', 'An order can take weight from at most 90 haves and needs.');
  const stamp = await audit(actor);
  const numbered = await nextIdentifier(tenantId, 'order');
  return retrying(async () => {
    const [listings, lots] = await Promise.all([
      loadListings(tenantId, haveIds, needIds),
      loadLots(tenantId, lotIds),
    ]);
    checkListings(input, listings);
    const lines = await linesOf(tenantId, input, listings, lots);
    const moves: TxItem[] = [];
    const haveLeft = new Map<string, Weight>();
    for (const [id, taken] of takes(lines, listings)) {
      const listing = listings.get(id)!;
      const returned = alongside?.returns?.get(id) ?? 0;
      const left = sumWeight(
        listing.item.remainingWeight.unit,
        listing.item.remainingWeight.unitValue,
        returned,
        -taken,
      );
      if (left < 0)
        throw new Conflict(
          `${ORDER_MESSAGES.notEnough} ${listing.item.identifier} has ${listing.item.remainingWeight.unitValue} remaining.`,
          'NOT_ENOUGH_REMAINING',
          {
            identifier: listing.item.identifier,
            remaining: listing.item.remainingWeight,
          },
        );
      const delta = sumWeight(listing.item.remainingWeight.unit, returned, -taken);
      if (listing.kind !== 'have') moves.push(weightMove(listing, delta, 1, stamp));
      else {
        moves.push(
          ...(left <= 0 && listing.item.lane === 'OPEN'
            ? soldOutMoves(listing, delta, stamp)
            : [weightMove(listing, delta, 1, stamp)]),
        );
        haveLeft.set(id, { unitValue: left, unit: listing.item.remainingWeight.unit });
      }
    }
    const available = await Promise.all(
      [...haveLeft].map(([haveId, left]) =>
        availabilityTx(tenantId, haveId, left, stamp.updatedDate, stamp.updatedBy, alongside?.openOffers),
      ),
    );
    const listingIds = new Set(available.flatMap((a) => [...a.listingIds]));
    for (const [id, taken] of lotTakes(lines, lots)) {
      const lot = lots.get(id)!;
      if (sumWeight(lot.unit, lot.remaining, -taken) < 0)
        throw new Conflict(
          `${ORDER_MESSAGES.notEnough} ${lot.identifier} has ${lot.remaining} remaining.`,
          'NOT_ENOUGH_REMAINING',
          {
            identifier: lot.identifier,
            remaining: { unitValue: lot.remaining, unit: lot.unit },
          },
        );
      moves.push(lotMove(lot, -taken, stamp));
    }
    const sums = totals(lines);
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
      ...sums,
      // The list's "total" sort: a purchase order by its purchases.
      salesKey: sortable(
        totalCentsOf(kindOf({ tenantId, supplierId: supplier.id, receiverId: receiver.id }), sums),
      ),
      orderDate: input.orderDate,
      pickupDate: input.pickupDate,
      deliveryDate: input.deliveryDate,
      pickup: input.pickup,
      status: 'OPEN',
      representatives,
      notes: given(input.notes),
      networkOfferId: alongside?.networkOfferId,
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
        ...available.flatMap((a) => a.items),
        ...(alongside?.items(order, listingIds) ?? []),
      ],
      (entity) => alongside?.explain(entity) ?? explain(entity),
    );
    recordBusiness(
      { name: Metric.ordersCreated },
      { name: Metric.gmvCents, value: totalCentsOf(kindOf(order), sums) },
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
    const text = (
      name: 'salesOrderNumber' | 'customerPoNumber' | 'notes' | 'pickupDate' | 'deliveryDate',
    ) => {
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
    // Each end's place is a location of that end's company: the supplier ships, the receiver takes.
    const ends = [
      ['source', 'sourceLocationId', current.supplierId],
      ['destination', 'destinationLocationId', current.receiverId],
    ] as const;
    for (const [end, field, companyId] of ends) {
      const locationId = patch[field];
      if (locationId) changes[end] = await placeOf(tenantId, companyId, locationId, field);
    }
    for (const name of ['orderDate', 'pickup', 'status'] as const)
      if (patch[name] !== undefined) Object.assign(changes, { [name]: patch[name] });
    if (patch.representatives)
      changes.representatives = await checkRepresentatives(tenantId, patch.representatives);
    const moved = changes.status && changes.status !== current.status;
    // Its shipments carry its representatives (the reports group by them): they change together.
    const shipments = changes.representatives ? await listShipmentsOfOrder(tenantId, id) : [];
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
        ...shipments.map((s) =>
          ShipmentEntity.tx.update(
            { tenantId, id: s.id },
            { representatives: changes.representatives },
            { condition: { orderId: id } },
          ),
        ),
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
    const [listings, lots] = await Promise.all([
      loadListings(tenantId, order.haveIds, order.needIds),
      loadLots(tenantId, order.lotIds),
    ]);
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
 * The one ref a list's filter stands for, when a ref's items can answer it alone (see OrderRef):
 * one of company, have, need, material or a single status, in the last-change order.
 */
export function refOf(query: OrderListQuery, field: string): string | undefined {
  if (field !== 'updatedDate' || query.materialType) return undefined;
  const refs = [
    query.companyId && `company:${query.companyId}`,
    query.haveId && `have:${query.haveId}`,
    query.needId && `need:${query.needId}`,
    query.materialId && `material:${query.materialId}`,
    ...(query.statuses?.length ? [query.statuses.length === 1 ? `status:${query.statuses[0]}` : 'many'] : []),
  ].filter((r): r is string => !!r);
  return refs.length === 1 && refs[0] !== 'many' ? refs[0] : undefined;
}

/**
 * A page of orders. With no filter, an indexed sort is one Query of its index plus one counter
 * read. One filter (a company, have, need, material or status: the record pages' Orders tabs) is
 * one Query of the ref's items plus one BatchGetItem of the page's orders and the ref's total.
 * Other filters and the city sorts read the tenant's orders in the sort's order and narrow them.
 */
export async function list(actor: Member, query: OrderListQuery): Promise<Page<OrderListItem>> {
  const { tenantId } = actor;
  const [field, direction] = query.sort.split(',') as [string, 'asc' | 'desc'];
  const filtered = !!(
    query.statuses?.length ||
    query.companyId ||
    query.materialType ||
    query.haveId ||
    query.needId ||
    query.materialId
  );
  if (INDEXED.has(field) && !filtered) {
    const reader = (limit: number, cursor: string | null) =>
      pageOrders(tenantId, field as IndexedOrderSort, direction, limit, cursor);
    return countedPage(reader, query.page, query.size, readCounter(tenantId, COUNTERS.orders), listItem);
  }
  const ref = refOf(query, field);
  if (ref) {
    const refs = await pageOf(
      (limit, cursor) => pageOrderRefs(tenantId, ref, direction, limit, cursor),
      query.page,
      query.size,
    );
    // A BatchGetItem holds 100 keys: the total and 99 orders; a page of 100 reads its last one apart.
    const [[count, ...orders], rest] = await Promise.all([
      batchGet([
        OrderRefCount.batch({ tenantId, ref }),
        ...refs.slice(0, 99).map((r) => OrderEntity.batch({ tenantId, id: r.id })),
      ] as BatchRequest<unknown>[]),
      batchGetMany(refs.slice(99).map((r) => OrderEntity.batch({ tenantId, id: r.id }))),
    ]);
    const found = [...(orders as Array<OrderRecord | undefined>), ...rest].filter(
      (o): o is OrderRecord => !!o,
    );
    return {
      items: found.map(listItem),
      total: Math.max(0, (count as { count: number } | undefined)?.count ?? 0),
    };
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
    (!query.needId || o.needIds.includes(query.needId)) &&
    (!query.materialId || o.items.some((i) => i.materialId === query.materialId));
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
