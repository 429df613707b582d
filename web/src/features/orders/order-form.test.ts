import { describe, expect, it } from 'vitest';
import { emptyItem, itemTotals, orderFieldOf } from './order-form';

describe('the order form', () => {
  it('adds many small lines without drift, as the server does', () => {
    const line = { ...emptyItem(), weight: '0.1', sellPrice: '0.1' };
    expect(itemTotals(Array.from({ length: 30 }, () => line))).toEqual({ pounds: 3, sales: 0.3, cost: 0 });
  });

  it('puts the server’s field names on the form’s fields', () => {
    expect(orderFieldOf(['body', 'items', 2, 'weight', 'unitValue'])).toBe('items.2.weight');
    expect(orderFieldOf(['items', '0', 'haveId'])).toBe('items.0.haveId');
    expect(orderFieldOf(['body', 'customerPoNumber'])).toBe('customerPoNumber');
    expect(orderFieldOf(['manifest', 1, 'netWeight', 'unit'])).toBe('manifest.1.netUnit');
  });
});
