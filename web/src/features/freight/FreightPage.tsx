import { useSearchParams } from 'react-router';
import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../crm-shared/PageHeader';
import { FreightBookings } from './FreightBookings';
import { FreightSearch } from './FreightSearch';
import { FREIGHT_SUBTITLE } from './freight-form';

/**
 * Freight Rates (spec part 3 §2.3): the search and its quotes, then the user's bookings. The
 * current search is kept in the address (`?search=`), so a reload shows it again; a booking's
 * notification leads here with `?booking=`.
 */
export default function FreightPage() {
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="8">
      <Stack gap="0">
        <PageHeader title="Freight Rates" />
        <Text color="fg.muted" mt="-3">
          {FREIGHT_SUBTITLE}
        </Text>
      </Stack>
      <FreightSearch
        searchId={params.get('search')}
        onStarted={(search) => setParams({ search: search.id }, { replace: true })}
      />
      <FreightBookings highlight={params.get('booking')} />
    </Stack>
  );
}
