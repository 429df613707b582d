import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Field, Input, Spinner, Text } from '@chakra-ui/react';
import { IdentityRoutes, type PlaceDetails, type PlacePrediction } from '@polyloop/shared';
import { api } from '../lib/api';
import { notify } from './ui/toaster';

export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

/**
 * An address field whose suggestions come from `GET /api/places/autocomplete` (debounced), as an
 * ARIA combobox with a listbox navigable by keyboard. Choosing a suggestion loads its details and
 * hands them to `onSelect`; typing after a choice calls `onSelect(null)`, so the form knows the
 * address no longer comes from the dropdown (spec part 1 §5, Locations).
 */
export function AddressAutocomplete(props: {
  label: string;
  required?: boolean;
  error?: string;
  /** The text shown in the field (the chosen formatted address, or what was typed). */
  initialValue?: string;
  placeholder?: string;
  onSelect: (place: PlaceDetails | null) => void;
  /** The text as it changes, typed or chosen: a form can tell an empty field from one typed but not chosen. */
  onTextChange?: (text: string) => void;
  helper?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(props.initialValue ?? '');
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [sandboxSeen, setSandboxSeen] = useState(false);
  const chosen = useRef(!!props.initialValue);
  const query = useRef('');

  useEffect(() => {
    const q = text.trim();
    if (chosen.current || q.length < 3) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      query.current = q;
      setLoading(true);
      api(IdentityRoutes.autocompletePlaces, { query: { q }, signal: controller.signal })
        .then(({ data }) => {
          if (query.current !== q) return;
          setPredictions(data);
          if (data.some((p) => p.sandbox)) setSandboxSeen(true);
          setActive(data.length ? 0 : -1);
          setOpen(true);
        })
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setPredictions([]);
        })
        .finally(() => setLoading(false));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = async (prediction: PlacePrediction) => {
    setOpen(false);
    setText(prediction.description);
    chosen.current = true;
    setLoading(true);
    try {
      const { data } = await api(IdentityRoutes.getPlace, { params: { placeId: prediction.placeId } });
      setText(data.formattedAddress || prediction.description);
      props.onTextChange?.(data.formattedAddress || prediction.description);
      props.onSelect(data);
    } catch {
      chosen.current = false;
      notify('error', 'The address details could not be loaded. Please try again.');
      props.onSelect(null);
    } finally {
      setLoading(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open && predictions.length) setOpen(true);
      setActive((i) => (predictions.length ? (i + 1) % predictions.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (predictions.length ? (i - 1 + predictions.length) % predictions.length : -1));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && predictions[active]) {
        e.preventDefault();
        void choose(predictions[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      }
    }
  };

  const sandbox = sandboxSeen;
  const expanded = open && predictions.length > 0;
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={props.placeholder ?? 'Start typing an address'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            props.onTextChange?.(e.target.value);
            if (chosen.current) {
              chosen.current = false;
              props.onSelect(null);
            }
          }}
          onKeyDown={onKeyDown}
          onFocus={() => predictions.length && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        {loading && <Spinner size="xs" position="absolute" right="3" top="3" aria-hidden />}
        {expanded && (
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={`${props.label} suggestions`}
            position="absolute"
            top="100%"
            mt="1"
            w="full"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            zIndex="dropdown"
            maxH="64"
            overflowY="auto"
            listStyleType="none"
          >
            {predictions.map((p, i) => (
              <Box
                as="li"
                key={p.placeId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                px="3"
                py="2"
                cursor="pointer"
                bg={i === active ? 'brand.subtle' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => void choose(p)}
              >
                {p.description}
              </Box>
            ))}
            {sandbox && (
              <Text
                as="li"
                role="presentation"
                px="3"
                py="1"
                fontSize="xs"
                color="fg.muted"
                borderTopWidth="1px"
              >
                Sandbox address data
              </Text>
            )}
          </Box>
        )}
      </Box>
      {sandbox && !expanded && <Field.HelperText>Sandbox address data</Field.HelperText>}
      {props.helper && !props.error && !sandbox && <Field.HelperText>{props.helper}</Field.HelperText>}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
