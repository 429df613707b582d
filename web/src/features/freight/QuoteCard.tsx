import { Alert, Box, Button, Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { displayedCost, type FreightQuote } from '@polyloop/shared/freight/freight';
import { formatCost, formatMoment } from './freight-format';
import { PartnerIdentity } from './PartnerIdentity';

/**
 * One partner's answer (spec part 3 §3.1, §4.5, §8.1): its cost or a dash, the partner's error in
 * an alert, and the Book button for a quote with a cost above zero, "Request sent" once booked.
 */
export function QuoteCard(props: {
  quote: FreightQuote;
  booked: boolean;
  bookable: boolean;
  /** Why Book is not yet open, shown beside it and read with it. */
  wait?: string | null;
  onBook: () => void;
}) {
  const { quote } = props;
  const cost = displayedCost(quote.cost, quote.error);
  const transit =
    quote.transitDays === null
      ? null
      : `${quote.transitDays} ${quote.transitDays === 1 ? 'day' : 'days'} in transit`;
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-label={quote.freightPartner.name}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <PartnerIdentity partner={quote.freightPartner} as="h3" detail={transit ?? undefined} />
            <Box textAlign="end">
              <Text fontSize="xl" fontWeight="bold">
                {cost === null ? (
                  <>
                    <span aria-hidden>{formatCost(null)}</span>
                    <VisuallyHidden>No price</VisuallyHidden>
                  </>
                ) : (
                  formatCost(cost)
                )}
              </Text>
              {cost !== null && (
                <Text fontSize="xs" color="fg.muted">
                  {`USD · valid until ${formatMoment(quote.validUntil)}`}
                </Text>
              )}
            </Box>
          </HStack>
          {quote.error && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{quote.error.message}</Alert.Title>
            </Alert.Root>
          )}
          {cost !== null && (
            <HStack justify="end" gap="3" wrap="wrap">
              {props.wait && !props.booked && (
                <Text id={`book-wait-${quote.id}`} fontSize="sm" color="fg.muted">
                  {props.wait}
                </Text>
              )}
              <Button
                size="sm"
                aria-describedby={props.wait && !props.booked ? `book-wait-${quote.id}` : undefined}
                disabled={props.booked || !props.bookable}
                onClick={props.onBook}
                variant={props.booked ? 'subtle' : 'solid'}
              >
                {props.booked ? (
                  <>
                    <LuCheck aria-hidden /> Request sent
                  </>
                ) : (
                  'Book'
                )}
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
