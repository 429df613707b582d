import { useNavigate } from 'react-router';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuGavel, LuSend, LuStore } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { CheckFilter } from '../../../components/list/ListFilters';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { Section } from '../../../components/Section';
import { useListingContext } from '../../listings/ListingLayout';
import { newAuctionPath, newOfferPath, newPublicOfferPath, offerPath } from '../common/paths';
import { useTradeGate, type TradePermission } from '../common/use-trade-gate';
import { OFFER_COLUMNS } from '../common/offer-columns';

/** The ways to offer a have, each behind the permission it needs, the first the main one. */
const OFFERING_WAYS: readonly {
  label: string;
  icon: IconType;
  permission: TradePermission;
  path: (haveId: string) => string;
  variant?: 'outline';
}[] = [
  {
    label: 'Send offer',
    icon: LuSend,
    permission: 'OFFER_WRITE',
    path: (haveId) => newOfferPath({ haveId }),
  },
  {
    label: 'Publish to market',
    icon: LuStore,
    permission: 'PUBLIC_OFFER_WRITE',
    path: newPublicOfferPath,
    variant: 'outline',
  },
  {
    label: 'Start auction',
    icon: LuGavel,
    permission: 'PRIVATE_AUCTION_WRITE',
    path: newAuctionPath,
    variant: 'outline',
  },
];

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
          {OFFERING_WAYS.map(({ label, icon: Icon, permission, path, variant }) => (
            <Button
              key={label}
              size="sm"
              variant={variant}
              onClick={() => gate.guard(permission, () => void navigate(path(record.id)))}
            >
              <Icon aria-hidden /> {label}
            </Button>
          ))}
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
