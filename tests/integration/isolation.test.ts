import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, CrmRoutes, DraftRoutes, IdentityRoutes, DocumentRoutes, InventoryRoutes, NetworkRoutes, NotificationRoutes, OrderRoutes, SupplyRoutes, TaskRoutes, type PlatformRoutes, type RouteDefinition } from '@polyloop/shared';
import { DEFAULT_PREFERENCES } from '@polyloop/shared/notifications/notification';
import { describeRoute, multipart, signedInClient, type Input, type LooseInput, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type TestCompany } from '../support/companies.js';
import { attempt, combinations, contractRefuses, pathParams, pathUpTo, signedInRoutes } from '../support/contract-sweep.js';
import { eventually } from '../support/eventually.js';
import { address } from './crm-support.js';

/**
 * Company B, through its administrator, tries every signed-in route of the contract on company A's
 * records. Generated from the contract: a new route is covered as soon as it exists, or this test
 * fails saying which of A's records its path names (`fixtures`) or what body it needs (`inputs`).
 */

const cloud = inject('cloud');
type AllRoutes = typeof PlatformRoutes & typeof IdentityRoutes & typeof AdminRoutes & typeof CrmRoutes & typeof SupplyRoutes & typeof DraftRoutes & typeof InventoryRoutes & typeof NotificationRoutes & typeof TaskRoutes & typeof OrderRoutes & typeof DocumentRoutes & typeof NetworkRoutes;
type RouteId = keyof AllRoutes;

/** One of each record of A's that a route can name. */
interface Owned {
  tenantId: string;
  company: string;
  contact: string;
  location: string;
  buyProfile: string;
  material: string;
  touchpoint: string;
  comment: string;
  companyFile: string;
  materialFile: string;
  myComment: string;
  view: string;
  user: string;
  publicContact: string;
  publicLocation: string;
  have: string;
  need: string;
  haveFile: string;
  needFile: string;
  havePhoto: string;
  draft: string;
  haveGroup: string;
  lot: string;
  processReport: string;
  haveComment: string;
  needComment: string;
  notification: string;
  task: string;
  order: string;
  shipment: string;
  orderComment: string;
  shipmentComment: string;
  orderDocument: string;
  shipmentDocument: string;
  /** A's public company id: its profile is disabled, so no other company may see or link with it. */
  publicCompany: string;
  /** A's side of an offer to a partner, its conversation's comment and its document. */
  networkOffer: string;
  offerComment: string;
  offerFile: string;
  /** A's private request to the partner. */
  networkRequest: string;
  /** A's public offer and request, since taken off the market. */
  publicOffer: string;
  publicRequest: string;
}

