import { demoAdministrator, type DemoCompanyRecord } from './demo-companies.js';
import { day } from './measures.js';

/**
 * Gives every demo company inventory at its headquarters (a lot from its first have, two bought
 * lots, one adjusted with a reason) and one process report that turned two of them into pellets:
 * made through the same services the API uses, acting as the company's administrator.
 */
export async function seedInventory(companies: DemoCompanyRecord[]): Promise<void> {
  const Lots = await import('@polyloop/functions/domain/inventory/lot.service');
  const Reports = await import('@polyloop/functions/domain/process-report/process-report.service');
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Materials = await import('@polyloop/functions/domain/material/material.service');
  const { listLocationsOfCompany } = await import('@polyloop/functions/domain/location/location.entity');
  for (const own of companies) {
    const actor = await demoAdministrator(own);
    const [headquarters] = await listLocationsOfCompany(own.tenantId, own.tenantId, 'ACTIVE');
    const pe = (await Materials.list(actor, { page: 0, size: 25, archived: 'false' })).items.find(
      (m) => m.type === 'PE',
    );
    if (!headquarters || !pe) continue;
    const firstHave = (
      await Listings.list(actor, 'have', { page: 0, size: 1, sort: 'expirationDate,asc', archived: 'false' })
    ).items[0];
    const at = { locationId: headquarters.locationId, materialId: pe.id, materialType: 'PE' as const };
    const fromHave = await Lots.create(actor, {
      ...at,
      weight: { unitValue: 42000, unit: 'POUND' },
      cost: { unitValue: 0.28, unit: 'POUND' },
      lotNumber: 'HD-2611-A',
      receivedDate: day(-12),
      source: firstHave ? { kind: 'HAVE', haveId: firstHave.id } : { kind: 'PURCHASE' },
      notes: 'Bales from the yard clear-out.',
    });
    const bought = await Lots.create(actor, {
      ...at,
      weight: { unitValue: 9, unit: 'METRIC_TON' },
      cost: { unitValue: 640, unit: 'METRIC_TON' },
      lotNumber: 'HD-2614-C',
      receivedDate: day(-9),
      source: { kind: 'PURCHASE', reference: 'PO-55120' },
    });
    const regrind = await Lots.create(actor, {
      locationId: headquarters.locationId,
      materialType: 'PP',
      weight: { unitValue: 18000, unit: 'POUND' },
      cost: { unitValue: 0.19, unit: 'POUND' },
      receivedDate: day(-5),
      source: { kind: 'PURCHASE', reference: 'PO-55187' },
    });
    await Lots.adjust(actor, regrind.id, {
      change: -350,
      reason: 'Wet supersack set aside after the scale check',
    });
    await Reports.create(actor, {
      materialId: pe.id,
      materialType: 'PE',
      finalWeight: { unitValue: 30000, unit: 'POUND' },
      totalLostWeight: 2000,
      processingCost: 1450,
      processingDate: day(-3),
      representatives: [own.adminId],
      ...(firstHave ? { haveId: firstHave.id } : {}),
      inputs: [
        { lotId: fromHave.id, percentage: 75 },
        { lotId: bought.id, percentage: 25 },
      ],
      outputs: [
        { weight: 20000, lotNumber: 'PEL-2701' },
        { weight: 10000, lotNumber: 'PEL-2702' },
      ],
      notes: 'Washed, dried and pelletized.',
    });
  }
}
