import type { MaterialType, PriceUnit, WeightUnit } from '@polyloop/shared';
import { dollarsOf } from '@polyloop/shared/conversions';
import type { Packaging as PackagingSchema } from '@polyloop/shared/enums';

type Packaging = (typeof PackagingSchema.options)[number];
import { lineCents, toMilliPounds, type OrderInput } from '@polyloop/shared/orders/order';
import {
  SHIPMENT_TEXT_FIELDS,
  type ManifestItemInput,
  type Shipment,
  type ShipmentInput,
  type ShipmentPatch,
} from '@polyloop/shared/orders/shipment';
import { blankToUndefined, joinPath, numberOrUndefined } from '../../lib/form';

/** What an order item and a manifest line share: the material and the two prices, as typed. */
export interface LineValues {
  /** What the line is called ("Recycled PP regrind"); blank: the material's name. */
  description: string;
  materialId: string;
  materialType: MaterialType | '';
  buyPrice: string;
  buyUnit: PriceUnit;
  sellPrice: string;
  sellUnit: PriceUnit;
}

/** One line of the order form: text as typed, units picked, blanks for "not set". */
export interface ItemValues extends LineValues {
  haveId: string;
  needId: string;
  lotId: string;
  /** What the line came from, shown beside it ("GLP-H12"). */
  source: string;
  weight: string;
  weightUnit: WeightUnit;
}

/** What an order says of its places, numbers and dates, as a new order and its edit both hold it. */
export interface OrderTermValues {
  sourceLocationId: string;
  destinationLocationId: string;
  salesOrderNumber: string;
  customerPoNumber: string;
  orderDate: string;
  pickupDate: string;
  deliveryDate: string;
  pickup: boolean;
  notes: string;
}

export interface OrderFormValues extends OrderTermValues {
  supplyingCompanyId: string;
  receivingCompanyId: string;
  items: ItemValues[];
}

export const emptyItem = (): ItemValues => ({
  haveId: '',
  needId: '',
  lotId: '',
  source: '',
  description: '',
  materialId: '',
  materialType: '',
  weight: '',
  weightUnit: 'POUND',
  buyPrice: '',
  buyUnit: 'POUND',
  sellPrice: '',
  sellUnit: 'POUND',
});

export const emptyOrderForm = (today: string): OrderFormValues => ({
  supplyingCompanyId: '',
  receivingCompanyId: '',
  sourceLocationId: '',
  destinationLocationId: '',
  salesOrderNumber: '',
  customerPoNumber: '',
  orderDate: today,
  pickupDate: '',
  deliveryDate: '',
  pickup: false,
  notes: '',
  items: [emptyItem()],
});

const price = (value: string, unit: PriceUnit) => {
  const n = numberOrUndefined(value);
  return n === undefined ? undefined : { unitValue: n, unit };
};

export function toItemInput(i: ItemValues) {
  return {
    haveId: i.haveId || undefined,
    needId: i.needId || undefined,
    lotId: i.lotId || undefined,
    description: blankToUndefined(i.description),
    materialId: i.materialId || undefined,
    materialType: i.materialType || undefined,
    weight: { unitValue: numberOrUndefined(i.weight), unit: i.weightUnit },
    buyPrice: price(i.buyPrice, i.buyUnit),
    sellPrice: price(i.sellPrice, i.sellUnit),
  };
}

/** The values as the API takes them; the shared schema judges them, so the form and the server agree. */
export function toOrderInput(v: OrderFormValues): OrderInput {
  return {
    supplyingCompanyId: v.supplyingCompanyId || undefined,
    receivingCompanyId: v.receivingCompanyId || undefined,
    sourceLocationId: v.sourceLocationId || undefined,
    destinationLocationId: v.destinationLocationId || undefined,
    salesOrderNumber: blankToUndefined(v.salesOrderNumber),
    customerPoNumber: blankToUndefined(v.customerPoNumber),
    orderDate: v.orderDate || undefined,
    pickupDate: v.pickupDate || undefined,
    deliveryDate: v.deliveryDate || undefined,
    pickup: v.pickup,
    representatives: [],
    notes: blankToUndefined(v.notes),
    items: v.items.map(toItemInput),
  } as unknown as OrderInput;
}

const MOVED: Record<string, string> = {
  'weight.unitValue': 'weight',
  'weight.unit': 'weightUnit',
  'buyPrice.unitValue': 'buyPrice',
  'buyPrice.unit': 'buyUnit',
  'sellPrice.unitValue': 'sellPrice',
  'sellPrice.unit': 'sellUnit',
  'netWeight.unitValue': 'netWeight',
  'netWeight.unit': 'netUnit',
};

/** Where an issue of the API's shape shows on the form: `items.0.weight.unitValue` → `items.0.weight`. */
export function orderFieldOf(path: readonly PropertyKey[]): string {
  const parts = (path[0] === 'body' ? path.slice(1) : path).map(String);
  const list = parts[0] === 'items' || parts[0] === 'manifest' ? parts.slice(0, 2) : [];
  const rest = joinPath(parts.slice(list.length));
  return [...list, MOVED[rest] ?? rest].filter(Boolean).join('.');
}