/** Which of A's records a path parameter names: looked up by the path up to the parameter, then by its name. */
const fixtures: Record<string, (a: Owned) => string[]> = {
  // A CRM company of A's, and A's own company (its tenant id answers every company route).
  '/api/network/companies/{id}': (a) => [a.company, a.tenantId],
  contactId: (a) => [a.contact],
  locationId: (a) => [a.location],
  materialId: (a) => [a.material],
  profileId: (a) => [a.buyProfile],
  touchpointId: (a) => [a.touchpoint],
  commentId: (a) => [a.comment],
  '/api/network/companies/{id}/files/{fileId}': (a) => [a.companyFile],
  '/api/network/contacts/{id}': (a) => [a.contact],
  '/api/network/locations/{id}': (a) => [a.location],
  '/api/materials/{id}': (a) => [a.material],
  '/api/materials/{id}/files/{fileId}': (a) => [a.materialFile],
  '/api/my-company/comments/{id}': (a) => [a.myComment],
  '/api/account/views/{id}': (a) => [a.view],
  '/api/admin/users/{id}': (a) => [a.user],
  '/api/admin/public-company/contacts/{id}': (a) => [a.publicContact],
  '/api/admin/public-company/locations/{id}': (a) => [a.publicLocation],
  // Not a company's record: flags are the platform's, and a company administrator may not set them.
  '/api/admin/flags/{name}': () => ['global_search_event_clicked_enabled'],
  '/api/haves/{id}': (a) => [a.have],
  '/api/haves/{id}/files/{fileId}': (a) => [a.haveFile],
  '/api/haves/{id}/photos/{photoId}': (a) => [a.havePhoto],
  '/api/needs/{id}': (a) => [a.need],
  '/api/drafts/{id}': (a) => [a.draft],
  '/api/have-groups/{id}': (a) => [a.haveGroup],
  '/api/inventory/{id}': (a) => [a.lot],
  '/api/process-reports/{id}': (a) => [a.processReport],
  '/api/needs/{id}/files/{fileId}': (a) => [a.needFile],
  '/api/haves/{id}/comments/{commentId}': (a) => [a.haveComment],
  '/api/needs/{id}/comments/{commentId}': (a) => [a.needComment],
  '/api/notifications/{id}': (a) => [a.notification],
  '/api/tasks/{id}': (a) => [a.task],
  '/api/orders/{id}': (a) => [a.order],
  '/api/shipments/{id}': (a) => [a.shipment],
  '/api/orders/{id}/comments/{commentId}': (a) => [a.orderComment],
  '/api/shipments/{id}/comments/{commentId}': (a) => [a.shipmentComment],
  '/api/orders/{id}/documents/{fileId}': (a) => [a.orderDocument],
  '/api/shipments/{id}/documents/{fileId}': (a) => [a.shipmentDocument],
  '/api/network/public-companies/{id}': (a) => [a.publicCompany],
  '/api/network/offers/{id}': (a) => [a.networkOffer],
  '/api/network/network-offers/{id}': (a) => [a.networkOffer],
  '/api/network/network-offers/{id}/comments/{commentId}': (a) => [a.offerComment],
  '/api/network/network-offers/{id}/files/{fileId}': (a) => [a.offerFile],
  '/api/network/requests/{id}': (a) => [a.networkRequest],
  '/api/network/network-requests/{id}': (a) => [a.networkRequest],
  '/api/network/public-offers/{id}': (a) => [a.publicOffer],
  '/api/network/public-requests/{id}': (a) => [a.publicRequest],
};

