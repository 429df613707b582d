import { Suspense, type ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiError } from '../../lib/api';
import { DataTable, Pager, type Column, type Sort } from '../DataTable';
import type { ListView } from './use-list';

/** What a list says when it cannot show rows: its error (a text, or one made from the error). */
export type ErrorText = string | ((error: ApiError) => string);

type ListLike = Pick<ListView<unknown>, 'error' | 'retry' | 'isLoading' | 'rows' | 'filtered'>;

/** A failed load, with a way to try again. */
export function ListError({ list, text }: { list: Pick<ListLike, 'error' | 'retry'>; text: ErrorText }) {
  if (!list.error) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title flex="1">{typeof text === 'function' ? text(list.error) : text}</Alert.Title>
      <Button size="sm" variant="outline" onClick={list.retry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

/**
 * The states a list shows instead of its rows, for lists that draw their own rows (cards, a
 * list of locations): a skeleton while the first answer loads, the error, and the empty text
 * (`emptyFiltered` when filters hide every row). Nothing once there are rows.
 */
export function ListStatus(props: {
  list: ListLike;
  errorText: ErrorText;
  empty: ReactNode;
  emptyFiltered?: ReactNode;
  skeletonHeight?: string;
}) {
  const { list } = props;
  if (list.error) return <ListError list={list} text={props.errorText} />;
  if (list.isLoading && !list.rows) return <Skeleton height={props.skeletonHeight ?? '16'} />;
  if (list.rows?.length) return null;
  return <Text color="fg.muted">{list.filtered ? (props.emptyFiltered ?? props.empty) : props.empty}</Text>;
}

/**
 * A list's rows on a map instead of a table: the list's states, the map (lazily loaded, so a
 * skeleton stands in while it comes) once there are rows, and the pages.
 */
export function ListMap(props: {
  list: ListLike & Pick<ListView<unknown>, 'state' | 'total' | 'setPage'>;
  /** The page size when the address names none. */
  size: number;
  errorText: ErrorText;
  empty: ReactNode;
  emptyFiltered?: ReactNode;
  children: ReactNode;
}) {
  const { list } = props;
  return (
    <Stack gap="3">
      <ListStatus
        list={list}
        errorText={props.errorText}
        empty={props.empty}
        emptyFiltered={props.emptyFiltered}
        skeletonHeight="md"
      />
      {list.rows && list.rows.length > 0 && (
        <Suspense fallback={<Skeleton height={{ base: 'sm', md: 'lg' }} />}>{props.children}</Suspense>
      )}
      <Pager
        page={list.state.page}
        size={list.state.size ?? props.size}
        total={list.total}
        onChange={list.setPage}
      />
    </Stack>
  );
}

const sortOf = (sort: string): Sort | undefined => {
  const [field, direction] = sort.split(',');
  return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : undefined;
};

/** A list's rows as a table, with its sortable headers, loading, empty and error states, and pages. */
export function ListTable<T extends { id: string }>(props: {
  list: ListView<T>;
  label: string;
  columns: Column<T>[];
  onRowClick?: (row: T) => void;
  actions?: (row: T) => ReactNode;
  empty: ReactNode;
  emptyFiltered?: ReactNode;
  errorText: ErrorText;
}) {
  const { list } = props;
  if (list.error) return <ListError list={list} text={props.errorText} />;
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={list.rows}
        loading={list.isLoading}
        busy={list.isValidating}
        sort={sortOf(list.state.sort)}
        onSort={list.state.sort ? (s) => list.setSort(`${s.field},${s.direction}`) : undefined}
        onRowClick={props.onRowClick}
        actions={props.actions}
        empty={list.filtered ? (props.emptyFiltered ?? props.empty) : props.empty}
      />
      {list.state.size !== undefined && (
        <Pager page={list.state.page} size={list.state.size} total={list.total} onChange={list.setPage} />
      )}
    </>
  );
}
