import {
  AdminRoutes,
  CrmRoutes,
  NetworkRoutes,
  SupplyRoutes,
  type PublicConfig,
  type PublishingPermissions,
} from '@polyloop/shared';
import { signedInClient, type SignedInClient } from './client.js';
import { createCompany, type CompanyOptions, type TestCompany } from './companies.js';

/**
 * Companies of the network as the integration and end-to-end suites use them: each with its
 * administrator and member signed in, its public id, its own company's location, and a have and
 * need to trade.
 */
export interface Party {
  company: TestCompany;
  admin: SignedInClient;
  member: SignedInClient;
  /** Its public company id: how other companies name it. */
  id: string;
  /** Its own company in its CRM (the id is the tenant id) and that company's first location. */
  ownId: string;
  locationId: string;
  /** Its first public location (what a buyer names as the destination). */
  publicLocationId: string;
}

/** A weight in pounds, as the contract takes it. */
export const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
/** A price per pound, as the contract takes it. */
export const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A company on the network; `approved` gives it the platform's pre-approval for public offers and requests, `reverseAuctions` for reverse auctions too. */
export async function party(
  cloud: { baseUrl: string; config: PublicConfig },
  label: string,
  options: CompanyOptions & { approved?: boolean; reverseAuctions?: boolean } = {},
): Promise<Party> {
  const company = await createCompany(label, { services: ['GRINDING'], plan: 'INTELLIGENCE', ...options });
  // Before anyone signs in: the server reads a person's permissions once every few seconds.
  if (options.approved)
    await preApprove(company.tenantId, {
      publicOfferPermission: 'PRE_APPROVED',
      publicRequestPermission: 'PRE_APPROVED',
      ...(options.reverseAuctions ? { reverseAuctionPermission: 'PRE_APPROVED' as const } : {}),
    });
  const [admin, member] = await Promise.all([
    signedInClient(cloud, company.admin.email),
    signedInClient(cloud, company.member.email),
  ]);
  const [profile, own, publicLocations] = await Promise.all([
    admin.ok(AdminRoutes.getPublicCompany),
    admin.ok(CrmRoutes.getMyCompany),
    admin.ok(AdminRoutes.listPublicLocations),
  ]);
  const locations = (await admin.ok(CrmRoutes.listCompanyLocations, { params: { id: own.body.id } })).body;
  return {
    company,
    admin,
    member,
    id: profile.body.id,
    ownId: own.body.id,
    locationId: locations[0]!.id,
    publicLocationId: publicLocations.body[0]!.id,
  };
}

/** Links two companies as people do: one asks, the other accepts. */
export async function link(a: Party, b: Party): Promise<void> {
  await a.admin.ok(NetworkRoutes.sendLink, {
    params: { id: b.id },
    body: { representatives: [a.company.admin.userId, a.company.member.userId] },
  });
  await b.admin.ok(NetworkRoutes.acceptLink, {
    params: { id: a.id },
    body: { representatives: [b.company.admin.userId, b.company.member.userId] },
  });
}

/** What the test haves and needs have in common: PP at a company's location, weighed in pounds, with an expiry. */
export const ppAt = (place: { companyId: string; locationId: string }, pounds: number, expiresIn = 30) => ({
  ...place,
  materialType: 'PP' as const,
  remainingWeight: lbs(pounds),
  expirationDate: day(expiresIn),
});

/** The party's own company and its location, where its haves and needs are. */
export const ownPlace = (p: Party) => ({ companyId: p.ownId, locationId: p.locationId });

/** A have of the party's own company at its location. */
export async function newHave(p: Party, pounds: number, extra: { price?: number; expiresIn?: number } = {}) {
  return (
    await p.member.ok(SupplyRoutes.createHave, {
      body: {
        ...ppAt(ownPlace(p), pounds, extra.expiresIn ?? 30),
        price: perLb(extra.price ?? 0.42),
        shippingTerms: 'FOB_ORIGIN',
        notes: 'PP homopolymer regrind, natural',
      },
    })
  ).body;
}

export async function newNeed(p: Party, pounds: number) {
  return (
    await p.member.ok(SupplyRoutes.createNeed, {
      body: { ...ppAt(ownPlace(p), pounds), priceTarget: perLb(0.4) },
    })
  ).body;
}

/** The platform's approval of the company's public listings (what the platform administrators grant). */
async function preApprove(
  tenantId: string,
  permissions: Partial<PublishingPermissions> = {
    publicOfferPermission: 'PRE_APPROVED',
    publicRequestPermission: 'PRE_APPROVED',
  },
) {
  const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
  const tenant = await Tenant.get({ tenantId });
  await Tenant.update({ tenantId }, { publishing: { ...tenant!.publishing, ...permissions } });
}

export const contact = (p: Party) => ({
  name: `${p.company.admin.email.split('@')[0]}`.slice(0, 60),
  email: p.company.admin.email,
  phoneNumber: '3125550142',
});
