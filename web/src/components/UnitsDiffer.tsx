import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Saving a record whose price (or cost) is per another unit than its weight: the form asks first,
 * since a price per ton on a weight in pounds is more often a slip than meant. `differ` reads the
 * form's values when it is sent; `message` says what differs. Answers the form's `onSubmit` and the
 * dialog to place inside the form.
 */
export function useUnitsDiffer(
  differ: () => boolean,
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>,
  message: string,
) {
  const [confirming, setConfirming] = useState(false);
  const onSubmit = (e: React.FormEvent) => {
    if (differ()) {
      e.preventDefault();
      setConfirming(true);
      return;
    }
    void submit(e);
  };
  const dialog = (
    <ConfirmDialog
      open={confirming}
      title="Units differ"
      confirmLabel="Save anyway"
      onClose={() => setConfirming(false)}
      onConfirm={async () => {
        setConfirming(false);
        await submit();
      }}
    >
      <Text>{message}</Text>
    </ConfirmDialog>
  );
  return { onSubmit, dialog };
}
