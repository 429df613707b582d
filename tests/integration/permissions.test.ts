import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminRoutes,
  DEFAULT_PUBLISHING,
  IdentityRoutes,
  permissionsFor,
  type AccessProfile,
  type RouteDefinition,
} from '@polyloop/shared';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { describeRoute, signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, createNewcomer, useCloudEnv } from '../support/companies.js';
import { attempt, invalidInput, signedInRoutes } from '../support/contract-sweep.js';

/**
 * Every signed-in route of the contract, called by each kind of person: 403 exactly when the
 * route's auth, authority or permission is out of their reach (as `permissionsFor` computes it),
 * never 401 or 5xx otherwise. The input is one the contract refuses where the route takes any, so
 * a call let in stops at validation (400) and changes nothing; routes that take no input are
 * called as they are.
 */

const cloud = inject('cloud');

interface Persona {
  client: SignedInClient;
  /** Who the test made them: what the server must agree with. */
  profile: AccessProfile;
}
const personaNames = [
  'company administrator on the free plan',
  'member on the free plan',
  'sales member on the Intelligence plan',
  'signed-in user without a company',
  'platform administrator',
] as const;
type PersonaName = (typeof personaNames)[number];
const personas = {} as Record<PersonaName, Persona>;

const profile = (
  authorities: AccessProfile['authorities'],
  more: Partial<AccessProfile> = {},
): AccessProfile => ({
  authorities,
  functionalRoles: [],
  effectiveTier: 'PLATFORM',
  publishing: DEFAULT_PUBLISHING,
  ...more,
});

/** What the contract says a route needs, checked against what `permissionsFor` grants. */
function mayCall(route: RouteDefinition, person: AccessProfile): boolean {
  if (route.auth === 'member' && !person.tenantId) return false;
  if (route.authority && !person.authorities.includes(route.authority)) return false;
  return !route.permission || permissionsFor(person).has(route.permission);
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const free = await createCompany('Free');
  // A trial already over: the plan is free, and starting another trial changes nothing.
  const { Billing } = await import('@polyloop/functions/domain/billing/billing.entity');
  await Billing.update(
    { tenantId: free.tenantId },
    { trialEndDate: new Date(Date.now() - 86_400_000).toISOString(), updatedAt: new Date().toISOString() },
  );
  const paid = await createCompany('Paid', { plan: 'INTELLIGENCE' });
  await (
    await signedInClient(cloud, paid.admin.email)
  ).ok(AdminRoutes.updateUser, { params: { id: paid.member.userId }, body: { functionalRoles: ['SALES'] } });
  const newcomer = await createNewcomer();
  const member = ['ROLE_USER'] as const;
  const made: Record<PersonaName, [email: string, AccessProfile, password?: string]> = {
    'company administrator on the free plan': [
      free.admin.email,
      profile(['ROLE_USER_ADMIN', 'ROLE_USER'], { tenantId: free.tenantId }),
    ],
    'member on the free plan': [free.member.email, profile([...member], { tenantId: free.tenantId })],
    'sales member on the Intelligence plan': [
      paid.member.email,
      profile([...member], {
        tenantId: paid.tenantId,
        functionalRoles: ['SALES'],
        effectiveTier: 'INTELLIGENCE',
      }),
    ],
    'signed-in user without a company': [newcomer.email, profile([...member])],
    'platform administrator': [platformAdministrator.email, profile(['ROLE_PLATFORM_ADMIN']), DEMO_PASSWORD],
  };
  for (const name of personaNames) {
    const [email, expected, password] = made[name];
    personas[name] = { client: await signedInClient(cloud, email, password), profile: expected };
  }
});

describe('who may call what', () => {
  it.each(personaNames)(
    'knows the %s as the test made them, with the permissions permissionsFor grants',
    async (name) => {
      const { client, profile: expected } = personas[name];
      const account = (await client.ok(IdentityRoutes.getAccount)).body;
      expect({
        authorities: [...account.authorities].sort(),
        functionalRoles: account.functionalRoles,
        tenantId: account.tenantId ?? undefined,
        effectiveTier: account.effectiveTier,
        publishing: account.publishing,
        permissions: account.permissions,
      }).toEqual({
        ...expected,
        authorities: [...expected.authorities].sort(),
        permissions: [...permissionsFor(expected)].sort(),
      });
    },
  );

  it.each(personaNames)(
    'answers the %s 403 exactly on the routes out of their reach, and never 401 or 5xx',
    async (name) => {
      const { client, profile: person } = personas[name];
      const wrong: string[] = [];
      for (const route of signedInRoutes) {
        const input = invalidInput(route);
        const res = await attempt(client, route, input ?? {});
        const allowed = mayCall(route, person);
        const got =
          'text' in res
            ? `${res.status} ${res.text.slice(0, 160)}`
            : `an answer the client cannot read: ${res.reason}`;
        if (!allowed && res.status !== 403) wrong.push(`${describeRoute(route)}: expected 403, got ${got}`);
        // Let in, a call with input the contract refuses stops at validation; one without input runs.
        else if (allowed && input && res.status !== 400)
          wrong.push(`${describeRoute(route)}: expected 400 (let in, input refused), got ${got}`);
        else if (
          allowed &&
          !input &&
          (typeof res.status !== 'number' || [401, 403].includes(res.status) || res.status >= 500)
        )
          wrong.push(`${describeRoute(route)}: expected to be let in, got ${got}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
