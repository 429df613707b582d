import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import type { OrderListQuery } from '@polyloop/shared/orders/order';
import { OrderEntity } from './order.entity.js';
import { refOf } from './order.lists.js';
import { view } from './order.service.js';

const at = '2026-03-01T10:00:00.000Z';
const query = (filters: Partial<OrderListQuery>): OrderListQuery => ({
  sort: 'updatedDate,desc',
  page: 0,
  size: 25,
  ...filters,
});

/** An order of the tenant t1 between a supplier and a receiver, with its totals as stored. */
const order = (supplierId: string, receiverId: string, totals: { salesCents: number; costCents: number }) =>
  OrderEntity.schema.parse({
    tenantId: 't1',
    id: 'o1',
    identifier: 'GLP-O1',
    numberKey: '000000000001',
    supplierId,
    supplierName: supplierId,
    supplierKey: supplierId,
    receiverId,
    receiverName: receiverId,
    items: [],
    materialTypes: ['PP'],
    totalMilliPounds: 4_409_245,
    ...totals,
    weightKey: '',
    salesKey: '',
    orderDate: '2026-03-01',
    status: 'OPEN',
    createdDate: at,
    updatedDate: at,
    updatedBy: 'u1',
    updatedByName: 'Ann',
  });

describe('an order as its list and detail show it', () => {
  it('shows a sale’s total as its sales and its margin as sales less cost, from whole cents', () => {
    const shown = view(order('t1', 'c2', { salesCents: 266_254, costCents: 38_000 }));
    expect(shown).toMatchObject({
      kind: 'SALE',
      totalSales: 2662.54,
      totalCost: 380,
      total: 2662.54,
      margin: 2282.54,
      totalWeight: { unitValue: 4409.245, unit: 'POUND' },
    });
  });

  it('shows a purchase’s total as what it costs', () => {
    expect(view(order('c2', 't1', { salesCents: 45_000, costCents: 38_000 }))).toMatchObject({
      kind: 'PURCHASE',
      total: 380,
    });
  });

  it('shows no margin when the lines carry no buy price, or no sell price', () => {
    expect(view(order('t1', 'c2', { salesCents: 45_000, costCents: 0 })).margin).toBeNull();
    expect(view(order('c2', 't1', { salesCents: 0, costCents: 38_000 })).margin).toBeNull();
  });

  it('calls an order between two other companies a trade', () => {
    expect(view(order('c2', 'c3', { salesCents: 1, costCents: 1 })).kind).toBe('TRADE');
  });
});

describe('which list of refs answers a filter of the orders list', () => {
  it('reads one company’s, have’s, need’s or material’s refs when that is the only filter', () => {
    expect(refOf(query({ companyId: 'c1' }), 'updatedDate')).toBe('company:c1');
    expect(refOf(query({ haveId: 'h1' }), 'updatedDate')).toBe('have:h1');
    expect(refOf(query({ needId: 'n1' }), 'updatedDate')).toBe('need:n1');
    expect(refOf(query({ materialId: 'm1' }), 'updatedDate')).toBe('material:m1');
  });

  it('reads one status’s refs for a single status, and none for several', () => {
    expect(refOf(query({ statuses: ['OPEN'] }), 'updatedDate')).toBe('status:OPEN');
    expect(refOf(query({ statuses: ['OPEN', 'COMPLETED'] }), 'updatedDate')).toBeUndefined();
  });

  it('reads no refs for two filters at once, for a material type, or for another sort than last change', () => {
    expect(refOf(query({ companyId: 'c1', statuses: ['OPEN'] }), 'updatedDate')).toBeUndefined();
    expect(refOf(query({ companyId: 'c1', haveId: 'h1' }), 'updatedDate')).toBeUndefined();
    expect(refOf(query({ companyId: 'c1', statuses: ['OPEN', 'CANCELLED'] }), 'updatedDate')).toBeUndefined();
    expect(refOf(query({ companyId: 'c1', materialType: 'PP' }), 'updatedDate')).toBeUndefined();
    expect(refOf(query({ materialType: 'PP' }), 'updatedDate')).toBeUndefined();
    expect(refOf(query({ companyId: 'c1' }), 'totalSales')).toBeUndefined();
  });
});
