import type {
  ManifestItemInput,
  Shipment,
  ShipmentInput,
  ShipmentListItem,
  ShipmentListQuery,
  ShipmentPatch,
  StatusMove,
} from '@polyloop/shared/orders/shipment';
import { grossWeight, SHIPMENT_MESSAGES, SHIPMENT_TEXT_FIELDS } from '@polyloop/shared/orders/shipment';
import { byFinanceOnly, deletable } from '@polyloop/shared/orders/shipment-status';
import { FINANCE_MESSAGES } from '@polyloop/shared/finance/invoice';
import { lineCents, pounds, toMilliPounds } from '@polyloop/shared/orders/order';
import { dollarsOf } from '@polyloop/shared/conversions';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { commit, newId, retrying, stale } from '../../lib/commit.js';
import { pageFrom, countedPage, readAll, type Page } from '../../data/page.js';
import { read as readCounter } from '../counter/index.js';
import { audit, feed } from '../history/index.js';
import { OrderEntity, type OrderRecord } from './order.entity.js';
import { COUNTERS, counterTx, nextIdentifier, storedLineView } from './order.records.js';
import { given, lineMaterials } from './order.lines.js';
import {
  listShipmentsOfOrder,
  pageShipments,
  ShipmentEntity,
  type ManifestLine,
  type ShipmentRecord,
} from './shipment.entity.js';
import { shipmentMoveTx } from './shipment.moves.js';

const explain = (entity: string) =>
  entity === ShipmentEntity.name || entity === OrderEntity.name ? stale(entity) : undefined;

export async function find(tenantId: string, id: string): Promise<ShipmentRecord> {
  const shipment = await ShipmentEntity.get({ tenantId, id });
  if (!shipment) throw new NotFound();
  return shipment;
}

async function orderOf(tenantId: string, orderId: string): Promise<OrderRecord> {
  const order = await OrderEntity.get({ tenantId, id: orderId });
  if (!order)
    throw new BadRequest(SHIPMENT_MESSAGES.orderUnknown, { orderId: [SHIPMENT_MESSAGES.orderUnknown] });
  return order;
}

const weight = (unitValue: number, unit: ManifestLine['netWeight']['unit']) => ({ unitValue, unit });

export function listItem(s: ShipmentRecord): ShipmentListItem {
  return {
    id: s.id,
    identifier: s.identifier,
    order: { id: s.orderId, identifier: s.orderIdentifier },
    supplier: { id: s.supplierId, name: s.supplierName },
    receiver: { id: s.receiverId, name: s.receiverName },
    source: s.source ?? null,
    destination: s.destination ?? null,
    status: s.status,
    carrierName: s.carrierName ?? null,
    trailerNumber: s.trailerNumber ?? null,
    sealNumber: s.sealNumber ?? null,
    number: s.number ?? null,
    pickupDate: s.pickupDate ?? null,
    deliveryDate: s.deliveryDate ?? null,
    contactName: s.contactName ?? null,
    contactPhone: s.contactPhone ?? null,
    appointment: s.appointment ?? null,
    blindShipment: s.blindShipment,
    netWeight: { unitValue: pounds(s.netMilliPounds), unit: 'POUND' },
    revenue: dollarsOf(s.revenueCents),
    cost: dollarsOf(s.costCents),
    grossMargin: dollarsOf(s.revenueCents - s.costCents - s.commissionCents),
    totalCommissions: dollarsOf(s.commissionCents),
    exportedDate: s.exportedDate ?? null,
    createdDate: s.createdDate,
    updatedDate: s.updatedDate,
  };
}

export function view(s: ShipmentRecord): Shipment {
  return {
    ...listItem(s),
    pickupDetails: s.pickupDetails ?? null,
    deliveryDetails: s.deliveryDetails ?? null,
    manifest: s.manifest.map((line) => ({
      ...storedLineView(line),
      pieceCount: line.pieceCount ?? null,
      netWeight: line.netWeight,
      tareWeight: weight(line.tareWeight, line.netWeight.unit),
      grossWeight: grossWeight(line.netWeight, line.tareWeight),
      revenue: dollarsOf(line.revenueCents),
      cost: dollarsOf(line.costCents),
    })),
  };
}

