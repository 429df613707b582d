import { randomUUID } from 'node:crypto';
import type { Intent, MaterialType, Service, SubscriptionTier } from '@polyloop/shared';
import { TEST_PASSWORD } from './auth.js';

export { TEST_PASSWORD } from './auth.js';

/** Where test companies are: their primary location, as onboarding takes it. */
export const DENVER_OFFICE = {
  address: '1700 Broadway',
  city: 'Denver',
  stateProvince: 'CO',
  postalCode: '80202',
  country: 'US' as const,
  latitude: 39.7447,
  longitude: -104.9875,
};

/** Points the domain services of this test process at the running local cloud. */
export function useCloudEnv(env: Record<string, string>) {
  Object.assign(process.env, env);
}

export interface TestCompany {
  tenantId: string;
  name: string;
  admin: { email: string; userId: string };
  member: { email: string; userId: string };
}

export interface CompanyOptions {
  intents?: Intent[];
  plan?: SubscriptionTier;
  /** An enabled public profile with these services (the profile always has the primary contact and location). */
  services?: Service[];
  /** The material types chosen at onboarding, which the public profile starts with. */
  materials?: MaterialType[];
}

/**
 * A fresh company with an administrator and a member, made through the onboarding and users
 * services (so it has its billing, seat count and public profile like a real one).
 */
export async function createCompany(label = 'Test', options: CompanyOptions = {}): Promise<TestCompany> {
  const Setup = await import('@polyloop/functions/domain/onboarding/company-setup');
  const suffix = randomUUID().slice(0, 8);
  const name = `${label} Plastics ${suffix}`;
  const person = (who: string) => ({
    email: `${who}.${suffix}@test.polyloop.example`,
    firstName: who,
    lastName: label,
    password: TEST_PASSWORD,
  });
  const made = await Setup.setUpCompany({
    admin: person('admin'),
    members: [person('member')],
    company: { name, shortCode: 'TST' },
    location: { ...DENVER_OFFICE },
    intents: options.intents,
    materials: options.materials,
    plan: options.plan,
    publicProfile: options.services?.length
      ? { services: options.services, enabled: true }
      : { services: [], enabled: false },
  });
  return { tenantId: made.tenantId, name, admin: made.admin, member: made.members[0]! };
}

export interface Mail {
  to: string[];
  subject: string;
  text?: string;
}

/** The e-mails the local outbox holds for an address, newest first. */
export async function mailsTo(baseUrl: string, address: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl}/_local/outbox?format=json&to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** A person who signed up and verified their address, with no company yet (nor any policy accepted). */
export async function createNewcomer({
  label = 'newcomer',
  firstName = 'New',
  lastName = 'Comer',
} = {}): Promise<{ email: string; userId: string }> {
  const Setup = await import('@polyloop/functions/domain/onboarding/company-setup');
  const email = `${label}.${randomUUID().slice(0, 8)}@test.polyloop.example`;
  const userId = await Setup.signedUpPerson({ email, firstName, lastName, password: TEST_PASSWORD });
  return { email, userId };
}
