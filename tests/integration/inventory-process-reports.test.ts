import { beforeAll, describe, expect, inject, it } from 'vitest';
import { InventoryRoutes, SupplyRoutes } from '@polyloop/shared';
import type { LotInput } from '@polyloop/shared/inventory/lot';
import { PROCESS_MESSAGES, type ProcessReportInput } from '@polyloop/shared/inventory/process-report';
import type { SignedInClient } from '../support/client.js';
import { eventually } from '../support/eventually.js';
import { useCloudEnv } from '../support/companies.js';
import { address, fieldsOf, inventoryTenant } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let other: SignedInClient;
let memberId: string;
let companyId: string;
let locationId: string;
let secondLocationId: string;
let materialId: string;
const today = new Date().toISOString().slice(0, 10);

const newLot = async (extra: Partial<LotInput> = {}) =>
  (
    await member.ok(InventoryRoutes.createLot, {
      body: {
        locationId,
        materialType: 'PP',
        weight: { unitValue: 1000, unit: 'POUND' },
        cost: { unitValue: 0.2, unit: 'POUND' },
        receivedDate: today,
        source: { kind: 'PURCHASE' },
        ...extra,
      },
    })
  ).body;
const remaining = async (id: string) =>
  (await member.ok(InventoryRoutes.getLot, { params: { id } })).body.remainingWeight.unitValue;
const report = (
  inputs: ProcessReportInput['inputs'],
  extra: Partial<ProcessReportInput> = {},
): ProcessReportInput => ({
  materialId,
  materialType: 'PP',
  finalWeight: { unitValue: 900, unit: 'POUND' },
  totalLostWeight: 100,
  processingCost: 50,
  processingDate: today,
  representatives: [memberId],
  inputs,
  ...extra,
});

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const made = await inventoryTenant(cloud, 'Processing', {
    name: 'Wash plant',
    locations: [address('5 Wash Ln', { name: 'Wash line' }), address('6 Silo Rd', { name: 'Silo' })],
    material: 'PP pellets',
  });
  ({ member, other, companyId, materialId } = made);
  memberId = made.tenant.company.member.userId;
  locationId = made.locations[0]!.id;
  secondLocationId = made.locations[1]!.id;
});

