import { NavLink } from 'react-router';
import { Avatar, Box, Collapsible, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { LuChevronDown, LuLock, LuSettings2, LuShieldCheck } from 'react-icons/lu';
import type { Permission } from '@polyloop/shared';
import { initials } from '../../lib/token';
import { requestUpgrade, UPGRADE_CONTEXTS } from '../upgrade-store';
import { CORE_GROUPS, TOP_ITEMS, type NavItem } from './navigation';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'brand.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '&[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg' },
} as const;

const StyledLink = chakra(NavLink, { base: itemStyles });
const StyledButton = chakra('button', { base: itemStyles });

function Item({
  item,
  permissions,
  onNavigate,
}: {
  item: NavItem;
  permissions: ReadonlySet<Permission>;
  onNavigate?: () => void;
}) {
  if (item.permission && !permissions.has(item.permission)) {
    return (
      <StyledButton
        type="button"
        onClick={() => requestUpgrade(item.upgrade ? UPGRADE_CONTEXTS[item.upgrade] : item.label)}
      >
        {item.label}
        <Box as="span" ms="auto" color="fg.muted" aria-label="locked" role="img">
          <LuLock />
        </Box>
      </StyledButton>
    );
  }
  return (
    <StyledLink to={item.to} onClick={onNavigate}>
      {item.label}
    </StyledLink>
  );
}

/** The navigation menu of spec part 3 §2.5. */
export function NavMenu(props: {
  companyName: string;
  isAdmin: boolean;
  permissions: ReadonlySet<Permission>;
  onNavigate?: () => void;
}) {
  const { permissions, onNavigate } = props;
  return (
    <Stack as="nav" aria-label="Main navigation" gap="1" p="3">
      <StyledLink to="/my-company" onClick={onNavigate} py="3">
        <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
          <Avatar.Fallback>{initials(props.companyName)}</Avatar.Fallback>
        </Avatar.Root>
        <Text as="span" fontWeight="semibold" truncate>
          {props.companyName}
        </Text>
      </StyledLink>
      {TOP_ITEMS.map((item) => (
        <Item key={item.to} item={item} permissions={permissions} onNavigate={onNavigate} />
      ))}

      <Text
        as="h2"
        mt="4"
        px="3"
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
      >
        Core
      </Text>
      {CORE_GROUPS.map((group) => (
        <Collapsible.Root key={group.label} defaultOpen>
          <Collapsible.Trigger asChild>
            <StyledButton type="button" color="fg.muted" fontWeight="semibold" className="group">
              {group.label}
              <Box
                as="span"
                ms="auto"
                transition="transform 0.2s"
                _groupExpanded={{ transform: 'rotate(180deg)' }}
              >
                <LuChevronDown aria-hidden />
              </Box>
            </StyledButton>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack gap="1" ps="3">
              {group.items.map((item) => (
                <Item key={item.to} item={item} permissions={permissions} onNavigate={onNavigate} />
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}

      {props.isAdmin && (
        <StyledLink to="/admin" onClick={onNavigate} mt="4">
          <HStack gap="2">
            <LuShieldCheck aria-hidden />
            <span>Administration</span>
          </HStack>
        </StyledLink>
      )}
      {permissions.has('PLATFORM_ADMINISTRATION') && (
        <StyledLink to="/platform" onClick={onNavigate}>
          <HStack gap="2">
            <LuSettings2 aria-hidden />
            <span>Platform administration</span>
          </HStack>
        </StyledLink>
      )}
    </Stack>
  );
}
