import type { ReactNode } from 'react';
import { AppDialog } from '../../components/AppDialog';

export function ToolDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size="md"
      bodyProps={{ pb: '6' }}
    >
      {props.children}
    </AppDialog>
  );
}
