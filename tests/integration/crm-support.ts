import { createCompany, signedInCaller, type Call, type TestCompany } from '../support/companies.js';
import type { ProvidedCloud } from './global-setup.js';

/** A fresh tenant and callers for its administrator and member, for the CRM suites. */
export async function crmTenant(cloud: ProvidedCloud, label: string): Promise<{ company: TestCompany; admin: Call; member: Call }> {
  const company = await createCompany(label);
  const [admin, member] = await Promise.all([signedInCaller(cloud, company.admin.email), signedInCaller(cloud, company.member.email)]);
  return { company, admin, member };
}

/** A location as the address suggestions fill it in. */
export const address = (street: string, extra: Record<string, unknown> = {}) => ({
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

export interface CompanyReply {
  id: string;
  name: string;
  [key: string]: unknown;
}

export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