/** Routes left out, each with its reason. (Public routes are left out by design: they serve anyone without a token.) */
const exempt: Partial<Record<RouteId, string>> = {
  getPlace: 'Address details are shared reference data: no company owns a place id.',
  getPublicOffer: 'A public offer is the market’s: every company reads it (its contact only once linked, network-offers.test.ts); changing it is updatePublicOffer, swept here.',
  getPublicRequest: 'A public request is the market’s: every company reads it; changing it is updatePublicRequest, swept here.',
  bidOnPublicOffer: 'Any company may bid on a public offer; the link with its company decides (network-offers.test.ts), not whose listing it is.',
  listPublicOfferBids: 'Answers the offers in the caller’s own partition: on another company’s listing, only the caller’s own bids.',
  listRequestOffers: 'Answers the offers in the caller’s own partition: on another company’s request, only the caller’s own answers.',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082', 'hex');
const today = new Date().toISOString().slice(0, 10);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const listing = (a: Owned) => ({ companyId: a.company, materialId: a.material, materialType: 'PE' as const, remainingWeight: { unitValue: 1000, unit: 'POUND' as const }, expirationDate: inAMonth });
const location = { address: '1 Spy St', city: 'Boise', stateProvince: 'ID', postalCode: '83702', country: 'US', latitude: 43.615, longitude: -116.2023 } as const;
const spyTerms = { price: { unitValue: 0.4, unit: 'POUND' }, weight: { unitValue: 1, unit: 'POUND' }, terms: 'FOB_ORIGIN' } as const;
const spyContact = { name: 'Ivo Intruder', email: 'ivo@intruder.example', phoneNumber: '2085550100' };

/**
 * A minimal valid input for the routes that need one, so B's call reaches the handler's own
 * checks (a call the contract refuses stops at validation and proves nothing). Typed by the
 * contract: a changed schema breaks this table at compile time.
 */
const inputs: { [K in RouteId]?: (a: Owned) => Omit<Input<AllRoutes[K]>, 'params'> } = {
  updateAccount: () => ({ body: { firstName: 'Intruder' } }),
  listViews: () => ({ query: { type: 'HAVES' } }),
  createView: () => ({ body: { type: 'HAVES', name: 'Intruder view', state: {} } }),
  rankView: () => ({ body: {} }),
  onboard: () => ({
    body: { company: { name: 'Intruder Co', shortCode: 'INT' }, primaryLocation: location, primaryContact: { firstName: 'Ivo', lastName: 'Intruder', email: 'ivo@intruder.example' }, intents: ['NETWORK_SEARCH'], termsAccepted: true },
  }),
  autocompletePlaces: () => ({ query: { q: '1700 Broadway, Denver' } }),
  acceptPolicies: () => ({ body: [{ name: 'PRIVACY_POLICY', version: 1 }] }),
  inviteUser: () => ({ body: { email: `intruder.${randomUUID().slice(0, 8)}@test.polyloop.example`, firstName: 'Ivo', lastName: 'Intruder' } }),
  updateUser: () => ({ body: { firstName: 'Hijack' } }),
  updateOrganization: () => ({ body: { paymentTerms: 'Net 15' } }),
  createPublicCompany: () => ({ body: { name: 'Intruder Co' } }),
  updatePublicCompany: () => ({ body: { about: 'Intruders' } }),
  createPublicContact: () => ({ body: { firstName: 'Ivo', lastName: 'Intruder', email: 'ivo@intruder.example' } }),
  updatePublicContact: () => ({ body: { title: 'Hijack' } }),
  createPublicLocation: () => ({ body: location }),
  updatePublicLocation: () => ({ body: location }),
  uploadPublicLogo: () => ({ form: multipart([['logo.png', PNG, 'image/png']], { field: 'file' }) }),
  billingInquiry: () => ({ body: { inquiry: 'ENTERPRISE_INTEREST', message: 'Intruder' } }),
  setFlag: () => ({ body: { enabled: false } }),
  // Not higher than the version in force: even a wrongly allowed call would change nothing.
  publishPolicy: () => ({ body: { name: 'PRIVACY_POLICY', version: 1 } }),
  // Another company's material, named in B's own new company.
  createCompany: (a) => ({ body: { name: `Intruder Co ${randomUUID().slice(0, 6)}`, materialIds: [a.material] } }),
  listCompanies: () => ({ query: { q: 'Secret', size: 100 } }),
  companyOptions: () => ({ query: { q: 'Secret' } }),
  activeBuyers: () => ({ query: { q: 'Secret' } }),
  activeSellers: () => ({ query: { q: 'Secret' } }),
  exportCompanies: () => ({ query: { format: 'csv', from: today, to: today } }),
  updateCompany: () => ({ body: { about: 'mine now' } }),
  createCompanyContact: () => ({ body: { firstName: 'Spy' } }),
  updateCompanyContact: () => ({ body: { firstName: 'Spy' } }),
  createCompanyLocation: () => ({ body: address('1 Spy St') }),
  updateCompanyLocation: () => ({ body: { name: 'Spy' } }),
  listLocations: (a) => ({ query: { companyId: a.company } }),
  associateCompanyMaterial: (a) => ({ body: { materialId: a.material } }),
  createBuyProfile: () => ({ body: { materialType: 'PP' } }),
  updateBuyProfile: () => ({ body: { notes: 'Spy' } }),
  createTouchpoint: () => ({ body: { date: '2026-01-01T00:00:00Z', notes: 'Spy' } }),
  updateTouchpoint: () => ({ body: { notes: 'Spy' } }),
  createCompanyComment: () => ({ body: { body: 'Spy' } }),
  updateCompanyComment: () => ({ body: { body: 'Spy' } }),
  uploadCompanyFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  uploadCompanyLogo: () => ({ form: multipart([['logo.png', PNG, 'image/png']], { field: 'file' }) }),
  listMaterials: () => ({ query: { q: 'Secret' } }),
  createMaterial: () => ({ body: { name: 'Intruder PE', type: 'PE' } }),
  exportMaterials: () => ({ query: { format: 'csv', from: today, to: today } }),
  updateMaterial: () => ({ body: { name: 'Mine', type: 'PE' } }),
  uploadMaterialFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  // A mention of A's user on B's board: it must not be kept as a mention.
  createMyCompanyComment: (a) => ({ body: { body: `Hello @[Hidden](${a.user})` } }),
  updateMyCompanyComment: () => ({ body: { body: 'Spy' } }),
  // B's own new have and need, naming A's company, location and material: refused, never kept.
  createHave: (a) => ({ body: { ...listing(a), price: { unitValue: 0.4, unit: 'POUND' } } }),
  createNeed: (a) => ({ body: listing(a) }),
  listHaves: (a) => ({ query: { companyId: a.company } }),
  listNeeds: (a) => ({ query: { companyId: a.company } }),
  exportHaves: () => ({ query: { format: 'csv', from: today, to: today } }),
  exportOrders: () => ({ query: { format: 'csv', from: today, to: today } }),
  exportShipments: () => ({ query: { format: 'csv', from: today, to: today } }),
  exportNeeds: () => ({ query: { format: 'csv', from: today, to: today } }),
  updateHave: () => ({ body: { notes: 'Spy' } }),
  updateNeed: () => ({ body: { notes: 'Spy' } }),
  changeHaveStatus: () => ({ body: { status: 'CANCELLED' } }),
  changeNeedStatus: () => ({ body: { status: 'CANCELLED' } }),
  uploadHaveFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  uploadHavePhoto: () => ({ form: multipart([['spy.png', PNG, 'image/png']], { field: 'file' }) }),
  uploadNeedFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  bulkDeleteDrafts: (a) => ({ query: { ids: [a.draft] } }),
  // A's have into A's group, and a group of B's made from A's have: refused, never kept.
  changeHaveGroup: (a) => ({ body: { groupId: a.haveGroup } }),
  createHaveGroup: (a) => ({ body: { name: 'Spy group', haveId: a.have } }),
  renameHaveGroup: () => ({ body: { name: 'Spy group' } }),
  // B's own lot at A's location from A's have, and B's report consuming A's lot: refused, never kept.
  createLot: (a) => ({ body: { locationId: a.location, materialType: 'PE', weight: { unitValue: 5, unit: 'POUND' }, receivedDate: today, source: { kind: 'HAVE', haveId: a.have } } }),
  listLots: (a) => ({ query: { locationId: a.location } }),
  exportLots: () => ({ query: { format: 'csv', from: '2000-01-01', to: today } }),
  updateLot: () => ({ body: { notes: 'Spy' } }),
  adjustLot: () => ({ body: { change: -1, reason: 'Spy' } }),
  createHaveComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateHaveComment: () => ({ body: { body: 'Spy' } }),
  createNeedComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateNeedComment: () => ({ body: { body: 'Spy' } }),
  // A's notification named in B's bulk calls: neither read nor deleted.
  markNotificationsRead: (a) => ({ body: { notificationIds: [a.notification] } }),
  deleteNotifications: (a) => ({ query: { notificationIds: [a.notification] } }),
  updateNotificationPreferences: () => ({ body: { ...DEFAULT_PREFERENCES, auctions: false } }),
  createTask: () => ({ body: { title: 'Spy task' } }),
  updateTask: () => ({ body: { title: 'Spy', completedDate: new Date().toISOString() } }),
  // A well-formed neighbour id nobody has: the move must stop at A's task not being B's.
  moveTask: () => ({ body: { upperId: '000000000000000000000' } }),
  createOrder: (a) => ({ body: { supplyingCompanyId: a.company, receivingCompanyId: a.tenantId, orderDate: today, items: [{ haveId: a.have, materialType: 'PE', weight: { unitValue: 1, unit: 'POUND' } }] } }),
  updateOrder: () => ({ body: { customerPoNumber: 'Spy PO' } }),
  createShipment: (a) => ({ body: { orderId: a.order, manifest: [{ materialType: 'PE', netWeight: { unitValue: 1, unit: 'POUND' } }] } }),
  updateShipment: (a) => ({ body: { orderId: a.order, sealNumber: 'Spy' } }),
  moveShipment: () => ({ body: { status: 'APPROVED' } }),
  connectCieTrade: () => ({ body: { accountId: 'Spy account', apiKey: 'spy-key-123' } }),
  createOrderComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateOrderComment: () => ({ body: { body: 'Spy' } }),
  createShipmentComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateShipmentComment: () => ({ body: { body: 'Spy' } }),
  generateOrderDocument: () => ({ body: { type: 'PURCHASE_ORDER' } }),
  generateShipmentDocument: () => ({ body: { type: 'BILL_OF_LADING', copy: 'SHIPPER' } }),
  uploadOrderDocuments: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  uploadShipmentDocuments: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  listDirectory: () => ({ query: { q: 'Secret', size: 100 } }),
  // B's own offer of A's have to A's partner, and moves on A's offer: refused, never kept.
  createNetworkOffers: (a) => ({ body: { haveId: a.have, recipients: [{ companyId: a.publicCompany, destinationLocationId: a.publicLocation }], ...spyTerms, contactInformation: spyContact, representatives: [a.user] } }),
  negotiateOffer: () => ({ body: { action: 'ACCEPT' } }),
  confirmOffer: () => ({ body: { customerPoNumber: 'Spy PO' } }),
  qualifyOffers: (a) => ({ body: { requestId: a.publicRequest, offerIds: [a.networkOffer], qualification: 'DISQUALIFIED' } }),
  createOfferComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateOfferComment: () => ({ body: { body: 'Spy' } }),
  uploadOfferFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  createPublicOffer: (a) => ({ body: { haveId: a.have, terms: 'FOB_ORIGIN', contactInformation: spyContact, representatives: [a.user] } }),
  updatePublicOffer: () => ({ body: { askingPrice: { unitValue: 0.01, unit: 'POUND' } } }),
  createPublicRequest: (a) => ({ body: { needId: a.need, title: 'Spy request', endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), contactInformation: spyContact, representatives: [a.user] } }),
  updatePublicRequest: () => ({ body: { title: 'Spy request' } }),
  createNetworkRequests: (a) => ({ body: { needId: a.need, title: 'Spy request', locationId: a.location, receivingCompanyIds: [a.publicCompany], representatives: [a.user] } }),
  updateNetworkRequest: () => ({ body: { title: 'Spy request' } }),
  sendLink: () => ({ body: { message: 'Intruder' } }),
  acceptLink: () => ({ body: {} }),
  rejectLink: () => ({ body: { reason: 'SPAM' } }),
  updateLink: (a) => ({ body: { representatives: [a.user] } }),
  createProcessReport: (a) => ({
    body: { materialId: a.material, materialType: 'PE', finalWeight: { unitValue: 1, unit: 'POUND' }, totalLostWeight: 0, processingDate: today, representatives: [a.user], haveId: a.have, inputs: [{ lotId: a.lot, percentage: 100 }] },
  }),
};

