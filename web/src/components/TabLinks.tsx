import { NavLink } from 'react-router';
import { Box, chakra, HStack } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';

const tabStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '3',
  py: '2',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' },
} as const;

const TabLink = chakra(NavLink, { base: tabStyles });
const TabButton = chakra('button', { base: tabStyles });

export interface TabItem {
  to: string;
  label: string;
  /** Current only on this exact address, not on the addresses below it. */
  end?: boolean;
  /** The plan lacks what the tab needs: a lock, and this (the upgrade dialog) instead of the page. */
  locked?: () => void;
}

/**
 * Tabs at the addresses their labels name ("Suggested buyers" at suggested-buyers); a tab whose
 * address reads otherwise is given whole.
 */
export function tabsOf(...tabs: (string | TabItem)[]): TabItem[] {
  return tabs.map((tab) =>
    typeof tab === 'string' ? { to: tab.toLowerCase().replaceAll(' ', '-'), label: tab } : tab,
  );
}

/** Sub-pages shown as tabs: real links, so each has its own address and the back button works. */
export function TabLinks({ label, items }: { label: string; items: TabItem[] }) {
  return (
    <HStack as="nav" aria-label={label} gap="0" borderBottomWidth="1px" overflowX="auto">
      {items.map((item) =>
        item.locked ? (
          <TabButton key={item.to} type="button" onClick={item.locked}>
            {item.label}
            <Box as="span" color="fg.muted" aria-label="locked" role="img">
              <LuLock />
            </Box>
          </TabButton>
        ) : (
          <TabLink key={item.to} to={item.to} end={item.end}>
            {item.label}
          </TabLink>
        ),
      )}
    </HStack>
  );
}
