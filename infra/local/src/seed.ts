import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedCrm } from './seed/crm.js';
import { seedSupply } from './seed/supply.js';
import { seedDrafts } from './seed/drafts.js';
import { seedInventory } from './seed/inventory.js';
import { seedOrders } from './seed/orders.js';
import { seedReporting } from './seed/reporting.js';
import { seedNotifications } from './seed/notifications.js';
import { seedTasks } from './seed/tasks.js';
import { seedAccess } from './seed/access.js';
import { seedNetwork } from './seed/network.js';
import { seedMarket } from './seed/market.js';
import { seedOffers } from './seed/offers.js';
import { seedAuctions } from './seed/auctions.js';
import { seedFreight } from './seed/freight.js';
import {
  DEMO_PASSWORD,
  demoCompanies,
  demoCredentials,
  platformAdministrator,
  type DemoCompanyRecord,
  type DemoCredential,
} from './seed/demo-companies.js';

// The demo companies and their people's credentials, which the tests sign in with.
import { seedSso } from './seed/sso.js';
export * from './seed/demo-companies.js';

/**
 * The demo's stories, in order: later ones build on what earlier ones made (inventory and orders on
 * the CRM's materials and the supply's haves, the market on the publishing rights the access step
 * grants).
 */
const SEED_STEPS: ((companies: DemoCompanyRecord[]) => Promise<void>)[] = [
  seedCrm,
  seedSupply,
  seedInventory,
  seedReporting,
  seedOrders,
  seedDrafts,
  seedNotifications,
  seedTasks,
  seedAccess,
  seedNetwork,
  seedMarket,
  seedOffers,
  seedAuctions,
  seedFreight,
  seedSso,
];

/**
 * Seeds the demo market once per data directory. It goes through the domain services (never raw
 * table writes): each company is onboarded by its administrator like a real one, so it has its
 * billing, public profile and seat count. The handlers' environment must be set before this runs,
 * since the services read it on first use.
 */
export async function seed({
  dataDir,
}: {
  dataDir: string;
}): Promise<{ seeded: boolean; credentials: DemoCredential[] }> {
  const marker = path.join(dataDir, 'seeded.json');
  if (existsSync(marker)) return { seeded: false, credentials: demoCredentials() };
  const Setup = await import('@polyloop/functions/domain/onboarding/company-setup');
  const Users = await import('@polyloop/functions/domain/user/user.entity');
  const made: DemoCompanyRecord[] = [];
  for (const company of demoCompanies) {
    const [admin, ...members] = company.people;
    // A seed interrupted half-way is re-run: companies already made are left as they are.
    if (!admin || (await Users.getUserByEmail(admin.email))) continue;
    const result = await Setup.setUpCompany({
      admin: { ...admin, password: DEMO_PASSWORD },
      members: members.map((m) => ({ ...m, password: DEMO_PASSWORD })),
      company: { name: company.name, shortCode: company.shortCode, website: company.website },
      location: {
        address: company.address,
        city: company.city,
        stateProvince: company.stateProvince,
        postalCode: company.postalCode,
        country: company.country,
        latitude: company.latitude,
        longitude: company.longitude,
        name: 'Headquarters',
      },
      intents:
        company.billing === 'trial' ? ['NETWORK_SEARCH', 'CORE_SUITE'] : ['NETWORK_SEARCH', 'FREIGHT_QUOTES'],
      plan: company.billing === 'intelligence' ? 'INTELLIGENCE' : undefined,
      publicProfile: { services: company.services, about: company.about, enabled: true },
    });
    made.push({
      ...company,
      tenantId: result.tenantId,
      adminId: result.admin.userId,
      adminEmail: result.admin.email,
    });
  }
  if (made.length === demoCompanies.length) {
    for (const step of SEED_STEPS) await step(made);
  }
  if (!(await Users.getUserByEmail(platformAdministrator.email))) {
    const opsId = await Setup.signedUpPerson({ ...platformAdministrator, password: DEMO_PASSWORD }, [
      'ROLE_PLATFORM_ADMIN',
    ]);
    const Policies = await import('@polyloop/functions/domain/policy/policy.service');
    await Policies.recordAcceptance(opsId, await Policies.latestPolicies());
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(marker, JSON.stringify({ seededAt: new Date().toISOString() }));
  return { seeded: true, credentials: demoCredentials() };
}
