import type { StoredFile } from '@polyloop/shared/crm/files';
import {
  DOCUMENT_MESSAGES,
  packingWeightsDiffer,
  type PackingLine,
  type GenerateOrderDocument,
  type GenerateShipmentDocument,
} from '@polyloop/shared/orders/document';
import {
  grossWeight,
  type ManifestItem,
  type ManifestItemInput,
  type Shipment,
} from '@polyloop/shared/orders/shipment';
import { pounds, toMilliPounds } from '@polyloop/shared/orders/order';
import { DATASHEET_NEEDS_PROPERTY, datasheetProperties } from '@polyloop/shared/crm/material';
import type { Member } from '../../lib/actor.js';
import { BadRequest, HttpError } from '../../lib/errors.js';
import { HaveItem } from '../listing/index.js';
import { type DocumentKind, type FileRecord, storeFile } from '../file/index.js';
import { getOrder, getShipment, updateShipment } from '../order/index.js';
import { getMaterial } from '../material/index.js';
import type { Download } from '../export/index.js';
import { writerOf } from './letterhead.js';
import { loadOnce } from '../../lib/lazy.js';

/** pdf-lib is most of this function's code; it loads when a document is first written, not at cold start. */
const writers = loadOnce(() => import('./documents.js'));

/** File names keep to letters, digits, spaces, underscores and hyphens (part 1 §5). */
const fileName = (...parts: string[]) => `${parts.join(' ').replace(/[^A-Za-z0-9 _-]/g, '')}.pdf`;

/** Keeps a written document with the record's documents, as an upload of its kind would be. */
async function keep(
  actor: Member,
  record: Pick<FileRecord, 'type' | 'id'>,
  name: string,
  bytes: Uint8Array,
  kind: DocumentKind,
): Promise<StoredFile> {
  const [stored] = await storeFile(
    actor,
    { ...record, tenantId: actor.tenantId },
    [{ name, data: Buffer.from(bytes) }],
    kind,
  );
  return stored!;
}

/** Writes the order's purchase order; every item needs a price, and a have it comes from must have one (part 1 §5). */
export async function generateForOrder(
  actor: Member,
  id: string,
  _input: GenerateOrderDocument,
): Promise<StoredFile> {
  const order = await getOrder(actor, id);
  const haveIds = [...new Set(order.items.flatMap((i) => (i.haveId ? [i.haveId] : [])))];
  const haves = await Promise.all(
    haveIds.map((haveId) => HaveItem.get({ tenantId: actor.tenantId, id: haveId })),
  );
  if (haves.some((h) => h && !h.price)) throw new BadRequest(DOCUMENT_MESSAGES.unpricedHave);
  if (order.items.some((i) => !i.buyPrice)) throw new BadRequest(DOCUMENT_MESSAGES.unpricedItem);
  const { purchaseOrder } = await writers();
  const bytes = await purchaseOrder(order, await writerOf(actor.tenantId, 'PURCHASE_ORDER'));
  return keep(actor, { type: 'order', id }, fileName(order.identifier, 'Purchase order'), bytes, {
    documentType: 'PURCHASE_ORDER',
  });
}

const line = (m: ManifestItem, packed: PackingLine | undefined): ManifestItem => {
  if (!packed) return m;
  const tare = packed.tareWeight ?? 0;
  return {
    ...m,
    pieceCount: packed.pieceCount ?? m.pieceCount,
    netWeight: packed.netWeight,
    tareWeight: { unitValue: tare, unit: packed.netWeight.unit },
    grossWeight: grossWeight(packed.netWeight, tare),
  };
};

/** The manifest item as the shipment form would send it back. */
const asInput = (m: ManifestItem): ManifestItemInput => ({
  materialType: m.materialType,
  netWeight: m.netWeight,
  tareWeight: m.tareWeight.unitValue,
  ...(m.materialId ? { materialId: m.materialId } : {}),
  ...(m.packaging ? { packaging: m.packaging } : {}),
  ...(m.pieceCount !== null ? { pieceCount: m.pieceCount } : {}),
  ...(m.buyPrice ? { buyPrice: m.buyPrice } : {}),
  ...(m.sellPrice ? { sellPrice: m.sellPrice } : {}),
});