export const get = async (actor: Member, id: string): Promise<Shipment> =>
  view(await find(actor.tenantId, id));

/** The manifest as stored: names, pounds and cents worked out once; totals are sums of integers. */
async function manifestOf(tenantId: string, items: ManifestItemInput[]) {
  const materials = await lineMaterials(tenantId, items, 'manifest');
  const manifest: ManifestLine[] = items.map((item, index) => {
    const material = materials[index];
    return {
      ...item,
      id: newId(),
      description: item.description || undefined,
      materialName: material?.name,
      tareWeight: item.tareWeight ?? 0,
      revenueCents: lineCents(item.netWeight, item.sellPrice),
      costCents: lineCents(item.netWeight, item.buyPrice),
      milliPounds: toMilliPounds(item.netWeight),
    };
  });
  return {
    manifest,
    netMilliPounds: manifest.reduce((s, l) => s + l.milliPounds, 0),
    revenueCents: manifest.reduce((s, l) => s + l.revenueCents, 0),
    costCents: manifest.reduce((s, l) => s + l.costCents, 0),
  };
}

const FIELDS = SHIPMENT_TEXT_FIELDS;

const fromOrder = (order: OrderRecord) => ({
  orderId: order.id,
  orderIdentifier: order.identifier,
  supplierId: order.supplierId,
  supplierName: order.supplierName,
  receiverId: order.receiverId,
  receiverName: order.receiverName,
  source: order.source,
  destination: order.destination,
  representatives: order.representatives,
});

/** A pending shipment of an order: the shipment, the order's shipment count and the counters in one transaction. */
export async function create(actor: Member, input: ShipmentInput): Promise<Shipment> {
  const { tenantId } = actor;
  const order = await orderOf(tenantId, input.orderId);
  const [stamp, numbered, lines] = await Promise.all([
    audit(actor),
    nextIdentifier(tenantId, 'shipment'),
    manifestOf(tenantId, input.manifest),
  ]);
  const shipment: ShipmentRecord = ShipmentEntity.schema.parse({
    tenantId,
    id: newId(),
    identifier: numbered.identifier,
    ...fromOrder(order),
    status: 'PENDING',
    ...Object.fromEntries(FIELDS.map((name) => [name, given(input[name])])),
    blindShipment: input.blindShipment,
    ...lines,
    createdDate: stamp.updatedDate,
    ...stamp,
  });
  await commit(
    [
      ShipmentEntity.tx.create(shipment),
      OrderEntity.tx.update({ tenantId, id: order.id }, {}, { add: { shipmentCount: 1 } }),
      counterTx(tenantId, COUNTERS.shipments, 1),
      counterTx(tenantId, COUNTERS.shipmentsOf('PENDING'), 1),
    ],
    (entity) =>
      entity === OrderEntity.name
        ? new BadRequest(SHIPMENT_MESSAGES.orderUnknown, { orderId: [SHIPMENT_MESSAGES.orderUnknown] })
        : undefined,
  );
  return view(shipment);
}

/**
 * Changes a shipment's details or manifest. Its order may change only to one with the same
 * supplier and receiver; both orders' shipment counts move in the same transaction.
 */
export async function update(actor: Member, id: string, patch: ShipmentPatch): Promise<Shipment> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(tenantId, id);
    const changes: Partial<ShipmentRecord> = { ...stamp };
    const remove: (keyof ShipmentRecord)[] = [];
    for (const name of FIELDS) {
      if (patch[name] === undefined) continue;
      const value = given(patch[name]);
      if (value === undefined) remove.push(name);
      else changes[name] = value;
    }
    if (patch.blindShipment !== undefined) changes.blindShipment = patch.blindShipment;
    if (patch.manifest && current.invoiceLocks > 0)
      throw new Conflict(FINANCE_MESSAGES.shipmentLocked, 'SHIPMENT_INVOICED');
    if (patch.manifest) Object.assign(changes, await manifestOf(tenantId, patch.manifest));
    const moves = [];
    if (patch.orderId && patch.orderId !== current.orderId) {
      const next = await orderOf(tenantId, patch.orderId);
      if (next.supplierId !== current.supplierId || next.receiverId !== current.receiverId)
        throw new Conflict(SHIPMENT_MESSAGES.sameCompanies, 'ORDER_COMPANIES_DIFFER');
      Object.assign(changes, fromOrder(next));
      moves.push(
        OrderEntity.tx.update(
          { tenantId, id: next.id },
          {},
          {
            add: { shipmentCount: 1 },
            condition: { supplierId: current.supplierId, receiverId: current.receiverId },
          },
        ),
        OrderEntity.tx.update({ tenantId, id: current.orderId }, {}, { add: { shipmentCount: -1 } }),
      );
    }
    await commit(
      [
        ShipmentEntity.tx.update({ tenantId, id }, changes, {
          remove,
          current,
          condition: { updatedDate: current.updatedDate, invoiceLocks: current.invoiceLocks },
        }),
        ...moves,
      ],
      explain,
    );
    const after = { ...current, ...changes } as ShipmentRecord;
    for (const name of remove) delete after[name];
    return view(after);
  });
}

