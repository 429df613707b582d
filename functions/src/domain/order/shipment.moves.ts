import type { ShipmentStatus } from '@polyloop/shared/orders/shipment-status';
import { canMove, illegalMove } from '@polyloop/shared/orders/shipment-status';
import type { TxItem } from '../../data/entity.js';
import { Conflict } from '../../lib/errors.js';
import { COUNTERS, counterTx } from './order.records.js';
import { ShipmentEntity, type ShipmentRecord } from './shipment.entity.js';

/**
 * The pieces of a shipment's move from the status read to `to`, judged by the shared state
 * machine: the shipment, written on the condition that its status is still the one read (so of
 * two racing moves one lands), with what else the move changes, and its two status counters. The
 * hand moves and the moves that follow the money (invoiced, paid) both go through here.
 */
export function shipmentMoveTx(
  current: ShipmentRecord,
  to: ShipmentStatus,
  changes: Partial<ShipmentRecord> = {},
  add?: { invoiceLocks?: number },
): TxItem[] {
  if (!canMove(current.status, to))
    throw new Conflict(illegalMove(current.status, to), 'ILLEGAL_TRANSITION', { from: current.status, to });
  const { tenantId } = current;
  return [
    ShipmentEntity.tx.update(
      { tenantId, id: current.id },
      { status: to, ...changes },
      { current, condition: { status: current.status }, ...(add ? { add } : {}) },
    ),
    counterTx(tenantId, COUNTERS.shipmentsOf(current.status), -1),
    counterTx(tenantId, COUNTERS.shipmentsOf(to), 1),
  ];
}
