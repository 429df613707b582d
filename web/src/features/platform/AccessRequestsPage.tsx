import { useState } from 'react';
import { Stack, Tabs, Text } from '@chakra-ui/react';
import {
  ACCESS_KIND_LABELS,
  ACCESS_STATUS_LABELS,
  AccessKind,
  AccessRequestStatus,
  AdminRoutes,
  type AccessRequestView,
} from '@polyloop/shared';
import type { Column } from '../../components/DataTable';
import { RecordLink } from '../../components/list/ListActions';
import { ListToolbar, SelectFilter } from '../../components/list/ListFilters';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { formatDateTime } from '../../lib/format';
import { companyPath, DecisionButtons, DecisionSummary, Person } from './AccessRequestParts';
import { DecisionDialog, type Deciding } from './DecisionDialog';

const PAGE_SIZE = 25;
const statusOf = (v: string) => AccessRequestStatus.safeParse(v).data ?? 'PENDING';
const kindOf = (v: string) => AccessKind.safeParse(v).data;
const EMPTY: Record<AccessRequestStatus, string> = {
  PENDING:
    'No requests are waiting. Companies ask from the access-restricted dialog when they try to publish.',
  APPROVED: 'No request has been approved yet.',
  DECLINED: 'No request has been declined yet.',
};

/** Platform administration › access requests: every company's requests of one status, newest first, to approve or decline. */
export default function AccessRequestsPage() {
  const [deciding, setDeciding] = useState<Deciding>(null);
  const list = useList(AdminRoutes.listAccessRequests, {
    filters: { status: 'PENDING', kind: '' },
    pageSize: PAGE_SIZE,
    query: ({ filters, page, size }) => ({
      page,
      size,
      status: statusOf(filters.status),
      kind: kindOf(filters.kind),
    }),
  });
  const status = statusOf(list.state.filters.status);
  const empty = kindOf(list.state.filters.kind)
    ? `No ${ACCESS_STATUS_LABELS[status].toLowerCase()} requests of this kind.`
    : EMPTY[status];
  const columns: Column<AccessRequestView>[] = [
    {
      key: 'company',
      header: 'Company',
      cell: (r) => <RecordLink to={companyPath(r.tenantId)} name={r.companyName} />,
    },
    { key: 'kind', header: 'Asks for', cell: (r) => ACCESS_KIND_LABELS[r.kind] },
    {
      key: 'message',
      header: 'Message',
      hideBelow: 'lg',
      cell: (r) => (
        <Text maxW="xs" lineClamp={3} whiteSpace="pre-wrap" color={r.message ? undefined : 'fg.muted'}>
          {r.message ?? '—'}
        </Text>
      ),
    },
    {
      key: 'requestedBy',
      header: 'Requested by',
      hideBelow: 'md',
      cell: (r) => <Person person={r.requestedBy} />,
    },
    { key: 'createdDate', header: 'Requested', cell: (r) => formatDateTime(r.createdDate) },
    ...(status === 'PENDING'
      ? []
      : [
          {
            key: 'decision',
            header: 'Decision',
            hideBelow: 'md',
            cell: (r) => <DecisionSummary request={r} />,
          } satisfies Column<AccessRequestView>,
        ]),
  ];
  return (
    <Stack gap="4">
      <Tabs.Root value={status} onValueChange={(e) => list.setFilter('status', e.value)} variant="line">
        <Tabs.List>
          {AccessRequestStatus.options.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {ACCESS_STATUS_LABELS[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status}>
          <Stack gap="4">
            <ListToolbar>
              <SelectFilter
                list={list}
                name="kind"
                label="Asks for"
                options={AccessKind.options}
                labels={ACCESS_KIND_LABELS}
              />
            </ListToolbar>
            <ListTable
              list={list}
              label={`${ACCESS_STATUS_LABELS[status]} access requests`}
              columns={columns}
              actions={
                status === 'PENDING'
                  ? (r) => <DecisionButtons request={r} onDecide={setDeciding} />
                  : undefined
              }
              errorText="The access requests could not be loaded."
              empty={empty}
              emptyFiltered={empty}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
