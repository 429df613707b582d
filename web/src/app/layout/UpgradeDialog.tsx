import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { closeUpgrade, useUpgradeFeature } from '../upgrade-store';

/** Access-restricted dialog (spec part 3 §6.1); plan cards come with billing. */
export function UpgradeDialog() {
  const feature = useUpgradeFeature();
  return (
    <Dialog.Root open={feature !== null} onOpenChange={(e) => !e.open && closeUpgrade()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="30rem">
            <Dialog.Header>
              <Dialog.Title>Upgrade your plan</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{feature} is not included in your current plan. Upgrade your plan to use it.</Text>
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
