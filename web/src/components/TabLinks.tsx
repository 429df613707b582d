import { NavLink } from 'react-router';
import { chakra, HStack } from '@chakra-ui/react';

const TabLink = chakra(NavLink, {
  base: {
    px: '3',
    py: '2',
    fontSize: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    color: 'fg.muted',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
    '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' },
  },
});

/** Sub-pages shown as tabs: real links, so each has its own address and the back button works. */
export function TabLinks({ label, items }: { label: string; items: { to: string; label: string }[] }) {
  return (
    <HStack as="nav" aria-label={label} gap="0" borderBottomWidth="1px" overflowX="auto">
      {items.map((item) => (
        <TabLink key={item.to} to={item.to}>
          {item.label}
        </TabLink>
      ))}
    </HStack>
  );
}
