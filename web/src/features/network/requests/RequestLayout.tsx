import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { useLocked } from '../../../app/use-locked';
import { MissingRecord } from '../common/MissingRecord';
import { useNetworkId } from '../common/use-network-id';
import { PageHeader } from '../../crm-shared/PageHeader';
import { ListingStatusBadge, RequestStatusBadge, YoursBadge } from '../common/StatusBadges';
import { NetworkRequestActions } from './NetworkRequestActions';
import { PublicRequestActions } from './PublicRequestActions';
import type { RequestContext } from './request-context';
import { useRequestPushes } from './use-request-pushes';

const TABS = [
  { to: 'details', label: 'Details' },
  { to: 'matches', label: 'Matches' },
  { to: 'documents', label: 'Documents' },
];
const BACK = { label: 'Back to demand', to: '/network/market/demand' };
const MISSING = 'This request does not exist, or it is not shared with your company.';

/** A request's title with its actions, and under it what kind of request it is, its state and whose it is. */
function RequestHeader(props: {
  title: string;
  actions: ReactNode;
  kind: string;
  company: string;
  /** The request's status badges. */
  children: ReactNode;
}) {
  return (
    <Stack gap="0">
      <PageHeader title={props.title}>{props.actions}</PageHeader>
      <HStack gap="2" wrap="wrap" mt="-2">
        <Badge variant="outline">{props.kind}</Badge>
        {props.children}
        <Text fontSize="sm" color="fg.muted">
          {props.company}
        </Text>
      </HStack>
    </Stack>
  );
}

/** One request (part 2 §2 requests/:id): a public request, or my company's side of a private one, live. */
export default function RequestLayout() {
  const { id, valid, input } = useNetworkId();
  const result = useApi(NetworkRoutes.getRequest, input);
  const request = result.data?.data;
  const matchesLocked = useLocked('NETWORK_MATCH_READ', 'request-matches');
  useRequestPushes(
    id,
    request?.kind,
    request?.kind === 'PUBLIC_REQUEST' && request.publicRequest.reverseAuction,
  );
  if (!valid || !request)
    return <MissingRecord valid={valid} error={result.error} noun="request" missing={MISSING} back={BACK} />;
  const context: RequestContext = { request };
  return (
    <Stack gap="4">
      {request.kind === 'PUBLIC_REQUEST' ? (
        <RequestHeader
          title={request.publicRequest.title}
          actions={<PublicRequestActions request={request.publicRequest} />}
          kind={request.publicRequest.reverseAuction ? 'Reverse auction' : 'Public request'}
          company={request.publicRequest.company.name}
        >
          <ListingStatusBadge status={request.publicRequest.status} />
          {request.publicRequest.own && <YoursBadge />}
        </RequestHeader>
      ) : (
        <RequestHeader
          title={request.networkRequest.title}
          actions={<NetworkRequestActions request={request.networkRequest} />}
          kind={request.networkRequest.side === 'REQUESTING' ? 'Sent request' : 'Received request'}
          company={
            request.networkRequest.side === 'REQUESTING'
              ? `To ${request.networkRequest.receivingCompany.name}`
              : `From ${request.networkRequest.requestingCompany.name}`
          }
        >
          <RequestStatusBadge status={request.networkRequest.status} />
        </RequestHeader>
      )}
      <TabLinks
        label="Request sections"
        items={TABS.map((t) => (t.to === 'matches' ? { ...t, locked: matchesLocked } : t))}
      />
      <Outlet context={context} />
    </Stack>
  );
}
