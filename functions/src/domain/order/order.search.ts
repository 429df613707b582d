import type { OrderRecord } from './order.entity.js';
import type { ShipmentRecord } from './shipment.entity.js';
import { wordsOf, as, fromImage, joined, path } from '../search/index.js';

const parties = (supplier: string, receiver: string) => `${supplier} → ${receiver}`;

/** An order: its identifier, numbers, companies and materials. */
export const order = fromImage(
  (image) => `order:${as<OrderRecord>(image).tenantId}:${as<OrderRecord>(image).id}`,
  (image) => {
    const o = as<OrderRecord>(image);
    const lines = o.items ?? [];
    return [
      {
        category: 'orders',
        scopes: [o.tenantId],
        id: o.id,
        title: o.identifier,
        subtitle: parties(o.supplierName, o.receiverName),
        url: path('/orders', o.id),
        date: o.orderDate,
        words: wordsOf(
          o.identifier,
          o.salesOrderNumber,
          o.customerPoNumber,
          o.supplierName,
          o.receiverName,
          ...lines.flatMap((l) => [l.materialName, l.haveIdentifier, l.needIdentifier]),
        ),
      },
    ];
  },
);

/** A shipment: its identifier, its order's, its companies and what the carrier calls it. */
export const shipment = fromImage(
  (image) => `shipment:${as<ShipmentRecord>(image).tenantId}:${as<ShipmentRecord>(image).id}`,
  (image) => {
    const s = as<ShipmentRecord>(image);
    return [
      {
        category: 'shipments',
        scopes: [s.tenantId],
        id: s.id,
        title: s.identifier,
        subtitle: joined(s.orderIdentifier, parties(s.supplierName, s.receiverName)),
        url: path('/shipments', s.id),
        date: s.pickupDate ?? s.deliveryDate ?? null,
        words: wordsOf(
          s.identifier,
          s.orderIdentifier,
          s.supplierName,
          s.receiverName,
          s.carrierName,
          s.number,
          s.trailerNumber,
          s.sealNumber,
        ),
      },
    ];
  },
);
