import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LABELS, MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import type { ContactInformation } from '@polyloop/shared/network/common';
import { QUALIFICATION_LABELS, type NetworkOffer } from '@polyloop/shared/network/offer';
import { api } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { Section } from '../../../components/Section';
import { useList } from '../../../components/list/use-list';
import { CommentsPanel, type CommentCalls } from '../../crm-shared/CommentsPanel';
import { Facts } from '../../inventory/Facts';
import { formatWeight, turnText } from '../common/format';
import { directoryCompanyPath, offerPath } from '../common/paths';
import { linkFact } from '../common/link-fact';
import { ProposalFacts } from '../common/ProposalFacts';
import { NegotiationTimeline } from './NegotiationTimeline';
import { OfferActions } from './OfferActions';
import { PhoneLink } from '../../../components/PhoneLink';

const day = (d: string | null) => (d ? formatDate(`${d.slice(0, 10)}T12:00:00Z`) : '—');
/** Who answers for one company on the offer: name, e-mail and phone. */
function ContactCard({
  company,
  role,
  contact,
}: {
  company: string;
  role: string;
  contact: ContactInformation | null;
}) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">{`${company} (${role})`}</Text>
      {contact ? (
        <>
          <Text>{contact.name}</Text>
          <Link href={`mailto:${contact.email}`} color="brand.fg" wordBreak="break-all">
            {contact.email}
          </Link>
          <PhoneLink phone={contact.phoneNumber} />
        </>
      ) : (
        <Text color="fg.muted">No contact given</Text>
      )}
    </Stack>
  );
}

function CompanyLink({ party, mine }: { party: { id: string; name: string }; mine: boolean }) {
  if (mine) return <>{`${party.name} (your company)`}</>;
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={directoryCompanyPath(party.id)}>{party.name}</RouterLink>
    </Link>
  );
}

/** The offer's conversation: both companies write in it and see each other's comments live. */
function OfferConversation({ id }: { id: string }) {
  const list = useList(NetworkRoutes.listOfferComments, { params: { id }, query: () => ({ size: 50 }) });
  const calls: CommentCalls = {
    list,
    create: (body) => api(NetworkRoutes.createOfferComment, { params: { id }, body: { body } }),
    update: (commentId, body) =>
      api(NetworkRoutes.updateOfferComment, { params: { id, commentId }, body: { body } }),
  };
  return <CommentsPanel title="Conversation about this offer" calls={calls} />;
}

/**
 * My side of a network offer (part 2 §3, §4): the parties, whose turn it is and what I may do, the
 * proposal on the table, the material, the history of the negotiation and the conversation.
 */
export function NetworkOfferDetails({ offer }: { offer: NetworkOffer }) {
  const selling = offer.side === 'OFFERING';
  const turn = turnText(offer);
  return (
    <Stack gap="5">
      <Section title="Status">
        <Stack gap="3">
          {turn && (
            <Alert.Root
              status={
                offer.status === 'ACCEPTED' || offer.status === 'CONFIRMED'
                  ? 'success'
                  : offer.turn === offer.side
                    ? 'warning'
                    : 'info'
              }
              role="status"
              aria-label="Whose turn"
            >
              <Alert.Indicator />
              <Alert.Title>{turn}</Alert.Title>
            </Alert.Root>
          )}
          <OfferActions offer={offer} />
          {offer.orderId && (
            <Button asChild variant="outline" alignSelf="start">
              <RouterLink to={`/orders/${encodeURIComponent(offer.orderId)}`}>Open your order</RouterLink>
            </Button>
          )}
          <Facts
            items={[
              ['Seller', <CompanyLink key="s" party={offer.offeringCompany} mine={selling} />],
              ['Buyer', <CompanyLink key="b" party={offer.receivingCompany} mine={!selling} />],
              ['Expires', day(offer.expirationDate)],
              ['Sent', day(offer.createdDate)],
              ...(offer.qualification
                ? ([['Qualification', QUALIFICATION_LABELS[offer.qualification]]] as [string, string][])
                : []),
            ]}
          />
        </Stack>
      </Section>
      <Section title="Current proposal">
        <ProposalFacts
          price={offer.currentPrice}
          weight={offer.currentWeight}
          terms={offer.terms}
          source={offer.sourceLocation}
          destination={offer.destinationLocation}
        />
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Section title="Material">
          <Facts
            items={[
              ['Material', offer.materialName],
              ['Type', MATERIAL_TYPE_LABELS[offer.materialType]],
              ['Grade', offer.grade ? LABELS.grade[offer.grade] : '—'],
              ['Form', offer.form ? LABELS.form[offer.form] : '—'],
              ['Color', offer.color ? LABELS.color[offer.color] : '—'],
              ['Packaging', offer.packaging ? LABELS.packaging[offer.packaging] : '—'],
              ['Palletized', offer.palletized ? 'Yes' : 'No'],
              ['Available when offered', formatWeight(offer.totalAvailableWeight)],
              ...linkFact(
                'Have',
                offer.haveId && `/haves/${encodeURIComponent(offer.haveId)}`,
                offer.haveIdentifier ?? 'Open have',
              ),
              ...linkFact(
                'Answers',
                offer.publicOfferId && offerPath(offer.publicOfferId),
                'The public offer',
              ),
              ...linkFact(
                'Answers',
                offer.requestId && `/network/requests/${encodeURIComponent(offer.requestId)}`,
                offer.requestKind === 'PUBLIC_REQUEST' ? 'The public request' : 'The request',
              ),
            ]}
          />
          {offer.description && (
            <Text mt="3" whiteSpace="pre-wrap">
              {offer.description}
            </Text>
          )}
        </Section>
        <Section title="Contacts">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <ContactCard company={offer.offeringCompany.name} role="seller" contact={offer.offererContact} />
            <ContactCard
              company={offer.receivingCompany.name}
              role="buyer"
              contact={offer.recipientContact}
            />
          </SimpleGrid>
        </Section>
      </SimpleGrid>
      <Section title="Negotiation history">
        <NegotiationTimeline offer={offer} />
      </Section>
      <Section title="Conversation">
        <OfferConversation id={offer.id} />
      </Section>
    </Stack>
  );
}
