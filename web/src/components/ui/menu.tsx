import { useId, type ReactElement, type ReactNode } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { Tooltip } from './tooltip';

/**
 * A menu opened by its `trigger` button; choosing an item hands its value to `onSelect`.
 * With a tooltip, the menu and the tooltip share the trigger's id: each would otherwise give the
 * button its own, the tooltip's would win, and the menu, finding no trigger to anchor to, would
 * open in the window's top-left corner.
 */
export function ActionMenu({
  trigger,
  tooltip,
  onSelect,
  children,
}: {
  trigger: ReactElement;
  tooltip?: string;
  onSelect: (value: string) => void;
  children: ReactNode;
}) {
  const triggerId = useId();
  const opener = <Menu.Trigger asChild>{trigger}</Menu.Trigger>;
  return (
    <Menu.Root
      ids={{ trigger: triggerId }}
      positioning={{ placement: 'bottom-end' }}
      onSelect={(d) => onSelect(d.value)}
    >
      {tooltip ? (
        <Tooltip ids={{ trigger: triggerId }} content={tooltip}>
          {opener}
        </Tooltip>
      ) : (
        opener
      )}
      <Portal>
        <Menu.Positioner>
          <Menu.Content>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
