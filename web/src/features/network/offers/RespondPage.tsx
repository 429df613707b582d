import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import { isNetworkId } from '@polyloop/shared/network/common';
import { MARKET_MESSAGES, type PublicOffer } from '@polyloop/shared/network/market';
import { OFFER_MESSAGES, PublicOfferBidInput } from '@polyloop/shared/network/offer';
import { TextField } from '../../../components/form-fields';
import { RecordFallback } from '../../../components/RecordPage';
import { Section } from '../../../components/Section';
import { useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { MessagePage } from '../../system/MessagePage';
import { PageHeader } from '../../crm-shared/PageHeader';
import { Facts } from '../../inventory/Facts';
import { formatNetworkPlace, formatPrice, formatTerms, formatWeight } from '../common/format';
import { directoryCompanyPath, MARKET_SUPPLY_PATH, offerPath } from '../common/paths';
import {
  DestinationField,
  IncotermField,
  NoPublicLocationsText,
  PriceWeightFields,
  useMyPublicLocations,
  ContactAndRepresentativesFields,
} from '../common/trade-fields';
import {
  contactOf,
  contactPayload,
  messagePayload,
  serverFieldOf,
  termsPayload,
  termsValuesOf,
  tradeFieldOf,
  weightWithin,
  type ContactValues,
  type TermsValues,
} from '../common/trade-form';
import { saveTo } from '../common/save-to';

interface BidValues extends TermsValues {
  destinationLocationId: string;
  contact: ContactValues;
  representatives: string[];
  message: string;
}

const payload = (v: BidValues) => ({
  ...termsPayload(v),
  destinationLocationId: v.destinationLocationId,
  message: messagePayload(v.message),
  contactInformation: contactPayload(v.contact),
  representatives: v.representatives,
});

/** The bid itself: my price, weight and terms, where the material would go, and who answers for it. */
function BidForm({ listing }: { listing: PublicOffer }) {
  const navigate = useNavigate();
  const { account } = useAccount();
  const locations = useMyPublicLocations();
  const { places } = locations;
  const form = useForm<BidValues>({
    resolver: schemaResolver(PublicOfferBidInput, payload, tradeFieldOf, weightWithin(listing.weight)),
    defaultValues: {
      ...termsValuesOf({ price: listing.askingPrice, weight: listing.weight, terms: listing.terms }),
      destinationLocationId: '',
      contact: contactOf(account),
      representatives: account ? [account.id] : [],
      message: '',
    },
  });
  const { control, getValues, setValue } = form;
  // The primary public location is the destination unless another is chosen.
  useEffect(() => {
    if (places[0] && !getValues('destinationLocationId')) setValue('destinationLocationId', places[0].id);
  }, [places, getValues, setValue]);
  const submit = useFormSubmit(
    form,
    saveTo(NetworkRoutes.bidOnPublicOffer, { id: listing.id }, (v) => PublicOfferBidInput.parse(payload(v))),
    {
      success: OFFER_MESSAGES.created,
      fallback: OFFER_MESSAGES.createFailed,
      touches: VIEWS.networkOffer,
      fieldOf: serverFieldOf,
      onSuccess: (bid) => void navigate(offerPath(bid.id)),
    },
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Your offer">
      <Stack gap="5">
        <Section title="Your offer">
          <Stack gap="4">
            <Text color="fg.muted">{`At most ${formatWeight(listing.weight)} is on offer.`}</Text>
            <PriceWeightFields control={control} at={null} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <IncotermField control={control} name="terms" />
              <DestinationField control={control} name="destinationLocationId" locations={locations} />
            </SimpleGrid>
            <NoPublicLocationsText locations={locations} />
            <TextField control={control} name="message" label="Message" rows={3} />
          </Stack>
        </Section>
        <Section title="Contact and representatives">
          <ContactAndRepresentativesFields control={control} at="contact" name="representatives" />
        </Section>
        <HStack gap="2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send offer
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={offerPath(listing.id)}>Back to the public offer</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Answering a public offer with an offer of my own (part 2 §2 `respond/:offerId?`): a negotiation with its company begins. */
export default function RespondPage() {
  const { offerId } = useParams();
  const valid = isNetworkId(offerId);
  const result = useApi(NetworkRoutes.getPublicOffer, valid ? { params: { id: offerId } } : null);
  const listing = result.data?.data;
  const back = { label: 'Back to the market', to: MARKET_SUPPLY_PATH };
  if (!valid)
    return (
      <MessagePage
        title="Respond to Offer"
        message="Choose a public offer on the market to respond to."
        action={back}
      />
    );
  if (!listing)
    return (
      <RecordFallback
        error={result.error}
        noun="public offer"
        missing="This public offer does not exist."
        back={back}
      />
    );
  if (listing.own)
    return (
      <MessagePage
        title="This is your public offer"
        message={OFFER_MESSAGES.ownListing}
        action={{ label: 'Back to the public offer', to: offerPath(listing.id) }}
      />
    );
  if (listing.status !== 'ACTIVE')
    return <MessagePage title="No longer on the market" message={MARKET_MESSAGES.notActive} action={back} />;
  if (!listing.linked)
    return (
      <MessagePage
        title="Link with this company first"
        message={`You can answer ${listing.company.name}’s public offer once your companies are linked.`}
        action={{ label: `Go to ${listing.company.name}`, to: directoryCompanyPath(listing.company.id) }}
      />
    );
  return (
    <Stack gap="5">
      <PageHeader title="Respond to Offer" />
      <Section title="Public offer">
        <Facts
          items={[
            ['Company', listing.company.name],
            ['Material', listing.materialName ?? MATERIAL_TYPE_LABELS[listing.materialType]],
            ['Asking price', formatPrice(listing.askingPrice)],
            ['Weight', formatWeight(listing.weight)],
            ['Shipping terms', formatTerms(listing.terms)],
            ['Location', formatNetworkPlace(listing.location)],
          ]}
        />
      </Section>
      <BidForm listing={listing} />
    </Stack>
  );
}
