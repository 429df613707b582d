import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  CrmRoutes,
  DraftRoutes,
  FinanceRoutes,
  FreightRoutes,
  IdentityRoutes,
  DocumentRoutes,
  InventoryRoutes,
  NetworkRoutes,
  NotificationRoutes,
  OrderRoutes,
  SupplyRoutes,
  TaskRoutes,
  type RouteDefinition,
} from '@polyloop/shared';
import { JournalBatchRoutes } from '@polyloop/shared/contract/routes/finance-batches';
import { TagRoutes } from '@polyloop/shared/contract/routes/tags';
import { describeRoute, multipart, signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import { attempt, contractRefuses, pathParams, signedInRoutes } from '../support/contract-sweep.js';
import { eventually } from '../support/eventually.js';
import { address } from './crm-support.js';
import { chicagoToHouston } from './freight-support.js';
import { MatchingRoutes } from '@polyloop/shared/contract/routes/matching';
import {
  exempt,
  inADay,
  inputFor,
  listing,
  paramsFor,
  PDF,
  PNG,
  today,
  type Owned,
  type RouteId,
} from './isolation-routes.js';

/**
 * Company B, through its administrator, tries every signed-in route of the contract on company A's
 * records. Generated from the contract: a new route is covered as soon as it exists, or this test
 * fails saying which of A's records its path names (`fixtures`) or what body it needs (`inputs`), both in isolation-routes.ts.
 */

const cloud = inject('cloud');

const covered = signedInRoutes.filter((route) => !exempt[route.id as RouteId]);
const byId = covered.filter((route) => pathParams(route).length > 0);
const byCaller = covered.filter((route) => pathParams(route).length === 0);

let a: Owned;
let owner: TestCompany;
let adminA: SignedInClient;
let adminB: SignedInClient;
/** Text only A's records hold: none of it may reach B. */
const marker = randomUUID().slice(0, 8);

/** An answer without what differs on every read: request ids, the server's clock, and download addresses signed anew. */
const unchanging = (text: string) =>
  text
    .replace(/"requestId":"[^"]*"/g, '')
    .replace(/"serverTime":"[^"]*"/g, '')
    .replace(/\?X-Amz-[^"]*/g, '?…')
    .replace(/"expiresAt":"[^"]*"/g, '');

/** What A sees of everything it can read, to prove B's attempts changed nothing. */
async function whatASees(): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const route of covered.filter((r) => r.method === 'GET')) {
    for (const params of paramsFor(route, a).params) {
      const res = await attempt(adminA, route, { ...inputFor(route, a), params });
      seen[`${describeRoute(route)} ${JSON.stringify(params)}`] =
        `${res.status} ${'text' in res ? unchanging(res.text) : res.reason}`;
    }
  }
  return seen;
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  // A trades on the network: an enabled profile, a paid plan, the platform's approval to publish.
  owner = await createCompany('Owner', { services: ['GRINDING'], plan: 'INTELLIGENCE' });
  const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
  const publishing = (await Tenant.get({ tenantId: owner.tenantId }))!.publishing;
  await Tenant.update(
    { tenantId: owner.tenantId },
    {
      publishing: {
        ...publishing,
        publicOfferPermission: 'PRE_APPROVED',
        publicRequestPermission: 'PRE_APPROVED',
        privateAuctionPermission: 'PRE_APPROVED',
      },
    },
  );
  const intruder = await createCompany('Intruder');
  const [partnerCo, hidden] = await Promise.all([
    createCompany('Partner', { services: ['EXTRUSION'], plan: 'INTELLIGENCE' }),
    createCompany('Hidden'),
  ]);
  [adminA, adminB] = await Promise.all([
    signedInClient(cloud, owner.admin.email),
    signedInClient(cloud, intruder.admin.email),
  ]);
  // A's freight search starts first: it runs for its minute while the rest is made.
  const freightSearch = (await adminA.ok(FreightRoutes.requestFreightQuotes, { body: chicagoToHouston() }))
    .body.id;
  const material = (
    await adminA.ok(CrmRoutes.createMaterial, { body: { name: `Secret PE ${marker}`, type: 'PE' } })
  ).body.id;
  const company = (
    await adminA.ok(CrmRoutes.createCompany, {
      body: {
        name: `Secret Supplier ${marker}`,
        locations: [address(`9 Hidden Ln ${marker}`, { remitTo: true })],
        contacts: [{ firstName: `Hidden${marker}`, email: `hidden.${marker}@secret.example` }],
        buyProfiles: [{ materialType: 'PE', notes: `Secret needs ${marker}` }],
        materialIds: [material],
      },
    })
  ).body.id;
  const params = { id: company };
  // A's own company exists once used: made here so B's 404 on its id is not only "not made yet".
  await adminA.ok(CrmRoutes.getMyCompany);
  a = {
    tenantId: owner.tenantId,
    company,
    material,
    contact: (await adminA.ok(CrmRoutes.listCompanyContacts, { params })).body[0]!.id,
    location: (await adminA.ok(CrmRoutes.listCompanyLocations, { params })).body[0]!.id,
    buyProfile: (await adminA.ok(CrmRoutes.listBuyProfiles, { params })).body[0]!.id,
    touchpoint: (
      await adminA.ok(CrmRoutes.createTouchpoint, {
        params,
        body: { date: '2026-01-01T00:00:00Z', notes: `Secret call ${marker}` },
      })
    ).body.id,
    comment: (
      await adminA.ok(CrmRoutes.createCompanyComment, { params, body: { body: `Secret note ${marker}` } })
    ).body.id,
    companyFile: (
      await adminA.ok(CrmRoutes.uploadCompanyFiles, {
        params,
        form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
      })
    ).body[0]!.id,
    materialFile: (
      await adminA.ok(CrmRoutes.uploadMaterialFiles, {
        params: { id: material },
        form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
      })
    ).body[0]!.id,
    myComment: (
      await adminA.ok(CrmRoutes.createMyCompanyComment, { body: { body: `Secret board ${marker}` } })
    ).body.id,
    view: (
      await adminA.ok(IdentityRoutes.createView, {
        body: { type: 'COMPANIES', name: `Secret view ${marker}`, state: {} },
      })
    ).body.id,
    user: owner.member.userId,
    publicContact: (await adminA.ok(AdminRoutes.listPublicContacts)).body[0]!.id,
    publicLocation: (await adminA.ok(AdminRoutes.listPublicLocations)).body[0]!.id,
    have: '',
    need: '',
    haveFile: '',
    needFile: '',
    havePhoto: '',
    draft: '',
    haveGroup: '',
    lot: '',
    processReport: '',
    haveComment: '',
    needComment: '',
    notification: '',
    order: '',
    shipment: '',
    orderComment: '',
    shipmentComment: '',
    orderDocument: '',
    shipmentDocument: '',
    publicCompany: (await (await signedInClient(cloud, hidden.admin.email)).ok(AdminRoutes.getPublicCompany))
      .body.id,
    offer: '',
    offerComment: '',
    offerFile: '',
    networkRequest: '',
    networkRequestComment: '',
    networkRequestFile: '',
    publicOffer: '',
    publicRequest: '',
    publicOfferFile: '',
    publicRequestFile: '',
    auction: '',
    auctionBid: '',
    auctionBidder: '',
    auctionFile: '',
    freightSearch: '',
    freightQuote: '',
    match: '',
    invoice: '',
    bill: '',
    commission: '',
    journalBatch: '',
    tag: '',
    task: (
      await adminA.ok(TaskRoutes.createTask, {
        body: { title: `Secret task ${marker}`, description: `Secret plan ${marker}` },
      })
    ).body.id,
  };
  const locationId = a.location;
  a.have = (
    await adminA.ok(SupplyRoutes.createHave, {
      body: { ...listing(a), locationId, lotNumber: `Secret lot ${marker}` },
    })
  ).body.id;
  a.need = (
    await adminA.ok(SupplyRoutes.createNeed, {
      body: { ...listing(a), locationId, notes: `Secret need ${marker}` },
    })
  ).body.id;
  a.haveFile = (
    await adminA.ok(SupplyRoutes.uploadHaveFiles, {
      params: { id: a.have },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  a.havePhoto = (
    await adminA.ok(SupplyRoutes.uploadHavePhoto, {
      params: { id: a.have },
      form: multipart([[`secret-${marker}.png`, PNG, 'image/png']], { field: 'file' }),
    })
  ).body.photos[0]!.id;
  // A partner of A's that needs what A's have holds, nearby: A's have and the need match.
  const buyer = (
    await adminA.ok(CrmRoutes.createCompany, {
      body: { name: `Secret Buyer ${marker}`, locations: [address(`7 Quiet Ct ${marker}`)] },
    })
  ).body.id;
  const buyerLocation = (await adminA.ok(CrmRoutes.listCompanyLocations, { params: { id: buyer } })).body[0]!
    .id;
  await adminA.ok(SupplyRoutes.createNeed, {
    body: {
      ...listing(a),
      companyId: buyer,
      materialId: undefined,
      locationId: buyerLocation,
      notes: `Secret buyer need ${marker}`,
    },
  });
  a.match = (
    await eventually(
      async () => (await adminA.ok(MatchingRoutes.listHaveMatches, { params: { id: a.have } })).body[0],
    )
  ).id;
  a.haveGroup = (
    await adminA.ok(SupplyRoutes.createHaveGroup, {
      body: { name: `Secret group ${marker}`, haveId: a.have },
    })
  ).body.id;
  // A draft made the way the e-mail assistant makes them: an e-mail to A's assistant address.
  const assistant = (await adminA.ok(DraftRoutes.draftAssistant)).body.address;
  const mail = [
    `From: hidden.${marker}@secret.example`,
    `To: ${assistant}`,
    `Subject: Secret draft ${marker}`,
    '',
    `We have 1000 lbs of PE regrind ${marker}.`,
    '',
  ].join('\r\n');
  const delivered = (await (
    await fetch(`${cloud.baseUrl}/_local/inbound`, { method: 'POST', body: mail })
  ).json()) as { drafts: Array<{ draftId: string }> };
  a.draft = delivered.drafts[0]!.draftId;
  const lot = {
    locationId,
    materialId: a.material,
    materialType: 'PE',
    weight: { unitValue: 1000, unit: 'POUND' },
    cost: { unitValue: 0.2, unit: 'POUND' },
    receivedDate: today,
  } as const;
  a.lot = (
    await adminA.ok(InventoryRoutes.createLot, {
      body: { ...lot, lotNumber: `Secret lot ${marker}`, source: { kind: 'HAVE', haveId: a.have } },
    })
  ).body.id;
  const consumed = (
    await adminA.ok(InventoryRoutes.createLot, {
      body: { ...lot, source: { kind: 'PURCHASE', reference: `Secret PO ${marker}` } },
    })
  ).body.id;
  a.processReport = (
    await adminA.ok(InventoryRoutes.createProcessReport, {
      body: {
        materialId: a.material,
        materialType: 'PE',
        finalWeight: { unitValue: 90, unit: 'POUND' },
        totalLostWeight: 10,
        processingDate: today,
        representatives: [owner.admin.userId],
        haveId: a.have,
        inputs: [{ lotId: consumed, percentage: 100 }],
        notes: `Secret run ${marker}`,
      },
    })
  ).body.id;
  a.haveComment = (
    await adminA.ok(SupplyRoutes.createHaveComment, {
      params: { id: a.have },
      body: { body: `Secret have note ${marker}` },
    })
  ).body.id;
  a.needComment = (
    await adminA.ok(SupplyRoutes.createNeedComment, {
      params: { id: a.need },
      body: { body: `Secret need note ${marker}` },
    })
  ).body.id;
  // A notification of A's administrator: a colleague mentions them on the have.
  const colleague = await signedInClient(cloud, owner.member.email);
  await colleague.ok(SupplyRoutes.createHaveComment, {
    params: { id: a.have },
    body: { body: `Secret mention ${marker} @[Admin](${owner.admin.userId})` },
  });
  a.notification = (
    await eventually(async () => (await adminA.ok(NotificationRoutes.listNotifications)).body[0])
  ).id;
  a.needFile = (
    await adminA.ok(SupplyRoutes.uploadNeedFiles, {
      params: { id: a.need },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  const own = (await adminA.ok(CrmRoutes.getMyCompany)).body.id;
  a.order = (
    await adminA.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: a.company,
        receivingCompanyId: own,
        customerPoNumber: `Secret PO ${marker}`,
        orderDate: today,
        items: [{ haveId: a.have, materialType: 'PE', weight: { unitValue: 10, unit: 'POUND' } }],
      },
    })
  ).body.id;
  a.shipment = (
    await adminA.ok(OrderRoutes.createShipment, {
      body: {
        orderId: a.order,
        carrierName: `Secret ${marker}`.slice(0, 60),
        manifest: [{ materialType: 'PE', netWeight: { unitValue: 10, unit: 'POUND' } }],
      },
    })
  ).body.id;
  a.orderComment = (
    await adminA.ok(OrderRoutes.createOrderComment, {
      params: { id: a.order },
      body: { body: `Secret order note ${marker}` },
    })
  ).body.id;
  a.shipmentComment = (
    await adminA.ok(OrderRoutes.createShipmentComment, {
      params: { id: a.shipment },
      body: { body: `Secret load note ${marker}` },
    })
  ).body.id;
  a.orderDocument = (
    await adminA.ok(DocumentRoutes.uploadOrderDocuments, {
      params: { id: a.order },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  a.shipmentDocument = (
    await adminA.ok(DocumentRoutes.generateShipmentDocument, {
      params: { id: a.shipment },
      body: { type: 'BILL_OF_LADING', copy: 'SHIPPER' },
    })
  ).body.id;
  // A's money on that load: an issued invoice and bill (by hand: the manifest has no prices) and a commission.
  for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
    await adminA.ok(OrderRoutes.moveShipment, { params: { id: a.shipment }, body: { status } });
  const money = {
    companyId: a.company,
    items: [
      {
        description: `Secret bales ${marker}`.slice(0, 120),
        materialType: 'PE' as const,
        netWeight: { unitValue: 10, unit: 'POUND' as const },
        price: { unitValue: 0.5, unit: 'POUND' as const },
      },
    ],
    description: `Secret terms ${marker}`,
  };
  a.invoice = (await adminA.ok(FinanceRoutes.createInvoice, { body: money })).body.id;
  await adminA.ok(FinanceRoutes.issueInvoice, { params: { id: a.invoice }, body: {} });
  a.bill = (await adminA.ok(FinanceRoutes.createBill, { body: money })).body.id;
  await adminA.ok(FinanceRoutes.issueBill, { params: { id: a.bill }, body: {} });
  a.commission = (
    await adminA.ok(FinanceRoutes.createCommission, {
      params: { id: a.shipment },
      body: { representativeId: owner.admin.userId, type: 'FIXED', amountCents: 1234 },
    })
  ).body.id;
  a.journalBatch = (
    await adminA.ok(JournalBatchRoutes.createJournalBatch, {
      body: { month: new Date().toISOString().slice(0, 7) },
    })
  ).body.id;
  a.tag = (await adminA.ok(TagRoutes.createTag, { body: { name: `Secret tag ${marker}` } })).body.id;
  await adminA.ok(CrmRoutes.updateCompany, { params: { id: a.company }, body: { tags: [a.tag] } });
  await tradeOnTheNetwork(partnerCo);
  // A books the sandbox partner that answers bookings; what A sees settles once the search has timed out and the booking is answered.
  a.freightSearch = freightSearch;
  const bookable = await eventually(async () =>
    (
      await adminA.ok(FreightRoutes.getFreightQuoteSearch, { params: { id: freightSearch } })
    ).body.quotes.find((q) => q.freightPartner.id === 'lakeshore-logistics'),
  );
  a.freightQuote = (await adminA.ok(FreightRoutes.bookFreightQuote, { params: { id: bookable.id } })).body.id;
  await eventually(
    async () => {
      const [searched, booked] = await Promise.all([
        adminA.ok(FreightRoutes.getFreightQuoteSearch, { params: { id: freightSearch } }),
        adminA.ok(FreightRoutes.listFreightBookings),
      ]);
      return searched.body.status === 'CLOSED' &&
        booked.body.some((b) => b.id === a.freightQuote && b.booking.status === 'ACCEPTED')
        ? true
        : undefined;
    },
    { attempts: 120, intervalMs: 1000 },
  );
});

/** A's side of the network: linked with a partner, an offer with its conversation and a document, a request, and closed public listings. */
async function tradeOnTheNetwork(partnerCo: TestCompany) {
  const partner = await signedInClient(cloud, partnerCo.admin.email);
  const [ownerId, partnerId, destination] = await Promise.all([
    adminA.ok(AdminRoutes.getPublicCompany).then((r) => r.body.id),
    partner.ok(AdminRoutes.getPublicCompany).then((r) => r.body.id),
    partner.ok(AdminRoutes.listPublicLocations).then((r) => r.body[0]!.id),
  ]);
  await adminA.ok(NetworkRoutes.sendLink, { params: { id: partnerId }, body: {} });
  await partner.ok(NetworkRoutes.acceptLink, { params: { id: ownerId }, body: {} });
  const contactInformation = {
    name: 'Hidden Seller',
    email: `hidden.${marker}@secret.example`,
    phoneNumber: '3125550100',
  };
  const representatives = [owner.admin.userId];
  const terms = {
    price: { unitValue: 0.4, unit: 'POUND' },
    weight: { unitValue: 10, unit: 'POUND' },
    terms: 'FOB_ORIGIN',
  } as const;
  a.offer = (
    await adminA.ok(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: a.have,
        recipients: [{ companyId: partnerId, destinationLocationId: destination }],
        ...terms,
        message: `Secret offer ${marker}`,
        contactInformation,
        representatives,
      },
    })
  ).body[0]!.id;
  a.offerComment = (
    await adminA.ok(NetworkRoutes.createOfferComment, {
      params: { id: a.offer },
      body: { body: `Secret offer note ${marker}` },
    })
  ).body.id;
  a.offerFile = (
    await adminA.ok(NetworkRoutes.uploadOfferFiles, {
      params: { id: a.offer },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  a.networkRequest = (
    await adminA.ok(NetworkRoutes.createNetworkRequests, {
      body: {
        needId: a.need,
        title: `Secret request ${marker}`,
        locationId: a.location,
        receivingCompanyIds: [partnerId],
        representatives,
      },
    })
  ).body[0]!.id;
  a.networkRequestComment = (
    await adminA.ok(NetworkRoutes.createNetworkRequestComment, {
      params: { id: a.networkRequest },
      body: { body: `Secret request note ${marker}` },
    })
  ).body.id;
  a.networkRequestFile = (
    await adminA.ok(NetworkRoutes.uploadNetworkRequestFiles, {
      params: { id: a.networkRequest },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  await adminA.ok(NetworkRoutes.acceptGroundRules);
  a.publicOffer = (
    await adminA.ok(NetworkRoutes.createPublicOffer, {
      body: {
        haveId: a.have,
        terms: 'FOB_ORIGIN',
        description: `Secret listing ${marker}`,
        contactInformation,
        representatives,
      },
    })
  ).body.id;
  a.publicOfferFile = (
    await adminA.ok(NetworkRoutes.uploadPublicOfferFiles, {
      params: { id: a.publicOffer },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  await adminA.ok(NetworkRoutes.updatePublicOffer, {
    params: { id: a.publicOffer },
    body: { status: 'CLOSED' },
  });
  a.publicRequest = (
    await adminA.ok(NetworkRoutes.createPublicRequest, {
      body: {
        needId: a.need,
        title: `Secret wanted ${marker}`,
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
        contactInformation,
        representatives,
      },
    })
  ).body.id;
  a.publicRequestFile = (
    await adminA.ok(NetworkRoutes.uploadPublicRequestFiles, {
      params: { id: a.publicRequest },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  await adminA.ok(NetworkRoutes.updatePublicRequest, {
    params: { id: a.publicRequest },
    body: { status: 'CANCELLED' },
  });
  // A's auction of the have to its partner, with the partner's bid and a document.
  a.auction = (
    await adminA.ok(NetworkRoutes.createAuction, {
      body: {
        coreHaveId: a.have,
        materialName: `Secret auction ${marker}`,
        terms: 'FOB_ORIGIN',
        startingBid: terms.price,
        bidIncrement: { unitValue: 0.01, unit: 'POUND' },
        weight: terms.weight,
        endDate: inADay(),
        bidders: [partnerId],
        feeAgreement: true,
      },
    })
  ).body.id;
  await partner.ok(NetworkRoutes.placeBid, {
    params: { id: a.auction },
    body: {
      price: terms.price,
      contactInformation: { ...contactInformation, name: 'Partner buyer' },
      destinationLocationId: destination,
    },
  });
  a.auctionBid = (await adminA.ok(NetworkRoutes.listAuctionBids, { params: { id: a.auction } })).body[0]!.id;
  a.auctionBidder = partnerId;
  a.auctionFile = (
    await adminA.ok(NetworkRoutes.uploadAuctionFiles, {
      params: { id: a.auction },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
}

/** What in an answer would be A's: its marker, name and people anywhere; its ids too when B was answered with success. */
function leaksOf(res: { status: number | string; text?: string }): string[] {
  const words = [marker, owner.name, owner.admin.email, owner.member.email];
  // An auction's bids are numbered 1, 2, … within it: a number that short names nothing on its own.
  const ids = Object.values(a).filter((id) => id.length > 4);
  const ok = typeof res.status === 'number' && res.status < 300;
  return [...words, ...(ok ? ids : [])].filter((secret) => res.text?.includes(secret));
}

const explain = (res: Answer) =>
  'text' in res
    ? `${res.status} ${res.text.slice(0, 200)}`
    : `an answer the client cannot read: ${res.reason}`;
type Answer = Awaited<ReturnType<typeof attempt>>;

/** B calls each route, once per combination of A's records its path names; `judge` says what is wrong with an answer. */
async function asB(
  tried: readonly RouteDefinition[],
  judge: (route: RouteDefinition, res: Answer) => string | undefined,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of tried) {
    const input = inputFor(route, a);
    const broken = contractRefuses(route, input);
    if (broken)
      wrong.push(
        `${describeRoute(route)}: its input in \`inputs\` breaks the contract (${broken}), so the call would stop at validation.`,
      );
    for (const params of paramsFor(route, a).params) {
      const problem = judge(route, await attempt(adminB, route, { ...input, params }));
      if (problem) wrong.push(`${describeRoute(route)} ${JSON.stringify(params)}: ${problem}`);
    }
  }
  return wrong;
}

describe("one company cannot reach another company's records", () => {
  it('knows a record of A for every path parameter of every signed-in route', () => {
    expect(byId.flatMap((route) => paramsFor(route, a).missing)).toEqual([]);
  });

  it('answers 403 or 404 on every route naming a record of another company, and changes none of them', async () => {
    const before = await whatASees();
    const wrong = await asB(byId, (_route, res) => {
      if (res.status !== 403 && res.status !== 404) return `expected 403 or 404, got ${explain(res)}`;
      const leaked = leaksOf(res);
      return leaked.length ? `the refusal names ${leaked.join(', ')}` : undefined;
    });
    expect(wrong).toEqual([]);
    expect(await whatASees()).toEqual(before);
  });

  it("answers lists, pickers, exports and the caller's own records with nothing of another company's", async () => {
    const before = await whatASees();
    const wrong = await asB(byCaller, (route, res) => {
      if (typeof res.status !== 'number' || res.status === 401 || res.status >= 500)
        return `got ${explain(res)}`;
      if (route.method === 'GET' && res.status >= 300 && res.status !== 403)
        return `a read answered ${explain(res)}`;
      const leaked = leaksOf(res);
      return leaked.length ? `the answer holds ${leaked.join(', ')}` : undefined;
    });
    expect(wrong).toEqual([]);
    expect(await whatASees()).toEqual(before);
  });
});
