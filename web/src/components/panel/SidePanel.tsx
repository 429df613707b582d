import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CloseButton, Drawer, Link, Portal, Text } from '@chakra-ui/react';

/**
 * A side panel at the end of the screen (notifications, drafts, freight rates): its title, its
 * content, and a footer link to the full page it summarises. `lazyMount` mounts the content on the
 * first opening; `unmountOnExit` drops it on closing, so it loads again next time.
 */
export function SidePanel(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title saying what the panel is for. */
  subtitle?: ReactNode;
  /** The close button's accessible name ("Close notifications"). */
  closeLabel: string;
  /** The full page, named by what it offers. */
  pageLink?: { to: string; label: string };
  lazyMount?: boolean;
  unmountOnExit?: boolean;
  /** Dialogs the panel opens, kept beside its drawer. */
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  const { onClose, subtitle, pageLink } = props;
  return (
    <Drawer.Root
      open={props.open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="end"
      size="md"
      lazyMount={props.lazyMount}
      unmountOnExit={props.unmountOnExit}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {subtitle ? (
              <Drawer.Header flexDirection="column" alignItems="start" gap="1">
                <Drawer.Title>{props.title}</Drawer.Title>
                <Text fontSize="sm" color="fg.muted">
                  {subtitle}
                </Text>
              </Drawer.Header>
            ) : (
              <Drawer.Header>
                <Drawer.Title>{props.title}</Drawer.Title>
              </Drawer.Header>
            )}
            <Drawer.Body>{props.children}</Drawer.Body>
            {pageLink && (
              <Drawer.Footer justifyContent="center" borderTopWidth="1px">
                <Link asChild>
                  <RouterLink to={pageLink.to} onClick={onClose}>
                    {pageLink.label}
                  </RouterLink>
                </Link>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={props.closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {props.dialogs}
    </Drawer.Root>
  );
}
