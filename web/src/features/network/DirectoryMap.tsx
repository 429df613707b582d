import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapView, Marker, NavigationControl, Popup, type MapRef } from 'react-map-gl/maplibre';
import type { DirectoryCompany, DirectoryPlace } from '@polyloop/shared/network/link';
import { config } from '../../lib/config';
import { formatPlace } from '../../lib/format';
import { boundsOf, companyPath, placed } from './directory';
import { LinkStatusBadge } from './LinkControls';

type Placed = DirectoryCompany & { place: DirectoryPlace };

/** North America, where the network's companies are, when none has a place. */
const OVERVIEW = { longitude: -98, latitude: 45, zoom: 2.3 };
const FIT = { padding: 48, maxZoom: 8 };

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

const webglAvailable = () => {
  try {
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
};

/** The style URL as the browser fetches it: the local cloud's is a path on this origin. */
const styleUrl = () => new URL(config().map.styleUrl, window.location.href).href;

/**
 * The directory's companies on a MapLibre map: a marker for each company that has a place, and a
 * popup with its name, where it is, my link with it and a link to its page. Markers are buttons,
 * so the keyboard reaches them. In the local cloud the basemap is the sandbox's outlines, and the
 * map says so in its corner.
 */
export default function DirectoryMap({ companies: rows }: { companies: DirectoryCompany[] }) {
  const { companies, unplaced } = useMemo(() => placed(rows), [rows]);
  const bounds = useMemo(() => boundsOf(companies.map((c) => c.place)), [companies]);
  const [selected, setSelected] = useState<Placed | null>(null);
  const [failed, setFailed] = useState(() => !webglAvailable());
  const map = useRef<MapRef>(null);
  const sandbox = config().map.sandbox;

  // New filters, new companies: the view follows them.
  const boundsKey = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds) map.current?.fitBounds(bounds, { ...FIT, duration: 0 });
    setSelected(null);
  }, [boundsKey]);

  if (failed)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>The map cannot be shown in this browser. Use the table instead.</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="2">
      <Box
        role="region"
        aria-label="Map of companies"
        position="relative"
        h={{ base: '60vh', md: '32rem' }}
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        // MapLibre's attribution links are told apart from their text by colour alone.
        css={{ '& .maplibregl-ctrl-attrib a': { textDecoration: 'underline' } }}
      >
        <MapView
          ref={map}
          mapLib={maplibre}
          workerUrl={workerUrl}
          mapStyle={styleUrl()}
          initialViewState={bounds ? { bounds, fitBoundsOptions: FIT } : OVERVIEW}
          style={{ width: '100%', height: '100%' }}
          cooperativeGestures
          onError={(e) => {
            // A tile or style that fails to load leaves the rest of the map usable; no context does not.
            if (!map.current) setFailed(true);
            console.error(e.error);
          }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {companies.map((c) => (
            <Marker key={c.id} longitude={c.place.longitude} latitude={c.place.latitude} anchor="bottom">
              <Box
                as="button"
                aria-label={c.name}
                aria-haspopup="dialog"
                title={c.name}
                color={markerColor(c)}
                fontSize="2xl"
                cursor="pointer"
                lineHeight="0"
                bg="transparent"
                borderRadius="full"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                onClick={(e: React.MouseEvent) => {
                  e.stopPropagation();
                  setSelected(c);
                }}
              >
                <LuMapPin aria-hidden fill="white" strokeWidth={2.5} />
              </Box>
            </Marker>
          ))}
          {selected && (
            <Popup
              longitude={selected.place.longitude}
              latitude={selected.place.latitude}
              anchor="top"
              offset={4}
              closeOnClick={false}
              onClose={() => setSelected(null)}
              maxWidth="18rem"
            >
              <Stack gap="1" role="dialog" aria-label={selected.name} color="fg" p="1">
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={companyPath(selected.id)}>{selected.name}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {formatPlace(selected.place)}
                </Text>
                <Box>
                  <LinkStatusBadge company={selected} />
                </Box>
              </Stack>
            </Popup>
          )}
        </MapView>
        {sandbox && (
          <Badge
            position="absolute"
            top="2"
            left="2"
            zIndex="1"
            colorPalette="yellow"
            variant="solid"
            pointerEvents="none"
          >
            Sandbox map
          </Badge>
        )}
      </Box>
      {unplaced > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {unplaced === 1
            ? '1 company has no location and is not on the map.'
            : `${unplaced} companies have no location and are not on the map.`}
        </Text>
      )}
    </Stack>
  );
}
