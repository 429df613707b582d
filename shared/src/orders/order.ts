import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { badgedEnum, labelledEnum, labelledValues } from '../labelled-enum.js';
import { MaterialType, Packaging, RecordMaterial } from '../enums.js';
import { convertWeight, lineValueCents, scaledWeight } from '../conversions.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';
import { manyOf } from '../bounds.js';
import { Price, Weight } from '../supply/listing.js';

/**
 * Orders (spec part 1 §3–§5): where a deal becomes business. An order names a supplier and a
 * receiver and holds items, each from a have, a need or neither, with a weight and the buy and
 * sell prices. Weights are kept in pounds to a thousandth and money in whole cents, so totals are
 * sums of integers and never drift, however many small items an order holds.
 */

export const ORDER_MESSAGES = {
  notEnough: 'Not enough weight remains on this record for the order.',
  listingClosed: 'Only an open, unarchived have or need can be ordered from.',
  listingUnknown: 'The have or need was not found.',
  lotUnknown: 'The inventory lot was not found.',
  lotMaterialType: 'The lot holds a different material type.',
  companyUnknown: 'The company was not found.',
  locationOfCompany: 'The location must be one of the company’s locations.',
  sameCompany: 'The supplier and the receiver must be different companies.',
  hasShipments: 'Orders that still have shipments cannot be deleted.',
  materialUnknown: 'Choose a material from the list.',
  materialTypeMismatch: 'The material type must match the material’s type.',
  numberLength: 'Numbers must be at most 330 characters',
  itemsRequired: 'An order needs at least one item.',
  haveOfSupplier: 'A have on an order must be the supplier’s.',
  needOfReceiver: 'A need on an order must be the receiver’s.',
  changed: 'The order was changed by someone else. Reload it and try again.',
} as const;

/** Pounds to a thousandth: the fixed precision an order's totals are kept in. */
export const toMilliPounds = (weight: Weight): number =>
  scaledWeight(weight.unitValue, weight.unit, 'POUND', 3);
/** Whole cents of a weight at a price per unit (none without a price), rounded once from the exact value. */
export const lineCents = (weight: Weight, price: Price | undefined | null): number =>
  price ? lineValueCents(price, weight) : 0;
/** A weight in another unit, to that unit's precision. */
export const weightIn = (weight: Weight, unit: Weight['unit']): number =>
  convertWeight(weight.unitValue, weight.unit, unit);
export const pounds = (milliPounds: number) => milliPounds / 1000;

/**
 * Weights and prices on orders and shipments are bounded so every total stays an exact integer of
 * cents and thousandths of a pound: a million units of weight, $100,000 per unit.
 */
export const ORDER_LIMITS = { weight: 1_000_000, price: 100_000, lineCents: 1e14 } as const;
export const OrderWeight = z.object({
  unitValue: Weight.shape.unitValue.max(ORDER_LIMITS.weight, 'Weight must be at most 1,000,000'),
  unit: Weight.shape.unit,
});
export const OrderPrice = z.object({
  unitValue: Price.shape.unitValue.max(ORDER_LIMITS.price, 'Price must be at most 100,000'),
  unit: Price.shape.unit,
});
export const LINE_TOO_LARGE = 'The line’s total is too large.';

export const [OrderStatus, ORDER_STATUS_LABELS, ORDER_STATUS_COLOURS] = badgedEnum({
  OPEN: ['Open', 'blue'],
  COMPLETED: ['Completed', 'green'],
  CANCELLED: ['Cancelled', 'gray'],
});
export type OrderStatus = z.infer<typeof OrderStatus>;

const IsoDate = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });
/** Customer PO, SO and lot numbers (part 1 §5). */
export const OrderNumber = z.string().trim().max(330, ORDER_MESSAGES.numberLength);
const Notes = z.string().trim().max(2000, 'Notes must be at most 2000 characters');
/** What a line is called on the order, the manifest and the documents ("Recycled PP regrind"). */
export const LineDescription = z.string().trim().max(120, 'Description must be at most 120 characters');
/** A line's name as shown: its description, else its material's name, else its type's label. */
export const lineName = <T extends string>(
  line: { description?: string | null; materialName?: string | null; materialType: T },
  typeLabel: (type: T) => string = String,
) => line.description || line.materialName || typeLabel(line.materialType);

