import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Text } from '@chakra-ui/react';
import type { CompanyListItem } from '@polyloop/shared/crm/company';
import { PinsMap, type Pin } from '../../components/map/PinsMap';
import { formatPlace } from '../../lib/format';

/**
 * The CRM's companies on the map, each at its headquarters, with a popup naming it, where it is
 * and a link to its page; archived ones in grey.
 */
export default function CompaniesMap({ companies }: { companies: CompanyListItem[] }) {
  const pins = useMemo(
    () =>
      companies.flatMap((c): Pin[] => {
        const hq = c.headquarters;
        if (hq?.latitude === undefined || hq.longitude === undefined) return [];
        return [
          {
            id: c.id,
            name: c.name,
            latitude: hq.latitude,
            longitude: hq.longitude,
            color: c.archived ? 'gray.500' : 'brand.solid',
            popup: (
              <>
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={`/companies/${c.id}`}>{c.name}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {hq.formattedAddress ?? formatPlace(hq)}
                </Text>
              </>
            ),
          },
        ];
      }),
    [companies],
  );
  return <PinsMap pins={pins} label="Map of companies" unplaced={companies.length - pins.length} />;
}
