import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import {
  FINANCE_MESSAGES,
  INVOICE_STATUS_LABELS,
  InvoiceStatus,
  type InvoiceListItem,
} from '@polyloop/shared/finance/invoice';
import type { Column } from '../../components/DataTable';
import { ListActions, RecordLink } from '../../components/list/ListActions';
import { CheckFilter, ListToolbar, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { SavedViews } from '../../components/list/SavedViews';
import { useList } from '../../components/list/use-list';
import { formatDay } from '../orders/format';
import { formatCents, KINDS, type DocKind } from './format';
import { InvoiceStatusBadge } from './StatusBadge';

const statusOf = (v: string) => InvoiceStatus.safeParse(v).data;

/** The columns of an invoice or bill list; the number links to its page. */
export function documentColumns(kind: DocKind): Column<InvoiceListItem>[] {
  const { base, Noun } = KINDS[kind];
  return [
    {
      key: 'number',
      header: Noun,
      cell: (d) => <RecordLink to={`${base}/${d.id}`} name={d.number ?? 'Draft'} />,
    },
    { key: 'company', header: 'Company', cell: (d) => d.company.name },
    { key: 'shipment', header: 'Shipment', hideBelow: 'lg', cell: (d) => d.shipment?.identifier ?? '—' },
    { key: 'status', header: 'Status', cell: (d) => <InvoiceStatusBadge status={d.status} /> },
    { key: 'date', header: 'Date', hideBelow: 'md', cell: (d) => formatDay(d.invoiceDate) },
    { key: 'due', header: 'Due', hideBelow: 'md', cell: (d) => formatDay(d.dueDate) },
    { key: 'total', header: 'Total', align: 'end', cell: (d) => formatCents(d.totalCents) },
    { key: 'balance', header: 'Balance', align: 'end', cell: (d) => formatCents(d.balanceCents) },
  ];
}

/** Invoices or bills: by status and overdue, pages of 25, saved views, export and a new one. */
function DocumentsTab({ kind }: { kind: DocKind }) {
  const navigate = useNavigate();
  const spec = KINDS[kind];
  const list = useList(spec.routes.list, {
    filters: { statuses: '', overdue: '' },
    pageSize: 25,
    query: ({ filters, page, size }) => {
      const status = statusOf(filters.statuses);
      return {
        page,
        size,
        statuses: status ? [status] : undefined,
        overdue: filters.overdue === 'true' ? ('true' as const) : undefined,
      };
    },
  });
  return (
    <Stack gap="4">
      <ListToolbar
        list={list}
        actions={
          <ListActions
            views={<SavedViews type="FINANCIALS" list={list} />}
            exportList={{ title: `Export ${spec.noun}s`, kind: `${spec.noun}s`, route: spec.routes.export }}
            create={{ to: `${spec.base}/new`, label: `New ${spec.noun}` }}
          />
        }
      >
        <SelectFilter
          list={list}
          name="statuses"
          label="Status"
          options={InvoiceStatus.options}
          labels={INVOICE_STATUS_LABELS}
        />
        <CheckFilter list={list} name="overdue" label="Overdue only" />
      </ListToolbar>
      <ListTable
        list={list}
        label={spec.plural}
        columns={documentColumns(kind)}
        onRowClick={(row) => navigate(`${spec.base}/${row.id}`)}
        errorText={FINANCE_MESSAGES.fetchFailed}
        empty={`No ${spec.noun}s yet. Create one from a delivered shipment or with “New ${spec.noun}”.`}
        emptyFiltered={`No ${spec.noun}s match these filters.`}
      />
    </Stack>
  );
}

export const InvoicesTab = () => <DocumentsTab kind="invoice" />;
export const BillsTab = () => <DocumentsTab kind="bill" />;
