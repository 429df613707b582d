import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Stack, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapView, Marker, NavigationControl, Popup, type MapRef } from 'react-map-gl/maplibre';
import { config } from '../../lib/config';
import { boundsOf, type Point } from './bounds';

/** A record on the map: where it is, the colour of its marker and what its popup says. */
export interface Pin extends Point {
  id: string;
  name: string;
  color: string;
  popup: ReactNode;
}

/** North America, where the companies are, when none has a place. */
const OVERVIEW = { longitude: -98, latitude: 45, zoom: 2.3 };
const FIT = { padding: 48, maxZoom: 8 };

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
 * Records on a MapLibre map: a marker for each pin, and its popup when chosen. Markers are
 * buttons, so the keyboard reaches them. In the local cloud the basemap is the sandbox's outlines,
 * and the map says so in its corner. `unplaced` counts the records with no place, said below it.
 */
export function PinsMap({ pins, label, unplaced }: { pins: Pin[]; label: string; unplaced: number }) {
  const bounds = useMemo(() => boundsOf(pins), [pins]);
  const [selected, setSelected] = useState<Pin | null>(null);
  const [failed, setFailed] = useState(() => !webglAvailable());
  const map = useRef<MapRef>(null);
  const sandbox = config().map.sandbox;

  // New filters, new records: the view follows them.
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
        aria-label={label}
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
          {pins.map((p) => (
            <Marker key={p.id} longitude={p.longitude} latitude={p.latitude} anchor="bottom">
              <Box
                as="button"
                aria-label={p.name}
                aria-haspopup="dialog"
                title={p.name}
                color={p.color}
                fontSize="2xl"
                cursor="pointer"
                lineHeight="0"
                bg="transparent"
                borderRadius="full"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                onClick={(e: React.MouseEvent) => {
                  e.stopPropagation();
                  setSelected(p);
                }}
              >
                <LuMapPin aria-hidden fill="white" strokeWidth={2.5} />
              </Box>
            </Marker>
          ))}
          {selected && (
            <Popup
              longitude={selected.longitude}
              latitude={selected.latitude}
              anchor="top"
              offset={4}
              closeOnClick={false}
              onClose={() => setSelected(null)}
              maxWidth="18rem"
            >
              <Stack gap="1" role="dialog" aria-label={selected.name} color="fg" p="1">
                {selected.popup}
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
