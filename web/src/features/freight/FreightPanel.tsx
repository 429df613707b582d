import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { CloseButton, Drawer, Link, Portal, Text } from '@chakra-ui/react';
import { closeFreightPanel, useFreightPanel } from './freight-panel-store';
import { FREIGHT_SUBTITLE } from './freight-form';
import { FreightSearch } from './FreightSearch';

/**
 * The freight side panel (spec part 3 §2.3, §2.4): the freight page's search in a medium
 * drawer. Its content stays mounted once opened, so closing and reopening it keeps the search;
 * a prefilled opening (from a record) starts the form again.
 */
export default function FreightPanel() {
  const { open, prefill, version } = useFreightPanel();
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) closeFreightPanel();
    shownAt.current = pathname;
  }, [pathname]);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && closeFreightPanel()}
      placement="end"
      size="md"
      lazyMount
      unmountOnExit={false}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="start" gap="1">
              <Drawer.Title>Freight Rates</Drawer.Title>
              <Text fontSize="sm" color="fg.muted">
                {FREIGHT_SUBTITLE}
              </Text>
            </Drawer.Header>
            <Drawer.Body>
              <FreightSearch key={version} prefill={prefill} compact />
            </Drawer.Body>
            <Drawer.Footer justifyContent="center" borderTopWidth="1px">
              <Link asChild>
                <RouterLink to="/freight" onClick={closeFreightPanel}>
                  Open the freight page and your bookings
                </RouterLink>
              </Link>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close freight rates" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
