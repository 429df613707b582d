import { Link as RouterLink, Outlet } from 'react-router';
import { Button, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { PageHeader } from '../../crm-shared/PageHeader';
import { withCount } from './format';

/** The Materials Market's lists (part 2 §2 market): supply and demand with their totals, auctions and suggestions. */
export default function MarketLayout() {
  const counts = useApi(NetworkRoutes.countMarket).data?.data;
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
          { to: 'suggested-supply', label: 'Suggested supply' },
          { to: 'suggested-demand', label: 'Suggested demand' },
        ]}
      />
      <Outlet />
    </Stack>
  );
}

const LATER = {
  'suggested-supply': 'Public offers that match your needs will be suggested here once matching is available.',
  'suggested-demand': 'Public requests that match your haves will be suggested here once matching is available.',
} as const;

/** A market tab whose listings come with a later area: it says so. */
export function MarketLaterTab({ tab }: { tab: keyof typeof LATER }) {
  return (
    <Text color="fg.muted" py="6">
      {LATER[tab]}
    </Text>
  );
}
