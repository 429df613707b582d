import { Outlet, useOutletContext } from 'react-router';
import { Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import type { AnyOffer } from '@polyloop/shared/network/resolve';
import { useApi } from '../../../lib/api';
import { VIEWS } from '../../../lib/views';
import { TabLinks } from '../../../components/TabLinks';
import { useLocked } from '../../../app/use-locked';
import { MissingRecord } from '../common/MissingRecord';
import { useNetworkId } from '../common/use-network-id';
import { PageHeader } from '../../crm-shared/PageHeader';
import { GetFreightQuotesButton } from '../../freight/GetFreightQuotesButton';
import { ListingStatusBadge, OfferStatusBadge } from '../common/StatusBadges';
import { partnerOf } from '../common/format';
import { MARKET_SUPPLY_PATH } from '../common/paths';
import { useNetworkChannel } from '../common/use-network-channel';
import { usePublicOfferPushes } from '../market/use-market-pushes';

export interface OfferContext {
  offer: AnyOffer;
}
export const useOfferContext = () => useOutletContext<OfferContext>();

const TABS = [
  { to: 'details', label: 'Details' },
  { to: 'matches', label: 'Matches' },
  { to: 'documents', label: 'Documents' },
];
const MISSING = 'This offer does not exist, or it is not one of your company’s.';
const BACK = { label: 'Back to the market', to: MARKET_SUPPLY_PATH };

/**
 * One offer id, whatever it names for my company (part 2 §2): my side of a network offer, or a
 * public offer. Both are live: every move and comment of either company on a network offer, and
 * every change of a public offer (an offer made on it, its count, its closing), show at once.
 */
export default function OfferLayout() {
  const { id, valid, input } = useNetworkId();
  const result = useApi(NetworkRoutes.getOffer, input);
  const offer = result.data?.data;
  const matchesLocked = useLocked('NETWORK_MATCH_READ', 'offer-matches');
  useNetworkChannel(offer?.kind === 'NETWORK_OFFER' ? id : null, {
    'offer-changed': VIEWS.networkOffer,
    'comment-created': VIEWS.offerComment,
    'comment-changed': VIEWS.offerComment,
  });
  usePublicOfferPushes(offer?.kind === 'PUBLIC_OFFER' ? id : null);
  if (!valid || !offer)
    return <MissingRecord valid={valid} error={result.error} noun="offer" missing={MISSING} back={BACK} />;
  const header =
    offer.kind === 'NETWORK_OFFER'
      ? {
          title: offer.networkOffer.materialName,
          badge: <OfferStatusBadge status={offer.networkOffer.status} offer={offer.networkOffer} />,
          line: `${offer.networkOffer.side === 'OFFERING' ? 'Selling to' : 'Buying from'} ${partnerOf(offer.networkOffer).name}`,
        }
      : {
          title: offer.publicOffer.materialName ?? MATERIAL_TYPE_LABELS[offer.publicOffer.materialType],
          badge: <ListingStatusBadge status={offer.publicOffer.status} />,
          line: offer.publicOffer.own
            ? 'Your public offer on the market'
            : `Public offer from ${offer.publicOffer.company.name}`,
        };
  return (
    <Stack gap="4">
      <Stack gap="0">
        <PageHeader title={header.title} badge={header.badge}>
          {offer.kind === 'NETWORK_OFFER' && (
            <GetFreightQuotesButton
              source={offer.networkOffer.sourceLocation}
              destination={offer.networkOffer.destinationLocation}
            />
          )}
        </PageHeader>
        <Text color="fg.muted" mt="-3">
          {header.line}
        </Text>
      </Stack>
      <TabLinks
        label="Offer sections"
        items={TABS.map((t) => (t.to === 'matches' ? { ...t, locked: matchesLocked } : t))}
      />
      <Outlet context={{ offer } satisfies OfferContext} />
    </Stack>
  );
}
