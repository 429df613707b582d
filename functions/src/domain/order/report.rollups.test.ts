import { describe, expect, it } from 'vitest';
import { addSums, emptySums } from '@polyloop/shared/reporting/report';
import { reportMoves, shipmentReportMoves, filterKey, type ReportMove } from './report.rollups.js';
import type { ShipmentRecord } from './shipment.entity.js';

const line = (
  id: string,
  materialType: 'PET' | 'PP',
  milliPounds: number,
  revenueCents: number,
  costCents: number,
) => ({
  id,
  materialId: `mat-${materialType}`,
  materialName: `${materialType} bales`,
  materialType,
  milliPounds,
  netWeight: { unitValue: milliPounds / 1000, unit: 'POUND' as const },
  tareWeight: 0,
  revenueCents,
  costCents,
});

const shipment = (extra: Partial<ShipmentRecord> = {}): ShipmentRecord => ({
  tenantId: 'T',
  id: 's1',
  identifier: 'S-1',
  orderId: 'o1',
  orderIdentifier: 'O-1',
  supplierId: 'T',
  supplierName: 'Us',
  receiverId: 'buyer',
  receiverName: 'Buyer Inc',
  status: 'DELIVERED',
  deliveryDate: '2026-11-20',
  blindShipment: false,
  manifest: [line('l1', 'PET', 10_000_000, 300_000, 200_000), line('l2', 'PP', 5_000_000, 100_000, 0)],
  representatives: ['rep-1', 'rep-2'],
  netMilliPounds: 15_000_000,
  revenueCents: 400_000,
  costCents: 200_000,
  commissionCents: 1_001,
  invoiceLocks: 0,
  createdDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const image = (s: ShipmentRecord) => ({ ...s, __entity: 'shipment' });
const at = (moves: ReportMove[], grouping: string, filter: string, period: string) =>
  moves.filter((m) => m.grouping === grouping && m.filter === filter && m.period === period);

describe('what a shipment adds to the report rollups', () => {
  it('adds nothing until the shipment is delivered', () => {
    expect(shipmentReportMoves(shipment({ status: 'IN_TRANSIT' }))).toEqual([]);
    expect(shipmentReportMoves(shipment({ status: 'REJECTED' }))).toEqual([]);
  });

  it('counts the whole shipment once in the all grouping, with its commissions shared among lines by revenue', () => {
    const moves = shipmentReportMoves(shipment());
    for (const period of ['m:2026-11', 'd:2026-11-20']) {
      const [all] = at(moves, 'all', filterKey(), period);
      expect(all).toMatchObject({
        count: 1,
        milliPounds: 15_000_000,
        revenueCents: 400_000,
        costCents: 200_000,
        commissionsCents: 1_001,
        // The PP line has no buy value and its sell value prices it; the PET line's sell value too.
        valueCents: 400_000,
      });
    }
    const types = at(moves, 'type', filterKey(), 'm:2026-11');
    expect(types.map((m) => [m.key, m.commissionsCents])).toEqual([
      ['PET', 751],
      ['PP', 250],
    ]);
  });

  it('groups by the other company and each representative, never by the company itself', () => {
    const moves = shipmentReportMoves(shipment());
    expect(at(moves, 'company', filterKey(), 'm:2026-11').map((m) => [m.key, m.name])).toEqual([
      ['buyer', 'Buyer Inc'],
    ]);
    expect(at(moves, 'rep', filterKey(), 'm:2026-11').map((m) => m.key)).toEqual(['rep-1', 'rep-2']);
    expect(at(moves, 'all', filterKey('T'), 'm:2026-11')).toEqual([]);
    // Bought into its own yard, the partner is the supplier.
    const bought = shipmentReportMoves(
      shipment({ supplierId: 'seller', supplierName: 'Seller LLC', receiverId: 'T', receiverName: 'Us' }),
    );
    expect(at(bought, 'company', filterKey(), 'm:2026-11').map((m) => m.key)).toEqual(['seller']);
  });

  it('keeps months for every combination of filters and days for one filter at most', () => {
    const moves = shipmentReportMoves(shipment());
    expect(at(moves, 'all', filterKey('buyer', 'PET', 'DELIVERED'), 'm:2026-11')).toHaveLength(1);
    expect(at(moves, 'all', filterKey('buyer', 'PET', 'DELIVERED'), 'd:2026-11-20')).toEqual([]);
    expect(at(moves, 'all', filterKey(undefined, 'PET'), 'd:2026-11-20')[0]).toMatchObject({
      milliPounds: 10_000_000,
    });
  });

  it('moves only what a change changes: a status moves the status filter, a new delivery day moves the days', () => {
    const before = shipment();
    const paid = reportMoves(image(before), image({ ...before, status: 'INVOICED' }));
    expect(new Set(paid.map((m) => m.filter.split('|')[2]))).toEqual(new Set(['DELIVERED', 'INVOICED']));
    const moved = reportMoves(image(before), image({ ...before, deliveryDate: '2026-11-21' }));
    expect(moved.every((m) => m.period.startsWith('d:'))).toBe(true);
    expect(reportMoves(image(before), image({ ...before, carrierName: 'X' }))).toEqual([]);
  });

  it('takes back exactly what it added when the shipment leaves the counted statuses', () => {
    const s = shipment();
    const added = reportMoves(undefined, image(s));
    const removed = reportMoves(image(s), image({ ...s, status: 'REJECTED' }));
    const net = new Map<string, ReturnType<typeof emptySums>>();
    for (const m of [...added, ...removed]) {
      const id = `${m.grouping}|${m.filter}|${m.period}|${m.key}`;
      net.set(id, addSums(net.get(id) ?? emptySums(), m));
    }
    expect([...net.values()].every((s) => Object.values(s).every((v) => v === 0))).toBe(true);
  });
});
