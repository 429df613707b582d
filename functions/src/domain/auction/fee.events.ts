import * as z from 'zod';
import { defineEvent } from '../../lib/events.js';

/**
 * The monthly charge of transaction fees: a standing schedule announces the run on the 1st, and
 * the run announces one charge per company with fees due, so one company's failed charge is
 * retried on its own.
 */
export const FeeChargeDue = defineEvent('billing.fee-charge-due', 1, z.object({}));

/** One company's fees of the months before `before` (yyyy-mm) to charge. */
export const FeeChargeForTenant = defineEvent(
  'billing.fee-charge-for-tenant',
  1,
  z.object({ tenantId: z.string(), before: z.string() }),
);