/**
 * Moves a shipment along its flow. The move is judged by the shared state machine against the
 * status read and written on the condition that the status is still that one, so of two racing
 * moves only one lands; an illegal move is a 409 that says which moves exist.
 */
export async function move(actor: Member, id: string, { status }: StatusMove): Promise<Shipment> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  return retrying(async () => {
    const current = await find(tenantId, id);
    if (byFinanceOnly(status))
      throw new Conflict(FINANCE_MESSAGES.manualStatus, 'ILLEGAL_TRANSITION', {
        from: current.status,
        to: status,
      });
    await commit(shipmentMoveTx(current, status, stamp), explain);
    return view({ ...current, status, ...stamp });
  });
}

/** Deletes a pending shipment (part 1 §4), with the order's count and the counters. */
export async function remove(actor: Member, id: string): Promise<void> {
  const { tenantId } = actor;
  await retrying(async () => {
    const current = await find(tenantId, id);
    if (!deletable(current.status)) throw new Conflict(SHIPMENT_MESSAGES.pendingOnly, 'SHIPMENT_NOT_PENDING');
    await commit(
      [
        ShipmentEntity.tx.delete({ tenantId, id }, { status: 'PENDING', updatedDate: current.updatedDate }),
        OrderEntity.tx.update({ tenantId, id: current.orderId }, {}, { add: { shipmentCount: -1 } }),
        counterTx(tenantId, COUNTERS.shipments, -1),
        counterTx(tenantId, COUNTERS.shipmentsOf('PENDING'), -1),
      ],
      explain,
    );
  });
}

/**
 * A page of shipments, newest change first. No filter or one status is one Query plus one counter
 * read; an order's shipments are one Query; several statuses or a company narrow in memory.
 */
export async function list(actor: Member, query: ShipmentListQuery): Promise<Page<ShipmentListItem>> {
  const { tenantId } = actor;
  const statuses = query.statuses ?? [];
  if (query.orderId) {
    const all = (await listShipmentsOfOrder(tenantId, query.orderId)).filter(
      (s) =>
        (!statuses.length || statuses.includes(s.status)) &&
        (!query.companyId || s.supplierId === query.companyId || s.receiverId === query.companyId),
    );
    return pageFrom(all.map(listItem), query.page, query.size);
  }
  if (statuses.length <= 1 && !query.companyId) {
    const status = statuses[0];
    const reader = (limit: number, cursor: string | null) => pageShipments(tenantId, status, limit, cursor);
    return countedPage(
      reader,
      query.page,
      query.size,
      readCounter(tenantId, status ? COUNTERS.shipmentsOf(status) : COUNTERS.shipments),
      listItem,
    );
  }
  const all = await readAll((cursor) => pageShipments(tenantId, undefined, 1000, cursor));
  const kept = all.filter(
    (s) =>
      (!statuses.length || statuses.includes(s.status)) &&
      (!query.companyId || s.supplierId === query.companyId || s.receiverId === query.companyId),
  );
  return pageFrom(kept.map(listItem), query.page, query.size);
}

export async function history(actor: Member, id: string, cursor: string | undefined, size: number) {
  await find(actor.tenantId, id);
  return feed(actor, id, cursor, size);
}
