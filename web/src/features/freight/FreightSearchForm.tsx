import { useRef, useState } from 'react';
import { Box, Button, chakra, IconButton, Stack } from '@chakra-ui/react';
import { LuArrowLeftRight, LuArrowUpDown, LuSearch } from 'react-icons/lu';
import {
  DISTANCE_FAILED_CODE,
  FREIGHT_MESSAGES,
  type FreightQuoteRequestInput,
} from '@polyloop/shared/freight/freight';
import { minimumPickupDate } from '@polyloop/shared/freight/freight-time';
import { AddressAutocomplete } from '../../components/AddressAutocomplete';
import { DateTimePicker } from '../../components/ui/date-time-picker';
import { FormField } from '../../components/ui/form-field';
import { Tooltip } from '../../components/ui/tooltip';
import { notify } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api';
import { focusFirstInvalid, messageOf, onInvalidSubmit } from '../../lib/use-submit';
import {
  canSwap,
  fieldOfServerKey,
  judgeFreightForm,
  locationOfPlace,
  swapped,
  toLocalInput,
  type FreightFormErrors,
  type FreightFormValues,
  type PlaceValue,
} from './freight-form';
import { FreightLoad } from './FreightLoad';

/** What a refused search says (spec part 3 §8.2): the distance message, else the server's, and its field errors on their fields. */
function refusal(error: unknown): FreightFormErrors {
  if (error instanceof ApiError && error.code === DISTANCE_FAILED_CODE)
    notify('error', FREIGHT_MESSAGES.distanceCalculationFailed);
  else notify('error', messageOf(error, FREIGHT_MESSAGES.requestFailed));
  const errors: FreightFormErrors = {};
  if (error instanceof ApiError)
    for (const [key, [message]] of Object.entries(error.fieldErrors)) {
      const field = fieldOfServerKey(key);
      if (field && message) errors[field] ??= message;
    }
  return errors;
}

/**
 * The freight search form (spec part 3 §4.4, §5.1): two addresses from the suggestions, a button
 * switching them, and the pickup date and time. It is judged on submit only, not while typing.
 */
export function FreightSearchForm(props: {
  initial: FreightFormValues;
  now: Date;
  busy: boolean;
  compact?: boolean;
  onSearch: (input: FreightQuoteRequestInput) => Promise<unknown>;
}) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FreightFormErrors>({});
  // The address fields keep their own text: a new generation remounts them with the switched one.
  const [generation, setGeneration] = useState(0);
  const root = useRef<HTMLFormElement>(null);
  const min = toLocalInput(minimumPickupDate(props.now));

  const setPlace = (side: 'pickup' | 'destination', change: Partial<PlaceValue>) =>
    setValues((v) => ({ ...v, [side]: { ...v[side], ...change } }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const judged = judgeFreightForm(values, new Date());
    if (judged.errors) {
      setErrors(judged.errors);
      onInvalidSubmit(root.current);
      return;
    }
    setErrors({});
    try {
      await props.onSearch(judged.input);
    } catch (error) {
      const placed = refusal(error);
      setErrors(placed);
      if (Object.keys(placed).length) focusFirstInvalid(root.current);
    }
  };

  const address = (side: 'pickup' | 'destination', label: string) => (
    <AddressAutocomplete
      key={`${side}-${generation}`}
      label={label}
      required
      initialValue={values[side].text}
      error={errors[side]}
      onTextChange={(text) => setPlace(side, { text })}
      onSelect={(place) => setPlace(side, { place: place ? locationOfPlace(place) : null })}
    />
  );
  const row = props.compact ? ('column' as const) : ({ base: 'column', md: 'row' } as const);
  return (
    <chakra.form ref={root} onSubmit={(e) => void submit(e)} noValidate aria-label="Freight search">
      <Stack gap="4">
        <FreightLoad load={values} fontWeight="medium" />
        <Stack direction={row} gap="3" align={props.compact ? 'stretch' : { base: 'stretch', md: 'start' }}>
          <Stack flex="1">{address('pickup', 'Pickup address')}</Stack>
          <Tooltip content="Switch pickup and delivery">
            <IconButton
              aria-label="Switch pickup and delivery"
              variant="outline"
              alignSelf={props.compact ? 'center' : { base: 'center', md: 'start' }}
              mt={props.compact ? undefined : { md: '7' }}
              disabled={!canSwap(values)}
              onClick={() => {
                setValues(swapped);
                setErrors(({ pickup, destination, ...rest }) => ({
                  ...rest,
                  pickup: destination,
                  destination: pickup,
                }));
                setGeneration((g) => g + 1);
              }}
            >
              {props.compact ? (
                <LuArrowUpDown />
              ) : (
                <>
                  <Box as="span" hideFrom="md">
                    <LuArrowUpDown />
                  </Box>
                  <Box as="span" hideBelow="md">
                    <LuArrowLeftRight />
                  </Box>
                </>
              )}
            </IconButton>
          </Tooltip>
          <Stack flex="1">{address('destination', 'Delivery address')}</Stack>
        </Stack>
        <Stack maxW={props.compact ? undefined : { md: 'sm' }}>
          <FormField label="Pickup date and time" required error={errors.pickupDate}>
            <DateTimePicker
              label="Pickup date and time"
              min={min}
              value={values.pickupDate}
              onValueChange={(pickupDate) => setValues((v) => ({ ...v, pickupDate }))}
            />
          </FormField>
        </Stack>
        <Button type="submit" loading={props.busy} loadingText="Searching" alignSelf="start">
          <LuSearch aria-hidden /> Get quotes
        </Button>
      </Stack>
    </chakra.form>
  );
}
