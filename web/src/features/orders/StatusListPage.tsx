import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import type { Column } from '../../components/DataTable';
import { ListActions } from '../../components/list/ListActions';
import { ListToolbar, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import type { ListShape, ListState } from '../../components/list/list-state';
import { SavedViews } from '../../components/list/SavedViews';
import type { ListView } from '../../components/list/use-list';
import { PageHeader } from '../crm-shared/PageHeader';

/** A list filtered by status, as `useList` answers it. */
type StatusList<T> = ListView<T> & {
  state: ListState<'statuses'>;
  shape: ListShape<'statuses'>;
  setFilter: (name: 'statuses', value: string, options?: { replace?: boolean }) => void;
  viewState: () => Record<string, string>;
  applyView: (state: Record<string, unknown>) => void;
};

/**
 * The orders or the shipments: filtered by status, pages of 25, saved views, export and a new one;
 * a row opens its record. What the page says is said of its `noun`.
 */
export function StatusListPage<T extends { id: string }>(props: {
  list: StatusList<T>;
  noun: 'order' | 'shipment';
  viewType: 'ORDERS' | 'SHIPMENTS';
  exportList: Parameters<typeof ListActions>[0]['exportList'];
  base: string;
  statuses: readonly string[];
  statusLabels: Readonly<Record<string, string>>;
  columns: Column<T>[];
  empty: string;
}) {
  const navigate = useNavigate();
  const { list, noun, base } = props;
  const plural = `${noun}s`;
  const title = plural.charAt(0).toUpperCase() + plural.slice(1);
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <ListToolbar
        actions={
          <ListActions
            views={<SavedViews type={props.viewType} list={list} />}
            exportList={props.exportList}
            create={{ to: `${base}/new`, label: `New ${noun}` }}
          />
        }
      >
        <SelectFilter
          list={list}
          name="statuses"
          label="Status"
          options={props.statuses}
          labels={props.statusLabels}
        />
      </ListToolbar>
      <ListTable
        list={list}
        label={title}
        columns={props.columns}
        onRowClick={(row) => navigate(`${base}/${row.id}`)}
        errorText={`The ${plural} could not be loaded.`}
        empty={props.empty}
        emptyFiltered={`No ${plural} match these filters.`}
      />
    </Stack>
  );
}
