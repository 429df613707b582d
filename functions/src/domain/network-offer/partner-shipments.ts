import type { PartnerShipment } from '@polyloop/shared/orders/shipment';
import { pounds } from '@polyloop/shared/orders/order';
import type { Member } from '../../lib/actor.js';
import { NotFound } from '../../lib/errors.js';
import { FileItem, listFilesOfRecord } from '../file/index.js';
import { OrderEntity, listShipmentsOfOrder, ShipmentEntity, type ShipmentRecord } from '../order/index.js';
import { NetworkOfferEntity } from './network-offer.entity.js';

/** Where the other side's order of a deal is kept, and whose it is. */
export interface PartnerOrder {
  tenantId: string;
  orderId: string;
  company: string;
}

/**
 * The other side's order in the deal my order was confirmed from, or null when it has none (an
 * order made by hand, or a deal the other side has not confirmed yet). Found through both copies
 * of the network offer: mine must name my order, and theirs must name me as the other side — an
 * order id from anywhere else reaches nothing. My order not existing is a 404, as for any read.
 */
export async function partnerOrderOf(actor: Member, orderId: string): Promise<PartnerOrder | null> {
  const order = await OrderEntity.get({ tenantId: actor.tenantId, id: orderId });
  if (!order) throw new NotFound();
  if (!order.networkOfferId) return null;
  const mine = await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId: order.networkOfferId });
  if (!mine || mine.orderId !== order.id) return null;
  const theirs = await NetworkOfferEntity.get({ tenantId: mine.otherTenantId, offerId: mine.offerId });
  if (!theirs?.orderId || theirs.otherTenantId !== actor.tenantId) return null;
  const company = mine.side === 'OFFERING' ? mine.receivingCompany.name : mine.offeringCompany.name;
  return { tenantId: mine.otherTenantId, orderId: theirs.orderId, company };
}

/**
 * What the other side of a deal sees of a shipment's papers, the one rule every read and download
 * of them asks: the load's papers (packing list, scale tickets, shipping confirmation, the
 * receiver's bill of lading, and the shipper's unless the load is blind, whose point is that the
 * receiver does not learn where it came from). Never a purchase order, an invoice or an "other"
 * upload: those carry prices or are the company's own.
 */
export function partnerSees(
  file: Pick<FileItem, 'documentType' | 'billOfLadingType'>,
  shipment: Pick<ShipmentRecord, 'blindShipment'>,
): boolean {
  switch (file.documentType) {
    case 'PACKING_LIST':
    case 'SCALES':
    case 'SHIPPING_CONFIRMATION':
      return true;
    case 'BILL_OF_LADING':
      return file.billOfLadingType === 'RECEIVER' || !shipment.blindShipment;
    default:
      return false;
  }
}

const shared = (s: ShipmentRecord, files: FileItem[], company: string): PartnerShipment => ({
  id: s.id,
  identifier: s.identifier,
  company,
  status: s.status,
  carrierName: s.carrierName ?? null,
  trailerNumber: s.trailerNumber ?? null,
  pickupDate: s.pickupDate ?? null,
  deliveryDate: s.deliveryDate ?? null,
  netWeight: { unitValue: pounds(s.netMilliPounds), unit: 'POUND' },
  documents: files
    .filter((f) => partnerSees(f, s))
    .map((f) => ({
      id: f.fileId,
      name: f.name,
      documentType: f.documentType as PartnerShipment['documents'][number]['documentType'],
      billOfLadingType: f.billOfLadingType ?? null,
      scaleType: f.scaleType ?? null,
      size: f.size,
      createdDate: f.createdDate,
    })),
  updatedDate: s.updatedDate,
});

/** The other side's shipments on the deal, oldest first, as `partnerSees` allows; none when the order is not from a deal. */
export async function partnerShipments(actor: Member, orderId: string): Promise<PartnerShipment[]> {
  const partner = await partnerOrderOf(actor, orderId);
  if (!partner) return [];
  const shipments = await listShipmentsOfOrder(partner.tenantId, partner.orderId);
  const files = await Promise.all(shipments.map((s) => listFilesOfRecord(partner.tenantId, s.id)));
  return shipments.map((s, i) => shared(s, files[i]!, partner.company));
}

/**
 * One of the other side's shipments of the deal, and that it shares the file: where its papers are
 * kept (the other company's partition). Anything else — a shipment of another order, a file it does
 * not share — is a 404, as if it did not exist.
 */
export async function partnerFileOf(
  actor: Member,
  orderId: string,
  shipmentId: string,
  fileId: string,
): Promise<FileItem> {
  const partner = await partnerOrderOf(actor, orderId);
  if (!partner) throw new NotFound();
  const shipment = await ShipmentEntity.get({ tenantId: partner.tenantId, id: shipmentId });
  if (!shipment || shipment.orderId !== partner.orderId) throw new NotFound();
  const file = await FileItem.get({ tenantId: partner.tenantId, recordId: shipment.id, fileId });
  if (!file || !partnerSees(file, shipment)) throw new NotFound();
  return file;
}