describe('process reports', () => {
  it('consumes the inputs by their percentages and creates the output lot in one go, with lost weight, yield loss and cost', async () => {
    const a = await newLot();
    const b = await newLot({
      weight: { unitValue: 1, unit: 'METRIC_TON' },
      cost: { unitValue: 400, unit: 'METRIC_TON' },
    });
    const res = await member.ok(InventoryRoutes.createProcessReport, {
      body: report([
        { lotId: a.id, percentage: 60 },
        { lotId: b.id, percentage: 40 },
      ]),
    });
    expect(res.status).toBe(201);
    const r = res.body;
    expect(r.identifier).toMatch(/^[A-Z0-9]{2,4}-P\d+$/);
    expect(r).toMatchObject({
      inputWeight: { unitValue: 1000, unit: 'POUND' },
      totalLostWeight: { unitValue: 100, unit: 'POUND' },
      yieldLoss: 10,
    });
    expect(r.inputs.map((i) => i.consumed)).toEqual([
      { unitValue: 600, unit: 'POUND' },
      { unitValue: 0.181436948, unit: 'METRIC_TON' },
    ]);
    // 600 lb at $0.20, 400 lb (0.181436948 t exactly, 1 lb = 0.45359237 kg) at $400/t, and $50 of processing.
    expect(r.totalCost).toBe(242.57);
    expect(r.outputs).toHaveLength(1);
    expect(r.outputs[0]!.weight).toEqual({ unitValue: 900, unit: 'POUND' });
    expect(await remaining(a.id)).toBe(400);
    expect(await remaining(b.id)).toBe(0.818563052);
    const output = (await member.ok(InventoryRoutes.getLot, { params: { id: r.outputs[0]!.lotId } })).body;
    expect(output).toMatchObject({
      location: { locationId },
      materialId,
      remainingWeight: { unitValue: 900, unit: 'POUND' },
      cost: { unitValue: 0.269522, unit: 'POUND' },
      receivedDate: today,
      source: { kind: 'PROCESS_OUTPUT', processReportId: r.id, processReportIdentifier: r.identifier },
    });
    expect((await member.ok(InventoryRoutes.getProcessReport, { params: { id: r.id } })).body).toEqual(r);
  });

  it('values each input exactly and rounds the total cost once to the cent: a pound at $1.005 costs $1.01', async () => {
    const a = await newLot({ cost: { unitValue: 1.005, unit: 'POUND' } });
    const r = (
      await member.ok(InventoryRoutes.createProcessReport, {
        body: report([{ lotId: a.id, percentage: 100 }], {
          finalWeight: { unitValue: 1, unit: 'POUND' },
          totalLostWeight: 0,
          processingCost: 0.1,
        }),
      })
    ).body;
    expect(r.totalCost).toBe(1.11);
    expect(r.processingCost).toBe(0.1);
    expect(r.outputs[0]!.cost).toEqual({ unitValue: 1.11, unit: 'POUND' });
  });

  it('reads a report stored with dollar costs once the backfill has rewritten them into whole cents', async () => {
    const a = await newLot();
    const r = (
      await member.ok(InventoryRoutes.createProcessReport, {
        body: report([{ lotId: a.id, percentage: 100 }]),
      })
    ).body;
    const { dynamo, table } = await import('@polyloop/functions/data/client');
    const { ScanCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    let stored: Record<string, unknown> | undefined;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({
          TableName: table(),
          ExclusiveStartKey: start,
          FilterExpression: '#entity = :entity AND id = :id',
          ExpressionAttributeNames: { '#entity': '__entity' },
          ExpressionAttributeValues: { ':entity': 'process-report', ':id': r.id },
        }),
      );
      stored = page.Items?.[0] ?? stored;
      start = page.LastEvaluatedKey;
    } while (start && !stored);
    // As reports were written before their costs were kept in cents.
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: stored!.pk, sk: stored!.sk },
        UpdateExpression:
          'SET totalCost = :total, processingCost = :processing REMOVE totalCostCents, processingCostCents',
        ExpressionAttributeValues: { ':total': 250.005, ':processing': 50 },
      }),
    );
    const { backfillCents } = await import('../../scripts/money-cents-backfill.js');
    expect(await backfillCents()).toBeGreaterThanOrEqual(1);
    const read = (await member.ok(InventoryRoutes.getProcessReport, { params: { id: r.id } })).body;
    expect([read.totalCost, read.processingCost]).toEqual([250.01, 50]);
    expect(await backfillCents()).toBe(0);
  });

  it('splits the final weight into several output lots when asked, and lists the have’s reports on its processing tab', async () => {
    const have = await member.ok(SupplyRoutes.createHave, {
      body: {
        companyId,
        materialType: 'PP',
        remainingWeight: { unitValue: 900, unit: 'POUND' },
        expirationDate: today,
      },
    });
    const a = await newLot();
    const r = (
      await member.ok(InventoryRoutes.createProcessReport, {
        body: report([{ lotId: a.id, percentage: 100 }], {
          haveId: have.body.id,
          outputs: [
            { weight: 500, lotNumber: 'OUT-1' },
            { weight: 400, lotNumber: 'OUT-2' },
          ],
        }),
      })
    ).body;
    expect(r.have).toEqual({ id: have.body.id, identifier: have.body.identifier });
    expect(r.outputs.map((o) => [o.lotNumber, o.weight.unitValue])).toEqual([
      ['OUT-1', 500],
      ['OUT-2', 400],
    ]);
    const tab = await member.ok(InventoryRoutes.haveProcessReports, { params: { id: have.body.id } });
    expect(tab.body.map((x) => x.id)).toEqual([r.id]);
    expect(tab.total).toBe(1);
    const all = await member.ok(InventoryRoutes.listProcessReports);
    expect(all.body.map((x) => x.id)).toContain(r.id);
    expect(
      (await other.refused(InventoryRoutes.haveProcessReports, { params: { id: have.body.id } })).status,
    ).toBe(404);
    expect((await other.refused(InventoryRoutes.getProcessReport, { params: { id: r.id } })).status).toBe(
      404,
    );
  });

  it('refuses each broken rule with the spec’s message and changes nothing', async () => {
    const a = await newLot();
    const b = await newLot();
    const priceless = await newLot({ cost: undefined });
    const elsewhere = await newLot({ locationId: secondLocationId });
    const refusal = (body: ProcessReportInput) =>
      member.refused(InventoryRoutes.createProcessReport, { body });

    expect(
      fieldsOf(
        await refusal(
          report([
            { lotId: a.id, percentage: 60 },
            { lotId: b.id, percentage: 30 },
          ]),
        ),
      ).inputs,
    ).toEqual([PROCESS_MESSAGES.percentagesTotal]);
    expect(
      fieldsOf(
        await refusal(
          report([
            { lotId: a.id, percentage: 50 },
            { lotId: a.id, percentage: 50 },
          ]),
        ),
      )['inputs.1.lotId'],
    ).toEqual([PROCESS_MESSAGES.duplicate]);
    expect((await refusal(report([{ lotId: priceless.id, percentage: 100 }]))).body.message).toBe(
      PROCESS_MESSAGES.withoutPrice,
    );
    expect(
      (
        await refusal(
          report([
            { lotId: a.id, percentage: 50 },
            { lotId: elsewhere.id, percentage: 50 },
          ]),
        )
      ).body.message,
    ).toBe(PROCESS_MESSAGES.differentLocations);
    expect(
      fieldsOf(
        await refusal(
          report([{ lotId: a.id, percentage: 100 }], { finalWeight: { unitValue: 0, unit: 'POUND' } }),
        ),
      )['finalWeight.unitValue'],
    ).toEqual([PROCESS_MESSAGES.finalWeightPositive]);
    expect(
      fieldsOf(await refusal(report([{ lotId: a.id, percentage: 100 }], { representatives: [] })))
        .representatives,
    ).toEqual([PROCESS_MESSAGES.representatives]);
    expect(fieldsOf(await refusal(report([]))).inputs).toEqual([PROCESS_MESSAGES.item]);
    expect(
      fieldsOf(await refusal(report([{ lotId: a.id, percentage: 100 }], { outputs: [{ weight: 100 }] })))
        .outputs,
    ).toEqual([PROCESS_MESSAGES.outputsTotal]);
    const missing = await refusal({
      inputs: [{ lotId: a.id, percentage: 100 }],
      representatives: [memberId],
      finalWeight: {},
    } as unknown as ProcessReportInput);
    expect(fieldsOf(missing)).toMatchObject({
      materialId: [PROCESS_MESSAGES.material],
      materialType: [PROCESS_MESSAGES.materialType],
      totalLostWeight: [PROCESS_MESSAGES.lostWeight],
      'finalWeight.unitValue': [PROCESS_MESSAGES.finalWeight],
      'finalWeight.unit': [PROCESS_MESSAGES.finalWeightUnit],
      processingDate: [PROCESS_MESSAGES.processingDate],
    });
    expect(
      fieldsOf(await refusal(report([{ lotId: a.id, percentage: 100 }], { haveId: 'not-a-have' }))).haveId,
    ).toEqual([PROCESS_MESSAGES.haveUnknown]);
    for (const lot of [a, b, priceless, elsewhere]) expect(await remaining(lot.id)).toBe(1000);
  });

  it('refuses to take more than a lot holds, and creates no output for it', async () => {
    const a = await newLot({ weight: { unitValue: 500, unit: 'POUND' } });
    const before = (await member.ok(InventoryRoutes.listProcessReports)).total;
    const refused = await member.refused(InventoryRoutes.createProcessReport, {
      body: report([{ lotId: a.id, percentage: 100 }]),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(PROCESS_MESSAGES.notEnough);
    expect(await remaining(a.id)).toBe(500);
    expect((await member.ok(InventoryRoutes.listProcessReports)).total).toBe(before);
  });

  it('lets only one of two reports at once consume a lot that holds enough for one', async () => {
    const a = await newLot();
    const before = (await member.ok(InventoryRoutes.listProcessReports)).total!;
    const lotsBefore = (await member.ok(InventoryRoutes.listLots, { query: { locationId } })).total!;
    const body = report([{ lotId: a.id, percentage: 100 }], {
      finalWeight: { unitValue: 550, unit: 'POUND' },
      totalLostWeight: 50,
    });
    const both = await Promise.all([
      member(InventoryRoutes.createProcessReport, { body }),
      member(InventoryRoutes.createProcessReport, { body }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await remaining(a.id)).toBe(400);
    expect((await member.ok(InventoryRoutes.listProcessReports)).total).toBe(before + 1);
    expect((await member.ok(InventoryRoutes.listLots, { query: { locationId } })).total).toBe(lotsBefore + 1);
  });

  it('shows the consumption in the input lot’s history', async () => {
    const a = await newLot();
    const r = (
      await member.ok(InventoryRoutes.createProcessReport, {
        body: report([{ lotId: a.id, percentage: 100 }], {
          finalWeight: { unitValue: 90, unit: 'POUND' },
          totalLostWeight: 10,
        }),
      })
    ).body;
    const subjects = await eventually(async () => {
      const entries = (
        await member.ok(InventoryRoutes.lotHistory, { params: { id: a.id } })
      ).body.entries.map((e) => e.subject);
      return entries.includes(`Process report ${r.identifier}`) ? entries : undefined;
    });
    expect(subjects).toContain(`Process report ${r.identifier}`);
  });
});
