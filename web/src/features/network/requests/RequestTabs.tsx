import { Link as RouterLink } from 'react-router';
import { Alert, Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, LABELS, NetworkRoutes } from '@polyloop/shared';
import type { PublicRequest } from '@polyloop/shared/network/market';
import type { NetworkRequest } from '@polyloop/shared/network/request';
import { formatDate } from '../../../lib/format';
import { Section } from '../../../components/Section';
import { Facts } from '../../inventory/Facts';
import { useUserOptions } from '../../crm-shared/hooks';
import { CommentsPanel } from '../../crm-shared/CommentsPanel';
import { DocumentsPanel } from '../../crm-shared/DocumentsPanel';
import { useRecordComments } from '../../crm-shared/use-record-comments';
import { formatMoment, formatNetworkPlace, formatPrice, formatWeight, formatTerms } from '../market/format';
import { QualifiedResponses, RequestOffers } from './ResponseOffers';
import { useRequestContext } from './request-context';
import { NetworkMatches } from '../../matching/NetworkMatches';
import { ReverseAuctionPanel } from './ReverseAuctionPanel';
import { linkFact } from '../common/link-fact';
import { PhoneLink } from '../../../components/PhoneLink';

const money = (p: Parameters<typeof formatPrice>[0]) => (p ? formatPrice(p) : '—');
/** What a request asks for: the material, its type, how much and how it is packed. */
const materialFacts = (r: PublicRequest | NetworkRequest): [string, string][] => [
  ['Material', r.materialName ?? MATERIAL_TYPE_LABELS[r.materialType]],
  ['Material type', MATERIAL_TYPE_LABELS[r.materialType]],
  ['Weight', formatWeight(r.weight)],
  ['Packaging', r.packaging ? LABELS.packaging[r.packaging] : '—'],
];
const companyLink = (c: { id: string; name: string }) => (
  <Link asChild color="brand.fg">
    <RouterLink to={`/network/companies/${c.id}`}>{c.name}</RouterLink>
  </Link>
);

/** The details tab: what was asked for, and the offers answering it as my company may see them. */
export function RequestDetailsTab() {
  const { request } = useRequestContext();
  return request.kind === 'PUBLIC_REQUEST' ? (
    <PublicRequestDetails request={request.publicRequest} />
  ) : (
    <NetworkRequestDetails request={request.networkRequest} />
  );
}

function Representatives({ ids }: { ids: string[] }) {
  const { nameOf } = useUserOptions();
  return ids.length ? ids.map(nameOf).join(', ') : '—';
}

