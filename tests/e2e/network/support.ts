import { AdminRoutes, CrmRoutes, NetworkRoutes, SupplyRoutes } from '@polyloop/shared';
import { signedInClient, type SignedInClient } from '../../support/client.js';
import { createCompany, TEST_PASSWORD, useCloudEnv, type TestCompany } from '../../support/companies.js';
import { e2eCloud } from '../support/cloud.js';

/**
 * Companies for the network specs, made the way the integration suites make them (onboarding and
 * users services, a paid plan, an enabled profile), each with its administrator signed in to the
 * API for what a spec prepares rather than tests: links, needs, haves.
 */
export interface Trader {
  company: TestCompany;
  api: SignedInClient;
  /** Its public id, how other companies name it. */
  publicId: string;
  /** Its own company in its CRM and that company's first location. */
  ownId: string;
  locationId: string;
  /** Its administrator, as the sign-in form takes them. */
  person: { email: string; password: string };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A company on the network; `approved` is the platform's pre-approval of its public offers and requests. */
export async function trader(label: string, options: { approved?: boolean; plan?: 'PLATFORM' | 'INTELLIGENCE' } = {}): Promise<Trader> {
  useCloudEnv(e2eCloud().env);
  const company = await createCompany(label, { services: ['GRINDING'], plan: options.plan ?? 'INTELLIGENCE' });
  if (options.approved) {
    const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
    const tenant = await Tenant.get({ tenantId: company.tenantId });
    await Tenant.update({ tenantId: company.tenantId }, { publishing: { ...tenant!.publishing, publicOfferPermission: 'PRE_APPROVED', publicRequestPermission: 'PRE_APPROVED' } });
  }
  const api = await signedInClient(e2eCloud(), company.admin.email);
  const [profile, own] = await Promise.all([api.ok(AdminRoutes.getPublicCompany), api.ok(CrmRoutes.getMyCompany)]);
  const locations = (await api.ok(CrmRoutes.listCompanyLocations, { params: { id: own.body.id } })).body;
  return { company, api, publicId: profile.body.id, ownId: own.body.id, locationId: locations[0]!.id, person: { email: company.admin.email, password: TEST_PASSWORD } };
}

/** Links two companies as people do: one asks, the other accepts. */
export async function link(a: Trader, b: Trader): Promise<void> {
  await a.api.ok(NetworkRoutes.sendLink, { params: { id: b.publicId }, body: {} });
  await b.api.ok(NetworkRoutes.acceptLink, { params: { id: a.publicId }, body: {} });
}

/** Asks a linked company privately for a new need's material, as the request wizard sends it. */
export async function askPrivately(p: Trader, to: Trader, title: string) {
  const need = await newNeed(p, 8_000);
  const body = { needId: need.id, title, locationId: p.locationId, receivingCompanyIds: [to.publicId], representatives: [p.company.admin.userId] };
  return (await p.api.ok(NetworkRoutes.createNetworkRequests, { body })).body[0]!;
}

export async function newNeed(p: Trader, pounds: number) {
  const body = { companyId: p.ownId, locationId: p.locationId, materialType: 'PP' as const, remainingWeight: { unitValue: pounds, unit: 'POUND' as const }, expirationDate: day(30), representatives: [p.company.admin.userId] };
  return (await p.api.ok(SupplyRoutes.createNeed, { body })).body;
}

/** Answers a request with an offer of a new have, as the offer wizard would send it. */
export async function respond(p: Trader, requestId: string, price: number) {
  const have = (
    await p.api.ok(SupplyRoutes.createHave, {
      body: { companyId: p.ownId, locationId: p.locationId, materialType: 'PP', remainingWeight: { unitValue: 20_000, unit: 'POUND' }, price: { unitValue: price, unit: 'POUND' }, expirationDate: day(30) },
    })
  ).body;
  const contact = { name: 'Ada Admin', email: p.company.admin.email, phoneNumber: '3125550142' };
  const body = { haveId: have.id, requestId, price: { unitValue: price, unit: 'POUND' as const }, weight: { unitValue: 10_000, unit: 'POUND' as const }, terms: 'FOB_ORIGIN' as const, contactInformation: contact, representatives: [p.company.admin.userId] };
  return (await p.api.ok(NetworkRoutes.createNetworkOffers, { body })).body[0]!;
}
