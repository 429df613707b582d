import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { Box, CloseButton, Drawer, Flex, HStack, Link, Portal, useBreakpointValue } from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import { userChannel } from '@polyloop/shared';
import { notify } from '../../components/ui/toaster';
import { config } from '../../lib/config';
import { getIdToken, useSession } from '../../lib/auth';
import { isCompanyAdmin, useAccount } from '../../lib/account';
import { permissionsOf } from '../../lib/permissions';
import { usePolicyCheck } from '../../features/policies/use-policy-check';
import { AccessRestrictedDialog } from '../../features/billing/AccessRestrictedDialog';
import { FreightPanelHost } from '../../features/freight/FreightPanelHost';
import { HelpPanelHost } from '../../features/help/HelpPanelHost';
import { lazyWithReload } from '../lazy-with-reload';
import { realtime, useChannel, useReconnect } from '../../lib/realtime';
import { useRouteHandle } from '../use-route-handle';
import { MainContent, SkipLink } from './Frame';
import { NavMenu } from './NavMenu';
import { ToolsBar } from './ToolsBar';
import { TopBar } from './TopBar';
import { UpgradeDialog } from './UpgradeDialog';

const PolicyDialog = lazy(lazyWithReload(() => import('../../features/policies/PolicyDialog')));

/**
 * One socket while signed in, always listening on the user's own channel. What was pushed while
 * the socket was down is lost, so once it is back every read on screen is read again: a bid, a
 * counter-offer or a notice made meanwhile shows without a reload.
 */
function useRealtime(sub: string | undefined) {
  useEffect(() => {
    if (!sub) return;
    realtime.start({ url: config().wsUrl, token: getIdToken });
    return () => realtime.stop();
  }, [sub]);
  const { mutate } = useSWRConfig();
  useReconnect(() => void mutate(() => true));
  useChannel(sub ? userChannel(sub) : null, (event) => {
    if (event.event !== 'ping') return;
    const message = (event.payload as { message?: unknown } | null)?.message;
    if (typeof message === 'string') notify('info', message);
  });
}

export default function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const desktop = useBreakpointValue({ base: false, lg: true }) ?? false;
  const { account } = useAccount();
  const permissions = permissionsOf(account);
  const isAdmin = isCompanyAdmin(account);
  const policies = usePolicyCheck(account ? !!account.onboarded : undefined);
  const footer = useRouteHandle('footer');
  useRealtime(session?.user.sub);
  useEffect(() => setNavOpen(false), [location.pathname]);

  const userName =
    [account?.firstName, account?.lastName].filter(Boolean).join(' ') ||
    account?.email ||
    session?.user.email ||
    '';
  const menu = (
    <NavMenu
      companyName={account?.companyName ?? 'My company'}
      isAdmin={isAdmin}
      permissions={permissions}
      onNavigate={() => setNavOpen(false)}
    />
  );

  // The company requires two-step sign-in and this person has not set it up: that comes first.
  if (account?.mfaSetupRequired) return <Navigate to="/two-step-setup" replace />;
  return (
    <Flex direction="column" minH="100vh" data-policy-check={policies.status}>
      <SkipLink />
      <TopBar onOpenNavigation={() => setNavOpen(true)} userName={userName} showMenuButton={!desktop} />
      <Flex flex="1" minH="0">
        {desktop && (
          <Box w="60" flexShrink={0} borderRightWidth="1px" overflowY="auto">
            {menu}
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          <MainContent>
            <Outlet />
          </MainContent>
          {footer && (
            <HStack as="footer" gap="4" px="8" py="3" borderTopWidth="1px" fontSize="sm" color="fg.muted">
              <Link asChild>
                <RouterLink to="/privacy">Privacy</RouterLink>
              </Link>
              <Link asChild>
                <RouterLink to="/terms">Terms</RouterLink>
              </Link>
            </HStack>
          )}
        </Flex>
        {desktop && <ToolsBar permissions={permissions} />}
      </Flex>
      {!desktop && (
        <Box position="sticky" bottom="0">
          <ToolsBar permissions={permissions} />
        </Box>
      )}

      <Drawer.Root open={navOpen && !desktop} onOpenChange={(e) => setNavOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">{menu}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <UpgradeDialog />
      <AccessRestrictedDialog />
      <FreightPanelHost />
      <HelpPanelHost />
      {policies.pending.length > 0 && (
        <Suspense>
          <PolicyDialog pending={policies.pending} />
        </Suspense>
      )}
    </Flex>
  );
}
