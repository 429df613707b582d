import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * The day an offer or a private request expires, across tenants, for the daily sweep: one small
 * item per record and day, written with the record (the offering or requesting company's side).
 */
export const NetworkExpiryMark = defineEntity({
  name: 'network-expiry',
  schema: z.object({
    day: z.string(),
    kind: z.enum(['offer', 'request']),
    tenantId: z.string(),
    id: z.string(),
  }),
  indexes: {
    // listNetworkExpiringOn: every offer and request of every tenant expiring on one day
    byDay: { pk: ['day'], sk: ['kind', 'tenantId', 'id'] },
  },
});
export type NetworkExpiryMark = z.infer<typeof NetworkExpiryMark.schema>;

export const listNetworkExpiringOn = (day: string) => NetworkExpiryMark.queryAll('byDay', { day });
