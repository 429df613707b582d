import { Outlet, useParams } from 'react-router';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { isNetworkId } from '@polyloop/shared/network/common';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { useLocked } from '../../../app/use-locked';
import { MissingRecord } from '../common/MissingRecord';
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

/** One request (part 2 §2 requests/:id): a public request, or my company's side of a private one, live. */
export default function RequestLayout() {
  const { id = '' } = useParams();
  const valid = isNetworkId(id);
  const result = useApi(NetworkRoutes.getRequest, valid ? { params: { id } } : null);
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
        <Stack gap="0">
          <PageHeader title={request.publicRequest.title}>
            <PublicRequestActions request={request.publicRequest} />
          </PageHeader>
          <HStack gap="2" wrap="wrap" mt="-2">
            <Badge variant="outline">
              {request.publicRequest.reverseAuction ? 'Reverse auction' : 'Public request'}
            </Badge>
            <ListingStatusBadge status={request.publicRequest.status} />
            {request.publicRequest.own && <YoursBadge />}
            <Text fontSize="sm" color="fg.muted">
              {request.publicRequest.company.name}
            </Text>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="0">
          <PageHeader title={request.networkRequest.title}>
            <NetworkRequestActions request={request.networkRequest} />
          </PageHeader>
          <HStack gap="2" wrap="wrap" mt="-2">
            <Badge variant="outline">
              {request.networkRequest.side === 'REQUESTING' ? 'Sent request' : 'Received request'}
            </Badge>
            <RequestStatusBadge status={request.networkRequest.status} />
            <Text fontSize="sm" color="fg.muted">
              {request.networkRequest.side === 'REQUESTING'
                ? `To ${request.networkRequest.receivingCompany.name}`
                : `From ${request.networkRequest.requestingCompany.name}`}
            </Text>
          </HStack>
        </Stack>
      )}
      <TabLinks
        label="Request sections"
        items={TABS.map((t) => (t.to === 'matches' ? { ...t, locked: matchesLocked } : t))}
      />
      <Outlet context={context} />
    </Stack>
  );
}
