import { beforeAll, describe, expect, inject, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, InventoryRoutes, SupplyRoutes } from '@polyloop/shared';
import { INVENTORY_MESSAGES, type LotInput } from '@polyloop/shared/inventory/lot';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, fieldsOf, inventoryTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let other: SignedInClient;
let companyId: string;
let locationId: string;
let secondLocationId: string;
let materialId: string;
let otherLocationId: string;

const today = new Date().toISOString().slice(0, 10);
const lot = (extra: Partial<LotInput> = {}): LotInput => ({
  locationId,
  materialId,
  materialType: 'PP',
  weight: { unitValue: 1000, unit: 'POUND' },
  cost: { unitValue: 0.3, unit: 'POUND' },
  receivedDate: today,
  source: { kind: 'PURCHASE', reference: 'PO-1001' },
  ...extra,
});

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const made = await inventoryTenant(cloud, 'Inventory', {
    name: 'Toll Grinder',
    locations: [address('1 Mill Rd', { name: 'Mill yard' }), address('2 Dock St', { name: 'Dock' })],
    material: 'PP regrind',
  });
  ({ member, other, companyId, materialId } = made);
  locationId = made.locations.find((l) => l.name === 'Mill yard')!.id;
  secondLocationId = made.locations.find((l) => l.name === 'Dock')!.id;
  const theirs = await other.ok(CrmRoutes.createCompany, {
    body: { name: unique('Their yard'), locations: [address('9 Far Rd')] },
  });
  otherLocationId = (await other.ok(CrmRoutes.listCompanyLocations, { params: { id: theirs.body.id } }))
    .body[0]!.id;
});

