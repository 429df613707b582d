import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { PlanCards } from '../../features/billing/PlanCards';
import { BILLING_MESSAGES } from '../../features/billing/use-billing-actions';
import { AppDialog } from '../../components/AppDialog';
import { isCompanyAdmin, useAccount, useBilling } from '../../lib/account';
import { closeUpgrade, useUpgradeFeature } from '../upgrade-store';

/** The upgrade dialog (spec part 3 §6.1, §6.3): what the plan lacks and the plans to choose from. */
export function UpgradeDialog() {
  const feature = useUpgradeFeature();
  const { account } = useAccount();
  const { billing } = useBilling(!!account?.onboarded);
  const admin = isCompanyAdmin(account);
  return (
    <AppDialog
      open={feature !== null}
      onClose={closeUpgrade}
      title="Upgrade your plan"
      scrollBehavior="inside"
      contentProps={{ w: '90%', maxW: '7xl' }}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="5">
        <Text>{feature} is not included in your current plan. Upgrade your plan to use it.</Text>
        {!admin && (
          <Text fontWeight="semibold" role="note">
            {BILLING_MESSAGES.contactAdmin}
          </Text>
        )}
        <PlanCards billing={billing} canAct={admin} />
      </Stack>
    </AppDialog>
  );
}
