import type { MaterialInput } from '@polyloop/shared/crm/material';
import { demoAdministrator, type DemoCompanyRecord } from './demo-companies.js';

/** Materials each demo company keeps in its catalogue. */
const catalogue: MaterialInput[] = [
  {
    name: 'HDPE natural regrind',
    type: 'PE',
    grade: 'POST_CONSUMER',
    form: 'REGRIND',
    color: 'NATURAL_CLEAR',
    peTypes: ['HD'],
    meltIndex: { min: 0.3, max: 0.8 },
    density: { min: 0.95, max: 0.96 },
    moisture: { max: 0.5 },
  },
  {
    name: 'PP copolymer black pellets',
    type: 'PP',
    grade: 'POST_INDUSTRIAL',
    form: 'PELLETS',
    color: 'BLACK',
    ppStructure: 'COPOLYMER',
    meltIndex: { min: 10, max: 20 },
    filledPercent: { min: 0, max: 10 },
    fillerTypes: ['TALC'],
  },
  {
    name: 'Clear PET bottle flake',
    type: 'PET',
    grade: 'POST_CONSUMER',
    form: 'REGRIND',
    color: 'NATURAL_CLEAR',
    iv: { min: 0.72, max: 0.8 },
    contaminated: { max: 1 },
    productTypes: ['SHEET', 'FIBER'],
  },
];

const people = [
  {
    firstName: 'Jordan',
    lastName: 'Price',
    type: 'PURCHASING' as const,
    relationshipTemperature: 'HOT' as const,
  },
  {
    firstName: 'Morgan',
    lastName: 'Lee',
    type: 'SALES' as const,
    relationshipTemperature: 'PROSPECT' as const,
  },
];

/**
 * Gives every demo company a working CRM: its materials, the other demo companies as trading
 * partners (with a location, a contact and a buy profile), and a first touchpoint. All of it goes
 * through the same services the API uses, acting as the company's administrator.
 */
/** Each demo company's tags. */
const DEMO_TAGS = ['Key account', 'Regrind buyer', 'Prospect', 'Pays on time'];

export async function seedCrm(companies: DemoCompanyRecord[]): Promise<void> {
  const Materials = await import('@polyloop/functions/domain/material/material.service');
  const Companies = await import('@polyloop/functions/domain/company-wizard/company-wizard.service');
  const Touchpoints = await import('@polyloop/functions/domain/touchpoint/touchpoint.service');
  const Tags = await import('@polyloop/functions/domain/company/tag.service');
  for (const own of companies) {
    const actor = await demoAdministrator(own);
    // The tags the company's records pick from (Administration → Tags).
    const tags: string[] = [];
    for (const name of DEMO_TAGS) tags.push(await Tags.ensure(own.tenantId, name));
    const materialIds: string[] = [];
    for (const material of catalogue) materialIds.push((await Materials.create(actor, material)).id);
    const partners = companies.filter((c) => c.tenantId !== own.tenantId).slice(0, 3);
    for (const [i, partner] of partners.entries()) {
      const person = people[i % people.length]!;
      const domain = partner.website;
      const created = await Companies.create(actor, {
        name: partner.name,
        website: partner.website,
        about: partner.about,
        services: partner.services,
        tags: i === 0 ? [tags[0]!] : i === 1 ? [tags[1]!, tags[2]!] : [],
        representatives: [own.adminId],
        materials: ['PE', 'PP'],
        locations: [
          {
            name: 'Main plant',
            address: partner.address,
            city: partner.city,
            stateProvince: partner.stateProvince,
            postalCode: partner.postalCode,
            country: partner.country,
            formattedAddress: `${partner.address}, ${partner.city}, ${partner.stateProvince} ${partner.postalCode}`,
            latitude: partner.latitude,
            longitude: partner.longitude,
            pickupAppointment: 'REQUIRED',
            deliveryAppointment: 'FCFS',
            remitTo: true,
          },
        ],
        contacts: [
          { ...person, email: `${person.firstName.toLowerCase()}@${domain}`, officePhone: '3125550100' },
        ],
        buyProfiles: [
          {
            materialType: 'PE',
            grades: ['POST_CONSUMER'],
            forms: ['REGRIND'],
            colors: [],
            priceTarget: { unitValue: 0.32, unit: 'POUND' },
          },
        ],
        materialIds: [materialIds[i % materialIds.length]!],
        confirmDuplicate: true,
      });
      await Touchpoints.create(actor, created.id, {
        date: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
        notes: `Called ${person.firstName} about ${i === 0 ? 'monthly HDPE volumes' : 'a trial load'}.`,
        nextTouch: new Date(Date.now() + (i + 7) * 86_400_000).toISOString(),
      });
    }
  }
}