describe('inventory lots', () => {
  it('records a lot at a company location with its identifier, place, cost and source', async () => {
    const res = await member.ok(InventoryRoutes.createLot, {
      body: lot({ lotNumber: 'L-77', notes: 'Dry' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.identifier).toMatch(/^[A-Z0-9]{2,4}-L\d+$/);
    expect(res.body).toMatchObject({
      location: { locationId, companyId, name: 'Mill yard', city: 'Chicago' },
      materialId,
      materialType: 'PP',
      weight: { unitValue: 1000, unit: 'POUND' },
      remainingWeight: { unitValue: 1000, unit: 'POUND' },
      cost: { unitValue: 0.3, unit: 'POUND' },
      lotNumber: 'L-77',
      source: { kind: 'PURCHASE', reference: 'PO-1001' },
    });
    expect((await member.ok(InventoryRoutes.getLot, { params: { id: res.body.id } })).body.notes).toBe('Dry');
  });

  it('lists lots newest received first with the total, filtered by location, material type and material', async () => {
    const older = await member.ok(InventoryRoutes.createLot, {
      body: lot({
        locationId: secondLocationId,
        receivedDate: '2025-01-02',
        materialId: undefined,
        materialType: 'PE',
      }),
    });
    const newer = await member.ok(InventoryRoutes.createLot, {
      body: lot({
        locationId: secondLocationId,
        receivedDate: '2025-03-04',
        materialId: undefined,
        materialType: 'PE',
      }),
    });
    const atDock = await member.ok(InventoryRoutes.listLots, { query: { locationId: secondLocationId } });
    expect(atDock.body.map((l) => l.id)).toEqual([newer.body.id, older.body.id]);
    expect(atDock.headers.get('x-total-count')).toBe('2');
    const pe = await member.ok(InventoryRoutes.listLots, { query: { materialType: 'PE' } });
    expect(pe.body.map((l) => l.id)).toEqual([newer.body.id, older.body.id]);
    const ofMaterial = await member.ok(InventoryRoutes.listLots, { query: { materialId } });
    expect(ofMaterial.body.every((l) => l.materialId === materialId)).toBe(true);
    const both = await member.ok(InventoryRoutes.listLots, {
      query: { locationId: secondLocationId, materialType: 'PP' },
    });
    expect(both.body).toEqual([]);
    expect(both.headers.get('x-total-count')).toBe('0');
  });

  it('records where a lot came from: a have of the company, and refuses a have that is not one', async () => {
    const have = await member.ok(SupplyRoutes.createHave, {
      body: {
        companyId,
        materialType: 'PP',
        remainingWeight: { unitValue: 500, unit: 'POUND' },
        expirationDate: today,
      },
    });
    const fromHave = await member.ok(InventoryRoutes.createLot, {
      body: lot({ source: { kind: 'HAVE', haveId: have.body.id } }),
    });
    expect(fromHave.body.source).toMatchObject({
      kind: 'HAVE',
      haveId: have.body.id,
      haveIdentifier: have.body.identifier,
    });
    const refused = await member.refused(InventoryRoutes.createLot, {
      body: lot({ source: { kind: 'HAVE', haveId: 'nope' } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVENTORY_MESSAGES.haveUnknown);
  });

  it('names each missing field as the spec words it and refuses long lot numbers', async () => {
    const refused = await member.refused(InventoryRoutes.createLot, { body: {} as LotInput });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toMatchObject({
      locationId: ['Location is required'],
      materialType: ['Material type is required'],
      receivedDate: ['Received date is required'],
    });
    const noUnit = await member.refused(InventoryRoutes.createLot, {
      body: lot({ weight: { unitValue: 5 } as LotInput['weight'] }),
    });
    expect(fieldsOf(noUnit)['weight.unit']).toEqual(['Weight unit is required']);
    const long = await member.refused(InventoryRoutes.createLot, {
      body: lot({ lotNumber: 'x'.repeat(331) }),
    });
    expect(fieldsOf(long).lotNumber).toEqual(['Lot number must be at most 330 characters']);
    const negative = await member.refused(InventoryRoutes.createLot, {
      body: lot({ weight: { unitValue: -1, unit: 'POUND' } }),
    });
    expect(fieldsOf(negative)['weight.unitValue']).toEqual(['Weight must be greater than 0']);
  });

  it('refuses a location of another company’s tenant as one not in the list', async () => {
    const refused = await member.refused(InventoryRoutes.createLot, {
      body: lot({ locationId: otherLocationId }),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused).locationId).toEqual([INVENTORY_MESSAGES.locationUnknown]);
  });

  it('adjusts the remaining weight with a reason, keeps the adjustments, and never goes below zero', async () => {
    const { id } = (await member.ok(InventoryRoutes.createLot, { body: lot() })).body;
    const taken = await member.ok(InventoryRoutes.adjustLot, {
      params: { id },
      body: { change: -200, reason: 'Wet bales' },
    });
    expect(taken.body.remainingWeight).toEqual({ unitValue: 800, unit: 'POUND' });
    await member.ok(InventoryRoutes.adjustLot, { params: { id }, body: { change: 50.5, reason: 'Recount' } });
    const below = await member.refused(InventoryRoutes.adjustLot, {
      params: { id },
      body: { change: -900, reason: 'Too much' },
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(INVENTORY_MESSAGES.belowZero);
    const noReason = await member.refused(InventoryRoutes.adjustLot, {
      params: { id },
      body: { change: -1, reason: ' ' },
    });
    expect(fieldsOf(noReason).reason).toEqual(['Reason is required']);
    const adjustments = (await member.ok(InventoryRoutes.listLotAdjustments, { params: { id } })).body;
    expect(adjustments.map((a) => [a.change.unitValue, a.reason, a.remainingAfter.unitValue])).toEqual([
      [50.5, 'Recount', 850.5],
      [-200, 'Wet bales', 800],
    ]);
    expect((await member.ok(InventoryRoutes.getLot, { params: { id } })).body.remainingWeight.unitValue).toBe(
      850.5,
    );
  });

  it('lets only one of two adjustments at once take weight that only one of them can', async () => {
    const { id } = (await member.ok(InventoryRoutes.createLot, { body: lot() })).body;
    const both = await Promise.all(
      [1, 2].map(() =>
        member(InventoryRoutes.adjustLot, { params: { id }, body: { change: -600, reason: 'Shipped' } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await member.ok(InventoryRoutes.getLot, { params: { id } })).body.remainingWeight.unitValue).toBe(
      400,
    );
    expect((await member.ok(InventoryRoutes.listLotAdjustments, { params: { id } })).body).toHaveLength(1);
  });

  it('exports the lots received in a date range as CSV and XLSX', async () => {
    const { identifier } = (
      await member.ok(InventoryRoutes.createLot, {
        body: lot({ receivedDate: '2024-06-15', lotNumber: 'EXPORT-1' }),
      })
    ).body;
    const csv = await member(InventoryRoutes.exportLots, {
      query: { format: 'csv', from: '2024-06-01', to: '2024-06-30' },
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Identifier,Lot number,Company');
    expect(csv.text).toContain(`${identifier},EXPORT-1`);
    const xlsx = await member(InventoryRoutes.exportLots, {
      query: { format: 'xlsx', from: '2024-06-01', to: '2024-06-30' },
    });
    expect(strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']!)).toContain(
      'EXPORT-1',
    );
  });

  it('answers 404 for a lot of another company', async () => {
    const { id } = (await member.ok(InventoryRoutes.createLot, { body: lot() })).body;
    expect((await other.refused(InventoryRoutes.getLot, { params: { id } })).status).toBe(404);
    expect(
      (
        await other.refused(InventoryRoutes.adjustLot, {
          params: { id },
          body: { change: -1, reason: 'Spy' },
        })
      ).status,
    ).toBe(404);
    expect((await member.ok(InventoryRoutes.getLot, { params: { id } })).body.remainingWeight.unitValue).toBe(
      1000,
    );
  });
});
