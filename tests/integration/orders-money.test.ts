import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OrderRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { order, setUpOrders } from './orders-support.js';

/**
 * An order's money and weights as a buyer's accountant would check them: each line valued exactly
 * and rounded once to the cent, the totals summed in cents and thousandths of a pound, never in
 * floating point (the rounding rule is written in `shared/src/conversions.ts`).
 */
const cloud = inject('cloud');
let member: SignedInClient;

beforeAll(async () => {
  ({ member } = await setUpOrders(cloud));
});

describe('an order’s money, exactly', () => {
  it('values each line exactly and rounds it once to the cent: a pound at $1.005 is $1.01, and kilograms priced per pound use 1 lb = 0.45359237 kg', async () => {
    const res = await member.ok(OrderRoutes.createOrder, {
      body: order({
        items: [
          {
            materialType: 'PP',
            weight: { unitValue: 1, unit: 'POUND' },
            sellPrice: { unitValue: 1.005, unit: 'POUND' },
          },
          {
            materialType: 'PP',
            weight: { unitValue: 1_000_000, unit: 'KILOGRAM' },
            sellPrice: { unitValue: 1, unit: 'POUND' },
            buyPrice: { unitValue: 0.45359237, unit: 'POUND' },
          },
        ],
      }),
    });
    expect(res.body.items.map((i) => i.sales)).toEqual([1.01, 2_204_622.62]);
    expect(res.body.items[1]!.cost).toBe(1_000_000);
    expect(res.body.totalSales).toBe(2_204_623.63);
    expect(res.body.totalWeight).toEqual({ unitValue: 2_204_623.622, unit: 'POUND' });
  });

  it('adds many small items without drift: 3 × 0.1 lb at $0.10 is 0.3 lb and $0.03', async () => {
    const item = {
      materialType: 'PP' as const,
      weight: { unitValue: 0.1, unit: 'POUND' as const },
      sellPrice: { unitValue: 0.1, unit: 'POUND' as const },
    };
    const manyItems = Array.from({ length: 30 }, () => item);
    const res = await member.ok(OrderRoutes.createOrder, { body: order({ items: manyItems }) });
    expect(res.body.totalWeight.unitValue).toBe(3);
    expect(res.body.totalSales).toBe(0.3);
    const metric = await member.ok(OrderRoutes.createOrder, {
      body: order({
        items: [
          {
            materialType: 'PP',
            weight: { unitValue: 1, unit: 'METRIC_TON' },
            sellPrice: { unitValue: 1000, unit: 'METRIC_TON' },
          },
        ],
      }),
    });
    expect(metric.body.totalWeight.unitValue).toBe(2204.623);
    expect(metric.body.totalSales).toBe(1000);
  });
});
