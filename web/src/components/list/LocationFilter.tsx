import { useEffect, useRef, useState } from 'react';
import { Box, Field, Stack } from '@chakra-ui/react';
import { AddressAutocomplete } from '../AddressAutocomplete';
import { OptionsSelect } from '../ui/options-select';
import type { ListState } from './list-state';
import type { LocationFilterName } from './location-query';

const RADII = ['25', '50', '100', '250', '500'] as const;
const RADIUS_LABELS = Object.fromEntries(RADII.map((r) => [r, `${r} miles`]));

interface LocationList<F extends string> {
  state: ListState<F>;
  setFilter: (name: F, value: string) => void;
  setFilters: (values: Partial<Record<F, string>>) => void;
}

/**
 * "Within {radius} of {place}": the place from the address autocomplete (its coordinates go in
 * the URL with its name), the radius in miles. Editing the place's text drops the filter until
 * another place is chosen.
 */
export function LocationFilter<F extends string>({ list }: { list: LocationList<F | LocationFilterName> }) {
  const { near, radius } = list.state.filters;
  // The place this filter last set: tells its own echo from an outside change (Back, a saved view).
  const sent = useRef(near);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (near === sent.current) return;
    sent.current = near;
    setVersion((v) => v + 1);
  }, [near]);
  const place = (values: Record<'near' | 'latitude' | 'longitude', string>) => {
    sent.current = values.near;
    list.setFilters(values as Partial<Record<F | LocationFilterName, string>>);
  };
  return (
    <Stack direction="row" gap="2" align="end">
      <Box minW={{ base: '0', md: '64' }} flex="1">
        <AddressAutocomplete
          key={version}
          label="Near"
          placeholder="City, address or ZIP code"
          initialValue={near || undefined}
          onSelect={(p) =>
            p
              ? place({
                  near: p.formattedAddress,
                  latitude: String(p.latitude),
                  longitude: String(p.longitude),
                })
              : near && place({ near: '', latitude: '', longitude: '' })
          }
        />
      </Box>
      <Field.Root maxW="32">
        <Field.Label>Within</Field.Label>
        <OptionsSelect
          options={RADII}
          labels={RADIUS_LABELS}
          value={radius}
          onChange={(e) => list.setFilter('radius', e.target.value)}
        />
      </Field.Root>
    </Stack>
  );
}
