import {
  addSums,
  emptySums,
  shareCents,
  type ReportSums,
  ReportStatus,
} from '@polyloop/shared/reporting/report';
import { MATERIAL_TYPE_LABELS } from '@polyloop/shared/enums';
import type { Image, ItemChange } from '../../data/changes.js';
import type { TxItem } from '../../data/entity.js';
import { ReportRollupEntity } from './report.rollup.entity.js';
import { ShipmentEntity, type ShipmentRecord } from './shipment.entity.js';

/** What one shipment adds to one rollup item. */
export interface ReportMove extends ReportSums {
  tenantId: string;
  grouping: string;
  filter: string;
  period: string;
  key: string;
  name?: string;
}

const COUNTED = new Set<string>(ReportStatus.options);
const ANY = '*';
export const filterKey = (companyId?: string, materialType?: string, status?: string) =>
  `${companyId ?? ANY}|${materialType ?? ANY}|${status ?? ANY}`;
/** The key of a line without a material: its type's. */
export const noMaterialKey = (type: string) => `type:${type}`;
export const NO_REPRESENTATIVE = 'none';

/** The day a delivered shipment counts on: its delivery day, else its pickup day, else the day it was made. */
export const reportDay = (s: Pick<ShipmentRecord, 'deliveryDate' | 'pickupDate' | 'createdDate'>) =>
  (s.deliveryDate ?? s.pickupDate ?? s.createdDate).slice(0, 10);

/**
 * What a shipment adds to the rollups, summed per item: nothing until it is delivered. Each
 * manifest line counts in every combination of the filters it meets (its trading partner, its
 * type, the shipment's status, each or any), for each grouping: all, its type, its material, its
 * trading partner (the receiver, or the supplier when the company itself receives), each
 * representative. Months are kept for every
 * combination, days for none or one filter. The shipment counts once per item it reaches.
 */
export function shipmentReportMoves(shipment: ShipmentRecord): ReportMove[] {
  if (!COUNTED.has(shipment.status)) return [];
  const { tenantId } = shipment;
  const day = reportDay(shipment);
  const month = day.slice(0, 7);
  // The trading partner: the receiver, or the supplier when the receiver is the company itself.
  const partner =
    shipment.receiverId !== tenantId
      ? ([shipment.receiverId, shipment.receiverName] as const)
      : shipment.supplierId !== tenantId
        ? ([shipment.supplierId, shipment.supplierName] as const)
        : undefined;
  const companies = partner ? [partner] : [];
  const reps = shipment.representatives.length ? shipment.representatives : [NO_REPRESENTATIVE];
  const commissions = shareCents(
    shipment.commissionCents,
    shipment.manifest.map((l) => l.revenueCents),
  );
  const moves = new Map<string, ReportMove>();
  shipment.manifest.forEach((line, n) => {
    const sums: ReportSums = {
      count: 0,
      milliPounds: line.milliPounds,
      revenueCents: line.revenueCents,
      costCents: line.costCents,
      commissionsCents: commissions[n] ?? 0,
      valueCents: line.revenueCents || line.costCents,
    };
    const type = line.materialType;
    const groups: Array<[string, string, string | undefined]> = [
      ['all', 'all', undefined],
      ['type', type, undefined],
      [
        'material',
        line.materialId ?? noMaterialKey(type),
        line.materialName ?? `${MATERIAL_TYPE_LABELS[type]} (no material)`,
      ],
      ...companies.map(([id, name]) => ['company', id, name] as [string, string, string]),
      ...reps.map((id) => ['rep', id, undefined] as [string, string, undefined]),
    ];
    for (const c of [undefined, ...companies.map(([id]) => id)])
      for (const t of [undefined, type])
        for (const s of [undefined, shipment.status]) {
          const filter = filterKey(c, t, s);
          const filters = [c, t, s].filter(Boolean).length;
          const periods = filters <= 1 ? [`m:${month}`, `d:${day}`] : [`m:${month}`];
          for (const period of periods)
            for (const [grouping, key, name] of groups) {
              const id = `${grouping}|${filter}|${period}|${key}`;
              let m = moves.get(id);
              if (!m) {
                m = { tenantId, grouping, filter, period, key, ...(name ? { name } : {}), ...emptySums() };
                // A shipment counts once in each item, however many of its lines fall there.
                m.count = 1;
                moves.set(id, m);
              }
              addSums(m, sums);
            }
        }
  });
  return [...moves.values()];
}

function contributions(image: Image | undefined): ReportMove[] {
  const shipment = image?.__entity === ShipmentEntity.name ? ShipmentEntity.decode(image) : undefined;
  return shipment ? shipmentReportMoves(shipment) : [];
}

const idOf = (m: ReportMove) => `${m.grouping}|${m.filter}|${m.period}|${m.key}`;

/** What one change of a shipment moves in the rollups: what it added leaves, what it adds joins. */
export function reportMoves(before: Image | undefined, after: Image | undefined): ReportMove[] {
  const moves = new Map<string, ReportMove>();
  for (const [sign, image] of [
    [-1, before],
    [1, after],
  ] as const)
    for (const m of contributions(image)) {
      const id = idOf(m);
      const was = moves.get(id);
      if (!was) moves.set(id, sign === 1 ? m : (addSums({ ...m, ...emptySums() }, m, -1) as ReportMove));
      else {
        addSums(was, m, sign);
        if (sign === 1 && m.name) was.name = m.name;
      }
    }
  return [...moves.values()].filter(
    (m) => m.count || m.milliPounds || m.revenueCents || m.costCents || m.commissionsCents || m.valueCents,
  );
}

/** The rollup writes one change of a shipment means (see `shipment.report` in order.projections.ts). */
export const reportWrites = (change: ItemChange): TxItem[] =>
  reportMoves(change.before, change.after).map(({ tenantId, grouping, filter, period, key, name, ...add }) =>
    ReportRollupEntity.tx.update({ tenantId, grouping, filter, period, key }, name ? { name } : {}, {
      add,
      upsert: true,
    }),
  );
