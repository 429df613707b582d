import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Authority } from '@polyloop/shared';

export interface DemoCredential {
  email: string;
  password: string;
  company: string;
  role: 'Administrator' | 'User' | 'Platform administrator';
}

/** Demo password; meets Cognito's default policy so the same seed works against a real pool. */
export const DEMO_PASSWORD = 'Polyloop-demo-2026';

interface DemoCompany {
  name: string;
  shortCode: string;
  website: string;
  city: string;
  stateProvince: string;
  country: 'US' | 'CA';
  people: Array<{ firstName: string; lastName: string; email: string; admin: boolean }>;
}

export const demoCompanies: DemoCompany[] = [
  {
    name: 'Great Lakes Polymers',
    shortCode: 'GLP',
    website: 'greatlakespolymers.example',
    city: 'Chicago',
    stateProvince: 'IL',
    country: 'US',
    people: [
      { firstName: 'Dana', lastName: 'Kowalski', email: 'dana@greatlakespolymers.example', admin: true },
      { firstName: 'Marcus', lastName: 'Reed', email: 'marcus@greatlakespolymers.example', admin: false },
    ],
  },
  {
    name: 'Lone Star Resins',
    shortCode: 'LSR',
    website: 'lonestarresins.example',
    city: 'Houston',
    stateProvince: 'TX',
    country: 'US',
    people: [
      { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa@lonestarresins.example', admin: true },
      { firstName: 'Tyler', lastName: 'Nguyen', email: 'tyler@lonestarresins.example', admin: false },
    ],
  },
  {
    name: 'Pacific Regrind',
    shortCode: 'PRG',
    website: 'pacificregrind.example',
    city: 'Portland',
    stateProvince: 'OR',
    country: 'US',
    people: [
      { firstName: 'Hannah', lastName: 'Olsen', email: 'hannah@pacificregrind.example', admin: true },
      { firstName: 'Sam', lastName: 'Whitaker', email: 'sam@pacificregrind.example', admin: false },
    ],
  },
  {
    name: 'Maple Leaf Plastics Recovery',
    shortCode: 'MLPR',
    website: 'mapleleafplastics.example',
    city: 'Toronto',
    stateProvince: 'ON',
    country: 'CA',
    people: [
      { firstName: 'Priya', lastName: 'Sharma', email: 'priya@mapleleafplastics.example', admin: true },
      { firstName: 'Luc', lastName: 'Tremblay', email: 'luc@mapleleafplastics.example', admin: false },
    ],
  },
  {
    name: 'Fraser Valley Recyclers',
    shortCode: 'FVR',
    website: 'fraservalleyrecyclers.example',
    city: 'Vancouver',
    stateProvince: 'BC',
    country: 'CA',
    people: [
      { firstName: 'Grace', lastName: 'Chen', email: 'grace@fraservalleyrecyclers.example', admin: true },
      { firstName: 'Owen', lastName: 'MacLeod', email: 'owen@fraservalleyrecyclers.example', admin: false },
    ],
  },
];

export function demoCredentials(): DemoCredential[] {
  return demoCompanies.flatMap((company) =>
    company.people.map((p) => ({
      email: p.email,
      password: DEMO_PASSWORD,
      company: company.name,
      role: p.admin ? ('Administrator' as const) : ('User' as const),
    })),
  );
}

/**
 * Seeds the demo market once per data directory. It goes through the domain services (never raw
 * table writes) so the demo stays valid as the model grows. The handlers' environment must be set
 * before this runs, since the services read it on first use.
 */
export async function seed({ dataDir }: { dataDir: string }): Promise<{ seeded: boolean; credentials: DemoCredential[] }> {
  const marker = path.join(dataDir, 'seeded.json');
  if (existsSync(marker)) return { seeded: false, credentials: demoCredentials() };
  const Tenants = await import('@polyloop/functions/domain/tenant/tenant.service');
  const Users = await import('@polyloop/functions/domain/user/user.service');
  for (const company of demoCompanies) {
    const { people, ...fields } = company;
    const tenant = await Tenants.create({ ...fields, onboarded: true });
    for (const person of people) {
      const authorities: Authority[] = person.admin ? ['ROLE_USER_ADMIN', 'ROLE_USER'] : ['ROLE_USER'];
      if (await Users.findByEmail(person.email)) continue;
      await Users.create({ tenantId: tenant.tenantId, ...person, authorities, password: DEMO_PASSWORD });
    }
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(marker, JSON.stringify({ seededAt: new Date().toISOString() }));
  return { seeded: true, credentials: demoCredentials() };
}
