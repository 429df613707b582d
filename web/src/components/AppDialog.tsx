import type { FormEventHandler, ReactNode } from 'react';
import {
  chakra,
  CloseButton,
  Dialog,
  Portal,
  type DialogContentProps,
  type DialogBodyProps,
} from '@chakra-ui/react';

/**
 * The one dialog shell of the app: backdrop, centred positioner, a header with the title, the body,
 * an optional footer and (unless `closable` is false) the close button. With `onSubmit` the header,
 * body and footer sit inside one form.
 */
export function AppDialog(props: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Called when the dialog asks to close (Escape, outside click, close button); omit for a dialog that cannot be dismissed. */
  onClose?: () => void;
  /** Shows the close button (default true); `'disabled'` keeps it but disables it. */
  closable?: boolean | 'disabled';
  onSubmit?: FormEventHandler<HTMLFormElement>;
  role?: 'dialog' | 'alertdialog';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'cover' | 'full';
  scrollBehavior?: 'inside' | 'outside';
  contentProps?: DialogContentProps;
  bodyProps?: DialogBodyProps;
}) {
  const closable = props.closable ?? true;
  const dismissible = !!props.onClose;
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title>{props.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body {...props.bodyProps}>{props.children}</Dialog.Body>
      {props.footer !== undefined && <Dialog.Footer>{props.footer}</Dialog.Footer>}
      {closable && (
        <Dialog.CloseTrigger asChild disabled={closable === 'disabled' || undefined}>
          <CloseButton size="sm" aria-label="Close dialog" />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={dismissible ? (e) => !e.open && props.onClose!() : undefined}
      closeOnEscape={dismissible ? undefined : false}
      closeOnInteractOutside={dismissible ? undefined : false}
      placement="center"
      size={props.size}
      scrollBehavior={props.scrollBehavior}
      role={props.role}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...props.contentProps}>
            {props.onSubmit ? (
              <chakra.form onSubmit={props.onSubmit} noValidate display="contents">
                {inner}
              </chakra.form>
            ) : (
              inner
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
