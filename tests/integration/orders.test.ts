import { beforeAll, describe, expect, inject, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, InventoryRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { eventually } from '../support/eventually.js';
import { address, crmTenant, unique } from './crm-support.js';
import { day, newHave, order, setUpOrders, shipment } from './orders-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let supplierId: string;
let receiverId: string;
let thirdId: string;
let sourceId: string;
let destinationId: string;
let materialId: string;

beforeAll(async () => {
  ({ member, supplierId, receiverId, thirdId, sourceId, destinationId, materialId } =
    await setUpOrders(cloud));
});

describe('orders', () => {
  it('creates an order from a have, taking its weight, with totals in exact cents and the short-code identifier', async () => {
    const have = await newHave(5000);
    const res = await member.ok(OrderRoutes.createOrder, {
      body: order({
        salesOrderNumber: 'SO-100',
        customerPoNumber: 'PO-200',
        items: [
          {
            haveId: have.id,
            materialId,
            materialType: 'PP',
            weight: { unitValue: 2000, unit: 'POUND' },
            buyPrice: { unitValue: 0.42, unit: 'POUND' },
            sellPrice: { unitValue: 0.55, unit: 'POUND' },
          },
        ],
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.identifier).toMatch(/^[A-Z0-9]{2,4}-O\d+$/);
    expect(res.body).toMatchObject({
      salesOrderNumber: 'SO-100',
      customerPoNumber: 'PO-200',
      supplier: { id: supplierId },
      receiver: { id: receiverId },
      source: { locationId: sourceId, city: 'Houston' },
      destination: { locationId: destinationId, city: 'Atlanta' },
      materialTypes: ['PP'],
      totalWeight: { unitValue: 2000, unit: 'POUND' },
      totalSales: 1100,
      totalRevenue: 1100,
      totalCost: 840,
      margin: 260,
      status: 'OPEN',
      shipmentCount: 0,
    });
    expect(res.body.items[0]).toMatchObject({
      haveId: have.id,
      haveIdentifier: have.identifier,
      sales: 1100,
      cost: 840,
    });
    const after = await member.ok(SupplyRoutes.getHave, { params: { id: have.id } });
    expect(after.body.remainingWeight).toEqual({ unitValue: 3000, unit: 'POUND' });
    expect(after.body.orderCount).toBe(1);
    // The have's company is locked now that an order is attached.
    const locked = await member.refused(SupplyRoutes.updateHave, {
      params: { id: have.id },
      body: { companyId: receiverId },
    });
    expect(locked.body.message).toBe('The company cannot be changed once orders are attached.');
  });

  it('refuses more weight than the have has left, saying how much remains, and takes nothing', async () => {
    const have = await newHave(500);
    const refused = await member.refused(OrderRoutes.createOrder, {
      body: order({
        items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 501, unit: 'POUND' } }],
      }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NOT_ENOUGH_REMAINING');
    expect(refused.body.message).toContain(`${have.identifier} has 500 remaining`);
    expect(
      (await member.ok(SupplyRoutes.getHave, { params: { id: have.id } })).body.remainingWeight.unitValue,
    ).toBe(500);
  });

  it('lets exactly one of two orders racing for the last pounds of a have win', async () => {
    const have = await newHave(1000);
    const body = order({
      items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 700, unit: 'POUND' } }],
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => member(OrderRoutes.createOrder, { body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const after = await member.ok(SupplyRoutes.getHave, { params: { id: have.id } });
    expect(after.body.remainingWeight.unitValue).toBe(300);
    expect(after.body.orderCount).toBe(1);
  });

  it('ships from an inventory lot: takes its weight, one of two racing orders wins, and deleting gives it back', async () => {
    const lot = (
      await member.ok(InventoryRoutes.createLot, {
        body: {
          locationId: sourceId,
          materialId,
          materialType: 'PP',
          weight: { unitValue: 1, unit: 'METRIC_TON' },
          receivedDate: day(-2),
          source: { kind: 'PURCHASE' },
        },
      })
    ).body;
    const from = (pounds: number) =>
      order({ items: [{ lotId: lot.id, materialType: 'PP', weight: { unitValue: pounds, unit: 'POUND' } }] });
    const first = await member.ok(OrderRoutes.createOrder, { body: from(1102.31) });
    expect(first.body.items[0]).toMatchObject({ lotId: lot.id, lotIdentifier: lot.identifier });
    expect(
      (await member.ok(InventoryRoutes.getLot, { params: { id: lot.id } })).body.remainingWeight,
      // 1102.31 lb is 0.499999405 t exactly (1 lb = 0.45359237 kg), kept to the milligram.
    ).toEqual({ unitValue: 0.500000595, unit: 'METRIC_TON' });
    const racing = await Promise.all([0, 1].map(() => member(OrderRoutes.createOrder, { body: from(800) })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const wrongType = await member.refused(OrderRoutes.createOrder, {
      body: order({
        items: [{ lotId: lot.id, materialType: 'PE', weight: { unitValue: 1, unit: 'POUND' } }],
      }),
    });
    expect(wrongType.body.fieldErrors?.['items.0.lotId']).toEqual([
      'The lot holds a different material type.',
    ]);
    await member.ok(OrderRoutes.deleteOrder, { params: { id: first.body.id } });
    expect(
      (await member.ok(InventoryRoutes.getLot, { params: { id: lot.id } })).body.remainingWeight.unitValue,
    ).toBeCloseTo(0.637, 3);
  });

  it('checks companies, places and listings: the have must be the supplier’s and each location its company’s', async () => {
    const same = await member.refused(OrderRoutes.createOrder, {
      body: order({ receivingCompanyId: supplierId }),
    });
    expect(same.body.fieldErrors?.['body.receivingCompanyId']).toEqual([
      'The supplier and the receiver must be different companies.',
    ]);
    const place = await member.refused(OrderRoutes.createOrder, {
      body: order({ sourceLocationId: destinationId }),
    });
    expect(place.body.fieldErrors?.sourceLocationId).toEqual([
      'The location must be one of the company’s locations.',
    ]);
    const have = await newHave(100);
    const wrongSide = await member.refused(OrderRoutes.createOrder, {
      body: order({
        supplyingCompanyId: thirdId,
        sourceLocationId: undefined,
        items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 10, unit: 'POUND' } }],
      }),
    });
    expect(wrongSide.body.fieldErrors?.['items.0.haveId']).toEqual([
      'A have on an order must be the supplier’s.',
    ]);
    const long = await member.refused(OrderRoutes.createOrder, {
      body: order({ customerPoNumber: 'x'.repeat(331) }),
    });
    expect(long.body.fieldErrors?.['body.customerPoNumber']).toEqual([
      'Numbers must be at most 330 characters',
    ]);
    const none = await member.refused(OrderRoutes.createOrder, { body: order({ items: [] }) });
    expect(none.body.fieldErrors?.['body.items']).toEqual(['An order needs at least one item.']);
  });

  it('lists orders by last modified and by total sales with the total, filters by company and by have', async () => {
    const fresh = await crmTenant(cloud, 'Orders list');
    const other = fresh.member;
    const company = async (name: string) =>
      (
        await other.ok(CrmRoutes.createCompany, {
          body: { name: unique(name), locations: [address('5 Elm St')] },
        })
      ).body.id;
    const [a, b] = await Promise.all([company('Alpha'), company('Beta')]);
    const make = (pounds: number, price: number) =>
      other.ok(OrderRoutes.createOrder, {
        body: {
          supplyingCompanyId: a,
          receivingCompanyId: b,
          orderDate: day(0),
          items: [
            {
              materialType: 'PE',
              weight: { unitValue: pounds, unit: 'POUND' },
              sellPrice: { unitValue: price, unit: 'POUND' },
            },
          ],
        },
      });
    const first = (await make(100, 1)).body;
    const second = (await make(100, 3)).body;
    const third = (await make(100, 2)).body;
    const recent = await other.ok(OrderRoutes.listOrders, { query: { size: 2 } });
    expect(recent.body.map((o) => o.id)).toEqual([third.id, second.id]);
    expect(recent.headers.get('x-total-count')).toBe('3');
    const bySales = await other.ok(OrderRoutes.listOrders, { query: { sort: 'totalSales,desc' } });
    expect(bySales.body.map((o) => o.id)).toEqual([second.id, third.id, first.id]);
    const byId = await other.ok(OrderRoutes.listOrders, { query: { sort: 'identifier,asc' } });
    expect(byId.body.map((o) => o.id)).toEqual([first.id, second.id, third.id]);
    // The record tabs read the orders filed under the record, which the stream files a moment after
    // the write. A tab reads its page, then its total: a page read just before the last order was
    // filed can come with the total read just after, so wait for the page to hold it too.
    const byCompany = await eventually(async () => {
      const res = await other.ok(OrderRoutes.listOrders, { query: { companyId: b, size: 2 } });
      const filed = res.body.some((o) => o.id === third.id);
      return res.headers.get('x-total-count') === '3' && filed ? res : undefined;
    });
    expect(byCompany.body.map((o) => o.id)).toEqual([third.id, second.id]);
    const page2 = await other.ok(OrderRoutes.listOrders, { query: { companyId: b, size: 2, page: 1 } });
    expect(page2.body.map((o) => o.id)).toEqual([first.id]);
    // A status filter follows the order as its status moves.
    await other.ok(OrderRoutes.updateOrder, { params: { id: second.id }, body: { status: 'CANCELLED' } });
    const cancelled = await eventually(async () => {
      const res = await other.ok(OrderRoutes.listOrders, { query: { statuses: ['CANCELLED'] } });
      return res.body.length ? res : undefined;
    });
    expect(cancelled.body.map((o) => o.id)).toEqual([second.id]);
    expect(cancelled.headers.get('x-total-count')).toBe('1');
    const have = await newHave(300);
    const fromHave = await member.ok(OrderRoutes.createOrder, {
      body: order({
        items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 10, unit: 'POUND' } }],
      }),
    });
    expect(
      await eventually(async () => {
        const ids = (await member.ok(OrderRoutes.listOrders, { query: { haveId: have.id } })).body.map(
          (o) => o.id,
        );
        return ids.length ? ids : undefined;
      }),
    ).toEqual([fromHave.body.id]);
    // The material's Orders tab: the orders with an item of that material, and no other company's.
    const ofMaterial = await member.ok(OrderRoutes.createOrder, { body: order() });
    const materialId = ofMaterial.body.items[0]!.materialId!;
    const mine = await eventually(async () => {
      const ids = (await member.ok(OrderRoutes.listOrders, { query: { materialId, size: 100 } })).body.map(
        (o) => o.id,
      );
      return ids.includes(ofMaterial.body.id) ? ids : undefined;
    });
    expect(mine[0]).toBe(ofMaterial.body.id);
    expect((await other.ok(OrderRoutes.listOrders, { query: { materialId } })).body).toEqual([]);
    const bad = await other.invalid(OrderRoutes.listOrders, { query: { sort: 'price,asc' } });
    expect(bad.status).toBe(400);
  });

  it('changes the header and the status; deleting gives the weight back, and an order with shipments stays', async () => {
    const have = await newHave(800);
    const created = await member.ok(OrderRoutes.createOrder, {
      body: order({
        items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 300, unit: 'POUND' } }],
      }),
    });
    const id = created.body.id;
    const changed = await member.ok(OrderRoutes.updateOrder, {
      params: { id },
      body: { customerPoNumber: 'PO-9', status: 'COMPLETED', notes: 'Rush' },
    });
    expect(changed.body).toMatchObject({ customerPoNumber: 'PO-9', status: 'COMPLETED', notes: 'Rush' });
    const ship = await member.ok(OrderRoutes.createShipment, { body: shipment(id) });
    const kept = await member.refused(OrderRoutes.deleteOrder, { params: { id } });
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('Orders that still have shipments cannot be deleted.');
    await member.ok(OrderRoutes.deleteShipment, { params: { id: ship.body.id } });
    await member.ok(OrderRoutes.deleteOrder, { params: { id } });
    await member.refused(OrderRoutes.getOrder, { params: { id } });
    const back = await member.ok(SupplyRoutes.getHave, { params: { id: have.id } });
    expect(back.body.remainingWeight.unitValue).toBe(800);
    expect(back.body.orderCount).toBe(0);
    await expect
      .poll(async () => {
        const history = await member.ok(SupplyRoutes.haveHistory, { params: { id: have.id }, query: {} });
        return history.body.entries.filter((h) => h.changes.some((c) => c.field === 'remainingWeight'))
          .length;
      })
      .toBe(2);
  });
});

