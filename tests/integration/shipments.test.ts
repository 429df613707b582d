import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NotificationRoutes, OrderRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { order, setUpOrders, shipment } from './orders-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let admin: SignedInClient;
let adminId: string;
let supplierId: string;
let receiverId: string;
let thirdId: string;

beforeAll(async () => {
  ({ member, admin, adminId, supplierId, receiverId, thirdId } = await setUpOrders(cloud));
});

describe('shipments', () => {
  it('creates a pending shipment with manifest financials and counts it on the order', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order() });
    const res = await member.ok(OrderRoutes.createShipment, {
      body: shipment(created.body.id, { contactPhone: '3125550100', blindShipment: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body.identifier).toMatch(/^[A-Z0-9]{2,4}-S\d+$/);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      order: { id: created.body.id, identifier: created.body.identifier },
      supplier: { id: supplierId },
      receiver: { id: receiverId },
      carrierName: 'Blue Line Freight',
      blindShipment: true,
      netWeight: { unitValue: 1000, unit: 'POUND' },
      revenue: 500,
      cost: 420,
      grossMargin: 80,
      totalCommissions: 0,
      exportedDate: null,
    });
    expect(res.body.manifest[0]).toMatchObject({
      grossWeight: { unitValue: 1040, unit: 'POUND' },
      tareWeight: { unitValue: 40, unit: 'POUND' },
    });
    expect(
      (await member.ok(OrderRoutes.getOrder, { params: { id: created.body.id } })).body.shipmentCount,
    ).toBe(1);
    const ofOrder = await member.ok(OrderRoutes.listShipments, { query: { orderId: created.body.id } });
    expect(ofOrder.body.map((s) => s.id)).toEqual([res.body.id]);
  });

  it('moves along the flow; an illegal move is a 409 that names the moves there are, and only pending ones are deleted', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order() });
    const { id } = (await member.ok(OrderRoutes.createShipment, { body: shipment(created.body.id) })).body;
    const skip = await member.refused(OrderRoutes.moveShipment, {
      params: { id },
      body: { status: 'DELIVERED' },
    });
    expect(skip.status).toBe(409);
    expect(skip.body.code).toBe('ILLEGAL_TRANSITION');
    expect(skip.body.message).toBe(
      'A pending shipment cannot become delivered; it can become approved or rejected.',
    );
    for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const)
      expect(
        (await member.ok(OrderRoutes.moveShipment, { params: { id }, body: { status } })).body.status,
      ).toBe(status);
    const back = await member.refused(OrderRoutes.moveShipment, {
      params: { id },
      body: { status: 'PENDING' },
    });
    expect(back.status).toBe(409);
    const gone = await member.refused(OrderRoutes.deleteShipment, { params: { id } });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Only pending shipments can be deleted.');
    const delivered = await member.ok(OrderRoutes.listShipments, { query: { statuses: ['DELIVERED'] } });
    expect(delivered.body.map((s) => s.id)).toContain(id);
    // The history is written from the table stream, a moment after the moves.
    await expect
      .poll(async () => {
        const history = await member.ok(OrderRoutes.shipmentHistory, { params: { id }, query: {} });
        return history.body.entries.filter((h) => h.changes.some((c) => c.field === 'status')).length;
      })
      .toBe(4);
  });

  it('lets one of two identical racing moves land; the other is told it is already done', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order() });
    const { id } = (await member.ok(OrderRoutes.createShipment, { body: shipment(created.body.id) })).body;
    const [a, b] = await Promise.all([
      member(OrderRoutes.moveShipment, { params: { id }, body: { status: 'APPROVED' } }),
      member(OrderRoutes.moveShipment, { params: { id }, body: { status: 'APPROVED' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toMatchObject({
      message: 'The shipment is already approved.',
    });
  });

  it('moves a shipment only to an order with the same companies', async () => {
    const one = await member.ok(OrderRoutes.createOrder, { body: order() });
    const two = await member.ok(OrderRoutes.createOrder, { body: order() });
    const elsewhere = await member.ok(OrderRoutes.createOrder, {
      body: order({ receivingCompanyId: thirdId, destinationLocationId: undefined }),
    });
    const { id } = (await member.ok(OrderRoutes.createShipment, { body: shipment(one.body.id) })).body;
    const refused = await member.refused(OrderRoutes.updateShipment, {
      params: { id },
      body: { orderId: elsewhere.body.id },
    });
    expect(refused.body.message).toBe(
      'A shipment can only move to an order with the same supplier and receiver.',
    );
    const moved = await member.ok(OrderRoutes.updateShipment, {
      params: { id },
      body: { orderId: two.body.id, sealNumber: 'SL-2' },
    });
    expect(moved.body).toMatchObject({ order: { id: two.body.id }, sealNumber: 'SL-2' });
    expect((await member.ok(OrderRoutes.getOrder, { params: { id: one.body.id } })).body.shipmentCount).toBe(
      0,
    );
    expect((await member.ok(OrderRoutes.getOrder, { params: { id: two.body.id } })).body.shipmentCount).toBe(
      1,
    );
  });
});

describe('changing a shipment', () => {
  it('clears the fields a change leaves empty, dates and phone included, and keeps the rest', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order() });
    const { id } = (
      await member.ok(OrderRoutes.createShipment, {
        body: {
          ...shipment(created.body.id),
          carrierName: 'Blue Line',
          pickupDate: '2026-12-01',
          contactPhone: '3125550100',
          appointment: 'Dock 2',
        },
      })
    ).body;
    const changed = await member.ok(OrderRoutes.updateShipment, {
      params: { id },
      body: { pickupDate: '', contactPhone: '', appointment: 'Dock 4' },
    });
    expect(changed.body).toMatchObject({
      carrierName: 'Blue Line',
      pickupDate: null,
      contactPhone: null,
      appointment: 'Dock 4',
    });
    expect((await member.ok(OrderRoutes.getShipment, { params: { id } })).body.pickupDate).toBeNull();
    const refused = await member.refused(OrderRoutes.updateShipment, {
      params: { id },
      body: { deliveryDate: 'soon' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(['body.deliveryDate']);
  });
});

describe('telling people', () => {
  it('tells a colleague made representative of an order, and then of each move of its shipments', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order({ representatives: [adminId] }) });
    const { id, identifier } = (
      await member.ok(OrderRoutes.createShipment, { body: shipment(created.body.id) })
    ).body;
    await member.ok(OrderRoutes.moveShipment, { params: { id }, body: { status: 'APPROVED' } });
    const notices = async () =>
      (await admin.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })).body;
    await expect
      .poll(async () =>
        (await notices())
          .filter((n) => n.subject.id === created.body.id || n.subject.id === id)
          .map((n) => [n.type, n.message]),
      )
      .toEqual(
        expect.arrayContaining([
          [
            'ORDER_REP',
            expect.stringContaining(`made you a representative of order ${created.body.identifier}`),
          ],
          ['SHIPMENT_REP', `Shipment ${identifier} of order ${created.body.identifier} is now approved`],
        ]),
      );
  });
});

