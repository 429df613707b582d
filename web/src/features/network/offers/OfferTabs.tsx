import { Stack, Text } from '@chakra-ui/react';
import { Section } from '../../../components/Section';
import { DocumentsPanel } from '../../crm-shared/DocumentsPanel';
import { useUserOptions } from '../../crm-shared/hooks';
import { NetworkOfferDetails } from './NetworkOfferDetails';
import { PublicOfferDetails } from './PublicOfferDetails';
import { useOfferContext } from './OfferLayout';

export function OfferDetailsTab() {
  const { offer } = useOfferContext();
  return offer.kind === 'NETWORK_OFFER' ? <NetworkOfferDetails offer={offer.networkOffer} /> : <PublicOfferDetails listing={offer.publicOffer} />;
}

/** Matches of the offer (needs the network match read permission, which the route asks for). */
export function OfferMatchesTab() {
  const { offer } = useOfferContext();
  const what = offer.kind === 'NETWORK_OFFER' ? 'this offer' : 'this public offer';
  return (
    <Section title="Matches">
      <Stack gap="1">
        <Text>{`No matches for ${what} yet.`}</Text>
        <Text color="fg.muted">Needs and public requests that match its material, price and place appear here, with how well each one matches.</Text>
      </Stack>
    </Section>
  );
}

/** The offer's documents: both companies read them; each deletes only what its own people added. */
export function OfferDocumentsTab() {
  const { offer } = useOfferContext();
  const colleagues = useUserOptions();
  if (offer.kind === 'PUBLIC_OFFER')
    return (
      <Section title="Documents">
        <Text color="fg.muted">A public offer has no documents of its own: documents are shared on each offer made on it, between its two companies.</Text>
      </Section>
    );
  const ours = new Set(colleagues.users.map((u) => u.id));
  return (
    <Section title="Documents">
      <DocumentsPanel of="offer" id={offer.networkOffer.id} canDelete={(f) => ours.has(f.uploadedBy)} />
    </Section>
  );
}
