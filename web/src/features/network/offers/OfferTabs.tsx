import { Section } from '../../../components/Section';
import { DocumentsPanel } from '../../crm-shared/DocumentsPanel';
import { useUserOptions } from '../../crm-shared/hooks';
import { NetworkOfferDetails } from './NetworkOfferDetails';
import { PublicOfferDetails } from './PublicOfferDetails';
import { useOfferContext } from './OfferLayout';
import { NetworkMatches } from '../../matching/NetworkMatches';

export function OfferDetailsTab() {
  const { offer } = useOfferContext();
  return offer.kind === 'NETWORK_OFFER' ? (
    <NetworkOfferDetails offer={offer.networkOffer} />
  ) : (
    <PublicOfferDetails listing={offer.publicOffer} />
  );
}

/** Matches of the offer (needs the network match read permission, which the route asks for). */
export function OfferMatchesTab() {
  const { offer } = useOfferContext();
  return <NetworkMatches of={offer} noun="offer" />;
}

/**
 * The offer's documents. A network offer's: both companies read them; each deletes only what its
 * own people added. A public offer's: whoever reads the offer reads them; its company adds and deletes them.
 */
export function OfferDocumentsTab() {
  const { offer } = useOfferContext();
  const colleagues = useUserOptions();
  if (offer.kind === 'PUBLIC_OFFER') {
    const own = offer.publicOffer.own;
    return (
      <Section title="Documents">
        <DocumentsPanel of="publicOffer" id={offer.publicOffer.id} canUpload={own} canDelete={() => own} />
      </Section>
    );
  }
  const ours = new Set(colleagues.users.map((u) => u.id));
  return (
    <Section title="Documents">
      <DocumentsPanel of="offer" id={offer.networkOffer.id} canDelete={(f) => ours.has(f.uploadedBy)} />
    </Section>
  );
}
