import * as z from 'zod';
import { Billing as BillingSchema } from '@polyloop/shared/plans';
import { defineEntity } from '../../data/entity.js';

/**
 * A company's subscription, and its seat count: inviting and restoring users increment
 * `seatsUsed` under the condition that it stays within the limit, so the limit holds under races.
 */
export const Billing = defineEntity({
  name: 'billing',
  schema: BillingSchema.omit({ upcomingPaymentAmount: true }).extend({
    tenantId: z.string(),
    /** The next payment, in whole cents, as the provider states it; null when none is due. */
    upcomingPaymentCents: z.number().int().nullable().default(null),
    /** The billing provider's customer id (the sandbox's locally). */
    customerId: z.string().optional(),
    updatedAt: z.string(),
  }),
  indexes: {
    // Billing.get: one company's subscription
    byTenant: { pk: ['tenantId'], sk: [] },
  },
});
export type BillingItem = z.infer<typeof Billing.schema>;
