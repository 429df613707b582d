import { Link as RouterLink, Outlet } from 'react-router';
import { Flex, Heading, HStack, Menu, Spacer, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';
import { TabLinks } from '../../components/TabLinks';
import { useAccount } from '../../lib/account';
import { HeaderBar, MainContent, SkipLink } from '../../app/layout/Frame';
import { UserMenu } from '../../app/layout/UserMenu';

const SECTIONS = [
  { to: '/platform/access-requests', label: 'Access requests' },
  { to: '/platform/freight-partners', label: 'Freight partners' },
];

/**
 * The platform administration: what Polyloop's own operators decide for every company. It has a
 * frame of its own, since its people usually belong to no company and the main layout is a
 * company's; a platform administrator who is also a company's member goes back to it from the
 * user menu. The router checks the authority.
 */
export default function PlatformLayout() {
  const { account } = useAccount();
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(' ') || account?.email || '';
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <HeaderBar>
        <RouterLink to="/platform" aria-label="Platform administration home">
          <Logo />
        </RouterLink>
        <Text display={{ base: 'none', md: 'block' }} color="fg.muted" fontSize="sm">
          Platform administration
        </Text>
        <Spacer />
        <UserMenu name={name}>
          {account?.tenantId && (
            <Menu.Item value="/dashboard">Back to {account.companyName ?? 'my company'}</Menu.Item>
          )}
        </UserMenu>
      </HeaderBar>
      <MainContent>
        <Stack gap="5">
          <HStack>
            <Heading as="h1" size="2xl">
              Platform administration
            </Heading>
          </HStack>
          <TabLinks label="Platform administration sections" items={SECTIONS} />
          <Outlet />
        </Stack>
      </MainContent>
    </Flex>
  );
}
