import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { FinanceRoutes } from '@polyloop/shared';
import {
  JOURNAL_KIND_LABELS,
  LEDGER_ACCOUNT_LABELS,
  LedgerAccount,
  type JournalEntry,
} from '@polyloop/shared/finance/ledger';
import type { Column } from '../../components/DataTable';
import { DateFilter, ListToolbar, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { formatDay } from '../orders/format';
import { formatCents } from './format';

const accountOf = (v: string) => LedgerAccount.safeParse(v).data;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An entry's lines: account, debit, credit and company. */
function Lines({ entry }: { entry: JournalEntry }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="line" aria-label={`Lines of ${entry.description}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Account</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Debit</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Credit</Table.ColumnHeader>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entry.lines.map((l, i) => (
            <Table.Row key={i}>
              <Table.Cell>{LEDGER_ACCOUNT_LABELS[l.account]}</Table.Cell>
              <Table.Cell textAlign="end">{l.debitCents ? formatCents(l.debitCents) : ''}</Table.Cell>
              <Table.Cell textAlign="end">{l.creditCents ? formatCents(l.creditCents) : ''}</Table.Cell>
              <Table.Cell>{l.company?.name ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const COLUMNS: Column<JournalEntry>[] = [
  { key: 'date', header: 'Posted', cell: (e) => formatDay(e.postingDate) },
  {
    key: 'entry',
    header: 'Entry',
    cell: (e) => (
      <Stack gap="2" minW="xs">
        <Text fontWeight="medium">{`${JOURNAL_KIND_LABELS[e.kind]} · ${e.source.label}`}</Text>
        {e.description && <Text color="fg.muted">{e.description}</Text>}
        <Lines entry={e} />
      </Stack>
    ),
  },
];

/** The journal, newest posting first, by account and period; each entry with its lines. */
export function LedgerTab() {
  const list = useList(FinanceRoutes.listLedgerEntries, {
    filters: { account: '', from: '', to: '' },
    pageSize: 25,
    query: ({ filters, page, size }) => ({
      page,
      size,
      account: accountOf(filters.account),
      from: DAY.test(filters.from) ? filters.from : undefined,
      to: DAY.test(filters.to) ? filters.to : undefined,
    }),
  });
  return (
    <Stack gap="4">
      <ListToolbar list={list}>
        <SelectFilter
          list={list}
          name="account"
          label="Account"
          options={LedgerAccount.options}
          labels={LEDGER_ACCOUNT_LABELS}
        />
        <DateFilter list={list} name="from" label="From" />
        <DateFilter list={list} name="to" label="To" />
      </ListToolbar>
      <ListTable
        list={list}
        label="Ledger"
        columns={COLUMNS}
        errorText="The ledger could not be loaded."
        empty="Nothing is posted yet. Issuing an invoice or bill posts it here."
        emptyFiltered="No entries match these filters."
      />
    </Stack>
  );
}
