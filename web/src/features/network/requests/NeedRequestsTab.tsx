import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuMegaphone } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import type { PublicRequest } from '@polyloop/shared/network/market';
import { REQUEST_MESSAGES, type NetworkRequest } from '@polyloop/shared/network/request';
import { useApi } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import type { Column } from '../../../components/DataTable';
import { RecordLink } from '../../../components/list/ListActions';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { Section } from '../../../components/Section';
import { useListingContext } from '../../listings/ListingLayout';
import { ListingStatusBadge, RequestStatusBadge } from '../common/StatusBadges';
import { FilterTabs } from '../market/FilterTabs';
import { formatMoment } from '../market/format';
import { usePermissionGate } from '../common/use-trade-gate';

const STATUS_TABS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'CLOSED', label: 'Closed' },
] as const;
const statusOf = (v: string): 'ACTIVE' | 'CLOSED' => (v === 'CLOSED' ? 'CLOSED' : 'ACTIVE');

export const sentRequestColumns: Column<NetworkRequest>[] = [
  {
    key: 'title',
    header: 'Request',
    cell: (r) => <RecordLink to={`/network/requests/${r.id}`} name={r.title} />,
  },
  { key: 'company', header: 'Sent to', cell: (r) => r.receivingCompany.name },
  {
    key: 'expires',
    header: 'Expires',
    hideBelow: 'md',
    cell: (r) => formatDate(`${r.expirationDate}T12:00:00Z`),
  },
  { key: 'offers', header: 'Offers', hideBelow: 'md', cell: (r) => String(r.offerCount) },
  { key: 'status', header: 'Status', cell: (r) => <RequestStatusBadge status={r.status} /> },
];

/** A need's network requests (part 2 §3): its public request on the market and the private requests sent from it. */
export function NeedRequestsTab() {
  const { record } = useListingContext();
  return (
    <Stack gap="5">
      <PublicRequestOfNeed needId={record.id} open={record.status === 'ACTIVE' && !record.archived} />
      <Section title="Private requests">
        <PrivateRequestsOfNeed needId={record.id} />
      </Section>
    </Stack>
  );
}

function PublishButton({ needId }: { needId: string }) {
  const gate = usePermissionGate('PUBLIC_REQUEST_WRITE');
  const content = (
    <>
      <LuMegaphone aria-hidden /> Publish request
    </>
  );
  return gate.allowed ? (
    <Button asChild size="sm">
      <RouterLink to={`/network/requests/new/public/${needId}`}>{content}</RouterLink>
    </Button>
  ) : (
    <Button size="sm" onClick={gate.explain}>
      {content}
    </Button>
  );
}

function PublicRequestOfNeed({ needId, open }: { needId: string; open: boolean }) {
  const result = useApi(NetworkRoutes.listMyPublicRequests, { query: { recordId: needId, size: 10 } });
  const listed = result.data?.data ?? [];
  const current: PublicRequest | undefined = listed.find(
    (r) => r.status === 'ACTIVE' || r.status === 'SCHEDULED',
  );
  const shown = current ?? listed[0];
  return (
    <Section
      title="Public request"
      action={
        open && !current && !result.isLoading && !result.error ? <PublishButton needId={needId} /> : undefined
      }
    >
      {result.isLoading ? (
        <Skeleton height="10" />
      ) : result.error ? (
        <Text color="fg.error">{REQUEST_MESSAGES.loadFailed}</Text>
      ) : shown ? (
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/network/requests/${shown.id}`}>{shown.title}</RouterLink>
            </Link>
            <ListingStatusBadge status={shown.status} />
          </HStack>
          <Text
            fontSize="sm"
            color="fg.muted"
          >{`Ends ${formatMoment(shown.endDate)} · ${shown.offerCount} ${shown.offerCount === 1 ? 'offer' : 'offers'}`}</Text>
          {!current && open && (
            <Text fontSize="sm">It is no longer on the market; publish the need again to ask once more.</Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">
          {open
            ? 'Not on the market. Publish it to ask every company on the network.'
            : 'This need was not published on the market.'}
        </Text>
      )}
    </Section>
  );
}

function PrivateRequestsOfNeed({ needId }: { needId: string }) {
  const navigate = useNavigate();
  const list = useList(NetworkRoutes.listNetworkRequests, {
    prefix: 'requests',
    filters: { status: 'ACTIVE' },
    pageSize: 25,
    query: ({ filters, page, size }) => ({ needId, status: statusOf(filters.status), page, size }),
  });
  return (
    <FilterTabs
      label="Private requests by status"
      tabs={STATUS_TABS}
      value={statusOf(list.state.filters.status)}
      onChange={(v) => list.setFilter('status', v)}
    >
      <ListTable
        list={list}
        label="Private requests"
        columns={sentRequestColumns}
        onRowClick={(r) => navigate(`/network/requests/${r.id}`)}
        errorText={REQUEST_MESSAGES.loadFailed}
        empty='No requests sent from this need. Use "Send request" to ask companies you are linked with.'
        emptyFiltered="No closed requests from this need."
      />
    </FilterTabs>
  );
}
