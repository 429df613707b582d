import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, CrmRoutes, OrderRoutes } from '@polyloop/shared';
import { TRADING_MESSAGES } from '@polyloop/shared/orders/trading';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { address, crmTenant, unique } from './crm-support.js';

const cloud = inject('cloud');
let admin: SignedInClient;
let member: SignedInClient;
let orderId: string;
let graded: string;

const received = async () =>
  (
    (await (await fetch(`${cloud.baseUrl}/_local/cietrade?format=json`)).json()) as {
      shipments: Array<{
        accountId: string;
        shipment: { reference: string; lines: Array<{ grade: string; form: string; netWeightLbs: number }> };
      }>;
    }
  ).shipments;

async function shipmentOf(materialId: string) {
  return (
    await member.ok(OrderRoutes.createShipment, {
      body: {
        orderId,
        carrierName: 'Blue Line Freight',
        blindShipment: false,
        manifest: [
          {
            materialId,
            materialType: 'PP',
            netWeight: { unitValue: 2, unit: 'SHORT_TON' },
            sellPrice: { unitValue: 0.5, unit: 'POUND' },
          },
        ],
      },
    })
  ).body;
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const tenant = await crmTenant(cloud, 'Trading export');
  admin = tenant.admin;
  member = tenant.member;
  const company = (
    await member.ok(CrmRoutes.createCompany, {
      body: { name: unique('Resin Buyer'), locations: [address('4 Mill St')] },
    })
  ).body.id;
  const own = (await member.ok(CrmRoutes.getMyCompany)).body.id;
  orderId = (
    await member.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: own,
        receivingCompanyId: company,
        orderDate: new Date().toISOString().slice(0, 10),
        items: [{ materialType: 'PP', weight: { unitValue: 4000, unit: 'POUND' } }],
      },
    })
  ).body.id;
  graded = (
    await member.ok(CrmRoutes.createMaterial, {
      body: { name: unique('PP regrind'), type: 'PP', grade: 'POST_INDUSTRIAL', form: 'REGRIND' },
    })
  ).body.id;
});

describe('export to the trading service', () => {
  it('asks for cieTrade to be connected first, then sends the shipment once and shows the date', async () => {
    const shipment = await shipmentOf(graded);
    const early = await member.refused(OrderRoutes.exportShipmentToTrading, { params: { id: shipment.id } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(TRADING_MESSAGES.notConnected);

    const connected = await admin.ok(AdminRoutes.connectCieTrade, {
      body: { accountId: 'ACME-001', apiKey: 'sandbox-key-123' },
    });
    expect(connected.body.find((i) => i.id === 'CIETRADE')?.status).toBe('CONNECTED');
    expect(JSON.stringify(connected.body)).not.toContain('sandbox-key-123');

    const done = await member.ok(OrderRoutes.exportShipmentToTrading, { params: { id: shipment.id } });
    expect(done.body.exportedDate).toEqual(expect.any(String));
    expect(
      (await member.ok(OrderRoutes.getShipment, { params: { id: shipment.id } })).body.exportedDate,
    ).toBe(done.body.exportedDate);
    const sent = (await received()).find((r) => r.shipment.reference === shipment.identifier);
    expect(sent).toMatchObject({
      accountId: 'ACME-001',
      shipment: { lines: [{ grade: 'POST_INDUSTRIAL', form: 'REGRIND', netWeightLbs: 4000 }] },
    });

    const again = await member.refused(OrderRoutes.exportShipmentToTrading, { params: { id: shipment.id } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_EXPORTED',
      message: TRADING_MESSAGES.already,
      details: { exportedDate: done.body.exportedDate },
    });
    expect((await received()).filter((r) => r.shipment.reference === shipment.identifier)).toHaveLength(1);
  });

  it('needs every plastic to have a grade and a form', async () => {
    await admin.ok(AdminRoutes.connectCieTrade, {
      body: { accountId: 'ACME-001', apiKey: 'sandbox-key-123' },
    });
    const ungraded = (
      await member.ok(CrmRoutes.createMaterial, {
        body: { name: unique('PP mixed'), type: 'PP', form: 'PARTS' },
      })
    ).body.id;
    const formless = (
      await member.ok(CrmRoutes.createMaterial, {
        body: { name: unique('PP lot'), type: 'PP', grade: 'PRIME' },
      })
    ).body.id;
    const noGrade = await member.refused(OrderRoutes.exportShipmentToTrading, {
      params: { id: (await shipmentOf(ungraded)).id },
    });
    expect(noGrade.body.message).toBe('Plastic must have a Grade to export to cieTrade.');
    const noForm = await member.refused(OrderRoutes.exportShipmentToTrading, {
      params: { id: (await shipmentOf(formless)).id },
    });
    expect(noForm.body.message).toBe('Plastic must have a Form to export to cieTrade.');
  });

  it('sends a shipment once when two people export it at the same moment', async () => {
    await admin.ok(AdminRoutes.connectCieTrade, {
      body: { accountId: 'ACME-001', apiKey: 'sandbox-key-123' },
    });
    const shipment = await shipmentOf(graded);
    const answers = await Promise.all(
      [0, 1, 2].map(() => member(OrderRoutes.exportShipmentToTrading, { params: { id: shipment.id } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await received()).filter((r) => r.shipment.reference === shipment.identifier)).toHaveLength(1);
  });

  it('says the export failed, and keeps the shipment exportable, when cieTrade refuses the account', async () => {
    await admin.ok(AdminRoutes.connectCieTrade, { body: { accountId: 'ACME-001', apiKey: 'revoked-key-1' } });
    const shipment = await shipmentOf(graded);
    const refused = await member.refused(OrderRoutes.exportShipmentToTrading, {
      params: { id: shipment.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Failed to export to cieTrade. cieTrade did not accept the account or API key.',
    );
    expect(
      (await member.ok(OrderRoutes.getShipment, { params: { id: shipment.id } })).body.exportedDate,
    ).toBeNull();
    await admin.ok(AdminRoutes.connectCieTrade, {
      body: { accountId: 'ACME-001', apiKey: 'sandbox-key-123' },
    });
    expect(
      (await member.ok(OrderRoutes.exportShipmentToTrading, { params: { id: shipment.id } })).body
        .exportedDate,
    ).toEqual(expect.any(String));
    await admin.ok(AdminRoutes.disconnectCieTrade);
    const listed = await admin.ok(AdminRoutes.listIntegrations);
    expect(listed.body.find((i) => i.id === 'CIETRADE')?.status).toBe('NOT_CONNECTED');
  });
});