const inputFor = (route: RouteDefinition, a: Owned): LooseInput => (inputs[route.id as RouteId]?.(a) as LooseInput | undefined) ?? {};

/** The values a route's path parameters take from A's records; a parameter without a fixture is reported. */
function paramsFor(route: RouteDefinition, a: Owned): { params: Record<string, string>[]; missing: string[] } {
  const values: Record<string, string[]> = {};
  const missing: string[] = [];
  for (const param of pathParams(route)) {
    const fixture = fixtures[pathUpTo(route, param)] ?? fixtures[param];
    if (fixture) values[param] = fixture(a);
    else missing.push(`${describeRoute(route)}: no record of A's for {${param}}. Add one to \`fixtures\` under '${pathUpTo(route, param)}' (or '${param}'), or exempt the route with its reason.`);
  }
  return { params: missing.length ? [] : combinations(values), missing };
}

const covered = signedInRoutes.filter((route) => !exempt[route.id as RouteId]);
const byId = covered.filter((route) => pathParams(route).length > 0);
const byCaller = covered.filter((route) => pathParams(route).length === 0);

let a: Owned;
let owner: TestCompany;
let adminA: SignedInClient;
let adminB: SignedInClient;
/** Text only A's records hold: none of it may reach B. */
const marker = randomUUID().slice(0, 8);

