import { randomUUID } from 'node:crypto';
import type { Authority } from '@polyloop/shared';

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

/** A fresh company with an administrator and a member, created through the domain services. */
export async function createCompany(label = 'Test'): Promise<TestCompany> {
  const Tenants = await import('@polyloop/functions/domain/tenant/tenant.service');
  const Users = await import('@polyloop/functions/domain/user/user.service');
  const suffix = randomUUID().slice(0, 8);
  const tenant = await Tenants.create({ name: `${label} Plastics ${suffix}`, shortCode: 'TST', city: 'Denver', stateProvince: 'CO', country: 'US', onboarded: true });
  const make = async (who: string, authorities: Authority[]) => {
    const user = await Users.create({ tenantId: tenant.tenantId, email: `${who}.${suffix}@test.polyloop.example`, firstName: who, lastName: label, authorities, password: TEST_PASSWORD });
    return { email: user.email, userId: user.userId };
  };
  return {
    tenantId: tenant.tenantId,
    name: tenant.name,
    admin: await make('admin', ['ROLE_USER_ADMIN', 'ROLE_USER']),
    member: await make('member', ['ROLE_USER']),
  };
}
