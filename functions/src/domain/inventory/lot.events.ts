import * as z from 'zod';
import { MaterialType, WeightUnitSchema } from '@polyloop/shared/enums';
import { defineEvent } from '../../lib/events.js';
import { derived, lifecycle, lifecycleContracts, type Derivation } from '../../lib/lifecycle.js';
import { LotAdjustment, LotItem } from './lot.entity.js';

const Ref = z.object({
  tenantId: z.string(),
  id: z.string(),
  identifier: z.string(),
  locationId: z.string(),
  materialType: MaterialType,
});

/**
 * A lot was recorded (`inventory-lot.received`: by hand or as a process report's output) or
 * changed (its remaining weight consumed, its details edited), or its weight was adjusted with a
 * reason (`inventory-lot.adjusted`).
 */
export const LotEvents = {
  ...lifecycleContracts('inventory-lot', Ref, 'received'),
  adjusted: defineEvent(
    'inventory-lot.adjusted',
    1,
    z.object({
      tenantId: z.string(),
      id: z.string(),
      identifier: z.string(),
      change: z.number(),
      unit: WeightUnitSchema,
      remainingAfter: z.number(),
      reason: z.string(),
      actorId: z.string().nullable(),
    }),
  ),
};

export const lotEvents = lifecycle(LotEvents, LotItem.decode, (l) => ({
  tenantId: l.tenantId,
  id: l.id,
  identifier: l.identifier,
  locationId: l.locationId,
  materialType: l.materialType,
}));

/** An adjustment is written once and never changed: its insert is the event. */
export const adjustmentEvents: Derivation = (change) => {
  const a = change.kind === 'INSERT' ? LotAdjustment.decode(change.after) : undefined;
  if (!a) return [];
  const data = {
    tenantId: a.tenantId,
    id: a.lotId,
    identifier: a.identifier,
    change: a.change,
    unit: a.unit,
    remainingAfter: a.remainingAfter,
    reason: a.reason,
    actorId: a.updatedBy ?? null,
  };
  return [derived(change, LotEvents.adjusted, data, a.createdDate)];
};