describe('exports', () => {
  it('exports the orders and shipments created in the range as CSV and XLSX', async () => {
    const created = await member.ok(OrderRoutes.createOrder, {
      body: order({ customerPoNumber: 'PO-EXPORT-1' }),
    });
    await member.ok(OrderRoutes.createShipment, {
      body: shipment(created.body.id, { sealNumber: 'SEAL-EXPORT' }),
    });
    const csv = await member(OrderRoutes.exportOrders, {
      query: { format: 'csv', from: day(0), to: day(0) },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('orders-');
    expect(csv.text).toContain('Customer PO');
    expect(csv.text).toContain(`${created.body.identifier},`);
    expect(csv.text).toContain('PO-EXPORT-1');
    const none = await member(OrderRoutes.exportOrders, {
      query: { format: 'csv', from: day(-9), to: day(-8) },
    });
    expect(none.text).not.toContain('PO-EXPORT-1');
    const xlsx = await member(OrderRoutes.exportShipments, {
      query: { format: 'xlsx', from: day(0), to: day(0) },
    });
    expect(xlsx.status).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('SEAL-EXPORT');
    expect(sheet).toContain(created.body.identifier);
  });
});

describe('changing an order', () => {
  it('clears an order’s dates and numbers a change leaves empty', async () => {
    const created = await member.ok(OrderRoutes.createOrder, {
      body: order({ pickupDate: '2026-12-02', deliveryDate: '2026-12-04', salesOrderNumber: 'SO-1' }),
    });
    const changed = await member.ok(OrderRoutes.updateOrder, {
      params: { id: created.body.id },
      body: { pickupDate: '', salesOrderNumber: '', deliveryDate: '2026-12-05' },
    });
    expect(changed.body).toMatchObject({
      pickupDate: null,
      salesOrderNumber: null,
      deliveryDate: '2026-12-05',
    });
    expect(
      (await member.ok(OrderRoutes.getOrder, { params: { id: created.body.id } })).body.pickupDate,
    ).toBeNull();
  });
});

describe('the dashboard', () => {
  it('ranks companies by pounds ordered in the window, counts open orders and shipments by status, from rollups', async () => {
    const own = (await crmTenant(cloud, 'Orders dashboard')).member;
    const company = async (name: string) =>
      (
        await own.ok(CrmRoutes.createCompany, {
          body: { name: unique(name), locations: [address('7 Oak St')] },
        })
      ).body;
    const [mill, broker, old] = await Promise.all([
      company('Mill'),
      company('Broker'),
      company('Old partner'),
    ]);
    const mine = (await own.ok(CrmRoutes.getMyCompany)).body.id;
    const make = (receivingCompanyId: string, pounds: number, orderDate = day(0)) =>
      own.ok(OrderRoutes.createOrder, {
        body: {
          supplyingCompanyId: mine,
          receivingCompanyId,
          orderDate,
          items: [{ materialType: 'PP', weight: { unitValue: pounds, unit: 'POUND' } }],
        },
      });
    // The deleted order comes first: every state the stream passes through before the last
    // order's is then different from the final one the poll waits for.
    const gone = await make(broker.id, 5000);
    await own.ok(OrderRoutes.deleteOrder, { params: { id: gone.body.id } });
    await make(mill.id, 3000);
    const second = await make(broker.id, 1000);
    await make(old.id, 9000, day(-40));
    const load = {
      orderId: second.body.id,
      blindShipment: false,
      manifest: [{ materialType: 'PP' as const, netWeight: { unitValue: 500, unit: 'POUND' as const } }],
    };
    const shipped = await own.ok(OrderRoutes.createShipment, { body: load });
    await own.ok(OrderRoutes.moveShipment, { params: { id: shipped.body.id }, body: { status: 'APPROVED' } });
    await own.ok(OrderRoutes.createShipment, { body: load });
    await own.ok(OrderRoutes.updateOrder, { params: { id: second.body.id }, body: { status: 'COMPLETED' } });

    // The rollups are kept from the table stream, a moment after the writes.
    await expect
      .poll(async () =>
        (await own.ok(CrmRoutes.myCompanyDashboard, { query: { days: 60 } })).body.topCompanies.map(
          (c) => c.volume,
        ),
      )
      .toEqual([13000, 9000, 3000, 1000]);
    expect(
      (await own.ok(CrmRoutes.myCompanyDashboard, { query: { days: 30 } })).body.topCompanies.map((c) => [
        c.name,
        c.volume,
      ]),
    ).toEqual([
      [expect.any(String), 4000],
      [mill.name, 3000],
      [broker.name, 1000],
    ]);
    const { body } = await own.ok(CrmRoutes.myCompanyDashboard, { query: { days: 30 } });
    expect(body.topCompanies[0]!.id).toBe(mine);
    expect(body.counts.orders).toBe(2);
    expect(body.shipmentsByStatus).toMatchObject({ PENDING: 1, APPROVED: 1, DELIVERED: 0 });
  });
});
