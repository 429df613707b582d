import { LABELS, MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import { PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared/conversions';
import { lineName, type Order, type OrderPlace } from '@polyloop/shared/orders/order';
import type { Shipment } from '@polyloop/shared/orders/shipment';
import type { BolCopy } from '@polyloop/shared/orders/document';
import type { Material } from '@polyloop/shared/crm/material';
import { datasheetRows } from '../material/index.js';
import { Paper, type Letterhead } from './layout.js';

/** What the documents say about the company that writes them: its letterhead and its terms. */
export interface Writer {
  letterhead: Letterhead;
  /** The company's name and place, for a blind shipment's receiver copy. */
  lines: string[];
  terms: string | null;
}

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A line's material as the papers name it: its description, its name, or its type. */
const material = (l: Parameters<typeof lineName<keyof typeof MATERIAL_TYPE_LABELS>>[0]) =>
  lineName(l, (t) => MATERIAL_TYPE_LABELS[t]);
const packaging = (l: { packaging?: keyof typeof LABELS.packaging | null }) =>
  l.packaging ? LABELS.packaging[l.packaging] : '—';
const weight = (w: { unitValue: number; unit: keyof typeof WEIGHT_UNIT_LABELS }) =>
  `${w.unitValue.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${WEIGHT_UNIT_LABELS[w.unit]}`;
const price = (p: { unitValue: number; unit: keyof typeof PRICE_UNIT_LABELS } | null) =>
  p
    ? `$${p.unitValue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} ${PRICE_UNIT_LABELS[p.unit]}`
    : '—';
const place = (p: OrderPlace | null) =>
  p
    ? [p.name, p.address, [p.city, p.stateProvince].filter(Boolean).join(', '), p.country].filter(
        (l): l is string => !!l,
      )
    : [];
const day = (d: string | null) => d ?? '—';

/** The columns an order's and a shipment's line tables open with: what the goods are and how they are packed. */
const LINE_GOODS = [
  { header: 'Material', width: 3 },
  { header: 'Packaging', width: 2 },
];

async function finish(paper: Paper, writer: Writer): Promise<Uint8Array> {
  if (writer.terms) {
    paper.heading('Terms');
    paper.paragraph(writer.terms);
  }
  return paper.save();
}

/** The purchase order: what the receiver buys of the supplier, line by line at the buy price. */
export async function purchaseOrder(order: Order, writer: Writer): Promise<Uint8Array> {
  const paper = await Paper.create(writer.letterhead, `Purchase order ${order.identifier}`);
  paper.title('Purchase order', `Order ${order.identifier}`);
  paper.facts([
    ['Order', order.identifier],
    ['Customer PO', order.customerPoNumber],
    ['Sales order', order.salesOrderNumber],
    ['Order date', order.orderDate],
    ['Pickup date', order.pickupDate],
    ['Delivery date', order.deliveryDate],
  ]);
  paper.parties(
    { label: 'SUPPLIER', lines: [order.supplier.name, ...place(order.source)] },
    { label: 'SHIP TO', lines: [order.receiver.name, ...place(order.destination)] },
  );
  const cost = order.items.reduce((s, i) => s + i.cost, 0);
  paper.table(
    [
      ...LINE_GOODS,
      { header: 'Weight', width: 2, align: 'right' },
      { header: 'Price', width: 2, align: 'right' },
      { header: 'Amount', width: 2, align: 'right' },
    ],
    order.items.map((i) => [material(i), packaging(i), weight(i.weight), price(i.buyPrice), money(i.cost)]),
    ['Total', '', weight(order.totalWeight), '', money(cost)],
  );
  return finish(paper, writer);
}

/**
 * The bill of lading, the shipper's or the receiver's copy. A blind shipment's receiver copy names
 * the writing company as the shipper, never the supplier.
 */
export async function billOfLading(shipment: Shipment, copy: BolCopy, writer: Writer): Promise<Uint8Array> {
  const paper = await Paper.create(writer.letterhead, `Bill of lading ${shipment.identifier}`);
  paper.title(
    'Bill of lading',
    `${copy === 'SHIPPER' ? 'Shipper' : 'Receiver'} copy · Shipment ${shipment.identifier} · Order ${shipment.order.identifier}`,
  );
  paper.facts([
    ['BOL number', shipment.number ?? shipment.identifier],
    ['Carrier', shipment.carrierName],
    ['Trailer', shipment.trailerNumber],
    ['Seal', shipment.sealNumber],
    ['Pickup date', day(shipment.pickupDate)],
    ['Delivery date', day(shipment.deliveryDate)],
    ['Contact', [shipment.contactName, shipment.contactPhone].filter(Boolean).join(' · ') || null],
    ['Appointment', shipment.appointment],
  ]);
  const blind = shipment.blindShipment && copy === 'RECEIVER';
  paper.parties(
    { label: 'SHIPPER', lines: blind ? writer.lines : [shipment.supplier.name, ...place(shipment.source)] },
    { label: 'CONSIGNEE', lines: [shipment.receiver.name, ...place(shipment.destination)] },
  );
  paper.table(
    [
      ...LINE_GOODS,
      { header: 'Pieces', width: 1, align: 'right' },
      { header: 'Net', width: 2, align: 'right' },
      { header: 'Tare', width: 2, align: 'right' },
      { header: 'Gross', width: 2, align: 'right' },
    ],
    shipment.manifest.map((m) => [
      material(m),
      packaging(m),
      m.pieceCount === null ? '—' : String(m.pieceCount),
      weight(m.netWeight),
      weight(m.tareWeight),
      weight(m.grossWeight),
    ]),
    ['Total net', '', '', weight(shipment.netWeight), '', ''],
  );
  if (shipment.pickupDetails) paper.facts([['Pickup details', shipment.pickupDetails]], 1);
  if (shipment.deliveryDetails) paper.facts([['Delivery details', shipment.deliveryDetails]], 1);
  paper.signatures([
    'Shipper signature and date',
    'Carrier signature and date',
    'Consignee signature and date',
  ]);
  return finish(paper, writer);
}

/** The packing list: what is on the truck, line by line, with weights (no prices). */
export async function packingList(shipment: Shipment, writer: Writer): Promise<Uint8Array> {
  const paper = await Paper.create(writer.letterhead, `Packing list ${shipment.identifier}`);
  paper.title('Packing list', `Shipment ${shipment.identifier} · Order ${shipment.order.identifier}`);
  paper.facts([
    ['Carrier', shipment.carrierName],
    ['Trailer', shipment.trailerNumber],
    ['Seal', shipment.sealNumber],
    ['Pickup date', day(shipment.pickupDate)],
  ]);
  paper.parties(
    {
      label: 'FROM',
      lines: shipment.blindShipment ? writer.lines : [shipment.supplier.name, ...place(shipment.source)],
    },
    { label: 'TO', lines: [shipment.receiver.name, ...place(shipment.destination)] },
  );
  paper.table(
    [
      { header: '#', width: 1 },
      { header: 'Material', width: 4 },
      { header: 'Packaging', width: 2 },
      { header: 'Pieces', width: 1, align: 'right' },
      { header: 'Net', width: 2, align: 'right' },
      { header: 'Gross', width: 2, align: 'right' },
    ],
    shipment.manifest.map((m, i) => [
      String(i + 1),
      material(m),
      packaging(m),
      m.pieceCount === null ? '—' : String(m.pieceCount),
      weight(m.netWeight),
      weight(m.grossWeight),
    ]),
    ['', 'Total net', '', '', weight(shipment.netWeight), ''],
  );
  return finish(paper, writer);
}

/** The shipping confirmation to the receiver: what ships, when, and what it costs them. */
export async function shippingConfirmation(shipment: Shipment, writer: Writer): Promise<Uint8Array> {
  const paper = await Paper.create(writer.letterhead, `Shipping confirmation ${shipment.identifier}`);
  paper.title(
    'Shipping confirmation',
    `Shipment ${shipment.identifier} · Order ${shipment.order.identifier}`,
  );
  paper.paragraph(
    `This confirms that shipment ${shipment.identifier} of order ${shipment.order.identifier} is arranged for ${shipment.receiver.name}.`,
    10,
  );
  paper.facts([
    ['Carrier', shipment.carrierName],
    ['Pickup date', day(shipment.pickupDate)],
    ['Delivery date', day(shipment.deliveryDate)],
    ['Appointment', shipment.appointment],
    ['Contact', [shipment.contactName, shipment.contactPhone].filter(Boolean).join(' · ') || null],
  ]);
  paper.table(
    [
      { header: 'Material', width: 4 },
      { header: 'Net', width: 2, align: 'right' },
      { header: 'Price', width: 2, align: 'right' },
      { header: 'Amount', width: 2, align: 'right' },
    ],
    shipment.manifest.map((m) => [material(m), weight(m.netWeight), price(m.sellPrice), money(m.revenue)]),
    ['Total', weight(shipment.netWeight), '', money(shipment.revenue)],
  );
  return finish(paper, writer);
}

/** The material datasheet: what the material is and every property it has, as a table. */
export async function materialDatasheet(m: Material, writer: Writer, now = new Date()): Promise<Uint8Array> {
  const type =
    m.type === 'PLX' && m.otherMaterial ? `Other (${m.otherMaterial})` : MATERIAL_TYPE_LABELS[m.type];
  const paper = await Paper.create(writer.letterhead, `${m.name} datasheet`);
  paper.title(m.name, `Material datasheet · ${m.identifier} · ${type}`);
  if (m.description) paper.paragraph(m.description, 10);
  paper.heading('Properties');
  paper.table(
    [
      { header: 'Property', width: 2 },
      { header: 'Value', width: 3 },
    ],
    datasheetRows(m).map(([label, value]) => [label, value]),
  );
  paper.paragraph(`Generated ${now.toISOString().slice(0, 10)}`, 8);
  return finish(paper, writer);
}
