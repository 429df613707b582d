import * as z from 'zod';
import { CommissionType } from '@polyloop/shared/finance/commission';
import { defineEntity } from '../../data/entity.js';

/** A representative's commission on a shipment (part 1 §3); its amount is worked out once, when added. */
export const CommissionEntity = defineEntity({
  name: 'commission',
  schema: z.object({
    tenantId: z.string(),
    shipmentId: z.string(),
    id: z.string(),
    representativeId: z.string(),
    representativeName: z.string(),
    type: CommissionType,
    percentage: z.number().optional(),
    amountCents: z.number().int(),
    paidDate: z.string().optional(),
    createdDate: z.string(),
    createdBy: z.string(),
  }),
  indexes: {
    // listCommissionsOf: a shipment's commissions, oldest first
    byShipment: { pk: ['tenantId', 'shipmentId'], sk: ['id'] },
  },
});
export type CommissionRecord = z.infer<typeof CommissionEntity.schema>;

export const listCommissionsOf = (tenantId: string, shipmentId: string) =>
  CommissionEntity.queryAll('byShipment', { tenantId, shipmentId });
