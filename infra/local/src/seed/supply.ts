import { demoAdministrator, type DemoCompanyRecord } from './demo-companies.js';
import { day } from './measures.js';

/**
 * Gives every demo company open haves and needs, one of each closed, one that reads as
 * expired, and a group of two haves: made through the same services the API uses, acting as the company's administrator.
 */
export async function seedSupply(companies: DemoCompanyRecord[]): Promise<void> {
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Groups = await import('@polyloop/functions/domain/listing/have-group.service');
  const Materials = await import('@polyloop/functions/domain/material/material.service');
  const Companies = await import('@polyloop/functions/domain/company/company.list');
  const { HaveItem } = await import('@polyloop/functions/domain/listing/listing.entity');
  const { counterMoves } = await import('@polyloop/functions/domain/listing/listing.counters');
  const { transact } = await import('@polyloop/functions/data/entity');
  for (const own of companies) {
    const actor = await demoAdministrator(own);
    const materials = (await Materials.list(actor, { page: 0, size: 25, archived: 'false' })).items;
    const byType = (type: string) => materials.find((m) => m.type === type);
    const partners = (await Companies.options(actor, undefined, 25)).filter((c) => c.id !== own.tenantId);
    const pe = byType('PE');
    const pp = byType('PP');
    const pet = byType('PET');
    const haves = [
      {
        name: 'HDPE natural bales, washed',
        description: 'Milk jugs, baled and washed: ready for a wash line or a pelletizer.',
        companyId: own.tenantId,
        materialId: pe?.id,
        materialType: 'PE' as const,
        remainingWeight: { unitValue: 42000, unit: 'POUND' as const },
        price: { unitValue: 0.34, unit: 'POUND' as const },
        packaging: 'BALES' as const,
        palletized: true,
        lotNumber: 'HD-2611-A',
        shippingTerms: 'FOB_ORIGIN' as const,
        expirationDate: day(14),
        notes: 'Washed and dried, under 0.5% moisture.',
      },
      {
        name: 'Recycled PP regrind',
        description: 'Grey regrind from bottle caps, 3/8 inch screen.',
        companyId: own.tenantId,
        materialId: pp?.id,
        materialType: 'PP' as const,
        remainingWeight: { unitValue: 20, unit: 'METRIC_TON' as const },
        price: { unitValue: 780, unit: 'METRIC_TON' as const },
        packaging: 'SUPERSACKS' as const,
        palletized: false,
        expirationDate: day(2),
      },
      {
        companyId: partners[0]?.id ?? own.tenantId,
        materialId: pet?.id,
        materialType: 'PET' as const,
        remainingWeight: { unitValue: 38000, unit: 'POUND' as const },
        packaging: 'BALES' as const,
        palletized: false,
        expirationDate: day(30),
      },
      {
        companyId: own.tenantId,
        materialType: 'PS' as const,
        remainingWeight: { unitValue: 12000, unit: 'POUND' as const },
        price: { unitValue: 0.21, unit: 'POUND' as const },
        palletized: true,
        expirationDate: day(20),
      },
    ];
    const made = [];
    for (const have of haves)
      made.push(await Listings.create(actor, 'have', { ...have, representatives: [own.adminId] }));
    await Listings.changeStatus(actor, 'have', made[3]!.id, 'COMPLETED');
    // Two haves sold together.
    const group = await Groups.create(actor, { name: 'Yard clear-out', haveId: made[0]!.id });
    await Groups.choose(actor, made[2]!.id, group.id);
    // One whose date passed yesterday: it reads as expired until someone renews it.
    const aging = (await HaveItem.get({ tenantId: own.tenantId, id: made[1]!.id }))!;
    await transact([
      HaveItem.tx.update(
        { tenantId: own.tenantId, id: aging.id },
        { expirationDate: day(-1) },
        { current: aging },
      ),
      ...counterMoves('have', aging, { ...aging, expirationDate: day(-1) }),
    ]);

    const needs = [
      {
        companyId: partners[1]?.id ?? own.tenantId,
        materialType: 'PE' as const,
        remainingWeight: { unitValue: 80000, unit: 'POUND' as const },
        priceTarget: { unitValue: 0.3, unit: 'POUND' as const },
        packaging: 'BALES' as const,
        expirationDate: day(21),
        notes: 'Monthly, natural HDPE regrind.',
      },
      {
        name: 'PP copolymer for injection moulding',
        companyId: own.tenantId,
        materialType: 'PP' as const,
        remainingWeight: { unitValue: 10, unit: 'METRIC_TON' as const },
        shippingTerms: 'FOB_DESTINATION' as const,
        expirationDate: day(9),
      },
      {
        companyId: own.tenantId,
        materialType: 'ABS' as const,
        remainingWeight: { unitValue: 5000, unit: 'KILOGRAM' as const },
        expirationDate: day(40),
      },
    ];
    const wanted = [];
    for (const need of needs)
      wanted.push(await Listings.create(actor, 'need', { ...need, representatives: [own.adminId] }));
    await Listings.changeStatus(actor, 'need', wanted[2]!.id, 'CANCELLED');
  }
}
