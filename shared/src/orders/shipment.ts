import * as z from 'zod';
import { RecordId as Id, Phone, AuditDates } from '../primitives.js';
import { MaterialType, Packaging } from '../enums.js';
import { SHIPMENT_WEIGHT_UNITS, sumWeight } from '../conversions.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';
import { manyOf, storableNumber } from '../bounds.js';
import { Price, Weight } from '../supply/listing.js';
import {
  LINE_TOO_LARGE,
  LineMaterial,
  LineDescription,
  lineCents,
  ORDER_LIMITS,
  OrderNumber,
  OrderParty,
  OrderPlace,
  OrderPrice,
} from './order.js';
import { ShipmentStatus } from './shipment-status.js';

/**
 * Shipments (spec part 1 §3–§5): a load of an order, with its carrier, dates and manifest. The
 * manifest's net weights and prices make the shipment's revenue, cost and margin, in whole cents.
 */

export const SHIPMENT_MESSAGES = {
  pendingOnly: 'Only pending shipments can be deleted.',
  sameCompanies: 'A shipment can only move to an order with the same supplier and receiver.',
  orderUnknown: 'The order was not found.',
  changed: 'The shipment was changed by someone else. Reload it and try again.',
  manifestRequired: 'A shipment needs at least one manifest item.',
} as const;

const IsoDate = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });
const Short = (label: string) => z.string().trim().max(60, `${label} must be at most 60 characters`);
const Details = z.string().trim().max(2000, 'Details must be at most 2000 characters');

/** Shipment weights omit gram (part 1 §3). */
export const ShipmentWeight = z.object({
  unitValue: storableNumber({ error: 'Weight is required' })
    .min(0, 'Weight must be at least 0')
    .max(ORDER_LIMITS.weight, 'Weight must be at most 1,000,000'),
  unit: z.enum(SHIPMENT_WEIGHT_UNITS),
});
export type ShipmentWeight = z.infer<typeof ShipmentWeight>;

/** A manifest line's gross weight: its net plus its tare (in the net's unit), exactly, to the unit's precision. */
export const grossWeight = (net: ShipmentWeight, tare: number): ShipmentWeight => ({
  unitValue: sumWeight(net.unit, net.unitValue, tare),
  unit: net.unit,
});

/** What is counted at loading: a manifest item says it, a packing line may correct it. */
export const PackedCounts = {
  pieceCount: z.number().int().min(0, 'Piece count must be at least 0').max(1_000_000).optional(),
  netWeight: ShipmentWeight.extend({
    unitValue: ShipmentWeight.shape.unitValue.positive('Net weight must be greater than 0'),
  }),
  /** In the net weight's unit; gross is net plus tare. */
  tareWeight: storableNumber()
    .min(0, 'Tare weight must be at least 0')
    .max(ORDER_LIMITS.weight, 'Tare weight must be at most 1,000,000')
    .optional(),
};

export const ManifestItemInput = z
  .object({
    materialId: Id.optional(),
    materialType: MaterialType,
    description: LineDescription.optional(),
    packaging: Packaging.optional(),
    ...PackedCounts,
    buyPrice: OrderPrice.optional(),
    sellPrice: OrderPrice.optional(),
  })
  .refine(
    (i) =>
      Math.max(lineCents(i.netWeight, i.buyPrice), lineCents(i.netWeight, i.sellPrice)) <=
      ORDER_LIMITS.lineCents,
    {
      message: LINE_TOO_LARGE,
      path: ['netWeight'],
    },
  );
export type ManifestItemInput = z.infer<typeof ManifestItemInput>;

const ShipmentFields = {
  carrierName: Short('Carrier name').optional(),
  trailerNumber: Short('Trailer number').optional(),
  sealNumber: Short('Seal number').optional(),
  number: OrderNumber.optional().describe('The shipment’s own reference, e.g. a BOL number'),
  pickupDate: IsoDate.optional(),
  deliveryDate: IsoDate.optional(),
  contactName: Short('Contact name').optional(),
  contactPhone: Phone.optional(),
  appointment: Short('Appointment').optional(),
  pickupDetails: Details.optional(),
  deliveryDetails: Details.optional(),
  /** The receiver is not told who the supplier is on the papers. */
  blindShipment: z.boolean().default(false),
};

export const ShipmentInput = z.object({
  orderId: Id,
  ...ShipmentFields,
  manifest: z
    .array(ManifestItemInput)
    .min(1, SHIPMENT_MESSAGES.manifestRequired)
    .max(50, 'A manifest holds at most 50 items'),
});
export type ShipmentInput = z.infer<typeof ShipmentInput>;

