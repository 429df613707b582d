import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Alert, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes, PRICE_UNIT_LABELS } from '@polyloop/shared';
import { AUCTION_MESSAGES, BidInput, type Auction } from '@polyloop/shared/network/auction';
import { Section } from '../../../components/Section';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import {
  ContactFields,
  DestinationField,
  NoPublicLocationsText,
  useMyPublicLocations,
} from '../common/trade-fields';
import { contactOf } from '../common/trade-form';
import { bidFieldOf, bidPayload, serverBidFieldOf, type BidFormValues } from './auction-form';
import { formatBid } from './auction-time';
import { BidAmountField } from './BidAmountField';
import { saveTo } from '../common/save-to';
import { lastBidNote } from './bid-note';
import type { BidFocusState } from './BidBar';

/**
 * A bid (part 2 §3): at least the minimum (the leading bid plus the increment, or the starting
 * bid), an optional hidden maximum the system bids up to, who answers for it and where the
 * material would go (one of my company's public locations). The server's refusal ("Bid too
 * small: …") shows on the price.
 */
export function BidForm({ auction }: { auction: Auction }) {
  const { account } = useAccount();
  const locations = useMyPublicLocations();
  const { places } = locations;
  const unit = auction.minimumBid.unit;
  const form = useForm<BidFormValues>({
    resolver: schemaResolver(BidInput, (v) => bidPayload(v, unit), bidFieldOf),
    defaultValues: {
      price: String(auction.minimumBid.unitValue),
      maximum: '',
      destinationLocationId: '',
      contact: contactOf(account),
    },
  });
  const { getValues, setValue, setFocus, formState } = form;
  // "Place bid" in the phone's bid bar: the price takes the focus, in the middle of the screen (clear of the bar).
  const focusBid = (useLocation().state as BidFocusState | null)?.focusBid;
  useEffect(() => {
    if (!focusBid) return;
    setFocus('price');
    (document.activeElement as HTMLElement | null)?.scrollIntoView({ block: 'center' });
  }, [focusBid, setFocus]);
  // The primary public location is the destination unless another is chosen.
  useEffect(() => {
    if (places[0] && !getValues('destinationLocationId')) setValue('destinationLocationId', places[0].id);
  }, [places, getValues, setValue]);
  // The minimum moves with every bid: an untouched price follows it.
  useEffect(() => {
    if (!formState.dirtyFields.price) setValue('price', String(auction.minimumBid.unitValue));
  }, [auction.minimumBid.unitValue, formState.dirtyFields.price, setValue]);
  const submit = useFormSubmit(
    form,
    saveTo(NetworkRoutes.placeBid, { id: auction.id }, (v) => BidInput.parse(bidPayload(v, unit))),
    {
      success: 'Bid placed',
      fallback: AUCTION_MESSAGES.bidFailed,
      touches: VIEWS.auction,
      fieldOf: serverBidFieldOf,
      onSuccess: (_r, v) => form.reset({ ...v, maximum: '' }),
    },
  );
  const per = PRICE_UNIT_LABELS[unit];
  const note = lastBidNote(auction);
  return (
    <Section title="Place a bid">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Place a bid">
        <Stack gap="4">
          {note && (
            <Alert.Root
              status={auction.leadingBid?.mine ? 'success' : 'info'}
              role="status"
              aria-label="Your last bid"
            >
              <Alert.Indicator />
              <Alert.Title>{note}</Alert.Title>
            </Alert.Root>
          )}
          <Text color="fg.muted">{`Bid at least ${formatBid(auction.minimumBid)}.${auction.myMaximum ? ` Your hidden maximum is ${formatBid(auction.myMaximum)}.` : ''}`}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <BidAmountField control={form.control} name="price" label={`Your bid ($ ${per})`} required />
            <BidAmountField
              control={form.control}
              name="maximum"
              label={`Maximum, hidden proxy ($ ${per})`}
              helper="Optional: we bid for you one increment above the others, up to this."
            />
            <DestinationField control={form.control} name="destinationLocationId" locations={locations} />
          </SimpleGrid>
          <NoPublicLocationsText locations={locations} />
          <ContactFields control={form.control} at="contact" />
          <div>
            <Button type="submit" loading={formState.isSubmitting}>
              Place bid
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}
