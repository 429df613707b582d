import * as z from 'zod';
import { BillOfLadingType } from '../enums.js';
import { PackedCounts, type ManifestItem } from './shipment.js';

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
  unknownPackingItem: 'The packing list names an item the shipment’s manifest does not have.',
  generated: 'Document generated',
} as const;

export const BolCopy = BillOfLadingType;
export type BolCopy = z.infer<typeof BolCopy>;

export const GenerateOrderDocument = z.object({ type: z.literal('PURCHASE_ORDER') });
export type GenerateOrderDocument = z.infer<typeof GenerateOrderDocument>;

/**
 * A line of a packing list as it was packed: the manifest item it stands for, with the pieces and
 * weights counted at loading. Lines left out are packed as the manifest says.
 */
export const PackingLine = z.object({
  itemId: z.string().min(1).max(64),
  ...PackedCounts,
});
export type PackingLine = z.infer<typeof PackingLine>;

export const GenerateShipmentDocument = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BILL_OF_LADING'), copy: BolCopy }),
  z.object({
    type: z.literal('PACKING_LIST'),
    lines: z.array(PackingLine).max(50, 'A packing list holds at most 50 items').optional(),
    /**
     * When the packed weights differ from the manifest's (part 1 §5 offers this), write them into
     * the manifest too, so the shipment's weight, revenue and cost follow what was loaded.
     */
    updateManifest: z.boolean().optional(),
  }),
  z.object({ type: z.literal('SHIPPING_CONFIRMATION') }),
]);
export type GenerateShipmentDocument = z.infer<typeof GenerateShipmentDocument>;

/** Whether packed `lines` weigh differently from the manifest items they stand for (part 1 §5). */
export function packingWeightsDiffer(
  manifest: Pick<ManifestItem, 'id' | 'netWeight' | 'tareWeight'>[],
  lines: PackingLine[],
): boolean {
  const items = new Map(manifest.map((m) => [m.id, m]));
  return lines.some((line) => {
    const item = items.get(line.itemId);
    return (
      !!item &&
      (item.netWeight.unitValue !== line.netWeight.unitValue ||
        item.netWeight.unit !== line.netWeight.unit ||
        item.tareWeight.unitValue !== (line.tareWeight ?? 0))
    );
  });
}