/** An answer without what differs on every read: request ids, and download addresses signed anew. */
const unchanging = (text: string) => text.replace(/"requestId":"[^"]*"/g, '').replace(/\?X-Amz-[^"]*/g, '?…').replace(/"expiresAt":"[^"]*"/g, '');

/** What A sees of everything it can read, to prove B's attempts changed nothing. */
async function whatASees(): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const route of covered.filter((r) => r.method === 'GET')) {
    for (const params of paramsFor(route, a).params) {
      const res = await attempt(adminA, route, { ...inputFor(route, a), params });
      seen[`${describeRoute(route)} ${JSON.stringify(params)}`] = `${res.status} ${'text' in res ? unchanging(res.text) : res.reason}`;
    }
  }
  return seen;
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  owner = await createCompany('Owner');
  const intruder = await createCompany('Intruder');
  [adminA, adminB] = await Promise.all([signedInClient(cloud, owner.admin.email), signedInClient(cloud, intruder.admin.email)]);
  const material = (await adminA.ok(CrmRoutes.createMaterial, { body: { name: `Secret PE ${marker}`, type: 'PE' } })).body.id;
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
    touchpoint: (await adminA.ok(CrmRoutes.createTouchpoint, { params, body: { date: '2026-01-01T00:00:00Z', notes: `Secret call ${marker}` } })).body.id,
    comment: (await adminA.ok(CrmRoutes.createCompanyComment, { params, body: { body: `Secret note ${marker}` } })).body.id,
    companyFile: (await adminA.ok(CrmRoutes.uploadCompanyFiles, { params, form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]) })).body[0]!.id,
    materialFile: (await adminA.ok(CrmRoutes.uploadMaterialFiles, { params: { id: material }, form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]) })).body[0]!.id,
    myComment: (await adminA.ok(CrmRoutes.createMyCompanyComment, { body: { body: `Secret board ${marker}` } })).body.id,
    view: (await adminA.ok(IdentityRoutes.createView, { body: { type: 'COMPANIES', name: `Secret view ${marker}`, state: {} } })).body.id,
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
    publicCompany: (await adminA.ok(AdminRoutes.getPublicCompany)).body.id,
    networkOffer: '',
    offerComment: '',
    offerFile: '',
    networkRequest: '',
    publicOffer: '',
    publicRequest: '',
    task: (await adminA.ok(TaskRoutes.createTask, { body: { title: `Secret task ${marker}`, description: `Secret plan ${marker}` } })).body.id,
  };
  const locationId = a.location;
  a.have = (await adminA.ok(SupplyRoutes.createHave, { body: { ...listing(a), locationId, lotNumber: `Secret lot ${marker}` } })).body.id;
  a.need = (await adminA.ok(SupplyRoutes.createNeed, { body: { ...listing(a), locationId, notes: `Secret need ${marker}` } })).body.id;
  a.haveFile = (await adminA.ok(SupplyRoutes.uploadHaveFiles, { params: { id: a.have }, form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]) })).body[0]!.id;
  a.havePhoto = (await adminA.ok(SupplyRoutes.uploadHavePhoto, { params: { id: a.have }, form: multipart([[`secret-${marker}.png`, PNG, 'image/png']], { field: 'file' }) })).body.photos[0]!.id;
  a.haveGroup = (await adminA.ok(SupplyRoutes.createHaveGroup, { body: { name: `Secret group ${marker}`, haveId: a.have } })).body.id;
  // A draft made the way the e-mail assistant makes them: an e-mail to A's assistant address.
  const assistant = (await adminA.ok(DraftRoutes.draftAssistant)).body.address;
  const mail = [`From: hidden.${marker}@secret.example`, `To: ${assistant}`, `Subject: Secret draft ${marker}`, '', `We have 1000 lbs of PE regrind ${marker}.`, ''].join('\r\n');
  const delivered = (await (await fetch(`${cloud.baseUrl}/_local/inbound`, { method: 'POST', body: mail })).json()) as { drafts: Array<{ draftId: string }> };
  a.draft = delivered.drafts[0]!.draftId;
  const lot = { locationId, materialId: a.material, materialType: 'PE', weight: { unitValue: 1000, unit: 'POUND' }, cost: { unitValue: 0.2, unit: 'POUND' }, receivedDate: today } as const;
  a.lot = (await adminA.ok(InventoryRoutes.createLot, { body: { ...lot, lotNumber: `Secret lot ${marker}`, source: { kind: 'HAVE', haveId: a.have } } })).body.id;
  const consumed = (await adminA.ok(InventoryRoutes.createLot, { body: { ...lot, source: { kind: 'PURCHASE', reference: `Secret PO ${marker}` } } })).body.id;
  a.processReport = (
    await adminA.ok(InventoryRoutes.createProcessReport, {
      body: { materialId: a.material, materialType: 'PE', finalWeight: { unitValue: 90, unit: 'POUND' }, totalLostWeight: 10, processingDate: today, representatives: [owner.admin.userId], haveId: a.have, inputs: [{ lotId: consumed, percentage: 100 }], notes: `Secret run ${marker}` },
    })
  ).body.id;
  a.haveComment = (await adminA.ok(SupplyRoutes.createHaveComment, { params: { id: a.have }, body: { body: `Secret have note ${marker}` } })).body.id;
  a.needComment = (await adminA.ok(SupplyRoutes.createNeedComment, { params: { id: a.need }, body: { body: `Secret need note ${marker}` } })).body.id;
  // A notification of A's administrator: a colleague mentions them on the have.
  const colleague = await signedInClient(cloud, owner.member.email);
  await colleague.ok(SupplyRoutes.createHaveComment, { params: { id: a.have }, body: { body: `Secret mention ${marker} @[Admin](${owner.admin.userId})` } });
  a.notification = (await eventually(async () => (await adminA.ok(NotificationRoutes.listNotifications)).body[0])).id;
  a.needFile = (await adminA.ok(SupplyRoutes.uploadNeedFiles, { params: { id: a.need }, form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]) })).body[0]!.id;
  const own = (await adminA.ok(CrmRoutes.getMyCompany)).body.id;
  a.order = (
    await adminA.ok(OrderRoutes.createOrder, {
      body: { supplyingCompanyId: a.company, receivingCompanyId: own, customerPoNumber: `Secret PO ${marker}`, orderDate: today, items: [{ haveId: a.have, materialType: 'PE', weight: { unitValue: 10, unit: 'POUND' } }] },
    })
  ).body.id;
  a.shipment = (await adminA.ok(OrderRoutes.createShipment, { body: { orderId: a.order, carrierName: `Secret ${marker}`.slice(0, 60), manifest: [{ materialType: 'PE', netWeight: { unitValue: 10, unit: 'POUND' } }] } })).body.id;
  a.orderComment = (await adminA.ok(OrderRoutes.createOrderComment, { params: { id: a.order }, body: { body: `Secret order note ${marker}` } })).body.id;
  a.shipmentComment = (await adminA.ok(OrderRoutes.createShipmentComment, { params: { id: a.shipment }, body: { body: `Secret load note ${marker}` } })).body.id;
  a.orderDocument = (await adminA.ok(DocumentRoutes.uploadOrderDocuments, { params: { id: a.order }, form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]) })).body[0]!.id;
  a.shipmentDocument = (await adminA.ok(DocumentRoutes.generateShipmentDocument, { params: { id: a.shipment }, body: { type: 'BILL_OF_LADING', copy: 'SHIPPER' } })).body.id;
  await tradeOnTheNetwork();
});

