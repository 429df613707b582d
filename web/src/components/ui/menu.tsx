import type { ReactElement, ReactNode } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { Tooltip } from './tooltip';

/** A menu opened by its `trigger` button; choosing an item hands its value to `onSelect`. */
export function ActionMenu({ trigger, tooltip, onSelect, children }: { trigger: ReactElement; tooltip?: string; onSelect: (value: string) => void; children: ReactNode }) {
  const opener = <Menu.Trigger asChild>{trigger}</Menu.Trigger>;
  return (
    <Menu.Root onSelect={(d) => onSelect(d.value)}>
      {tooltip ? <Tooltip content={tooltip}>{opener}</Tooltip> : opener}
      <Portal>
        <Menu.Positioner>
          <Menu.Content>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
