import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, CrmRoutes, DocumentRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { DOCUMENT_MESSAGES } from '@polyloop/shared/orders/document';
import { multipart, type SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { pdfText } from '../support/pdf-text.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let admin: SignedInClient;
let member: SignedInClient;
let other: SignedInClient;
let supplier: { id: string; name: string };
let receiver: { id: string; name: string };
let orderId: string;
let shipmentId: string;
let shipmentIdentifier: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A manifest line of PP bales sold at $0.50/lb: 1,000 lb net and 30 lb of tare a bale. */
const bales = (pieceCount: number) => ({
  materialType: 'PP' as const,
  packaging: 'BALES' as const,
  pieceCount,
  netWeight: { unitValue: pieceCount * 1000, unit: 'POUND' as const },
  tareWeight: pieceCount * 30,
  sellPrice: { unitValue: 0.5, unit: 'POUND' as const },
});

async function pdfOf(client: SignedInClient, id: string, fileId: string) {
  const { url } = (await client.ok(DocumentRoutes.downloadShipmentDocument, { params: { id, fileId } })).body;
  const res = await fetch(url);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Documents');
  admin = tenant.admin;
  member = tenant.member;
  other = (await crmTenant(cloud, 'Documents other')).member;
  const make = async (name: string, city: string) => {
    const body = (
      await member.ok(CrmRoutes.createCompany, {
        body: { name: unique(name), locations: [address('10 Mill Rd', { city })] },
      })
    ).body;
    const location = (await member.ok(CrmRoutes.listCompanyLocations, { params: { id: body.id } })).body[0]!;
    return { id: body.id, name: body.name, locationId: location.id };
  };
  const [s, r] = await Promise.all([make('Bale Works', 'Houston'), make('Pellet Plant', 'Atlanta')]);
  supplier = s;
  receiver = r;
  await admin.ok(AdminRoutes.updateOrganization, {
    body: { documentTerms: 'Title passes on delivery. Claims within 5 days.' },
  });
  const order = await member.ok(OrderRoutes.createOrder, {
    body: {
      supplyingCompanyId: s.id,
      receivingCompanyId: r.id,
      sourceLocationId: s.locationId,
      destinationLocationId: r.locationId,
      customerPoNumber: 'PO-77812',
      orderDate: day(0),
      items: [
        {
          materialType: 'PP',
          weight: { unitValue: 21000, unit: 'POUND' },
          buyPrice: { unitValue: 0.4, unit: 'POUND' },
          sellPrice: { unitValue: 0.5, unit: 'POUND' },
        },
      ],
    },
  });
  orderId = order.body.id;
  const shipment = await member.ok(OrderRoutes.createShipment, {
    body: {
      orderId,
      carrierName: 'Blue Line Freight',
      trailerNumber: 'TR-4410',
      sealNumber: 'SL-99812',
      number: 'BOL-5531',
      blindShipment: true,
      manifest: [bales(21)],
    },
  });
  shipmentId = shipment.body.id;
  shipmentIdentifier = shipment.body.identifier;
});