/**
 * A trades with a partner: its profile is shown long enough to link, it offers its have (with a
 * comment and a document) and asks for its need, lists both on the market and takes them off,
 * then hides its profile again so no other company finds it.
 */
async function tradeOnTheNetwork() {
  const partner = await createCompany('Partner', { services: ['GRINDING'] });
  const adminP = await signedInClient(cloud, partner.admin.email);
  const [partnerId, partnerPlace] = await Promise.all([(await adminP.ok(AdminRoutes.getPublicCompany)).body.id, (await adminP.ok(AdminRoutes.listPublicLocations)).body[0]!.id]);
  await adminA.ok(AdminRoutes.updatePublicCompany, { body: { services: ['GRINDING'], enabled: true } });
  await adminA.ok(NetworkRoutes.sendLink, { params: { id: partnerId }, body: { message: `Secret link ${marker}` } });
  await adminP.ok(NetworkRoutes.acceptLink, { params: { id: a.publicCompany }, body: {} });
  const contact = { name: `Hidden ${marker}`, email: owner.admin.email, phoneNumber: '3035550142' };
  // A's plan does not send offers: it trades through the services, as a paying company would through the API.
  const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
  const { asMember } = await import('@polyloop/functions/lib/actor');
  const Offers = await import('@polyloop/functions/domain/network-offer/offer.service');
  const Requests = await import('@polyloop/functions/domain/network-request/request.service');
  const Market = await import('@polyloop/functions/domain/market/market.service');
  const actor = asMember(await loadActor({ sub: owner.admin.userId, email: owner.admin.email, 'custom:tenantId': owner.tenantId }));
  const [offer] = await Offers.create(actor, {
    haveId: a.have,
    recipients: [{ companyId: partnerId, destinationLocationId: partnerPlace }],
    ...spyTerms,
    weight: { unitValue: 100, unit: 'POUND' },
    message: `Secret offer ${marker}`,
    contactInformation: contact,
    representatives: [owner.admin.userId],
  });
  a.networkOffer = offer!.id;
  a.offerComment = (await adminA.ok(NetworkRoutes.createOfferComment, { params: { id: a.networkOffer }, body: { body: `Secret offer note ${marker}` } })).body.id;
  a.offerFile = (await adminA.ok(NetworkRoutes.uploadOfferFiles, { params: { id: a.networkOffer }, form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]) })).body[0]!.id;
  a.networkRequest = (await Requests.create(actor, { needId: a.need, title: `Secret request ${marker}`, locationId: a.location, receivingCompanyIds: [partnerId], representatives: [owner.admin.userId] }))[0]!.id;
  // Publishing also needs the platform's approval, which the services leave to the route.
  await Market.acceptGroundRules(actor);
  a.publicOffer = (await Market.publishOffer(actor, { haveId: a.have, materialName: `Secret PE ${marker}`, terms: 'FOB_ORIGIN', contactInformation: contact, representatives: [owner.admin.userId] })).id;
  a.publicRequest = (
    await Market.publishRequest(actor, { needId: a.need, title: `Secret request ${marker}`, endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), enforceTargetPrice: false, contactInformation: contact, representatives: [owner.admin.userId] })
  ).id;
  await Market.updateOffer(actor, a.publicOffer, { status: 'CLOSED' });
  await Market.updateRequest(actor, a.publicRequest, { status: 'CANCELLED' });
  await adminA.ok(AdminRoutes.updatePublicCompany, { body: { enabled: false } });
  // A is told its link was accepted: once there, nothing A reads changes on its own during the sweep.
  await eventually(async () => (await adminA.ok(NotificationRoutes.listNotifications)).body.find((n) => n.message.endsWith('accepted your link request')));
}

