import type { AccessKind, PublishingPermissions, Service } from '@polyloop/shared';

/** The demo market's companies and people, and how to sign in as them. */

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
  /** Where the company is: its primary location and public-profile location. */
  address: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  about: string;
  services: Service[];
  /** Billing as the demo shows it: a free trial, a paid plan, or the free plan. */
  billing: 'trial' | 'intelligence' | 'free';
  people: Array<{ firstName: string; lastName: string; email: string; admin: boolean }>;
  /** What the platform has approved beyond the defaults (everything needs approval otherwise). */
  publishing?: Partial<PublishingPermissions>;
  /** A request its administrator has made, waiting for the platform administration. */
  pendingAccess?: { kind: AccessKind; message: string };
}

/** A demo company once onboarded, as the CRM seed needs it. */
export type DemoCompanyRecord = DemoCompany & { tenantId: string; adminId: string; adminEmail: string };

export const demoCompanies: DemoCompany[] = [
  {
    name: 'Great Lakes Polymers',
    shortCode: 'GLP',
    website: 'greatlakespolymers.example',
    city: 'Chicago',
    stateProvince: 'IL',
    country: 'US',
    address: '2200 S Halsted St',
    postalCode: '60608',
    latitude: 41.8523,
    longitude: -87.6466,
    about: 'Buys and sells post-industrial PE and PP regrind across the Midwest.',
    services: ['GRINDING', 'BALING', 'WAREHOUSING', 'BROKER_TRADER'],
    billing: 'trial',
    people: [
      { firstName: 'Dana', lastName: 'Kowalski', email: 'dana@greatlakespolymers.example', admin: true },
      { firstName: 'Marcus', lastName: 'Reed', email: 'marcus@greatlakespolymers.example', admin: false },
    ],
    publishing: {
      publicOfferPermission: 'PRE_APPROVED',
      publicRequestPermission: 'PRE_APPROVED',
      privateAuctionPermission: 'PRE_APPROVED',
      reverseAuctionPermission: 'PRE_APPROVED',
    },
  },
  {
    name: 'Lone Star Resins',
    shortCode: 'LSR',
    website: 'lonestarresins.example',
    city: 'Houston',
    stateProvince: 'TX',
    country: 'US',
    address: '8100 Clinton Dr',
    postalCode: '77029',
    latitude: 29.7494,
    longitude: -95.2799,
    about: 'Prime and off-grade resins near the Houston Ship Channel.',
    services: ['DISTRIBUTING', 'PELLETIZING', 'COMPOUNDING', 'RAIL_SERVICES'],
    billing: 'intelligence',
    people: [
      { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa@lonestarresins.example', admin: true },
      { firstName: 'Tyler', lastName: 'Nguyen', email: 'tyler@lonestarresins.example', admin: false },
    ],
    publishing: { publicOfferPermission: 'PRE_APPROVED', publicRequestPermission: 'PRE_APPROVED' },
  },
  {
    name: 'Pacific Regrind',
    shortCode: 'PRG',
    website: 'pacificregrind.example',
    city: 'Portland',
    stateProvince: 'OR',
    country: 'US',
    address: '5400 N Lagoon Ave',
    postalCode: '97217',
    latitude: 45.5645,
    longitude: -122.7058,
    about: 'Washing and regrind of post-consumer PET and HDPE.',
    services: ['WASHING', 'SORTING', 'SHREDDING'],
    billing: 'free',
    people: [
      { firstName: 'Hannah', lastName: 'Olsen', email: 'hannah@pacificregrind.example', admin: true },
      { firstName: 'Sam', lastName: 'Whitaker', email: 'sam@pacificregrind.example', admin: false },
    ],
    pendingAccess: {
      kind: 'PUBLIC_OFFER',
      message: 'We would like to offer our washed PET flake to the whole network every month.',
    },
  },
  {
    name: 'Maple Leaf Plastics Recovery',
    shortCode: 'MLPR',
    website: 'mapleleafplastics.example',
    city: 'Toronto',
    stateProvince: 'ON',
    country: 'CA',
    address: '25 Commissioners St',
    postalCode: 'M5A 1A1',
    latitude: 43.6468,
    longitude: -79.3553,
    about: 'Recovers and trades post-consumer plastics across Ontario.',
    services: ['SORTING', 'BALING', 'WASTE_DISPOSAL'],
    billing: 'free',
    publishing: { publicOfferPermission: 'PRE_APPROVED', publicRequestPermission: 'PRE_APPROVED' },
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
    address: '1500 Cliveden Ave',
    postalCode: 'V3M 6P7',
    latitude: 49.1917,
    longitude: -122.9468,
    about: 'Densifies film and foam for re-use in British Columbia.',
    services: ['DENSIFYING', 'PELLETIZING', 'FTL_FREIGHT'],
    billing: 'free',
    publishing: { publicOfferPermission: 'PRE_APPROVED', publicRequestPermission: 'PRE_APPROVED' },
    people: [
      { firstName: 'Grace', lastName: 'Chen', email: 'grace@fraservalleyrecyclers.example', admin: true },
      { firstName: 'Owen', lastName: 'MacLeod', email: 'owen@fraservalleyrecyclers.example', admin: false },
    ],
  },
];

/** The platform's own operator: no company, sees platform administration. */
export const platformAdministrator = {
  firstName: 'Olivia',
  lastName: 'Ops',
  email: 'ops@polyloop.example',
} as const;

export function demoCredentials(): DemoCredential[] {
  return [
    ...demoCompanies.flatMap((company) =>
      company.people.map((p) => ({
        email: p.email,
        password: DEMO_PASSWORD,
        company: company.name,
        role: p.admin ? ('Administrator' as const) : ('User' as const),
      })),
    ),
    {
      email: platformAdministrator.email,
      password: DEMO_PASSWORD,
      company: 'Polyloop',
      role: 'Platform administrator' as const,
    },
  ];
}

/** One of the seeded companies by name (a seed step names the companies its story is about). */
export function demoCompanyNamed(companies: DemoCompanyRecord[], name: string): DemoCompanyRecord {
  const found = companies.find((c) => c.name === name);
  if (!found) throw new Error(`No demo company named ${name}`);
  return found;
}

/** A person of a seeded company, acting for it through the services as a request would. */
export async function demoMember(tenantId: string, person: { userId: string; email: string }) {
  const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
  const { asMember } = await import('@polyloop/functions/lib/actor');
  return asMember(await loadActor({ sub: person.userId, email: person.email, 'custom:tenantId': tenantId }));
}

/** A seeded company's administrator, acting for it through the services as a request would. */
export async function demoAdministrator(c: DemoCompanyRecord) {
  return demoMember(c.tenantId, { userId: c.adminId, email: c.adminEmail });
}
