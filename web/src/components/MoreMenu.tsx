import type { ReactNode } from 'react';
import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuEllipsis } from 'react-icons/lu';

/** One of a page's less used actions; `destructive` ones (delete) come last, in red, after a separator. */
export interface MoreAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
  /** Shown but not chosen (while another move of the record is on its way). */
  disabled?: boolean;
}

/**
 * "More" in a record page's header: every action beyond its two main ones, so the header stays on
 * one line and a red Delete never sits beside Edit. Nothing shows when there is nothing to list.
 */
export function MoreMenu({ actions }: { actions: (MoreAction | false | null | undefined)[] }) {
  const shown = actions.filter((a): a is MoreAction => !!a);
  if (!shown.length) return null;
  const safe = shown.filter((a) => !a.destructive);
  const destructive = shown.filter((a) => a.destructive);
  const item = (a: MoreAction) => (
    <Menu.Item
      key={a.label}
      value={a.label}
      disabled={a.disabled}
      color={a.destructive ? 'fg.error' : undefined}
      _highlighted={a.destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined}
    >
      {a.icon}
      <Box flex="1">{a.label}</Box>
    </Menu.Item>
  );
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(d) => shown.find((a) => a.label === d.value)?.onSelect()}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" aria-label="More actions">
          <LuEllipsis aria-hidden /> More <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {safe.map(item)}
            {safe.length > 0 && destructive.length > 0 && <Menu.Separator />}
            {destructive.map(item)}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
