import { useState } from 'react';
import { Alert, Box, Heading, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  formatPlace as fullPlace,
  FREIGHT_RULES,
  type FreightQuote,
  type FreightQuoteSearch,
} from '@polyloop/shared/freight/freight';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FactList } from '../../components/facts/FactList';
import { formatPlace } from '../../lib/format';
import { formatCost, formatMiles, formatMoment, formatPounds } from './freight-format';
import { OrderLink } from './FreightLoad';
import { QuoteCard } from './QuoteCard';
import { bookingWait, canBook, streamView, type StreamState } from './quote-stream';

const { bookingAnswerMinutes, businessHours } = FREIGHT_RULES;
const ANSWER_NOTE = `The partner answers within ${bookingAnswerMinutes} minutes during its business hours (${businessHours.startHour} AM to ${businessHours.endHour - 12} PM Eastern, Monday to Friday). You will get a notification.`;

/** What the status line says (read out as it changes). */
function statusText(s: StreamState, received: number): string {
  const asked = s.partners.length;
  if (s.phase === 'starting') return 'Asking the freight partners…';
  if (s.phase === 'streaming')
    return `${received} of ${asked} ${asked === 1 ? 'partner has' : 'partners have'} answered`;
  if (!asked) return 'No freight partner serves this route.';
  return received === asked
    ? `All ${asked} partners have answered.`
    : `Search finished: ${received} of ${asked} partners answered.`;
}

/** What a search is for: the order and the load's weight (null for each when it names none). */
export type SearchLoad = Required<Pick<FreightQuoteSearch, 'order' | 'weight'>>;

/** The partner's disclaimer and what booking means, before the booking request goes (spec part 3 §4.5). */
function BookDialog({
  quote,
  route,
  load,
  onConfirm,
  onClose,
}: {
  quote: FreightQuote | null;
  route: StreamState['route'];
  load: SearchLoad | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={!!quote}
      title={quote ? `Book with ${quote.freightPartner.name}?` : ''}
      confirmLabel="Send booking request"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {quote && (
        <Stack gap="4">
          <FactList
            facts={[
              { label: 'Cost', value: `${formatCost(quote.cost)} USD` },
              route && {
                label: 'From',
                value: route.pickup.formattedAddress || fullPlace(route.pickup),
              },
              route && {
                label: 'To',
                value: route.destination.formattedAddress || fullPlace(route.destination),
              },
              route && { label: 'Pickup', value: formatMoment(route.pickupDate) },
              load?.order && { label: 'Order', value: <OrderLink order={load.order} /> },
              load?.weight && { label: 'Weight', value: formatPounds(load.weight) },
            ]}
          />
          <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
            <Text fontWeight="semibold" fontSize="sm" mb="1">{`${quote.freightPartner.name}’s terms`}</Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {quote.freightPartner.bookingDisclaimer}
            </Text>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {ANSWER_NOTE}
          </Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}

/** The quotes of the current search as spec part 3 §4.4 shows them, and their booking (§4.5). */
export function QuoteList({
  state,
  load = null,
  onBook,
}: {
  state: StreamState;
  /** What the search is for, shown when booking. */
  load?: SearchLoad | null;
  onBook: (quoteId: string) => void;
}) {
  const [confirming, setConfirming] = useState<FreightQuote | null>(null);
  const view = streamView(state);
  const asked = state.partners.length;
  return (
    <Stack as="section" aria-label="Freight quotes" gap="4">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            Quotes
          </Heading>
          {state.distance !== null && (
            <Text color="fg.muted">{`Distance: ${formatMiles(state.distance)}`}</Text>
          )}
        </HStack>
        {state.route && (
          <Text fontSize="sm" color="fg.muted">
            {`${formatPlace(state.route.pickup)} → ${formatPlace(state.route.destination)} · pickup ${formatMoment(state.route.pickupDate)}`}
          </Text>
        )}
        {(view.loading || asked > 0) && (
          <Progress.Root value={view.loading && state.phase === 'starting' ? null : view.progress} size="sm">
            <HStack justify="space-between">
              <Progress.Label fontSize="sm">Quotes received</Progress.Label>
              <Progress.ValueText fontSize="sm">{`${state.quotes.length} of ${asked}`}</Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <Text role="status" fontSize="sm">
          {statusText(state, state.quotes.length)}
        </Text>
        {view.slow && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>Quotes take time to load: partners have up to a minute to answer.</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {view.skeletons > 0 && (
        <Stack gap="3" aria-hidden>
          {Array.from({ length: view.skeletons }, (_, i) => (
            <Skeleton key={i} height="24" borderRadius="md" />
          ))}
        </Stack>
      )}
      {view.quotes.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Quotes received">
          {view.quotes.map((q) => (
            <QuoteCard
              key={q.id}
              quote={q}
              booked={state.booked.includes(q.id)}
              bookable={canBook(state, q.id)}
              wait={bookingWait(state)}
              onBook={() => setConfirming(q)}
            />
          ))}
        </Stack>
      )}
      {view.silent.length > 0 && (
        <Text
          fontSize="sm"
          color="fg.muted"
        >{`No answer in time from ${view.silent.map((p) => p.name).join(', ')}.`}</Text>
      )}
      <BookDialog
        quote={confirming}
        route={state.route}
        load={load}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const id = confirming?.id;
          setConfirming(null);
          if (id) onBook(id);
        }}
      />
    </Stack>
  );
}