export const OrderItemInput = z
  .object({
    haveId: Id.optional().describe('Consumes the have’s remaining weight'),
    needId: Id.optional().describe('Consumes the need’s remaining weight'),
    lotId: Id.optional().describe('Ships from this inventory lot: consumes its remaining weight'),
    materialId: Id.optional(),
    materialType: MaterialType,
    description: LineDescription.optional().describe('Blank: the have’s (or need’s) name'),
    packaging: Packaging.optional(),
    weight: OrderWeight,
    buyPrice: OrderPrice.optional(),
    sellPrice: OrderPrice.optional(),
    lotNumber: OrderNumber.optional(),
  })
  .refine(
    (i) =>
      Math.max(lineCents(i.weight, i.buyPrice), lineCents(i.weight, i.sellPrice)) <= ORDER_LIMITS.lineCents,
    {
      message: LINE_TOO_LARGE,
      path: ['weight'],
    },
  )
  .describe('One line of an order');
export type OrderItemInput = z.infer<typeof OrderItemInput>;

const OrderHeader = {
  salesOrderNumber: OrderNumber.optional(),
  customerPoNumber: OrderNumber.optional(),
  supplyingCompanyId: Id.describe('The supplier: the own company or a CRM company'),
  receivingCompanyId: Id.describe('The receiver: the own company or a CRM company'),
  sourceLocationId: Id.optional().describe('One of the supplier’s locations'),
  destinationLocationId: Id.optional().describe('One of the receiver’s locations'),
  orderDate: IsoDate,
  pickupDate: IsoDate.optional(),
  deliveryDate: IsoDate.optional(),
  /** The receiver picks up (FOB origin) rather than the supplier delivering. */
  pickup: z.boolean().default(false),
  representatives: z.array(Id).max(10, 'At most 10 representatives').default([]),
  notes: Notes.optional(),
};

export const OrderInput = z
  .object({
    ...OrderHeader,
    items: z
      .array(OrderItemInput)
      .min(1, ORDER_MESSAGES.itemsRequired)
      .max(50, 'An order holds at most 50 items'),
  })
  .refine((o) => o.supplyingCompanyId !== o.receivingCompanyId, {
    message: ORDER_MESSAGES.sameCompany,
    path: ['receivingCompanyId'],
  });
export type OrderInput = z.infer<typeof OrderInput>;

/** A PATCH: the header and the status; the items are fixed once weight has been taken for them. */
export const OrderPatch = clearable(
  z
    .object({
      salesOrderNumber: OrderNumber,
      customerPoNumber: OrderNumber,
      sourceLocationId: Id,
      destinationLocationId: Id,
      orderDate: IsoDate,
      /** Null, or an empty string, clears the date. */
      pickupDate: z.union([IsoDate, z.literal('')]),
      deliveryDate: z.union([IsoDate, z.literal('')]),
      pickup: z.boolean(),
      representatives: OrderHeader.representatives.unwrap(),
      notes: Notes,
      status: OrderStatus,
    })
    .partial(),
  { keep: ['sourceLocationId', 'destinationLocationId', 'orderDate', 'pickup', 'representatives', 'status'] },
);
export type OrderPatch = z.infer<typeof OrderPatch>;

export const OrderParty = z.object({ id: z.string(), name: z.string() });
export const OrderPlace = z.object({
  locationId: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  stateProvince: z.string().nullable(),
  country: z.string().nullable(),
});
export type OrderPlace = z.infer<typeof OrderPlace>;

/** What an order's or a shipment's line says of its material. */
export const LineMaterial = {
  ...RecordMaterial,
  description: z.string().nullable(),
  packaging: Packaging.nullable(),
};

