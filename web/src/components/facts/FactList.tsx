import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

/** One line of a fact list: its label, its value, and how the value wraps when it is long. */
export interface Fact {
  label: string;
  value: ReactNode;
  valueProps?: DataList.ItemValueProps;
}

/**
 * A record's facts as label and value lines, side by side (a description list, so screen readers
 * pair them). Facts that do not apply are given as `false`, `null` or `undefined` and left out.
 */
export function FactList({ facts }: { facts: readonly (Fact | false | null | undefined)[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(
        (fact) =>
          fact && (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue {...fact.valueProps}>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ),
      )}
    </DataList.Root>
  );
}