function PublicRequestDetails({ request: r }: { request: PublicRequest }) {
  const contact = r.contactInformation;
  return (
    <Stack gap="5">
      {!r.own && !r.linked && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Link with ${r.company.name} to respond`}</Alert.Title>
            <Alert.Description>
              Responding to a request needs a link between your companies; its contact details show once you
              are linked.{' '}
              <Link asChild fontWeight="medium">
                <RouterLink
                  to={`/network/companies/${r.company.id}`}
                >{`Open ${r.company.name} in the directory`}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {r.status === 'SCHEDULED' && (
        <Text color="fg.muted">{`This request opens ${formatMoment(r.startDate)}; offers are taken from then.`}</Text>
      )}
      {r.reverseAuction && <ReverseAuctionPanel request={r} />}
      <Section title="Request">
        <Stack gap="4">
          <Facts
            items={[
              ['Company', r.own ? r.company.name : companyLink(r.company)],
              ...materialFacts(r),
              ['Location', formatNetworkPlace(r.location)],
              ['Starts', formatMoment(r.startDate)],
              ['Ends', formatMoment(r.endDate)],
              ['Preferred terms', formatTerms(r.preferredShippingTerms)],
              [
                'Target price',
                <HStack as="span" gap="2" key="target">
                  <span>{money(r.priceTarget)}</span>
                  {r.priceTarget && (
                    <Badge variant="outline">{r.enforceTargetPrice ? 'Enforced' : 'Not enforced'}</Badge>
                  )}
                </HStack>,
              ],
              ['Max offer price', money(r.maxOfferPrice)],
              ...(r.own
                ? ([['Lowest qualified price', money(r.lowestQualifiedPrice)]] as [string, string][])
                : []),
              ['Offers', String(r.offerCount)],
            ]}
          />
          {r.description && <Text whiteSpace="pre-wrap">{r.description}</Text>}
        </Stack>
      </Section>
      <Section title="Contact">
        {contact ? (
          <Facts
            items={[
              ['Name', contact.name],
              ['Email', contact.email],
              ['Phone', <PhoneLink key="phone" phone={contact.phoneNumber} />],
              ...(r.own
                ? ([['Representatives', <Representatives key="reps" ids={r.representatives} />]] as [
                    string,
                    React.ReactNode,
                  ][])
                : []),
            ]}
          />
        ) : (
          <Text color="fg.muted">{`The contact details of ${r.company.name} show once your companies are linked.`}</Text>
        )}
      </Section>
      {r.own ? (
        <Section title="Responding offers">
          <QualifiedResponses requestId={r.id} />
        </Section>
      ) : (
        <Section title="Your offers">
          <RequestOffers
            requestId={r.id}
            by="material"
            empty="Your company has not responded to this request yet."
          />
        </Section>
      )}
    </Stack>
  );
}

function NetworkRequestDetails({ request: r }: { request: NetworkRequest }) {
  const requesting = r.side === 'REQUESTING';
  return (
    <Stack gap="5">
      <Section title="Request">
        <Stack gap="4">
          <Facts
            items={[
              [
                requesting ? 'Sent to' : 'From',
                companyLink(requesting ? r.receivingCompany : r.requestingCompany),
              ],
              ...materialFacts(r),
              ['Target price', money(r.priceTarget)],
              ['Deliver to', formatNetworkPlace(r.location)],
              ['Expires', formatDate(`${r.expirationDate}T12:00:00Z`)],
              ['Sent', formatDate(r.createdDate)],
              ['Representatives', <Representatives key="reps" ids={r.representatives} />],
              ...linkFact(
                'Need',
                requesting && r.needId && `/needs/${r.needId}/network-requests`,
                'Open the need',
              ),
            ]}
          />
          {r.description && <Text whiteSpace="pre-wrap">{r.description}</Text>}
        </Stack>
      </Section>
      <Section title={requesting ? 'Offers received' : 'Your offers'}>
        <RequestOffers
          requestId={r.id}
          by={requesting ? 'company' : 'material'}
          empty={
            requesting
              ? `${r.receivingCompany.name} has not responded yet.`
              : 'Your company has not responded to this request yet.'
          }
        />
      </Section>
      <Section title="Conversation">
        <RequestConversation id={r.id} />
      </Section>
    </Stack>
  );
}

const REQUEST_COMMENTS = {
  list: NetworkRoutes.listNetworkRequestComments,
  create: NetworkRoutes.createNetworkRequestComment,
  update: NetworkRoutes.updateNetworkRequestComment,
  remove: NetworkRoutes.deleteNetworkRequestComment,
};

/** The request's conversation: both companies write in it and see each other's comments live (the page listens on its channel). */
function RequestConversation({ id }: { id: string }) {
  const calls = useRecordComments(REQUEST_COMMENTS, id);
  return <CommentsPanel title="Conversation about this request" calls={calls} />;
}

/** Matches of a request (network match read permission, which the route asks for: part 2 §6). */
export function RequestMatchesTab() {
  const { request } = useRequestContext();
  return <NetworkMatches of={request} noun="request" />;
}

/**
 * The request's documents. A private request's are both companies': either adds to them and
 * deletes only what its own people added. A public request's are read by whoever reads the
 * request; its company adds and deletes them.
 */
export function RequestDocumentsTab() {
  const { request } = useRequestContext();
  const colleagues = useUserOptions();
  if (request.kind === 'PUBLIC_REQUEST') {
    const own = request.publicRequest.own;
    return (
      <Section title="Documents">
        <DocumentsPanel
          of="publicRequest"
          id={request.publicRequest.id}
          canUpload={own}
          canDelete={() => own}
        />
      </Section>
    );
  }
  const ours = new Set(colleagues.users.map((u) => u.id));
  return (
    <Section title="Documents">
      <DocumentsPanel
        of="networkRequest"
        id={request.networkRequest.id}
        canDelete={(f) => ours.has(f.uploadedBy)}
      />
    </Section>
  );
}