export const OrderItem = z.object({
  id: z.string(),
  haveId: z.string().nullable(),
  haveIdentifier: z.string().nullable(),
  needId: z.string().nullable(),
  needIdentifier: z.string().nullable(),
  lotId: z.string().nullable(),
  lotIdentifier: z.string().nullable(),
  ...LineMaterial,
  weight: Weight,
  buyPrice: Price.nullable(),
  sellPrice: Price.nullable(),
  lotNumber: z.string().nullable(),
  /** Dollars, from whole cents. */
  sales: z.number(),
  cost: z.number(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * What an order is to its company: a sale (its own company supplies), a purchase (its own company
 * receives) or a trade between two other companies (a broker's, priced on both sides).
 */
export const [OrderKind, ORDER_KIND_LABELS] = labelledEnum({
  SALE: 'Sale',
  PURCHASE: 'Purchase',
  TRADE: 'Trade',
});
export type OrderKind = z.infer<typeof OrderKind>;

export const Order = z.object({
  id: z.string(),
  kind: OrderKind,
  /** The company short code, O and a number: `ACME-O12`. */
  identifier: z.string(),
  salesOrderNumber: z.string().nullable(),
  customerPoNumber: z.string().nullable(),
  supplier: OrderParty,
  receiver: OrderParty,
  source: OrderPlace.nullable(),
  destination: OrderPlace.nullable(),
  materialTypes: z.array(MaterialType),
  items: z.array(OrderItem),
  /** Pounds. */
  totalWeight: Weight,
  /** Dollars: the sell side of every item. */
  totalSales: z.number(),
  /** Dollars: revenue is the sales; cost the buy side. */
  totalRevenue: z.number(),
  totalCost: z.number(),
  /** Dollars: what the order is worth to its company, the purchases of a purchase order, else its sales. */
  total: z.number(),
  /** Dollars: sales less cost, only when the order has both (else it means nothing). */
  margin: z.number().nullable(),
  orderDate: z.string(),
  pickupDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  pickup: z.boolean(),
  status: OrderStatus,
  representatives: z.array(z.string()),
  notes: z.string().nullable(),
  /** The network offer it was confirmed from: its negotiation. */
  networkOfferId: z.string().nullable(),
  /** Shipments of the order; an order with any cannot be deleted. */
  shipmentCount: z.number().int(),
  ...AuditDates,
});
export type Order = z.infer<typeof Order>;
export const OrderListItem = Order.omit({ items: true, notes: true, networkOfferId: true });
export type OrderListItem = z.infer<typeof OrderListItem>;

/** The sorts of part 1 §3: last modified, id, supplier, source city, destination city, total weight, total sales. */
export const [ORDER_SORTS, ORDER_SORT_LABELS] = labelledValues({
  updatedDate: 'Last modified',
  identifier: 'ID',
  supplier: 'Supplier',
  sourceCity: 'Source city',
  destinationCity: 'Destination city',
  totalWeight: 'Total weight',
  totalSales: 'Total sales',
});
export type OrderSortField = (typeof ORDER_SORTS)[number];
const SORT_PATTERN = new RegExp(`^(${ORDER_SORTS.join('|')}),(asc|desc)$`);

/** Page size 25; the total in x-total-count. */
export const OrderListQuery = PageQuery.extend({
  sort: z
    .string()
    .regex(SORT_PATTERN, `Sort as one of ${ORDER_SORTS.join(', ')}, then ,asc or ,desc`)
    .default('updatedDate,desc'),
  statuses: manyOf(OrderStatus),
  /** Orders where the company is the supplier or the receiver (the company page's tab). */
  companyId: Id.optional(),
  materialType: MaterialType.optional(),
  /** Orders with an item from this have or need (their Orders tabs). */
  haveId: Id.optional(),
  needId: Id.optional(),
  /** Orders with an item of this material (its Orders tab). */
  materialId: Id.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;
