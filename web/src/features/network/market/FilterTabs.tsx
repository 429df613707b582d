import type { ReactNode } from 'react';
import { Badge, Tabs } from '@chakra-ui/react';

export interface FilterTab<V extends string> {
  value: V;
  label: string;
  /** Shown beside the label once known. */
  count?: number;
}

/**
 * Tabs that narrow one list (its filter kept in the URL by the list): the tab semantics of a
 * tab list, the list below as the selected tab's panel. Route-level sections use `TabLinks`.
 */
export function FilterTabs<V extends string>(props: {
  label: string;
  tabs: readonly FilterTab<V>[];
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={props.value}
      onValueChange={(e) => props.onChange(e.value as V)}
      variant="line"
      size="sm"
      lazyMount
    >
      <Tabs.List aria-label={props.label} overflowX="auto">
        {props.tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink="0">
            {tab.label}
            {tab.count !== undefined && (
              <Badge size="sm" variant="subtle">
                {tab.count}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={props.value} pt="4">
        {props.children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