/**
 * The shipment as it was packed: its manifest items with the pieces and weights counted at
 * loading. When those weights differ and the caller chose to, the manifest takes them (through
 * the shipment's own update, so its weight, revenue and cost follow); otherwise only the paper
 * shows them.
 */
async function packedShipment(
  actor: Member,
  shipment: Shipment,
  lines: PackingLine[],
  updateManifest: boolean,
): Promise<Shipment> {
  if (!lines.length) return shipment;
  const ids = new Set(shipment.manifest.map((m) => m.id));
  const unknown = lines.findIndex((l) => !ids.has(l.itemId));
  if (unknown >= 0)
    throw new BadRequest(DOCUMENT_MESSAGES.unknownPackingItem, {
      [`lines.${unknown}.itemId`]: [DOCUMENT_MESSAGES.unknownPackingItem],
    });
  const byItem = new Map(lines.map((l) => [l.itemId, l]));
  const manifest = shipment.manifest.map((m) => line(m, byItem.get(m.id)));
  if (updateManifest && packingWeightsDiffer(shipment.manifest, lines))
    return updateShipment(actor, shipment.id, { manifest: manifest.map(asInput) });
  const milliPounds = manifest.reduce((sum, m) => sum + toMilliPounds(m.netWeight), 0);
  return { ...shipment, manifest, netWeight: { unitValue: pounds(milliPounds), unit: 'POUND' } };
}

/** Writes a bill of lading (the shipper's or the receiver's copy), a packing list or a shipping confirmation. */
export async function generateForShipment(
  actor: Member,
  id: string,
  input: GenerateShipmentDocument,
): Promise<StoredFile> {
  const shipment = await getShipment(actor, id);
  const writer = await writerOf(actor.tenantId, input.type);
  const { billOfLading, packingList, shippingConfirmation } = await writers();
  const written = async (): Promise<[string[], Uint8Array, DocumentKind]> => {
    switch (input.type) {
      case 'BILL_OF_LADING': {
        const copy = input.copy === 'SHIPPER' ? 'shipper' : 'receiver';
        return [
          ['Bill of lading', copy, 'copy'],
          await billOfLading(shipment, input.copy, writer),
          { documentType: 'BILL_OF_LADING', billOfLadingType: input.copy },
        ];
      }
      case 'PACKING_LIST': {
        if (!shipment.manifest.length) throw new BadRequest(DOCUMENT_MESSAGES.emptyPackingList);
        const packed = await packedShipment(
          actor,
          shipment,
          input.lines ?? [],
          input.updateManifest ?? false,
        );
        return [['Packing list'], await packingList(packed, writer), { documentType: 'PACKING_LIST' }];
      }
      case 'SHIPPING_CONFIRMATION':
        return [
          ['Shipping confirmation'],
          await shippingConfirmation(shipment, writer),
          { documentType: 'SHIPPING_CONFIRMATION' },
        ];
    }
  };
  const [name, bytes, kind] = await written();
  return keep(actor, { type: 'shipment', id }, fileName(shipment.identifier, ...name), bytes, kind);
}

/** The material's datasheet as a PDF, named after its identifier (422 without a property, part 1 §5). */
export async function datasheetOf(actor: Member, materialId: string): Promise<Download> {
  const material = await getMaterial(actor, materialId);
  if (datasheetProperties(material) === 0)
    throw new HttpError(422, DATASHEET_NEEDS_PROPERTY, 'DATASHEET_NEEDS_PROPERTY');
  const { materialDatasheet } = await writers();
  const body = Buffer.from(
    await materialDatasheet(material, await writerOf(actor.tenantId, 'MATERIAL_DATASHEET')),
  );
  return {
    fileName: `${material.identifier.replace(/[^A-Za-z0-9-]/g, '')}-datasheet.pdf`,
    contentType: 'application/pdf',
    body,
  };
}
