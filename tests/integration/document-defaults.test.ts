import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  CrmRoutes,
  DocumentRoutes,
  FinanceRoutes,
  OrderRoutes,
  type RouteRequest,
} from '@polyloop/shared';
import {
  DOCUMENT_TYPE_LABELS,
  DocumentType,
  type DocumentDefaultsInput,
} from '@polyloop/shared/identity/document-defaults';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { pdfText } from '../support/pdf-text.js';
import { address, crmTenant, unique } from './crm-support.js';

/**
 * Administration › Documents: the letterhead and each document's own terms and footer reach every
 * PDF the product writes, read back as a reader would copy them.
 */
const cloud = inject('cloud');
let admin: SignedInClient;
let member: SignedInClient;
let orderId: string;
let shipmentId: string;
let materialId: string;
let invoiceId: string;
let billId: string;
const ORGANIZATION_TERMS = 'Title passes on delivery. Claims within 5 days.';

const joined = async (bytes: ArrayBuffer | Uint8Array) => (await pdfText(new Uint8Array(bytes))).join('\n');

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ admin, member } = await crmTenant(cloud, 'Document defaults', { plan: 'INTELLIGENCE' }));
  const make = async (name: string, city: string) => {
    const { body } = await admin.ok(CrmRoutes.createCompany, {
      body: { name: unique(name), locations: [address('10 Mill Rd', { city })] },
    });
    const location = (await admin.ok(CrmRoutes.listCompanyLocations, { params: { id: body.id } })).body[0]!;
    return { id: body.id, locationId: location.id };
  };
  const [supplier, receiver] = await Promise.all([
    make('Bale Works', 'Houston'),
    make('Pellet Plant', 'Atlanta'),
  ]);
  await admin.ok(AdminRoutes.updateOrganization, { body: { documentTerms: ORGANIZATION_TERMS } });
  const order = await admin.ok(OrderRoutes.createOrder, {
    body: {
      supplyingCompanyId: supplier.id,
      receivingCompanyId: receiver.id,
      sourceLocationId: supplier.locationId,
      destinationLocationId: receiver.locationId,
      orderDate: new Date().toISOString().slice(0, 10),
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
  const shipment = await admin.ok(OrderRoutes.createShipment, {
    body: {
      orderId,
      carrierName: 'Blue Line Freight',
      manifest: [
        {
          materialType: 'PP',
          packaging: 'BALES',
          pieceCount: 21,
          netWeight: { unitValue: 21000, unit: 'POUND' },
          sellPrice: { unitValue: 0.5, unit: 'POUND' },
        },
      ],
    },
  });
  shipmentId = shipment.body.id;
  materialId = (
    await admin.ok(CrmRoutes.createMaterial, {
      body: { name: unique('Clear PC'), type: 'PC', form: 'PELLETS', meltIndex: { min: 8, max: 12 } },
    })
  ).body.id;
  // By hand, with no terms of their own: the document defaults' terms apply.
  const money = {
    companyId: receiver.id,
    items: [
      {
        description: 'PP bales, natural',
        materialType: 'PP' as const,
        netWeight: { unitValue: 1000, unit: 'POUND' as const },
        price: { unitValue: 0.5, unit: 'POUND' as const },
      },
    ],
  };
  invoiceId = (await admin.ok(FinanceRoutes.createInvoice, { body: money })).body.id;
  billId = (await admin.ok(FinanceRoutes.createBill, { body: money })).body.id;
});

/** The file at a download's address, as text. */
const fetched = async (url: string) => {
  const res = await fetch(url);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return joined(await res.arrayBuffer());
};
/** A shipment's document, generated and kept with it, then downloaded. */
const shipmentPaper = async (body: RouteRequest<typeof DocumentRoutes.generateShipmentDocument>['body']) => {
  const made = await admin.ok(DocumentRoutes.generateShipmentDocument, { params: { id: shipmentId }, body });
  const params = { id: shipmentId, fileId: made.body.id };
  return fetched((await admin.ok(DocumentRoutes.downloadShipmentDocument, { params })).body.url);
};

/** The order's purchase order, generated and kept with it, then downloaded. */
const purchaseOrderText = async () => {
  const made = await admin.ok(DocumentRoutes.generateOrderDocument, {
    params: { id: orderId },
    body: { type: 'PURCHASE_ORDER' },
  });
  const params = { id: orderId, fileId: made.body.id };
  return fetched((await admin.ok(DocumentRoutes.downloadOrderDocument, { params })).body.url);
};

/** Every PDF the product writes, each as its own document type, and how its text is had. */
const PAPERS: Array<{ type: DocumentType; text: () => Promise<string> }> = [
  { type: 'PURCHASE_ORDER', text: () => purchaseOrderText() },
  ...(
    [
      { type: 'BILL_OF_LADING', copy: 'SHIPPER' },
      { type: 'PACKING_LIST' },
      { type: 'SHIPPING_CONFIRMATION' },
    ] as const
  ).map((body) => ({
    type: body.type,
    text: () => shipmentPaper(body),
  })),
  {
    type: 'MATERIAL_DATASHEET',
    text: async () =>
      joined((await admin.ok(DocumentRoutes.materialDatasheet, { params: { id: materialId } })).bytes),
  },
  {
    type: 'INVOICE',
    text: async () => joined((await admin.ok(FinanceRoutes.invoicePdf, { params: { id: invoiceId } })).bytes),
  },
  {
    type: 'BILL',
    text: async () => joined((await admin.ok(FinanceRoutes.billPdf, { params: { id: billId } })).bytes),
  },
];

/** Each document's own words, short enough to stay on one line of the paper. */
const termsOf = (type: DocumentType) => `${DOCUMENT_TYPE_LABELS[type]} terms apply.`;
const footerOf = (type: DocumentType) => `${DOCUMENT_TYPE_LABELS[type]} desk: 713-555-0100`;
const LETTERHEAD = {
  name: 'Bale Brokers of Texas',
  address: '1 Recycling Way, Houston, TX 77002',
  contact: 'Accounts · books@bales.example',
};

describe('document defaults', () => {
  it('reads as nothing set until an administrator sets them, and only administrators may', async () => {
    const none = await admin.ok(AdminRoutes.getDocumentDefaults);
    expect(none.body.letterhead).toEqual({ name: null, address: null, contact: null });
    expect(none.body.documents.PURCHASE_ORDER).toEqual({ terms: null, footer: null });
    expect((await member.refused(AdminRoutes.getDocumentDefaults)).status).toBe(403);
    expect(
      (
        await member.refused(AdminRoutes.putDocumentDefaults, {
          body: { letterhead: { name: 'Member Co' }, documents: {} },
        })
      ).status,
    ).toBe(403);
  });

  it('prints the letterhead set and each document’s own terms and footer, the rest from the company’s records', async () => {
    const saved = await admin.ok(AdminRoutes.putDocumentDefaults, {
      body: {
        letterhead: { name: 'Bale Brokers of Texas', address: '1 Recycling Way, Houston, TX 77002' },
        documents: {
          PURCHASE_ORDER: {
            terms: 'Deliver between 7am and 3pm.',
            footer: 'Purchase orders: po@bales.example',
          },
          BILL_OF_LADING: { footer: 'Drivers call dispatch at 713-555-0199' },
        },
      },
    });
    expect(saved.body.letterhead).toEqual({
      name: 'Bale Brokers of Texas',
      address: '1 Recycling Way, Houston, TX 77002',
      contact: null,
    });
    expect((await admin.ok(AdminRoutes.getDocumentDefaults)).body).toEqual(saved.body);

    const po = await purchaseOrderText();
    for (const text of [
      'Bale Brokers of Texas',
      '1 Recycling Way, Houston, TX 77002',
      'Deliver between 7am and 3pm.',
      'Purchase orders: po@bales.example',
    ])
      expect(po).toContain(text);
    // The purchase order's terms replace the organization's; the bill of lading keeps them.
    expect(po).not.toContain('Title passes on delivery.');
    expect(po).not.toContain('Drivers call dispatch');

    const bol = await shipmentPaper({ type: 'BILL_OF_LADING', copy: 'SHIPPER' });
    for (const text of [
      'Bale Brokers of Texas',
      'Title passes on delivery.',
      'Drivers call dispatch at 713-555-0199',
    ])
      expect(bol).toContain(text);
    expect(bol).not.toContain('Deliver between 7am and 3pm.');
  });

  it('falls back to the company’s own records when a field is emptied, and refuses what is too long', async () => {
    const long = await admin.refused(AdminRoutes.putDocumentDefaults, {
      body: { letterhead: {}, documents: { INVOICE: { footer: 'x'.repeat(161) } } },
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors?.['body.documents.INVOICE.footer']).toContain(
      'The footer must be at most 160 characters',
    );
    await admin.ok(AdminRoutes.putDocumentDefaults, {
      body: { letterhead: { name: '  ' }, documents: { PURCHASE_ORDER: { terms: '' } } },
    });
    const po = await purchaseOrderText();
    expect(po).not.toContain('Bale Brokers of Texas');
    expect(po).toContain('Title passes on delivery.');
    expect((await admin.ok(AdminRoutes.getDocumentDefaults)).body.letterhead.name).toBeNull();
  });

  it('are the company’s own: another company’s administrator reads none of them', async () => {
    await admin.ok(AdminRoutes.putDocumentDefaults, {
      body: { letterhead: { name: 'Only Ours Ltd' }, documents: {} },
    });
    const rival = await crmTenant(cloud, 'Documents rival');
    const theirs = await rival.admin.ok(AdminRoutes.getDocumentDefaults);
    expect(theirs.body.letterhead.name).toBeNull();
  });
});

describe('document defaults on every document', () => {
  beforeAll(async () => {
    const body: DocumentDefaultsInput = {
      letterhead: LETTERHEAD,
      documents: Object.fromEntries(
        DocumentType.options.map((type) => [type, { terms: termsOf(type), footer: footerOf(type) }]),
      ),
    };
    await admin.ok(AdminRoutes.putDocumentDefaults, { body });
  });

  it('covers every document type the product writes', () => {
    expect(PAPERS.map((p) => p.type).sort()).toEqual([...DocumentType.options].sort());
  });

  for (const { type, text } of PAPERS)
    it(`prints the letterhead, and the ${DOCUMENT_TYPE_LABELS[type].toLowerCase()}’s own terms and footer`, async () => {
      const paper = await text();
      for (const line of [...Object.values(LETTERHEAD), termsOf(type), footerOf(type)])
        expect(paper).toContain(line);
      // Its own terms replace the organization's; no other document's words reach it.
      expect(paper).not.toContain(ORGANIZATION_TERMS);
      for (const other of DocumentType.options.filter((t) => t !== type)) {
        expect(paper).not.toContain(termsOf(other));
        expect(paper).not.toContain(footerOf(other));
      }
    });
});
