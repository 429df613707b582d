import type { Lot, LotPlace } from '@polyloop/shared/inventory/lot';
import { INVENTORY_MESSAGES } from '@polyloop/shared/inventory/lot';
import type { MaterialType } from '@polyloop/shared/enums';
import type { TxItem } from '../../data/entity.js';
import { fieldError } from '../../lib/errors.js';
import { Counter } from '../counter/index.js';
import { companyOf } from '../company/index.js';
import { Location } from '../location/index.js';
import { MaterialItem } from '../material/index.js';
import { Tenant } from '../tenant/index.js';
import type { LotItem } from './lot.entity.js';

/**
 * How lots are built and counted, shared by recording a lot and by a process report (which
 * creates its output lots in its own transaction).
 */

/**
 * The next `count` identifiers of a sequence, e.g. ACME-L12: one atomic add per call, so two
 * writers never share a number (a number burnt by a refused write is simply skipped).
 */
export async function nextIdentifiers(
  tenantId: string,
  sequence: 'lot' | 'process-report',
  count = 1,
): Promise<string[]> {
  const [tenant, counter] = await Promise.all([
    Tenant.get({ tenantId }),
    Counter.update({ tenantId, name: `${sequence}-sequence` }, {}, { add: { count }, upsert: true }),
  ]);
  const code = (tenant?.shortCode ?? 'PLX').toUpperCase();
  const letter = sequence === 'lot' ? 'L' : 'P';
  return Array.from({ length: count }, (_, i) => `${code}-${letter}${counter.count - count + 1 + i}`);
}

/** A location of the own company or of a CRM company, with the company's name, as a lot records it. */
export async function placeOf(
  tenantId: string,
  locationId: string,
  fieldName = 'locationId',
): Promise<LotPlace> {
  const location = await Location.get({ tenantId, locationId });
  const company =
    location && location.status === 'ACTIVE' ? await companyOf(tenantId, location.companyId) : undefined;
  if (!location || !company) throw fieldError(fieldName, INVENTORY_MESSAGES.locationUnknown);
  return {
    locationId,
    name: location.name ?? null,
    city: location.city ?? null,
    stateProvince: location.stateProvince ?? null,
    companyId: company.companyId,
    companyName: company.name,
  };
}

/** The tenant's material, whose type must be the one given. */
export async function materialOf(
  tenantId: string,
  materialId: string,
  materialType: MaterialType,
  messages = { unknown: INVENTORY_MESSAGES.material, mismatch: INVENTORY_MESSAGES.materialTypeMismatch },
) {
  const material = await MaterialItem.get({ tenantId, materialId });
  if (!material) throw fieldError('materialId', messages.unknown);
  if (material.type !== materialType) throw fieldError('materialType', messages.mismatch);
  return { materialId, materialName: material.name };
}

/** The scopes a lot counts in: every lot, its location, its material type and its material. */
export type LotScope =
  { all: true } | { locationId: string } | { materialType: string } | { materialId: string };
export const counterName = (scope: LotScope) =>
  'all' in scope
    ? 'inventory-lot:all'
    : 'locationId' in scope
      ? `inventory-lot:l=${scope.locationId}`
      : 'materialType' in scope
        ? `inventory-lot:t=${scope.materialType}`
        : `inventory-lot:m=${scope.materialId}`;

/**
 * The counter moves of new lots, merged by counter (a transaction may touch an item only once,
 * and a report's outputs share their location and material).
 */
export function lotCounterMoves(lots: LotItem[]): TxItem[] {
  const deltas = new Map<string, number>();
  for (const lot of lots) {
    const scopes: LotScope[] = [
      { all: true },
      { locationId: lot.locationId },
      { materialType: lot.materialType },
      ...(lot.materialId ? [{ materialId: lot.materialId }] : []),
    ];
    for (const scope of scopes) deltas.set(counterName(scope), (deltas.get(counterName(scope)) ?? 0) + 1);
  }
  const tenantId = lots[0]?.tenantId ?? '';
  return [...deltas].map(([name, delta]) =>
    Counter.tx.update({ tenantId, name }, {}, { add: { count: delta }, upsert: true }),
  );
}

export function view(lot: LotItem): Lot {
  const s = lot.source;
  return {
    id: lot.id,
    identifier: lot.identifier,
    location: lot.location,
    materialId: lot.materialId ?? null,
    materialName: lot.materialName ?? null,
    materialType: lot.materialType,
    weight: { unitValue: lot.receivedWeight, unit: lot.unit },
    remainingWeight: { unitValue: lot.remaining, unit: lot.unit },
    cost: lot.cost ?? null,
    lotNumber: lot.lotNumber ?? null,
    receivedDate: lot.receivedDate,
    source: {
      kind: s.kind,
      haveId: s.haveId ?? null,
      haveIdentifier: s.haveIdentifier ?? null,
      reference: s.reference ?? null,
      processReportId: s.processReportId ?? null,
      processReportIdentifier: s.processReportIdentifier ?? null,
    },
    notes: lot.notes ?? null,
    createdDate: lot.createdDate,
    updatedDate: lot.updatedDate,
  };
}
