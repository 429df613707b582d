import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Text } from '@chakra-ui/react';
import type { DirectoryCompany } from '@polyloop/shared/network/link';
import { PinsMap } from '../../components/map/PinsMap';
import { formatPlace } from '../../lib/format';
import { companyPath, placed } from './directory';
import { LinkStatusBadge } from './LinkControls';

/** My own company, my links and requests stand out from the rest of the network. */
const markerColor = (c: DirectoryCompany) => {
  if (c.own) return 'brand.solid';
  switch (c.link?.status) {
    case 'LINKED':
      return 'green.600';
    case 'PENDING_FROM':
    case 'PENDING_TO':
      return 'orange.600';
    default:
      return 'gray.700';
  }
};

/**
 * The directory's companies on the map: a marker for each company that has a place, and a popup
 * with its name, where it is, my link with it and a link to its page.
 */
export default function DirectoryMap({ companies: rows }: { companies: DirectoryCompany[] }) {
  const { companies, unplaced } = useMemo(() => placed(rows), [rows]);
  const pins = useMemo(
    () =>
      companies.map((c) => ({
        id: c.id,
        name: c.name,
        latitude: c.place.latitude,
        longitude: c.place.longitude,
        color: markerColor(c),
        popup: (
          <>
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={companyPath(c.id)}>{c.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {formatPlace(c.place)}
            </Text>
            <Box>
              <LinkStatusBadge company={c} />
            </Box>
          </>
        ),
      })),
    [companies],
  );
  return <PinsMap pins={pins} label="Map of companies" unplaced={unplaced} />;
}
