import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { PlanCards } from '../../features/billing/PlanCards';
import { BILLING_MESSAGES } from '../../features/billing/billing-actions';
import { isCompanyAdmin, useAccount, useBilling } from '../../lib/account';
import { closeUpgrade, useUpgradeFeature } from '../upgrade-store';

/** The upgrade dialog (spec part 3 §6.1, §6.3): what the plan lacks and the plans to choose from. */
export function UpgradeDialog() {
  const feature = useUpgradeFeature();
  const { account } = useAccount();
  const { billing } = useBilling(!!account?.onboarded);
  const admin = isCompanyAdmin(account);
  return (
    <Dialog.Root open={feature !== null} onOpenChange={(e) => !e.open && closeUpgrade()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="90%" maxW="7xl">
            <Dialog.Header>
              <Dialog.Title>Upgrade your plan</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text>{feature} is not included in your current plan. Upgrade your plan to use it.</Text>
                {!admin && (
                  <Text fontWeight="semibold" role="note">
                    {BILLING_MESSAGES.contactAdmin}
                  </Text>
                )}
                <PlanCards billing={billing} canAct={admin} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
