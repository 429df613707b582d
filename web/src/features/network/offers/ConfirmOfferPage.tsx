import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import {
  OFFER_MESSAGES,
  OfferConfirmInput,
  type ConfirmResult,
  type NetworkOffer,
} from '@polyloop/shared/network/offer';
import { DateField, TextField } from '../../../components/form-fields';
import { Section } from '../../../components/Section';
import { notify } from '../../../components/ui/toaster';
import { ApiError, useApi, useRevalidate } from '../../../lib/api';
import { blankToUndefined, schemaResolver } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { MessagePage } from '../../system/MessagePage';
import { MissingRecord } from '../common/MissingRecord';
import { useNetworkId } from '../common/use-network-id';
import { PageHeader } from '../../crm-shared/PageHeader';
import { Facts } from '../../inventory/Facts';
import { formatMoney, formatPrice, formatTerms, formatWeight, partnerOf, totalOf } from '../common/format';
import { MARKET_SUPPLY_PATH, offerPath } from '../common/paths';
import { useNetworkChannel } from '../common/use-network-channel';
import { saveTo } from '../common/save-to';
import { UserChoicesField } from '../common/trade-fields';

interface ConfirmValues {
  orderDate: string;
  customerPoNumber: string;
  salesOrderNumber: string;
  pickupDate: string;
  deliveryDate: string;
  representatives: string[];
  notes: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const payload = (v: ConfirmValues, version: number) => ({
  version,
  orderDate: v.orderDate || undefined,
  customerPoNumber: blankToUndefined(v.customerPoNumber),
  salesOrderNumber: blankToUndefined(v.salesOrderNumber),
  pickupDate: v.pickupDate || undefined,
  deliveryDate: v.deliveryDate || undefined,
  representatives: v.representatives,
  notes: blankToUndefined(v.notes),
});

/** What confirming makes: my company's order, from the accepted proposal. */
function WhatConfirmingMeans({ offer }: { offer: NetworkOffer }) {
  const selling = offer.side === 'OFFERING';
  const partner = partnerOf(offer).name;
  return (
    <Stack gap="3">
      <Text>
        {selling
          ? `Confirming makes your company’s sales order: you supply ${partner}, and the weight is taken from your have.`
          : `Confirming makes your company’s purchase order: ${partner} supplies you.`}
      </Text>
      <Facts
        items={[
          ['Supplier', selling ? `${offer.offeringCompany.name} (your company)` : offer.offeringCompany.name],
          [
            'Receiver',
            selling ? offer.receivingCompany.name : `${offer.receivingCompany.name} (your company)`,
          ],
          ['Material', `${offer.materialName} (${MATERIAL_TYPE_LABELS[offer.materialType]})`],
          ['Weight', formatWeight(offer.currentWeight)],
          ['Price', formatPrice(offer.currentPrice)],
          ['Shipping terms', formatTerms(offer.terms)],
          ['Total', formatMoney(totalOf(offer.currentPrice, offer.currentWeight))],
        ]}
      />
    </Stack>
  );
}

function ConfirmForm({ offer }: { offer: NetworkOffer }) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const form = useForm<ConfirmValues>({
    resolver: schemaResolver(OfferConfirmInput, (v) => payload(v, offer.version)),
    defaultValues: {
      orderDate: today(),
      customerPoNumber: '',
      salesOrderNumber: '',
      pickupDate: '',
      deliveryDate: '',
      representatives: offer.representatives,
      notes: '',
    },
  });
  const { control } = form;
  const submit = useFormSubmit(
    form,
    saveTo(NetworkRoutes.confirmOffer, { id: offer.id }, (v) =>
      OfferConfirmInput.parse(payload(v, offer.version)),
    ),
    {
      fallback: OFFER_MESSAGES.confirmFailed,
      touches: VIEWS.offerConfirmed,
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) void revalidate(VIEWS.networkOffer);
      },
      onSuccess: (done: ConfirmResult) => {
        const to = `/orders/${encodeURIComponent(done.orderId)}`;
        notify('success', `Offer confirmed: order ${done.orderIdentifier} made`, {
          action: { label: `Open order ${done.orderIdentifier}`, onClick: () => void navigate(to) },
        });
        void navigate(to);
      },
    },
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Confirm offer">
      <Stack gap="5">
        <Section title="Your order">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <DateField
                control={control}
                name="orderDate"
                label="Order date"
                helper="Today when left empty."
              />
              <DateField control={control} name="pickupDate" label="Pickup date" />
              <DateField control={control} name="deliveryDate" label="Delivery date" />
              <TextField control={control} name="customerPoNumber" label="Customer PO number" />
              <TextField control={control} name="salesOrderNumber" label="Sales order number" />
            </SimpleGrid>
            <UserChoicesField
              control={control}
              name="representatives"
              legend="Order representatives"
              columns={{ base: 1, sm: 2, md: 3 }}
              maxH="40"
            />
            <TextField
              control={control}
              name="notes"
              label="Notes"
              rows={3}
              helper="The order links to this offer’s negotiation either way."
            />
          </Stack>
        </Section>
        <HStack gap="2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Confirm and make order
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={offerPath(offer.id)}>Back to the offer</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Confirming an accepted offer (part 2 §4): my company's order is made from it, in the same write. */
export default function ConfirmOfferPage() {
  const { id, valid, input } = useNetworkId();
  const result = useApi(NetworkRoutes.getNetworkOffer, input);
  useNetworkChannel(valid ? id : null, { 'offer-changed': VIEWS.networkOffer });
  const offer = result.data?.data;
  const missing = 'This offer does not exist, or it is not one of your company’s.';
  if (!valid || !offer)
    return (
      <MissingRecord
        valid={valid}
        error={result.error}
        noun="offer"
        missing={missing}
        back={{ label: 'Back to the market', to: MARKET_SUPPLY_PATH }}
      />
    );
  if (!offer.actions.includes('CONFIRM'))
    return (
      <MessagePage
        title={offer.orderId ? 'Already confirmed' : 'Nothing to confirm'}
        message={offer.orderId ? OFFER_MESSAGES.alreadyConfirmed : 'Only an accepted offer can be confirmed.'}
        action={
          offer.orderId
            ? { label: 'Open your order', to: `/orders/${encodeURIComponent(offer.orderId)}` }
            : { label: 'Back to the offer', to: offerPath(offer.id) }
        }
      />
    );
  return (
    <Stack gap="5">
      <PageHeader title="Confirm Offer" />
      <Section title="What confirming means">
        <WhatConfirmingMeans offer={offer} />
      </Section>
      {offer.status === 'CONFIRMED' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{`${partnerOf(offer).name} has confirmed: confirm too to make your own order.`}</Alert.Title>
        </Alert.Root>
      )}
      <ConfirmForm offer={offer} />
    </Stack>
  );
}
