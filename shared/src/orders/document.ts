import * as z from 'zod';
import { BillOfLadingType } from '../enums.js';

/**
 * The documents Polyloop writes for orders and shipments (spec part 1 §2 document generation,
 * §3 document and bill-of-lading types, §5 rules): a purchase order for an order; a bill of lading
 * (the shipper's or the receiver's copy), a packing list and a shipping confirmation for a
 * shipment. Each is a PDF kept with the record's documents.
 */
export const DOCUMENT_MESSAGES = {
  unpricedHave: 'Purchase orders cannot be made for haves without a price.',
  unpricedItem: 'A purchase order needs a buy price on every item.',
  emptyPackingList: 'A packing list needs at least one item.',
  generated: 'Document generated',
} as const;

export const BolCopy = BillOfLadingType;
export type BolCopy = z.infer<typeof BolCopy>;

export const GenerateOrderDocument = z.object({ type: z.literal('PURCHASE_ORDER') });
export type GenerateOrderDocument = z.infer<typeof GenerateOrderDocument>;

export const GenerateShipmentDocument = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BILL_OF_LADING'), copy: BolCopy }),
  z.object({ type: z.literal('PACKING_LIST') }),
  z.object({ type: z.literal('SHIPPING_CONFIRMATION') }),
]);
export type GenerateShipmentDocument = z.infer<typeof GenerateShipmentDocument>;
