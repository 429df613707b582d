import { randomUUID } from 'node:crypto';
import type { Intent, Service, SubscriptionTier } from '@polyloop/shared';

export const TEST_PASSWORD = 'Test-password-2026';

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
}

/**
 * A fresh company with an administrator and a member, made through the onboarding and users
 * services (so it has its billing, seat count and public profile like a real one).
 */
export async function createCompany(label = 'Test', options: CompanyOptions = {}): Promise<TestCompany> {
  const Setup = await import('@polyloop/functions/domain/onboarding/company-setup');
  const suffix = randomUUID().slice(0, 8);
  const name = `${label} Plastics ${suffix}`;
  const person = (who: string) => ({ email: `${who}.${suffix}@test.polyloop.example`, firstName: who, lastName: label, password: TEST_PASSWORD });
  const made = await Setup.setUpCompany({
    admin: person('admin'),
    members: [person('member')],
    company: { name, shortCode: 'TST' },
    location: { address: '1700 Broadway', city: 'Denver', stateProvince: 'CO', postalCode: '80202', country: 'US', latitude: 39.7447, longitude: -104.9875 },
    intents: options.intents,
    plan: options.plan,
    publicProfile: options.services?.length ? { services: options.services, enabled: true } : { services: [], enabled: false },
  });
  return { tenantId: made.tenantId, name, admin: made.admin, member: made.members[0]! };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}
export type Call = <T = unknown>(method: string, path: string, body?: unknown, init?: { headers?: Record<string, string>; raw?: RequestInit['body'] }) => Promise<Reply<T>>;

/** Calls the API as a signed-in person, the way the web app does (ID token as bearer). */
export async function signedInCaller(cloud: { baseUrl: string; config: import('./cloud.js').PublicConfig }, email: string, password = TEST_PASSWORD): Promise<Call> {
  const { signIn } = await import('./auth.js');
  const { idToken } = await signIn(cloud.config, email, password);
  return async (method, path, body, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${idToken}`, ...init.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${cloud.baseUrl}${path}`, { method, headers, body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: leave the text
    }
    return { status: res.status, body: parsed as never, headers: res.headers };
  };
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
