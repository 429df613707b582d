import type { FormEventHandler, ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { useScreenLock } from '../lib/screen-lock';
import { AppDialog } from './AppDialog';

/** A dialog holding one form: title, fields, Cancel and a submit button. */
export function FormDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg';
}) {
  // The screen is locked while the dialog's submit button is loading, and a submit then is dropped.
  useScreenLock(!!props.submitting);
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      onSubmit={(e) => {
        if (props.submitting) e.preventDefault();
        else props.onSubmit(e);
      }}
      title={props.title}
      size={props.size ?? 'md'}
      scrollBehavior="inside"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </AppDialog>
  );
}