describe('generated documents', () => {
  it('writes the shipper’s bill of lading with the companies, weights, numbers, terms and page numbers', async () => {
    const made = await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id: shipmentId },
      body: { type: 'BILL_OF_LADING', copy: 'SHIPPER' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      documentType: 'BILL_OF_LADING',
      contentType: 'application/pdf',
      name: `${shipmentIdentifier} Bill of lading shipper copy.pdf`,
    });
    const [page, ...more] = await pdfOf(member, shipmentId, made.body.id);
    expect(more).toEqual([]);
    for (const text of [
      'Bill of lading',
      'Shipper copy',
      supplier.name,
      receiver.name,
      'Houston',
      'Atlanta',
      'BOL-5531',
      'SL-99812',
      'TR-4410',
      'Blue Line Freight',
      '21,000 lbs',
      '21,630 lbs',
      'Bales',
      'Title passes on delivery.',
      'Page 1 of 1',
    ])
      expect(page).toContain(text);
    const listed = await member.ok(DocumentRoutes.listShipmentDocuments, { params: { id: shipmentId } });
    expect(listed.body.map((d) => d.id)).toContain(made.body.id);
  });

  it('leaves the supplier off a blind shipment’s receiver copy', async () => {
    const made = await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id: shipmentId },
      body: { type: 'BILL_OF_LADING', copy: 'RECEIVER' },
    });
    const [page] = await pdfOf(member, shipmentId, made.body.id);
    expect(page).toContain('Receiver copy');
    expect(page).toContain(receiver.name);
    expect(page).not.toContain(supplier.name);
  });

  it('writes the packing list and the shipping confirmation', async () => {
    const list = await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id: shipmentId },
      body: { type: 'PACKING_LIST' },
    });
    expect((await pdfOf(member, shipmentId, list.body.id))[0]).toContain('Packing list');
    const confirmation = await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id: shipmentId },
      body: { type: 'SHIPPING_CONFIRMATION' },
    });
    const [page] = await pdfOf(member, shipmentId, confirmation.body.id);
    expect(page).toContain('Shipping confirmation');
    expect(page).toContain('$10,500.00');
  });

  it('writes a packing list of the weights loaded, into the manifest only when asked', async () => {
    const made = await member.ok(OrderRoutes.createShipment, {
      body: {
        orderId,
        manifest: [bales(10)],
      },
    });
    const id = made.body.id;
    const itemId = made.body.manifest[0]!.id;
    const loaded = {
      itemId,
      pieceCount: 11,
      netWeight: { unitValue: 10400, unit: 'POUND' as const },
      tareWeight: 320,
    };

    // Kept on the paper only: the manifest still says 10,000 lbs.
    const paperOnly = await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id },
      body: { type: 'PACKING_LIST', lines: [loaded] },
    });
    const [page] = await pdfOf(member, id, paperOnly.body.id);
    for (const text of ['Packing list', '10,400 lbs', '10,720 lbs', '11']) expect(page).toContain(text);
    expect(page).not.toContain('10,000 lbs');
    const unchanged = (await member.ok(OrderRoutes.getShipment, { params: { id } })).body;
    expect(unchanged.netWeight).toEqual({ unitValue: 10000, unit: 'POUND' });
    expect(unchanged.revenue).toBe(5000);

    // Written into the manifest: the shipment's weight and revenue follow what was loaded.
    await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id },
      body: { type: 'PACKING_LIST', lines: [loaded], updateManifest: true },
    });
    const updated = (await member.ok(OrderRoutes.getShipment, { params: { id } })).body;
    expect(updated.netWeight).toEqual({ unitValue: 10400, unit: 'POUND' });
    expect(updated.revenue).toBe(5200);
    expect(updated.manifest[0]).toMatchObject({
      pieceCount: 11,
      tareWeight: { unitValue: 320, unit: 'POUND' },
      sellPrice: { unitValue: 0.5, unit: 'POUND' },
      packaging: 'BALES',
    });

    const stranger = await member.refused(DocumentRoutes.generateShipmentDocument, {
      params: { id },
      body: { type: 'PACKING_LIST', lines: [{ ...loaded, itemId: 'not-an-item' }], updateManifest: true },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fieldErrors).toEqual({ 'lines.0.itemId': [DOCUMENT_MESSAGES.unknownPackingItem] });
    expect((await member.ok(OrderRoutes.getShipment, { params: { id } })).body.netWeight.unitValue).toBe(
      10400,
    );
  });

  it('writes the purchase order, and refuses one for a have without a price', async () => {
    const po = await member.ok(DocumentRoutes.generateOrderDocument, {
      params: { id: orderId },
      body: { type: 'PURCHASE_ORDER' },
    });
    expect(po.body.documentType).toBe('PURCHASE_ORDER');
    const { url } = (
      await member.ok(DocumentRoutes.downloadOrderDocument, { params: { id: orderId, fileId: po.body.id } })
    ).body;
    const [page] = await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    for (const text of ['Purchase order', 'PO-77812', '$8,400.00', '21,000 lbs'])
      expect(page).toContain(text);

    const have = await member.ok(SupplyRoutes.createHave, {
      body: {
        companyId: supplier.id,
        materialType: 'PP',
        remainingWeight: { unitValue: 500, unit: 'POUND' },
        expirationDate: day(10),
      },
    });
    const unpriced = await member.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: supplier.id,
        receivingCompanyId: receiver.id,
        orderDate: day(0),
        items: [
          {
            haveId: have.body.id,
            materialType: 'PP',
            weight: { unitValue: 100, unit: 'POUND' },
            buyPrice: { unitValue: 0.3, unit: 'POUND' },
          },
        ],
      },
    });
    const refused = await member.refused(DocumentRoutes.generateOrderDocument, {
      params: { id: unpriced.body.id },
      body: { type: 'PURCHASE_ORDER' },
    });
    expect(refused.body.message).toBe('Purchase orders cannot be made for haves without a price.');
  });

  it('runs onto more pages with the page count when the manifest is long', async () => {
    const long = await member.ok(OrderRoutes.createShipment, {
      body: {
        orderId,
        blindShipment: false,
        manifest: Array.from({ length: 50 }, (_, i) => ({
          materialType: 'PP' as const,
          pieceCount: i,
          netWeight: { unitValue: 100 + i, unit: 'POUND' as const },
        })),
      },
    });
    const made = await member.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id: long.body.id },
      body: { type: 'PACKING_LIST' },
    });
    const pages = await pdfOf(member, long.body.id, made.body.id);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages[1]).toContain('Material');
  });

  it('keeps scale tickets as uploads with their type, heavy or light, and refuses a scale type on anything else', async () => {
    const ticket = (name: string, data: unknown) =>
      member(DocumentRoutes.uploadShipmentDocuments, {
        params: { id: shipmentId },
        form: multipart([[name, PDF, 'application/pdf']], { data }),
      });
    const heavy = await ticket('Scale ticket heavy.pdf', { documentType: 'SCALES', scaleType: 'HEAVY' });
    const light = await ticket('Scale ticket light.pdf', { documentType: 'SCALES', scaleType: 'LIGHT' });
    expect([heavy.status, light.status]).toEqual([201, 201]);
    const listed = (await member.ok(DocumentRoutes.listShipmentDocuments, { params: { id: shipmentId } }))
      .body;
    expect(listed.filter((d) => d.documentType === 'SCALES').map((d) => [d.name, d.scaleType])).toEqual([
      ['Scale ticket light.pdf', 'LIGHT'],
      ['Scale ticket heavy.pdf', 'HEAVY'],
    ]);
    const generated = listed.find((d) => d.name.endsWith('shipper copy.pdf'));
    expect(generated).toMatchObject({
      documentType: 'BILL_OF_LADING',
      billOfLadingType: 'SHIPPER',
      scaleType: null,
    });

    const wrong = await ticket('Invoice 7.pdf', { documentType: 'INVOICE', scaleType: 'HEAVY' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: FILE_MESSAGES.scaleTypeAlone,
      fieldErrors: { scaleType: [FILE_MESSAGES.scaleTypeAlone] },
    });
    const names = (
      await member.ok(DocumentRoutes.listShipmentDocuments, { params: { id: shipmentId } })
    ).body.map((d) => d.name);
    expect(names).not.toContain('Invoice 7.pdf');
  });

  it('keeps another company out of the documents', async () => {
    expect(
      (await other.refused(DocumentRoutes.listShipmentDocuments, { params: { id: shipmentId } })).status,
    ).toBe(404);
    expect(
      (
        await other.refused(DocumentRoutes.generateOrderDocument, {
          params: { id: orderId },
          body: { type: 'PURCHASE_ORDER' },
        })
      ).status,
    ).toBe(404);
  });
});
