import { useForm } from 'react-hook-form';
import { Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { Message } from '@polyloop/shared/network/common';
import { OFFER_MESSAGES, OfferTerms, type NetworkOffer } from '@polyloop/shared/network/offer';
import { TextField } from '../../../components/form-fields';
import { schemaResolver } from '../../../lib/form';
import { VIEWS } from '../../../lib/views';
import { formatWeight } from '../common/format';
import { IncotermField, PriceWeightFields } from '../common/trade-fields';
import {
  messagePayload,
  serverFieldOf,
  termsPayload,
  termsValuesOf,
  tradeFieldOf,
  weightWithin,
  type TermsValues,
} from '../common/trade-form';
import { SubmitDialog } from '../common/SubmitDialog';

interface CounterValues extends TermsValues {
  message: string;
}

const CounterSchema = OfferTerms.extend({ message: Message.optional() });
const payload = (v: CounterValues) => ({ ...termsPayload(v), message: messagePayload(v.message) });

/**
 * A counter-offer: new price, weight and terms (the weight at most what the have had available),
 * and a message. Sent with the version seen: a move made meanwhile answers 409 and the page reloads.
 */
export function CounterDialog({
  offer,
  open,
  onClose,
  onConflict,
}: {
  offer: NetworkOffer;
  open: boolean;
  onClose: () => void;
  onConflict: (e: unknown) => boolean;
}) {
  const initial = (): CounterValues => ({
    ...termsValuesOf({ price: offer.currentPrice, weight: offer.currentWeight, terms: offer.terms }),
    message: '',
  });
  const form = useForm<CounterValues>({
    resolver: schemaResolver(CounterSchema, payload, tradeFieldOf, weightWithin(offer.totalAvailableWeight)),
    defaultValues: initial(),
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.negotiateOffer}
      params={{ id: offer.id }}
      body={(v) => ({
        action: 'COUNTER' as const,
        version: offer.version,
        ...CounterSchema.parse(payload(v)),
      })}
      options={{
        success: 'Counter-offer sent',
        fallback: OFFER_MESSAGES.counterFailed,
        touches: VIEWS.networkOffer,
        fieldOf: serverFieldOf,
        onError: onConflict,
      }}
      open={open}
      // Each opening starts from the proposal on the table.
      initial={initial}
      title="Counter-offer"
      submitLabel="Send counter-offer"
      onClose={onClose}
      size="lg"
    >
      <Stack gap="4">
        <Text color="fg.muted">{`Propose your price, weight and terms. At most ${formatWeight(offer.totalAvailableWeight)} is available.`}</Text>
        <PriceWeightFields control={form.control} at={null} />
        <IncotermField control={form.control} name="terms" />
        <TextField control={form.control} name="message" label="Message" rows={3} />
      </Stack>
    </SubmitDialog>
  );
}
