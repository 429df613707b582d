import type { Order, OrderInput } from '@polyloop/shared/orders/order';
import { ORDER_MESSAGES } from '@polyloop/shared/orders/order';
import { sumWeight } from '@polyloop/shared/conversions';
import type { Weight } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { Conflict, fieldError } from '../../lib/errors.js';
import { commit, newId, retrying, stale } from '../../lib/commit.js';
import type { TxItem } from '../../data/entity.js';
import { audit, type Audit } from '../history/index.js';
import { checkRepresentatives } from '../company/index.js';
import { HaveItem, NeedItem, soldOutMoves, weightMove, type Listing } from '../listing/index.js';
import { LotItem } from '../inventory/index.js';
import { OrderEntity, sortable, sortText, type OrderLine, type OrderRecord } from './order.entity.js';
import {
  COUNTERS,
  counterTx,
  kindOf,
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
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

/** What a lost condition on an order's writes means: its creation, its change and its removal alike. */
export const explain = (entity: string) =>
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
  const parties = await partiesOf(tenantId, input);
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
    const { moves, haveLeft } = weightMoves(lines, listings, stamp, alongside);
    const available = await Promise.all(
      [...haveLeft].map(([haveId, left]) =>
        availabilityTx(tenantId, haveId, left, stamp.updatedDate, stamp.updatedBy, alongside?.openOffers),
      ),
    );
    const listingIds = new Set(available.flatMap((a) => [...a.listingIds]));
    moves.push(...lotMoves(lines, lots, stamp));
    const sums = totals(lines);
    const order = newOrder({
      tenantId,
      input,
      parties,
      numbered,
      lines,
      haveIds,
      needIds,
      lotIds,
      sums,
      stamp,
      alongside,
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

/** The order's two companies (the tenant's own or CRM companies), its places at either end, and its representatives, each checked. */
async function partiesOf(tenantId: string, input: OrderInput) {
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
  return { supplier, receiver, representatives, source, destination };
}

type Parties = Awaited<ReturnType<typeof partiesOf>>;

/**
 * What the order takes from each have and need, less what `alongside` gives back: the move of
 * its remaining weight, refused when less is left than it takes, and what each have has left.
 */
function weightMoves(
  lines: OrderLine[],
  listings: Map<string, Listing>,
  stamp: Audit,
  alongside: Alongside | undefined,
) {
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
  return { moves, haveLeft };
}

/** What the order takes from each lot, refused when the lot has less left than it takes. */
function lotMoves(lines: OrderLine[], lots: Map<string, LotItem>, stamp: Audit): TxItem[] {
  const moves: TxItem[] = [];
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
  return moves;
}

/** An order as it is created, from what was read and checked for it. */
interface Draft {
  tenantId: string;
  input: OrderInput;
  parties: Parties;
  numbered: { identifier: string; number: number };
  lines: OrderLine[];
  haveIds: string[];
  needIds: string[];
  lotIds: string[];
  sums: ReturnType<typeof totals>;
  stamp: Audit;
  alongside: Alongside | undefined;
}

/** The new order's record: open, with no shipments, its list's sort keys made from its number, supplier and totals. */
function newOrder(draft: Draft): OrderRecord {
  const { tenantId, input, parties, numbered, lines, haveIds, needIds, lotIds, sums, stamp, alongside } =
    draft;
  const { supplier, receiver, representatives, source, destination } = parties;
  return OrderEntity.schema.parse({
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
}