/** What in an answer would be A's: its marker, name and people anywhere; its ids too when B was answered with success. */
function leaksOf(res: { status: number | string; text?: string }): string[] {
  const words = [marker, owner.name, owner.admin.email, owner.member.email];
  const ids = Object.values(a);
  const ok = typeof res.status === 'number' && res.status < 300;
  return [...words, ...(ok ? ids : [])].filter((secret) => res.text?.includes(secret));
}

const explain = (res: Answer) => ('text' in res ? `${res.status} ${res.text.slice(0, 200)}` : `an answer the client cannot read: ${res.reason}`);
type Answer = Awaited<ReturnType<typeof attempt>>;

/** B calls each route, once per combination of A's records its path names; `judge` says what is wrong with an answer. */
async function asB(tried: readonly RouteDefinition[], judge: (route: RouteDefinition, res: Answer) => string | undefined): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of tried) {
    const input = inputFor(route, a);
    const broken = contractRefuses(route, input);
    if (broken) wrong.push(`${describeRoute(route)}: its input in \`inputs\` breaks the contract (${broken}), so the call would stop at validation.`);
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
      if (typeof res.status !== 'number' || res.status === 401 || res.status >= 500) return `got ${explain(res)}`;
      if (route.method === 'GET' && res.status >= 300 && res.status !== 403) return `a read answered ${explain(res)}`;
      const leaked = leaksOf(res);
      return leaked.length ? `the answer holds ${leaked.join(', ')}` : undefined;
    });
    expect(wrong).toEqual([]);
    expect(await whatASees()).toEqual(before);
  });
});
