import { eventHandler, on } from '@polyloop/functions/lib/presets';
import { logger } from '@polyloop/functions/lib/observability';
import { FeeChargeDue, FeeChargeForTenant } from '@polyloop/functions/domain/auction/fee.events';
import { UserEvents } from '@polyloop/functions/domain/user/user.events';

const charge = () => import('@polyloop/functions/domain/auction/fee.charge');
const subscription = () => import('@polyloop/functions/domain/subscription/subscription.service');

/** A user added to a company (invited, or restored) is charged their seat, prorated, once per event. */
const seat = async (
  user: { tenantId: string | null; userId: string; firstName: string; lastName: string },
  { id, occurredAt }: { id: string; occurredAt: string },
) => {
  if (!user.tenantId) return;
  const charged = await (
    await subscription()
  ).chargeAddedSeat(
    {
      tenantId: user.tenantId,
      userId: user.userId,
      name: `${user.firstName} ${user.lastName}`.trim() || 'a new user',
      occurrenceId: id,
    },
    new Date(occurredAt),
  );
  logger.info('seat charge', { tenantId: user.tenantId, userId: user.userId, ...charged });
};

/**
 * The monthly charge of transaction fees (one run per company with fees due, each fee charged
 * once), and the immediate charge of a seat added on a paid plan.
 */
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
  // Someone signing up makes a company later (onboarding): only people invited into one take a seat.
  on(UserEvents.created, async (user, occurrence) => {
    if (user.invitedBy) await seat(user, occurrence);
  }),
  on(UserEvents.restored, seat),
);
