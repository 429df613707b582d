import type * as z from 'zod';
import type { LocationInput } from '@polyloop/shared/crm/company';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, type TestCompany } from '../support/companies.js';
import type { ProvidedCloud } from './global-setup.js';

/** A fresh tenant and clients for its administrator and member, for the CRM suites. */
export async function crmTenant(
  cloud: ProvidedCloud,
  label: string,
): Promise<{ company: TestCompany; admin: SignedInClient; member: SignedInClient }> {
  const company = await createCompany(label);
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

export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
