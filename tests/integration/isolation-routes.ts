import { randomUUID } from 'node:crypto';
import type {
  AdminRoutes,
  CrmRoutes,
  DocumentRoutes,
  DraftRoutes,
  FinanceRoutes,
  AccountingRoutes,
  FreightRoutes,
  MatchingRoutes,
  IdentityRoutes,
  InventoryRoutes,
  NetworkRoutes,
  NotificationRoutes,
  OrderRoutes,
  PlatformRoutes,
  RouteDefinition,
  SsoRoutes,
  SupplyRoutes,
  TaskRoutes,
} from '@polyloop/shared';
import type { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import type { JournalBatchRoutes } from '@polyloop/shared/contract/routes/finance-batches';
import type { ReportRoutes } from '@polyloop/shared/contract/routes/reporting';
import type { TagRoutes } from '@polyloop/shared/contract/routes/tags';
import type { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { DEFAULT_PREFERENCES } from '@polyloop/shared/notifications/notification';
import { DEFAULT_PUBLISHING } from '@polyloop/shared/permissions';
import { describeRoute, multipart, type Input, type LooseInput } from '../support/client.js';
import { combinations, pathParams, pathUpTo } from '../support/contract-sweep.js';
import { address } from './crm-support.js';

/**
 * What the isolation sweep (isolation.test.ts) tries as company B: which of company A's records
 * each path parameter names (`fixtures`), the routes left out with their reasons (`exempt`), and
 * the input each route needs to reach its own checks (`inputs`). Typed by the contract: a changed
 * schema breaks these tables at compile time.
 */

export type AllRoutes = typeof PlatformRoutes &
  typeof IdentityRoutes &
  typeof SsoRoutes &
  typeof SecurityRoutes &
  typeof AdminRoutes &
  typeof CrmRoutes &
  typeof SupplyRoutes &
  typeof DraftRoutes &
  typeof InventoryRoutes &
  typeof NotificationRoutes &
  typeof TaskRoutes &
  typeof OrderRoutes &
  typeof DocumentRoutes &
  typeof NetworkRoutes &
  typeof FreightRoutes &
  typeof MatchingRoutes &
  typeof SearchRoutes &
  typeof FinanceRoutes &
  typeof AccountingRoutes &
  typeof JournalBatchRoutes &
  typeof ReportRoutes &
  typeof TagRoutes;
export type RouteId = keyof AllRoutes;

/** One of each record of A's that a route can name. */
export interface Owned {
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
  /** A hidden company's public id (its profile is disabled): no other company may see or link with it. */
  publicCompany: string;
  /** A's offer to its linked partner, its conversation and a document; A's private request to the partner. */
  offer: string;
  offerComment: string;
  offerFile: string;
  networkRequest: string;
  /** A comment and a document on A's private request. */
  networkRequestComment: string;
  networkRequestFile: string;
  /** A's public offer and public request, both closed (off the market, which every company reads), and a document of each. */
  publicOffer: string;
  publicRequest: string;
  publicOfferFile: string;
  publicRequestFile: string;
  /** A's auction to its partner: the partner's bid, the partner (its public id) and a document. */
  auction: string;
  auctionBid: string;
  auctionBidder: string;
  auctionFile: string;
  /** A's freight search and the quote it booked. */
  freightSearch: string;
  freightQuote: string;
  /** A's match of its have with a partner's need. */
  match: string;
  /** A's issued invoice and bill, and a commission on its shipment. */
  invoice: string;
  bill: string;
  commission: string;
  /** A's journal batch of this month's entries. */
  journalBatch: string;
  /** A tag of A's, carried by A's company. */
  tag: string;
}

/** Which of A's records a path parameter names: looked up by the path up to the parameter, then by its name. */
export const fixtures: Record<string, (a: Owned) => string[]> = {
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
  // Not a company's record either: A's access requests and publishing permissions are the platform's to decide.
  tenantId: (a) => [a.tenantId],
  kind: () => ['PUBLIC_OFFER'],
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
  // A's own shipment and its document, named through A's order: B reaches neither (network-deals.test.ts covers the other side of a deal).
  '/api/orders/{id}/partner-shipments/{shipmentId}': (a) => [a.shipment],
  '/api/orders/{id}/partner-shipments/{shipmentId}/documents/{fileId}': (a) => [a.shipmentDocument],
  '/api/network/public-companies/{id}': (a) => [a.publicCompany],
  '/api/network/network-offers/{id}': (a) => [a.offer],
  '/api/network/network-offers/{id}/comments/{commentId}': (a) => [a.offerComment],
  '/api/network/network-offers/{id}/files/{fileId}': (a) => [a.offerFile],
  '/api/network/offers/{id}': (a) => [a.offer],
  '/api/network/requests/{id}': (a) => [a.networkRequest],
  '/api/network/network-requests/{id}': (a) => [a.networkRequest],
  '/api/network/network-requests/{id}/comments/{commentId}': (a) => [a.networkRequestComment],
  '/api/network/network-requests/{id}/files/{fileId}': (a) => [a.networkRequestFile],
  '/api/network/public-offers/{id}/files/{fileId}': (a) => [a.publicOfferFile],
  '/api/network/public-requests/{id}/files/{fileId}': (a) => [a.publicRequestFile],
  '/api/network/public-offers/{id}': (a) => [a.publicOffer],
  '/api/network/public-requests/{id}': (a) => [a.publicRequest],
  '/api/network/auctions/{id}': (a) => [a.auction],
  '/api/network/auctions/{id}/bids/{bidId}': (a) => [a.auctionBid],
  '/api/network/auctions/{id}/bidders/{companyId}': (a) => [a.auctionBidder],
  '/api/network/auctions/{id}/files/{fileId}': (a) => [a.auctionFile],
  // A's search, and its booked quote: B may neither read the one nor book or cancel the other.
  '/api/freight-quotes/{id}': (a) => [a.freightSearch, a.freightQuote],
  '/api/matches/{id}': (a) => [a.match],
  '/api/invoices/{id}': (a) => [a.invoice, a.bill],
  '/api/bills/{id}': (a) => [a.bill, a.invoice],
  '/api/accounting/company-links/{id}': (a) => [a.company],
  '/api/accounting/invoices/{id}': (a) => [a.invoice, a.bill],
  '/api/accounting/bills/{id}': (a) => [a.bill, a.invoice],
  commissionId: (a) => [a.commission],
  '/api/finance/batches/{id}': (a) => [a.journalBatch],
  '/api/admin/tags/{id}': (a) => [a.tag],
  // Not a company's record: freight partners are the platform's, and only its administrators manage them.
  partnerId: () => ['prairie-freight'],
  secretId: () => ['00000000-0000-4000-8000-000000000000'],
};

/** Routes left out, each with its reason. (Public routes are left out by design: they serve anyone without a token.) */
export const exempt: Partial<Record<RouteId, string>> = {
  getPlace: 'Address details are shared reference data: no company owns a place id.',
  getPublicOffer:
    'Public offers are the market: every company reads them (network-market.test.ts covers what another company sees of one).',
  getPublicRequest:
    'Public requests are the market: every company reads them (network-market.test.ts covers what another company sees of one).',
  listPublicOfferBids:
    'Anyone may ask for the offers on a public offer and gets its own only (network-market.test.ts).',
  listPublicOfferFiles:
    'A public offer’s documents are read with the offer, which every company reads (network-request-threads.test.ts covers who may add and delete them).',
  downloadPublicOfferFile:
    'A public offer’s documents are read with the offer, which every company reads (network-request-threads.test.ts).',
  listPublicRequestFiles:
    'A public request’s documents are read with the request, which every company reads (network-request-threads.test.ts covers who may add and delete them).',
  downloadPublicRequestFile:
    'A public request’s documents are read with the request, which every company reads (network-request-threads.test.ts).',
  bidOnPublicOffer:
    'Any company may answer a public offer once linked; an unlinked one is refused with 409 (network-market.test.ts).',
  listLeads:
    'Leads are companies of the directory, which every company reads: a lead is another company’s public profile by its public name and id, and A’s is one whenever few companies are listed (matching.test.ts covers what a lead shows; tenant-ids.test.ts that it names no tenant).',
};

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);
export const today = new Date().toISOString().slice(0, 10);
export const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
export const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
export const spyContact = { name: 'Ivo Intruder', email: 'ivo@intruder.example', phoneNumber: '3125550199' };
export const listing = (a: Owned) => ({
  companyId: a.company,
  materialId: a.material,
  materialType: 'PE' as const,
  remainingWeight: { unitValue: 1000, unit: 'POUND' as const },
  expirationDate: inAMonth,
});
export const location = {
  address: '1 Spy St',
  city: 'Boise',
  stateProvince: 'ID',
  postalCode: '83702',
  country: 'US',
  latitude: 43.615,
  longitude: -116.2023,
} as const;

/**
 * A minimal valid input for the routes that need one, so B's call reaches the handler's own
 * checks (a call the contract refuses stops at validation and proves nothing). Typed by the
 * contract: a changed schema breaks this table at compile time.
 */
export const inputs: { [K in RouteId]?: (a: Owned) => Omit<Input<AllRoutes[K]>, 'params'> } = {
  updateAccount: () => ({ body: { firstName: 'Intruder' } }),
  // B's access token would be B's own: one that names nobody is refused before Cognito is asked.
  startMfaSetup: () => ({ body: { accessToken: 'not.a-token-of-anyone.at-all' } }),
  confirmMfaSetup: () => ({ body: { accessToken: 'not.a-token-of-anyone.at-all', code: '123456' } }),
  disableMfa: () => ({ body: { accessToken: 'not.a-token-of-anyone.at-all' } }),
  signOutEverywhere: () => ({ body: { accessToken: 'not.a-token-of-anyone.at-all' } }),
  updateCompanySecurity: () => ({ body: { requireMfa: false } }),
  listViews: () => ({ query: { type: 'HAVES' } }),
  createView: () => ({ body: { type: 'HAVES', name: 'Intruder view', state: {} } }),
  rankView: () => ({ body: {} }),
  onboard: () => ({
    body: {
      company: { name: 'Intruder Co', shortCode: 'INT' },
      primaryLocation: location,
      primaryContact: { firstName: 'Ivo', lastName: 'Intruder', email: 'ivo@intruder.example' },
      intents: ['NETWORK_SEARCH'],
      termsAccepted: true,
    },
  }),
  autocompletePlaces: () => ({ query: { q: '1700 Broadway, Denver' } }),
  acceptPolicies: () => ({ body: [{ name: 'PRIVACY_POLICY', version: 1 }] }),
  inviteUser: () => ({
    body: {
      email: `intruder.${randomUUID().slice(0, 8)}@test.polyloop.example`,
      firstName: 'Ivo',
      lastName: 'Intruder',
    },
  }),
  updateUser: () => ({ body: { firstName: 'Hijack' } }),
  putSsoProvider: () => ({
    body: {
      type: 'OIDC',
      issuer: 'https://login.intruder.example',
      clientId: 'intruder',
      clientSecret: 'intruder-secret',
      domains: [`intruder-${randomUUID().slice(0, 8)}.example`],
    },
  }),
  updateOrganization: () => ({ body: { paymentTerms: 'Net 15' } }),
  putDocumentDefaults: () => ({
    body: {
      letterhead: { name: 'Intruder letterhead' },
      documents: { INVOICE: { footer: 'Pay the intruder' } },
    },
  }),
  createPublicCompany: () => ({ body: { name: 'Intruder Co' } }),
  updatePublicCompany: () => ({ body: { about: 'Intruders' } }),
  createPublicContact: () => ({
    body: { firstName: 'Ivo', lastName: 'Intruder', email: 'ivo@intruder.example' },
  }),
  updatePublicContact: () => ({ body: { title: 'Hijack' } }),
  createPublicLocation: () => ({ body: location }),
  updatePublicLocation: () => ({ body: location }),
  uploadPublicLogo: () => ({ form: multipart([['logo.png', PNG, 'image/png']], { field: 'file' }) }),
  billingInquiry: () => ({ body: { inquiry: 'ENTERPRISE_INTEREST', message: 'Intruder' } }),
  setFlag: () => ({ body: { enabled: false } }),
  // Not higher than the version in force: even a wrongly allowed call would change nothing.
  publishPolicy: () => ({ body: { name: 'PRIVACY_POLICY', version: 1 } }),
  // B pre-approving public offers for A's company, or approving A's request: refused, never kept.
  setPublishingPermissions: () => ({
    body: { ...DEFAULT_PUBLISHING, publicOfferPermission: 'PRE_APPROVED' },
  }),
  approveAccessRequest: () => ({ body: { note: 'Approved by an intruder' } }),
  // Another company's material, named in B's own new company.
  createCompany: (a) => ({
    body: { name: `Intruder Co ${randomUUID().slice(0, 6)}`, materialIds: [a.material] },
  }),
  // A's company by its name, its id and its place (its headquarters is in Chicago).
  listCompanies: (a) => ({
    query: { q: 'Secret', size: 100, companyId: [a.company], latitude: 41.88, longitude: -87.62, radius: 50 },
  }),
  companyOptions: () => ({ query: { q: 'Secret' } }),
  activeBuyers: () => ({ query: { q: 'Secret' } }),
  activeSellers: () => ({ query: { q: 'Secret' } }),
  exportCompanies: () => ({ query: { format: 'csv', from: today, to: today } }),
  // B's own new company and its own company named with A's tag: refused, never kept.
  updateCompany: (a) => ({ body: { about: 'mine now', tags: [a.tag] } }),
  createTag: () => ({ body: { name: 'Intruder tag' } }),
  renameTag: () => ({ body: { name: 'Hijacked tag' } }),
  // A well-formed id nobody has as the source: the merge must stop at A's tag not being B's.
  mergeTags: () => ({ body: { sourceIds: ['000000000000000000000'] } }),
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
  createLot: (a) => ({
    body: {
      locationId: a.location,
      materialType: 'PE',
      weight: { unitValue: 5, unit: 'POUND' },
      receivedDate: today,
      source: { kind: 'HAVE', haveId: a.have },
    },
  }),
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
  createOrder: (a) => ({
    body: {
      supplyingCompanyId: a.company,
      receivingCompanyId: a.tenantId,
      orderDate: today,
      items: [{ haveId: a.have, materialType: 'PE', weight: { unitValue: 1, unit: 'POUND' } }],
    },
  }),
  updateOrder: () => ({ body: { customerPoNumber: 'Spy PO' } }),
  createShipment: (a) => ({
    body: {
      orderId: a.order,
      manifest: [{ materialType: 'PE', netWeight: { unitValue: 1, unit: 'POUND' } }],
    },
  }),
  updateShipment: (a) => ({ body: { orderId: a.order, sealNumber: 'Spy' } }),
  moveShipment: () => ({ body: { status: 'APPROVED' } }),
  exportInvoices: () => ({ query: { format: 'csv', from: today, to: today } }),
  exportBills: () => ({ query: { format: 'csv', from: today, to: today } }),
  exportFinancials: () => ({ query: { format: 'csv', from: today, to: today } }),
  // Reports filtered by A's company: what they sum must be the caller's own trade only.
  getReport: (a) => ({ query: { companyId: a.company, range: 'MONTHS', last: 24 } }),
  exportReport: (a) => ({ query: { format: 'csv', companyId: a.company, range: 'MONTHS', last: 24 } }),
  updateInvoice: () => ({ body: { description: 'Spy' } }),
  updateBill: () => ({ body: { description: 'Spy' } }),
  voidInvoice: () => ({ body: {} }),
  voidBill: () => ({ body: {} }),
  issueInvoice: () => ({ body: {} }),
  issueBill: () => ({ body: {} }),
  recordInvoicePayment: () => ({ body: { date: today, method: 'ACH', amountCents: 1 } }),
  recordBillPayment: () => ({ body: { date: today, method: 'ACH', amountCents: 1 } }),
  emailInvoice: () => ({ body: { to: 'spy@intruder.example' } }),
  emailBill: () => ({ body: { to: 'spy@intruder.example' } }),
  createInvoice: (a) => ({ body: { shipmentId: a.shipment } }),
  createBill: (a) => ({ body: { shipmentId: a.shipment } }),
  createCommission: (a) => ({ body: { representativeId: a.user, type: 'FIXED', amountCents: 100 } }),
  payCommission: () => ({ body: { paidDate: today } }),
  createJournalBatch: () => ({ body: { month: today.slice(0, 7) } }),
  connectCieTrade: () => ({ body: { accountId: 'Spy account', apiKey: 'spy-key-123' } }),
  startAccountingConnection: () => ({ body: { provider: 'QUICKBOOKS' } }),
  completeAccountingConnection: () => ({ body: { code: 'spy-code', state: 'spy-state' } }),
  updateAccountingSettings: () => ({ body: { itemMapping: {} } }),
  linkAccountingCompany: () => ({ body: { customerId: 'C-1001' } }),
  createAccountingParty: () => ({ body: { kind: 'CUSTOMER' } }),
  createOrderComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateOrderComment: () => ({ body: { body: 'Spy' } }),
  createShipmentComment: (a) => ({ body: { body: `Spy @[Hidden](${a.user})` } }),
  updateShipmentComment: () => ({ body: { body: 'Spy' } }),
  generateOrderDocument: () => ({ body: { type: 'PURCHASE_ORDER' } }),
  generateShipmentDocument: () => ({ body: { type: 'BILL_OF_LADING', copy: 'SHIPPER' } }),
  uploadOrderDocuments: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  uploadShipmentDocuments: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  listDirectory: () => ({ query: { q: 'Secret', size: 100 } }),
  // B's own offer and requests, naming A's have, need and location: refused, never kept.
  createNetworkOffers: (a) => ({
    body: {
      haveId: a.have,
      requestId: a.networkRequest,
      price: { unitValue: 1, unit: 'POUND' },
      weight: { unitValue: 1, unit: 'POUND' },
      terms: 'EXW',
      contactInformation: spyContact,
      representatives: [a.user],
    },
  }),
  negotiateOffer: () => ({ body: { action: 'CANCEL', reason: 'OTHER', message: 'Spy' } }),
  confirmOffer: () => ({ body: {} }),
  qualifyOffers: (a) => ({
    body: { requestId: a.publicRequest, offerIds: [a.offer], qualification: 'DISQUALIFIED' },
  }),
  createOfferComment: () => ({ body: { body: 'Spy' } }),
  updateOfferComment: () => ({ body: { body: 'Spy' } }),
  uploadOfferFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  // The documents of every offer of A's have: B has no offer of it, so nothing.
  listHaveOfferFiles: (a) => ({ query: { 'haveId.equals': a.have } }),
  createNetworkRequestComment: () => ({ body: { body: 'Spy' } }),
  updateNetworkRequestComment: () => ({ body: { body: 'Spy' } }),
  uploadNetworkRequestFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  uploadPublicOfferFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  uploadPublicRequestFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  listPublicOffers: () => ({ query: { q: 'Secret', size: 100 } }),
  listPublicRequests: () => ({ query: { q: 'Secret', size: 100 } }),
  // B's own lists of every kind, the closed ones (where A's public offer and request are): none of A's.
  listOffers: () => ({ query: { status: 'CLOSED', size: 100 } }),
  listRequests: () => ({ query: { status: 'CLOSED', size: 100 } }),
  listCompanyUsers: () => ({ query: { size: 100 } }),
  // Global search for words only A's records hold (each of them also carries A's marker): none may come back to B.
  search: () => ({ query: { query: 'Secret' } }),
  recordSearchEvent: () => ({ body: { event: 'RETURNED', query: 'Secret', totalCount: 0 } }),
  createPublicOffer: (a) => ({
    body: { haveId: a.have, terms: 'EXW', contactInformation: spyContact, representatives: [a.user] },
  }),
  updatePublicOffer: () => ({ body: { status: 'CLOSED' } }),
  createPublicRequest: (a) => ({
    body: {
      needId: a.need,
      title: 'Spy',
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      contactInformation: spyContact,
      representatives: [a.user],
    },
  }),
  updatePublicRequest: () => ({ body: { status: 'CANCELLED' } }),
  createNetworkRequests: (a) => ({
    body: {
      needId: a.need,
      title: 'Spy',
      locationId: a.location,
      receivingCompanyIds: [a.publicCompany],
      representatives: [a.user],
    },
  }),
  updateNetworkRequest: () => ({ body: { title: 'Spy' } }),
  reactivateNetworkRequest: () => ({ body: {} }),
  sendLink: () => ({ body: { message: 'Intruder' } }),
  acceptLink: () => ({ body: {} }),
  rejectLink: () => ({ body: { reason: 'SPAM' } }),
  updateLink: (a) => ({ body: { representatives: [a.user] } }),
  // B's own auction of A's have, inviting A's hidden partner: refused, never kept.
  createAuction: (a) => ({
    body: {
      coreHaveId: a.have,
      materialName: 'Spy',
      terms: 'EXW',
      startingBid: { unitValue: 1, unit: 'POUND' },
      bidIncrement: { unitValue: 0.01, unit: 'POUND' },
      endDate: inADay(),
      bidders: [a.publicCompany],
      feeAgreement: true,
    },
  }),
  updateAuction: () => ({ body: { materialName: 'Spy', endDate: inADay() } }),
  cancelAuction: () => ({ body: { reason: 'OTHER', message: 'Spy' } }),
  // A bid to B's own location on A's auction, which B was not invited to.
  placeBid: (a) => ({
    body: {
      price: { unitValue: 9, unit: 'POUND' },
      contactInformation: spyContact,
      destinationLocationId: a.publicLocation,
    },
  }),
  declareWinner: (a) => ({ body: { auctionBidId: a.auctionBid, contactInformation: spyContact } }),
  addAuctionBidders: (a) => ({ body: { companyIds: [a.publicCompany] } }),
  uninviteAuctionBidder: () => ({ query: { reason: 'OTHER', message: 'Spy' } }),
  uploadAuctionFiles: () => ({ form: multipart([['Spy.pdf', PDF, 'application/pdf']]) }),
  // B's own search (its plan decides) for A's order, which it may not name; partners are the platform's to add or change.
  requestFreightQuotes: (a) => ({
    body: {
      pickupLocation: { city: 'Chicago', stateProvince: 'IL', country: 'US' },
      destinationLocation: { city: 'Houston', stateProvince: 'TX', country: 'US' },
      pickupDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      orderId: a.order,
      weight: { unitValue: 1, unit: 'POUND' },
    },
  }),
  createFreightPartner: () => ({
    body: {
      id: 'intruder-freight',
      name: 'Intruder Freight',
      bookingDisclaimer: 'Spy',
      regions: ['US'],
      webhookUrl: 'https://intruder.example/hook',
    },
  }),
  updateFreightPartner: () => ({
    body: {
      name: 'Hijacked',
      bookingDisclaimer: 'Spy',
      regions: ['US'],
      webhookUrl: 'https://intruder.example/hook',
      active: true,
    },
  }),
  createProcessReport: (a) => ({
    body: {
      materialId: a.material,
      materialType: 'PE',
      finalWeight: { unitValue: 1, unit: 'POUND' },
      totalLostWeight: 0,
      processingDate: today,
      representatives: [a.user],
      haveId: a.have,
      inputs: [{ lotId: a.lot, percentage: 100 }],
    },
  }),
};

export const inputFor = (route: RouteDefinition, a: Owned): LooseInput =>
  (inputs[route.id as RouteId]?.(a) as LooseInput | undefined) ?? {};

/** The values a route's path parameters take from A's records; a parameter without a fixture is reported. */
export function paramsFor(
  route: RouteDefinition,
  a: Owned,
): { params: Record<string, string>[]; missing: string[] } {
  const values: Record<string, string[]> = {};
  const missing: string[] = [];
  for (const param of pathParams(route)) {
    const fixture = fixtures[pathUpTo(route, param)] ?? fixtures[param];
    if (fixture) values[param] = fixture(a);
    else
      missing.push(
        `${describeRoute(route)}: no record of A's for {${param}}. Add one to \`fixtures\` under '${pathUpTo(route, param)}' (or '${param}'), or exempt the route with its reason.`,
      );
  }
  return { params: missing.length ? [] : combinations(values), missing };
}