/** The shipment's optional text and date fields: stored when given, cleared by an empty string in a change. */
export const SHIPMENT_TEXT_FIELDS = [
  'carrierName',
  'trailerNumber',
  'sealNumber',
  'number',
  'pickupDate',
  'deliveryDate',
  'contactName',
  'contactPhone',
  'appointment',
  'pickupDetails',
  'deliveryDetails',
] as const;

/** A field a change may also clear with an empty string, as forms send it. */
const blankable = <T extends z.ZodType>(field: T) => z.union([field, z.literal('')]);

/** A change: the fields sent; a text or date sent as null (or empty) is cleared. */
export const ShipmentPatch = clearable(
  z
    .object({
      orderId: Id,
      ...ShipmentFields,
      pickupDate: blankable(IsoDate),
      deliveryDate: blankable(IsoDate),
      contactPhone: blankable(Phone),
      blindShipment: z.boolean(),
      manifest: ShipmentInput.shape.manifest,
    })
    .partial(),
  { keep: ['orderId', 'blindShipment', 'manifest'] },
);
export type ShipmentPatch = z.infer<typeof ShipmentPatch>;

export const StatusMove = z.object({ status: ShipmentStatus });
export type StatusMove = z.infer<typeof StatusMove>;

export const ManifestItem = z.object({
  id: z.string(),
  ...LineMaterial,
  pieceCount: z.number().int().nullable(),
  netWeight: ShipmentWeight,
  tareWeight: ShipmentWeight,
  grossWeight: ShipmentWeight,
  buyPrice: Price.nullable(),
  sellPrice: Price.nullable(),
  /** Dollars, from whole cents. */
  revenue: z.number(),
  cost: z.number(),
});
export type ManifestItem = z.infer<typeof ManifestItem>;

export const Shipment = z.object({
  id: z.string(),
  /** The company short code, S and a number: `ACME-S7`. */
  identifier: z.string(),
  order: z.object({ id: z.string(), identifier: z.string() }),
  supplier: OrderParty,
  receiver: OrderParty,
  source: OrderPlace.nullable(),
  destination: OrderPlace.nullable(),
  status: ShipmentStatus,
  carrierName: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  sealNumber: z.string().nullable(),
  number: z.string().nullable(),
  pickupDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  appointment: z.string().nullable(),
  pickupDetails: z.string().nullable(),
  deliveryDetails: z.string().nullable(),
  blindShipment: z.boolean(),
  manifest: z.array(ManifestItem),
  /** Pounds. */
  netWeight: Weight,
  revenue: z.number(),
  cost: z.number(),
  grossMargin: z.number(),
  /** Commissions arrive with the finance area; 0 until then. */
  totalCommissions: z.number(),
  /** When it was sent to the trading service, once. */
  exportedDate: z.string().nullable(),
  ...AuditDates,
});
export type Shipment = z.infer<typeof Shipment>;
export const ShipmentListItem = Shipment.omit({ manifest: true, pickupDetails: true, deliveryDetails: true });
export type ShipmentListItem = z.infer<typeof ShipmentListItem>;

/** Newest change first; page size 25. */
export const ShipmentListQuery = PageQuery.extend({
  statuses: manyOf(ShipmentStatus),
  orderId: Id.optional(),
  companyId: Id.optional(),
});
export type ShipmentListQuery = z.infer<typeof ShipmentListQuery>;

/**
 * A shipment of the other side's order in a deal, as this side may see it: where the load is and
 * its papers — never its prices, costs, contacts or notes. The other company's order and this one
 * were confirmed from the same network offer.
 */
export const PartnerShipment = z.object({
  id: z.string(),
  identifier: z.string(),
  /** The company whose order the shipment is on. */
  company: z.string(),
  status: ShipmentStatus,
  carrierName: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  pickupDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  /** Pounds. */
  netWeight: Weight,
  documents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      documentType: z.enum(['BILL_OF_LADING', 'PACKING_LIST', 'SCALES', 'SHIPPING_CONFIRMATION']),
      billOfLadingType: z.enum(['SHIPPER', 'RECEIVER']).nullable(),
      scaleType: z.enum(['HEAVY', 'LIGHT']).nullable(),
      size: z.number().int(),
      createdDate: z.string(),
    }),
  ),
  updatedDate: z.string(),
});
export type PartnerShipment = z.infer<typeof PartnerShipment>;
