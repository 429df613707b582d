import type * as z from 'zod';
import { CrmRoutes } from '@polyloop/shared';
import { TagRoutes } from '@polyloop/shared/contract/routes/tags';
import type { LocationInput } from '@polyloop/shared/crm/company';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, type CompanyOptions, type TestCompany } from '../support/companies.js';
import type { ProvidedCloud } from './global-setup.js';

/** A fresh tenant and clients for its administrator and member, for the CRM suites. */
export async function crmTenant(
  cloud: ProvidedCloud,
  label: string,
  options: CompanyOptions = {},
): Promise<{ company: TestCompany; admin: SignedInClient; member: SignedInClient }> {
  const company = await createCompany(label, options);
  const [admin, member] = await Promise.all([
    signedInClient(cloud, company.admin.email),
    signedInClient(cloud, company.member.email),
  ]);
  return { company, admin, member };
}

type LocationSent = z.input<typeof LocationInput>;

/** A location as the address suggestions fill it in. */
export const address = (street: string, extra: Partial<LocationSent> = {}): LocationSent => ({
  address: street,
  city: 'Chicago',
  stateProvince: 'IL',
  postalCode: '60601',
  country: 'US',
  formattedAddress: `${street}, Chicago, IL 60601, USA`,
  latitude: 41.88,
  longitude: -87.62,
  ...extra,
});

/** Tags of the tenant by name, made by its administrator: companies carry their ids. */
export async function tagsNamed(admin: SignedInClient, ...names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) ids.push((await admin.ok(TagRoutes.createTag, { body: { name } })).body.id);
  return ids;
}

export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** A refusal's field errors by field, whether the contract (`body.…`) or a service named them. */
export const fieldsOf = (refusal: { body: { fieldErrors?: Record<string, string[]> } }) =>
  Object.fromEntries(
    Object.entries(refusal.body.fieldErrors ?? {}).map(([k, v]) => [k.replace(/^body\./, ''), v]),
  );

/**
 * What the inventory suites record lots against: a tenant and a second one beside it (`other`,
 * whose lots it must not see), and a CRM company of the tenant's own at two places with a PP
 * material of its catalogue. Answers the company's locations as listed.
 */
export async function inventoryTenant(
  cloud: ProvidedCloud,
  label: string,
  yard: { name: string; locations: [LocationSent, LocationSent]; material: string },
) {
  const tenant = await crmTenant(cloud, label);
  const member = tenant.member;
  const other = (await crmTenant(cloud, `${label} other`)).member;
  const company = await member.ok(CrmRoutes.createCompany, {
    body: { name: unique(yard.name), locations: yard.locations },
  });
  const companyId = company.body.id;
  const locations = (await member.ok(CrmRoutes.listCompanyLocations, { params: { id: companyId } })).body;
  const materialId = (
    await member.ok(CrmRoutes.createMaterial, { body: { name: unique(yard.material), type: 'PP' } })
  ).body.id;
  return { tenant, member, other, companyId, locations, materialId };
}
