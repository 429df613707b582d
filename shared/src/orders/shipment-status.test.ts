import { describe, expect, it } from 'vitest';
import { canMove, deletable, illegalMove, nextStatuses, ShipmentStatus } from './shipment-status.js';

describe('the shipment status flow', () => {
  it('walks pending → approved → dispatched → in transit → delivered → invoiced → paid, one step at a time', () => {
    const flow = [
      'PENDING',
      'APPROVED',
      'DISPATCHED',
      'IN_TRANSIT',
      'DELIVERED',
      'INVOICED',
      'PAID',
    ] as const;
    for (let i = 0; i + 1 < flow.length; i++) expect(canMove(flow[i]!, flow[i + 1]!)).toBe(true);
    expect(canMove('PENDING', 'DISPATCHED')).toBe(false);
    expect(canMove('DELIVERED', 'IN_TRANSIT')).toBe(false);
    expect(nextStatuses('PAID')).toEqual([]);
  });

  it('rejects only before dispatch, and reconsiders a rejected one as pending', () => {
    expect(canMove('PENDING', 'REJECTED')).toBe(true);
    expect(canMove('APPROVED', 'REJECTED')).toBe(true);
    expect(canMove('IN_TRANSIT', 'REJECTED')).toBe(false);
    expect(nextStatuses('REJECTED')).toEqual(['PENDING']);
  });

  it('says why a move is refused and what is possible instead', () => {
    expect(illegalMove('PENDING', 'DELIVERED')).toBe(
      'A pending shipment cannot become delivered; it can become approved or rejected.',
    );
    expect(illegalMove('PAID', 'PENDING')).toBe('A paid shipment cannot change status.');
    expect(illegalMove('APPROVED', 'APPROVED')).toBe('The shipment is already approved.');
  });

  it('lets only pending shipments be deleted', () => {
    expect(ShipmentStatus.options.filter(deletable)).toEqual(['PENDING']);
  });
});
