import { Fragment, type ReactNode } from 'react';
import { Box, Field, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { Column, DataTableProps } from './DataTable';
import { OptionsSelect } from './ui/options-select';

/** A cell worth a line on a card: not empty. */
const shown = (value: ReactNode) => value !== null && value !== undefined && value !== false && value !== '';

/** On a phone, sorting is one select: each sortable column, either way. */
function SortSelect<T extends { id: string }>({
  columns,
  sort,
  onSort,
}: Pick<DataTableProps<T>, 'columns' | 'sort' | 'onSort'>) {
  const sortable = columns.filter((c) => c.sortKey);
  if (!onSort || !sortable.length) return null;
  const options = sortable.flatMap((c) => [`${c.sortKey},asc`, `${c.sortKey},desc`]);
  const labels = Object.fromEntries(
    sortable.flatMap((c) => [
      [`${c.sortKey},asc`, `${c.header}, ascending`],
      [`${c.sortKey},desc`, `${c.header}, descending`],
    ]),
  );
  return (
    <Field.Root>
      <Field.Label>Sort by</Field.Label>
      <OptionsSelect
        size="sm"
        options={options}
        labels={labels}
        value={sort ? `${sort.field},${sort.direction}` : ''}
        onChange={(e) => {
          const [field, direction] = e.target.value.split(',');
          if (field && (direction === 'asc' || direction === 'desc')) onSort({ field, direction });
        }}
      />
    </Field.Root>
  );
}

/**
 * A list's rows as cards, for phones: the record's link (the first column always shown) with its
 * status beside it, then every other column as a label and its value, and the row's buttons.
 * Nothing is hidden and nothing scrolls sideways. A card opens its record by click, as a row does.
 */
export function DataCards<T extends { id: string }>(props: DataTableProps<T>) {
  const title = props.columns.find((c) => !c.hideBelow) ?? props.columns[0];
  const status = props.columns.find((c) => c.key === 'status' && c !== title);
  const rest = props.columns.filter((c) => c !== title && c !== status);
  const line = (c: Column<T>, row: T) => {
    const value = c.cell(row);
    if (!shown(value)) return null;
    return (
      <Fragment key={c.key}>
        <Box as="dt" color="fg.muted">
          {c.header}
        </Box>
        <Box as="dd" minW="0" overflowWrap="anywhere">
          {value}
        </Box>
      </Fragment>
    );
  };
  return (
    <Stack gap="3">
      <SortSelect columns={props.columns} sort={props.sort} onSort={props.onSort} />
      <Stack
        as="ul"
        role="list"
        aria-label={props.label}
        aria-busy={props.busy || undefined}
        gap="2"
        listStyleType="none"
        m="0"
        p="0"
      >
        {props.loading && !props.rows
          ? Array.from({ length: 4 }, (_, i) => (
              <Box as="li" key={i} aria-hidden borderWidth="1px" borderRadius="md" p="3">
                <Skeleton height="16" />
              </Box>
            ))
          : props.rows?.map((row) => (
              <Box
                as="li"
                key={row.id}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                bg="bg"
                cursor={props.onRowClick ? 'pointer' : undefined}
                _hover={props.onRowClick ? { bg: 'bg.muted' } : undefined}
                onClick={(e) => {
                  // Links and buttons inside the card do their own thing.
                  if ((e.target as HTMLElement).closest('a,button,input,label,select')) return;
                  props.onRowClick?.(row);
                }}
              >
                <HStack justify="space-between" align="start" gap="2" mb={rest.length ? '2' : undefined}>
                  {title && (
                    <Box minW="0" fontWeight="medium">
                      {title.cell(row)}
                    </Box>
                  )}
                  {status && <Box flexShrink="0">{status.cell(row)}</Box>}
                </HStack>
                {rest.length > 0 && (
                  <Box
                    as="dl"
                    display="grid"
                    gridTemplateColumns="minmax(6rem, auto) 1fr"
                    columnGap="3"
                    rowGap="1"
                    fontSize="sm"
                  >
                    {rest.map((c) => line(c, row))}
                  </Box>
                )}
                {props.actions && (
                  <HStack justify="end" gap="1" mt="2" wrap="wrap">
                    {props.actions(row)}
                  </HStack>
                )}
              </Box>
            ))}
      </Stack>
      {!props.loading && props.rows?.length === 0 && (
        <Box p="6" textAlign="center" color="fg.muted" borderWidth="1px" borderRadius="md">
          {props.empty}
        </Box>
      )}
    </Stack>
  );
}
