import { Link as RouterLink, Outlet } from 'react-router';
import { Button, Stack } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { useLocked } from '../../../app/use-locked';
import { PageHeader } from '../../crm-shared/PageHeader';
import { withCount } from './format';
import { MARKET_LISTS, useMarketPushes } from './use-market-pushes';

/** The Materials Market's lists (part 2 §2 market): supply and demand with their totals, live, auctions and suggestions. */
export default function MarketLayout() {
  const counts = useApi(NetworkRoutes.countMarket).data?.data;
  const suggestedLocked = useLocked('NETWORK_MATCH_READ', 'market-suggested');
  useMarketPushes(MARKET_LISTS);
  return (
    <Stack gap="4">
      <PageHeader title="Materials Market">
        <Button asChild variant="outline">
          <RouterLink to="/network/buy">Buy materials</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/network/sell">Sell materials</RouterLink>
        </Button>
      </PageHeader>
      <TabLinks
        label="Market sections"
        items={[
          { to: 'supply', label: withCount('Supply', counts?.supply) },
          { to: 'demand', label: withCount('Demand', counts?.demand) },
          { to: 'auctions', label: 'Auctions' },
          { to: 'suggested-supply', label: 'Suggested supply', locked: suggestedLocked },
          { to: 'suggested-demand', label: 'Suggested demand', locked: suggestedLocked },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
