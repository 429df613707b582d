import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { FeeChargeDue, FeeChargeForTenant } from '@polyloop/functions/domain/auction/fee.events';

const charge = () => import('@polyloop/functions/domain/auction/fee.charge');

/** The monthly charge of transaction fees: one run per company with fees due, each fee charged once. */
export const handler = eventHandler(
  'fee-charge',
  on(FeeChargeDue, async (_, { id, occurredAt }) => {
    logger.info('fee charge started', { companies: await (await charge()).startFeeCharge(id, occurredAt) });
  }),
  on(FeeChargeForTenant, async ({ tenantId, before }) => {
    logger.info('transaction fees charged', {
      tenantId,
      ...(await (await charge()).chargeFeesOfTenant(tenantId, before)),
    });
  }),
);
