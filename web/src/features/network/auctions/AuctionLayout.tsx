import { useEffect } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import type { Auction } from '@polyloop/shared/network/auction';
import { useApi } from '../../../lib/api';
import { usePhone } from '../../../lib/use-phone';
import { VIEWS } from '../../../lib/views';
import { TabLinks } from '../../../components/TabLinks';
import { MissingRecord } from '../common/MissingRecord';
import { useNetworkId } from '../common/use-network-id';
import { PageHeader } from '../../crm-shared/PageHeader';
import { MARKET_AUCTIONS_PATH } from '../common/paths';
import { useNetworkChannel } from '../common/use-network-channel';
import { AuctionStateBadge, StandingBadge } from './AuctionLists';
import { BidBar } from './BidBar';
import { TimeLeft } from './TimeLeft';
import { useCountdown } from './use-countdown';
import { WinnerModal } from './WinnerModal';

export interface AuctionContext {
  auction: Auction;
  /** What is left until the end, on the server's clock (0 once ended). */
  remaining: number;
}
export const useAuctionContext = () => useOutletContext<AuctionContext>();

const MISSING = 'This auction does not exist, or your company is not invited to it.';

/** The countdown to the end; it moves when a bid extends the end. */
function Countdown({ auction, remaining }: AuctionContext) {
  const live = auction.displayState === 'LIVE' || auction.displayState === 'ENDING_SOON';
  if (!live) return null;
  return (
    <HStack gap="2">
      <Text color="fg.muted">Ends in</Text>
      <TimeLeft auction={auction} remaining={remaining} />
      <Text as="span" color="fg.muted" fontSize="sm">
        <time
          dateTime={auction.endDate}
        >{`(${new Date(auction.endDate).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })})`}</time>
      </Text>
    </HStack>
  );
}

/**
 * One auction (part 2 §2 `auctions/:id`): its header with the state and a countdown on the
 * server's clock, and its tabs. Live: every bid, extension and close pushed on the auction's
 * channel re-reads it.
 */
export default function AuctionLayout() {
  const { id, valid, input } = useNetworkId();
  const result = useApi(NetworkRoutes.getAuction, input);
  const auction = result.data?.data;
  useNetworkChannel(auction ? id : null, { 'auction-changed': VIEWS.auction, 'bids-changed': VIEWS.auction });
  const remaining = useCountdown(auction?.endDate ?? '', auction?.serverTime ?? '');
  const live = auction?.displayState === 'LIVE' || auction?.displayState === 'ENDING_SOON';
  const phone = usePhone();
  const { mutate } = result;
  // The end has come on the server's clock: read again, which shows it closed.
  useEffect(() => {
    if (live && remaining <= 0) void mutate();
  }, [live, remaining, mutate]);

  if (!valid || !auction)
    return (
      <MissingRecord
        valid={valid}
        error={result.error}
        noun="auction"
        missing={MISSING}
        back={{ label: 'Back to auctions', to: MARKET_AUCTIONS_PATH }}
      />
    );
  const tabs = [
    { to: 'details', label: 'Details' },
    { to: 'documents', label: 'Documents' },
    ...(auction.own ? [{ to: 'links', label: 'Links' }] : []),
  ];
  // On a phone a bidder gets the price, time left and "Place bid" in a bar that stays on the screen.
  const bidBar = phone && live && auction.actions.includes('BID');
  return (
    <Stack gap="4">
      <Stack gap="1">
        <PageHeader
          title={auction.materialName || MATERIAL_TYPE_LABELS[auction.materialType]}
          badge={
            <HStack gap="2">
              <AuctionStateBadge state={auction.displayState} />
              {auction.currentBidderStatus && <StandingBadge status={auction.currentBidderStatus} />}
            </HStack>
          }
        />
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} mt="-3">
          <Text color="fg.muted">
            {auction.own
              ? `Your auction${auction.isPublic ? ', open to the whole network' : ''}`
              : `Auction by ${auction.offeringCompany.name}`}
          </Text>
          {!bidBar && <Countdown auction={auction} remaining={remaining} />}
        </Stack>
      </Stack>
      <TabLinks label="Auction sections" items={tabs} />
      <Outlet context={{ auction, remaining } satisfies AuctionContext} />
      {bidBar && <BidBar auction={auction} remaining={remaining} />}
      {auction.currentBidderStatus === 'WON' && <WinnerModal auction={auction} />}
    </Stack>
  );
}
