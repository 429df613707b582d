import type { ReactNode } from 'react';
import {
  Box,
  Button,
  ButtonGroup,
  HStack,
  IconButton,
  Pagination,
  Skeleton,
  Table,
  Text,
} from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { usePhone } from '../lib/use-phone';
import { DataCards } from './DataCards';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort field, when the column can be sorted. */
  sortKey?: string;
  /** Hidden in the table below this breakpoint (a card on a phone shows every column). */
  hideBelow?: 'md' | 'lg';
  align?: 'end';
}

export interface Sort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T extends { id: string }> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  /** Fresh rows are on their way (the shown ones are the previous answer). */
  busy?: boolean;
  empty: ReactNode;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  onRowClick?: (row: T) => void;
  /** The buttons of a row (edit, archive…), in a last column of their own. */
  actions?: (row: T) => ReactNode;
}

/**
 * A list table: sortable headers (buttons with aria-sort), skeleton rows while loading, an empty
 * state, and rows that open their record by click (the first cell should hold a link, which the
 * keyboard reaches). On a phone the rows are cards (`DataCards`), so nothing scrolls sideways.
 * Lists use it through `ListTable` (components/list).
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const phone = usePhone();
  return phone ? <DataCards {...props} /> : <RowsTable {...props} />;
}

function RowsTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { sort, actions } = props;
  const columns: Column<T>[] = actions
    ? [
        ...props.columns,
        {
          key: 'actions',
          header: 'Actions',
          align: 'end',
          cell: (row) => (
            <HStack justify="end" gap="1">
              {actions(row)}
            </HStack>
          ),
        },
      ]
    : props.columns;
  const display = (c: Column<T>) => (c.hideBelow ? { base: 'none', [c.hideBelow]: 'table-cell' } : undefined);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root
        size="sm"
        aria-label={props.label}
        aria-busy={props.busy || undefined}
        interactive={!!props.onRowClick}
      >
        <Table.Header>
          <Table.Row>
            {columns.map((c) => {
              const active = c.sortKey && sort?.field === c.sortKey;
              return (
                <Table.ColumnHeader
                  key={c.key}
                  display={display(c)}
                  textAlign={c.align}
                  aria-sort={active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  whiteSpace="nowrap"
                >
                  {c.sortKey && props.onSort ? (
                    <Button
                      variant="plain"
                      size="xs"
                      px="0"
                      fontWeight="semibold"
                      onClick={() =>
                        props.onSort!({
                          field: c.sortKey!,
                          direction: active && sort!.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {c.header}
                      {active ? (
                        sort!.direction === 'asc' ? (
                          <LuArrowUp aria-hidden />
                        ) : (
                          <LuArrowDown aria-hidden />
                        )
                      ) : (
                        <LuArrowUpDown aria-hidden opacity={0.4} />
                      )}
                    </Button>
                  ) : (
                    c.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.loading && !props.rows
            ? Array.from({ length: 6 }, (_, i) => (
                <Table.Row key={i} aria-hidden>
                  {columns.map((c) => (
                    <Table.Cell key={c.key} display={display(c)}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : props.rows?.map((row) => (
                <Table.Row
                  key={row.id}
                  cursor={props.onRowClick ? 'pointer' : undefined}
                  onClick={(e) => {
                    // Links and buttons inside the row do their own thing.
                    if ((e.target as HTMLElement).closest('a,button,input,label')) return;
                    props.onRowClick?.(row);
                  }}
                >
                  {columns.map((c) => (
                    <Table.Cell key={c.key} display={display(c)} textAlign={c.align}>
                      {c.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
      {!props.loading && props.rows?.length === 0 && (
        <Box p="8" textAlign="center" color="fg.muted">
          {props.empty}
        </Box>
      )}
    </Box>
  );
}

/** Pages of a list whose total comes from `x-total-count` (pages are 0-based for the API). */
export function Pager(props: {
  page: number;
  size: number;
  total: number | undefined;
  onChange: (page: number) => void;
}) {
  const total = props.total ?? 0;
  if (total <= props.size)
    return total ? (
      <Text fontSize="sm" color="fg.muted">{`${total} ${total === 1 ? 'result' : 'results'}`}</Text>
    ) : null;
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">{`${total} results`}</Text>
      <Pagination.Root
        count={total}
        pageSize={props.size}
        page={props.page + 1}
        onPageChange={(e) => props.onChange(e.page - 1)}
        siblingCount={1}
      >
        <ButtonGroup variant="ghost" size="sm">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label="Previous page">
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(page) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`Page ${page.value}`}>
                {page.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label="Next page">
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}
