import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { ListToolbar } from '../../../components/list/ListFilters';
import { ListTable } from '../../../components/list/ListTable';
import type { ListState } from '../../../components/list/list-state';
import { FilterTabs } from '../market/FilterTabs';
import { ListStatusSelect, listStatusOf } from './ListStatusSelect';

/** The lists of My Activity: my company's records, open or closed, narrowed by tabs and filters. */

export const PAGE_SIZE = 25;

export type StatusListProps<T extends { id: string }> = Omit<
  Parameters<typeof ListTable<T>>[0],
  'list' | 'onRowClick'
> & {
  list: Parameters<typeof ListTable<T>>[0]['list'] & Parameters<typeof ListStatusSelect>[0]['list'];
  /** Where a row leads. */
  to: (row: T) => string;
  /** More filters, before the list status. */
  filters?: ReactNode;
};

/** One of my company's lists, open or closed (the list status above it); a row opens its page. */
export function StatusList<T extends { id: string }>({ to, filters, ...table }: StatusListProps<T>) {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <ListToolbar>
        {filters}
        <ListStatusSelect list={table.list} />
      </ListToolbar>
      <ListTable {...table} onRowClick={(row) => navigate(to(row))} />
    </Stack>
  );
}

export type TabbedStatusListProps<T extends { id: string }, V extends string> = Omit<
  StatusListProps<T>,
  'list' | 'label' | 'empty' | 'emptyFiltered'
> & {
  list: StatusListProps<T>['list'] & {
    state: { filters: { tab: string } };
    setFilter: (name: 'tab', value: string) => void;
  };
  /** The tabs' accessible name. */
  tabsLabel: string;
  tabs: readonly V[];
  tabOf: (value: string) => V;
  labels: Readonly<Record<V, string>>;
  /** How many open records a tab holds, once known. */
  countOf: (tab: V) => number | undefined;
  /** What the list holds ("offers"), as its label and empty texts name it. */
  noun: string;
  /** The text when no record is open, and when none is closed. */
  empty: { open: string; closed: string };
};

/**
 * One of my company's lists that tabs narrow too (sent, received…): each tab with its count of
 * open records while open ones show, the list below it open or closed.
 */
export function TabbedStatusList<T extends { id: string }, V extends string>({
  tabsLabel,
  tabs,
  tabOf,
  labels,
  countOf,
  noun,
  empty,
  ...table
}: TabbedStatusListProps<T, V>) {
  const tab = tabOf(table.list.state.filters.tab);
  const active = listStatusOf(table.list.state.filters.status) === 'ACTIVE';
  return (
    <FilterTabs
      label={tabsLabel}
      tabs={tabs.map((value) => ({
        value,
        label: labels[value],
        count: active ? countOf(value) : undefined,
      }))}
      value={tab}
      onChange={(value) => table.list.setFilter('tab', value)}
    >
      <StatusList
        {...table}
        label={`${labels[tab]} ${noun}`}
        empty={active ? empty.open : empty.closed}
        emptyFiltered={active ? `No open ${noun} in this tab.` : `No closed ${noun} in this tab.`}
      />
    </FilterTabs>
  );
}

/** My company's lists, filtered by the list status: open ones first. */
export const STATUS_ONLY = {
  filters: { status: 'ACTIVE' },
  pageSize: PAGE_SIZE,
  query: ({ filters, page, size }: ListState<'status'>) => ({
    status: listStatusOf(filters.status),
    page,
    size,
  }),
};

/** Lists filtered by a tab as well: all of them first. */
export const tabAndStatus = <V extends string>(tabOf: (value: string) => V) => ({
  ...STATUS_ONLY,
  filters: { tab: 'ALL', status: 'ACTIVE' },
  query: (state: ListState<'tab' | 'status'>) => ({
    tab: tabOf(state.filters.tab),
    ...STATUS_ONLY.query(state),
  }),
});
