import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { AppDialog } from './AppDialog';

/** Confirmation before a destructive action (spec part 3 §2.10; at most 37.5rem wide, §9.6). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The dismissing button's label, when "Cancel" would read like the action ("Keep booking"). */
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      role="alertdialog"
      closable={false}
      title={props.title}
      contentProps={{ maxW: '37.5rem' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{props.cancelLabel ?? 'Cancel'}</Button>
          </Dialog.ActionTrigger>
          <Button
            colorPalette={props.destructive ? 'red' : undefined}
            loading={busy}
            onClick={() => void confirm()}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </AppDialog>
  );
}