describe('comments', () => {
  it('keeps comments on orders and shipments, and tells the order’s representatives and the mentioned', async () => {
    const created = await member.ok(OrderRoutes.createOrder, { body: order({ representatives: [adminId] }) });
    const { id } = (await member.ok(OrderRoutes.createShipment, { body: shipment(created.body.id) })).body;
    const note = await member.ok(OrderRoutes.createOrderComment, {
      params: { id: created.body.id },
      body: { body: 'Dock 4, after 9' },
    });
    expect(note.status).toBe(201);
    await member.ok(OrderRoutes.createShipmentComment, {
      params: { id },
      body: { body: `Seal checked @[Admin](${adminId})` },
    });
    const listed = await member.ok(OrderRoutes.listOrderComments, {
      params: { id: created.body.id },
      query: {},
    });
    expect(listed.body.map((c) => c.body)).toEqual(['Dock 4, after 9']);
    expect(listed.headers.get('x-total-count')).toBe('1');
    const edited = await member.ok(OrderRoutes.updateOrderComment, {
      params: { id: created.body.id, commentId: note.body.id },
      body: { body: 'Dock 5' },
    });
    expect(edited.body.body).toBe('Dock 5');
    await expect
      .poll(async () =>
        (await admin.ok(NotificationRoutes.listNotifications, { query: { size: 100 } })).body
          .filter((n) => n.subject.id === created.body.id || n.subject.id === id)
          .map((n) => n.type)
          .sort(),
      )
      .toEqual(expect.arrayContaining(['ORDER_COMMENTS', 'SHIPMENT_MENTION']));
    await member.ok(OrderRoutes.deleteOrderComment, {
      params: { id: created.body.id, commentId: note.body.id },
    });
    expect(
      (await member.ok(OrderRoutes.listOrderComments, { params: { id: created.body.id }, query: {} })).body,
    ).toEqual([]);
  });
});