/** The running totals the form shows: whole thousandths of a pound and whole cents, as the server adds them. */
export function itemTotals(items: ItemValues[]): { pounds: number; sales: number; cost: number } {
  let milli = 0;
  let sales = 0;
  let cost = 0;
  for (const i of items) {
    const w = numberOrUndefined(i.weight);
    if (w === undefined || !Number.isFinite(w) || w <= 0) continue;
    const weight = { unitValue: w, unit: i.weightUnit };
    milli += toMilliPounds(weight);
    const sell = price(i.sellPrice, i.sellUnit);
    const buy = price(i.buyPrice, i.buyUnit);
    if (sell && Number.isFinite(sell.unitValue)) sales += lineCents(weight, sell);
    if (buy && Number.isFinite(buy.unitValue)) cost += lineCents(weight, buy);
  }
  return { pounds: milli / 1000, sales: dollarsOf(sales), cost: dollarsOf(cost) };
}

/** One manifest line of the shipment form. */
export interface ManifestValues extends LineValues {
  packaging: Packaging | '';
  pieceCount: string;
  netWeight: string;
  netUnit: 'POUND' | 'KILOGRAM' | 'METRIC_TON' | 'SHORT_TON';
  tareWeight: string;
}

export interface ShipmentFormValues {
  orderId: string;
  carrierName: string;
  trailerNumber: string;
  sealNumber: string;
  number: string;
  pickupDate: string;
  deliveryDate: string;
  contactName: string;
  contactPhone: string;
  appointment: string;
  pickupDetails: string;
  deliveryDetails: string;
  blindShipment: boolean;
  manifest: ManifestValues[];
}

export const emptyManifestLine = (): ManifestValues => ({
  description: '',
  materialId: '',
  materialType: '',
  packaging: '',
  pieceCount: '',
  netWeight: '',
  netUnit: 'POUND',
  tareWeight: '',
  buyPrice: '',
  buyUnit: 'POUND',
  sellPrice: '',
  sellUnit: 'POUND',
});

export function toShipmentInput(v: ShipmentFormValues): ShipmentInput {
  return {
    orderId: v.orderId || undefined,
    carrierName: blankToUndefined(v.carrierName),
    trailerNumber: blankToUndefined(v.trailerNumber),
    sealNumber: blankToUndefined(v.sealNumber),
    number: blankToUndefined(v.number),
    pickupDate: v.pickupDate || undefined,
    deliveryDate: v.deliveryDate || undefined,
    contactName: blankToUndefined(v.contactName),
    contactPhone: blankToUndefined(v.contactPhone.replace(/[^\d;=ext]/g, '')),
    appointment: blankToUndefined(v.appointment),
    pickupDetails: blankToUndefined(v.pickupDetails),
    deliveryDetails: blankToUndefined(v.deliveryDetails),
    blindShipment: v.blindShipment,
    manifest: v.manifest.map((m): Partial<ManifestItemInput> => ({
      description: blankToUndefined(m.description),
      materialId: m.materialId || undefined,
      materialType: (m.materialType || undefined) as MaterialType,
      packaging: m.packaging || undefined,
      pieceCount: numberOrUndefined(m.pieceCount),
      netWeight: { unitValue: numberOrUndefined(m.netWeight) as number, unit: m.netUnit },
      tareWeight: numberOrUndefined(m.tareWeight),
      buyPrice: price(m.buyPrice, m.buyUnit),
      sellPrice: price(m.sellPrice, m.sellUnit),
    })),
  } as unknown as ShipmentInput;
}

/** A number as the form's text: blank for none. */
export const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The shipment form filled with a shipment, to change it. */
export function shipmentFormOf(s: Shipment): ShipmentFormValues {
  return {
    orderId: s.order.id,
    carrierName: s.carrierName ?? '',
    trailerNumber: s.trailerNumber ?? '',
    sealNumber: s.sealNumber ?? '',
    number: s.number ?? '',
    pickupDate: s.pickupDate ?? '',
    deliveryDate: s.deliveryDate ?? '',
    contactName: s.contactName ?? '',
    contactPhone: s.contactPhone ?? '',
    appointment: s.appointment ?? '',
    pickupDetails: s.pickupDetails ?? '',
    deliveryDetails: s.deliveryDetails ?? '',
    blindShipment: s.blindShipment,
    manifest: s.manifest.map((m) => ({
      description: m.description ?? '',
      materialId: m.materialId ?? '',
      materialType: m.materialType,
      packaging: m.packaging ?? '',
      pieceCount: text(m.pieceCount),
      netWeight: text(m.netWeight.unitValue),
      netUnit: m.netWeight.unit,
      tareWeight: text(m.tareWeight.unitValue),
      buyPrice: text(m.buyPrice?.unitValue),
      buyUnit: m.buyPrice?.unit ?? 'POUND',
      sellPrice: text(m.sellPrice?.unitValue),
      sellUnit: m.sellPrice?.unit ?? 'POUND',
    })),
  };
}

/** The change the form makes: like a new shipment, but a field left blank goes as null, which clears it. */
export function toShipmentPatch(v: ShipmentFormValues): ShipmentPatch {
  const input = toShipmentInput(v);
  const cleared = (key: (typeof SHIPMENT_TEXT_FIELDS)[number]) =>
    input[key] === undefined ? null : input[key];
  return { ...input, ...Object.fromEntries(SHIPMENT_TEXT_FIELDS.map((key) => [key, cleared(key)])) };
}
