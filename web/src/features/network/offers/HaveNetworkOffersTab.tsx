import { useNavigate } from 'react-router';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { LuGavel, LuSend, LuStore } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { CheckFilter } from '../../../components/list/ListFilters';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { Section } from '../../../components/Section';
import { useListingContext } from '../../listings/ListingLayout';
import { newAuctionPath, newOfferPath, newPublicOfferPath, offerPath } from '../common/paths';
import { useTradeGate } from '../common/use-trade-gate';
import { OFFER_COLUMNS } from '../common/offer-columns';

/** A have's network offers (its Network offers tab), open or closed, and the ways to offer it: to linked companies, on the market, or by auction. */
export default function HaveNetworkOffersTab() {
  const { record } = useListingContext();
  const navigate = useNavigate();
  const gate = useTradeGate();
  const list = useList(NetworkRoutes.listNetworkOffers, {
    prefix: 'offers',
    pageSize: 25,
    filters: { closed: '' },
    query: ({ page, size, filters }) => ({
      page,
      size,
      tab: 'SENT' as const,
      status: filters.closed === 'true' ? ('CLOSED' as const) : ('ACTIVE' as const),
      haveId: record.id,
    }),
  });
  const closed = list.state.filters.closed === 'true';
  return (
    <Section
      title="Network offers"
      action={
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            onClick={() =>
              gate.guard('OFFER_WRITE', () => void navigate(newOfferPath({ haveId: record.id })))
            }
          >
            <LuSend aria-hidden /> Send offer
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              gate.guard('PUBLIC_OFFER_WRITE', () => void navigate(newPublicOfferPath(record.id)))
            }
          >
            <LuStore aria-hidden /> Publish to market
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              gate.guard('PRIVATE_AUCTION_WRITE', () => void navigate(newAuctionPath(record.id)))
            }
          >
            <LuGavel aria-hidden /> Start auction
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <CheckFilter list={list} name="closed" label="Show closed offers" size="sm" />
        <ListTable
          list={list}
          label={closed ? 'Closed network offers of this have' : 'Open network offers of this have'}
          columns={OFFER_COLUMNS}
          onRowClick={(o) => navigate(offerPath(o.id))}
          errorText={OFFER_MESSAGES.loadFailed}
          empty={
            closed
              ? 'No closed offers of this have.'
              : 'No open offers of this have. Send it to linked companies or publish it to the market.'
          }
        />
      </Stack>
    </Section>
  );
}
