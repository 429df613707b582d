import { Alert, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  AdminRoutes,
  PLAN_CARDS,
  seatLimit,
  subscriptionState,
  trialActive,
  type Billing,
} from '@polyloop/shared';
import { api } from '../../lib/api';
import { isCompanyAdmin, useAccount, useBilling } from '../../lib/account';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { formatDate } from '../../lib/format';
import { BILLING_MESSAGES, useBillingActions } from '../billing/use-billing-actions';
import { PlanCards } from '../billing/PlanCards';
import { FullPageSpinner } from '../system/FullPageSpinner';
import { TransactionFees } from './TransactionFees';

const FREQUENCY: Record<string, string> = {
  MONTHLY: 'Monthly',
  BI_ANNUALLY: 'Every 6 months',
  ANNUALLY: 'Annually',
};

function stateText(billing: Billing | undefined): string {
  switch (subscriptionState(billing)) {
    case 'free':
      return 'Free';
    case 'trial':
      return `Free trial until ${formatDate(billing?.trialEndDate)}`;
    case 'paid':
      return 'Paid';
    case 'cancelled-at-period-end':
      return `Cancelled at the end of the period${billing?.nextBillDate ? ` (${formatDate(billing.nextBillDate)})` : ''}`;
  }
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}

/** Administration › Billing: plan, state, seats, trial, billing portal and plan cards (spec part 3 §6.3). */
export default function BillingPage() {
  const { account } = useAccount();
  const { billing, settled } = useBilling(true);
  const trial = useSubmit({ success: BILLING_MESSAGES.trialStarted, touches: VIEWS.identity });
  const actions = useBillingActions();
  const admin = isCompanyAdmin(account);
  if (!settled) return <FullPageSpinner />;

  const plan =
    PLAN_CARDS.find((c) => c.tier === (billing?.subscriptionTier ?? 'PLATFORM'))?.name ?? 'Platform';
  const limit = seatLimit(billing);
  const canStartTrial =
    !trialActive(billing) &&
    !billing?.trialEndDate &&
    (billing?.subscriptionTier ?? 'PLATFORM') === 'PLATFORM';

  return (
    <Stack gap="6">
      {!billing && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Billing is not configured for your company yet.</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            Subscription
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Fact label="Current plan" value={plan} />
            <Fact label="Status" value={stateText(billing)} />
            <Fact
              label="Seats"
              value={`${billing?.seatsUsed ?? '—'} of ${Number.isFinite(limit) ? limit : 'unlimited'} used`}
            />
            {billing?.billingFrequency && (
              <Fact label="Billing" value={FREQUENCY[billing.billingFrequency] ?? billing.billingFrequency} />
            )}
            {billing?.nextBillDate && <Fact label="Next bill" value={formatDate(billing.nextBillDate)} />}
            {billing?.upcomingPaymentAmount != null && (
              <Fact label="Upcoming payment" value={`$${billing.upcomingPaymentAmount.toFixed(2)}`} />
            )}
          </SimpleGrid>
          {admin ? (
            <HStack gap="3" wrap="wrap">
              {canStartTrial && (
                <Button
                  loading={trial.busy}
                  onClick={() => void trial.run(() => api(AdminRoutes.startTrial))}
                >
                  Start free trial
                </Button>
              )}
              <Button variant="outline" loading={actions.busy} onClick={() => void actions.openPortal()}>
                Manage billing
              </Button>
            </HStack>
          ) : (
            <Text>{BILLING_MESSAGES.contactAdmin}</Text>
          )}
        </Card.Body>
      </Card.Root>
      {admin && <TransactionFees />}
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Plans
        </Heading>
        <PlanCards billing={billing} canAct={admin} />
      </Stack>
    </Stack>
  );
}
