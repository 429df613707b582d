import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes, SupplyRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import type { Need } from '@polyloop/shared/supply/listing';
import { api, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { RecordFallback } from '../../../components/RecordPage';
import { Section } from '../../../components/Section';
import { DateTimeField, TextField } from '../../../components/form-fields';
import { MaterialWeightPrice } from '../../../components/MaterialWeightPrice';
import { PageHeader } from '../../crm-shared/PageHeader';
import { MyPublicProfile } from '../MyPublicProfile';
import { formatNetworkPlace, formatWeight, materialOf } from '../market/format';
import { fieldOfPayload, MAX_OFFER_PRICE, TARGET_PRICE } from './form-values';
import { GroundRulesDialog, useGroundRules } from '../common/GroundRulesDialog';
import { NeedPicker } from './NeedPicker';
import {
  publicRequestDefaults,
  PublicRequestFormSchema,
  toPublicRequestInput,
  type PublicRequestFormValues,
} from './public-request-form';
import { usePermissionGate } from '../common/use-trade-gate';
import { ReverseAuctionFields } from './ReverseAuctionFields';
import { EndDateField, IncotermField, UserChoicesField } from '../common/trade-fields';
import { EnforceTargetPriceField, RequestTextFields } from './request-fields';

const MARKET_DEMAND = '/network/market/demand';

/**
 * "New Public Request" (part 2 §2, §5): a need published to the whole network. Publishing needs
 * the platform's approval (else the access-restricted dialog) and the ground rules accepted.
 */
export default function NewPublicRequestPage() {
  const { needId } = useParams();
  const navigate = useNavigate();
  const { account } = useAccount();
  const gate = usePermissionGate('PUBLIC_REQUEST_WRITE');
  const ground = useGroundRules(gate.allowed);
  const explain = gate.explain;
  const refused = !!account && !gate.allowed;
  useEffect(() => {
    if (refused) explain();
  }, [refused, explain]);

  let body;
  if (!account) body = <Skeleton height="40" />;
  else if (refused) body = <NotAllowed refusal={gate.refusal} onAsk={explain} />;
  else if (!needId)
    body = (
      <Section title="Choose the need to publish">
        <Stack gap="3" maxW="xl">
          <Text color="fg.muted">
            A public request asks the whole network for the material of one of your needs.
          </Text>
          <NeedPicker value="" onChange={(n) => n && navigate(`/network/requests/new/public/${n.id}`)} />
        </Stack>
      </Section>
    );
  else body = <NeedRequestForm needId={needId} />;

  return (
    <Stack gap="4">
      <PageHeader title="New Public Request" />
      <MyPublicProfile whenOff />
      {body}
      <GroundRulesDialog open={!!ground.rules && !ground.accepted} onClose={() => navigate(MARKET_DEMAND)} />
    </Stack>
  );
}

function NotAllowed({ refusal, onAsk }: { refusal: string | null; onAsk: () => void }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {refusal === 'approval'
            ? 'Public requests need the platform’s approval'
            : 'Your role does not include public requests'}
        </Alert.Title>
        <Alert.Description>
          <HStack gap="3" wrap="wrap" mt="2">
            <Button size="sm" onClick={onAsk}>
              {refusal === 'approval' ? 'Request access' : 'Why?'}
            </Button>
            <Link asChild>
              <RouterLink to={MARKET_DEMAND}>Back to demand</RouterLink>
            </Link>
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function NeedRequestForm({ needId }: { needId: string }) {
  const result = useApi(SupplyRoutes.getNeed, { params: { id: needId } });
  const need = result.data?.data;
  if (!need)
    return (
      <RecordFallback
        error={result.error}
        noun="need"
        missing="This need does not exist."
        back={{ label: 'Back to demand', to: MARKET_DEMAND }}
      />
    );
  if (need.status !== 'ACTIVE' || need.archived)
    return <Text color="fg.error">{MARKET_MESSAGES.needClosed}</Text>;
  return <PublicRequestForm need={need} />;
}

function PublicRequestForm({ need }: { need: Need }) {
  const navigate = useNavigate();
  const { account } = useAccount();
  const initial = useMemo(
    () =>
      publicRequestDefaults(need, {
        id: account?.id ?? '',
        firstName: account?.firstName ?? '',
        lastName: account?.lastName ?? '',
        email: account?.email ?? '',
      }),
    [need, account?.id, account?.firstName, account?.lastName, account?.email],
  );
  const form = useForm<PublicRequestFormValues>({
    resolver: schemaResolver(
      PublicRequestFormSchema,
      (v) => toPublicRequestInput(need.id, v),
      fieldOfPayload,
    ),
    defaultValues: initial,
  });
  const { control } = form;
  const submit = useFormSubmit(
    form,
    async (v) =>
      (await api(NetworkRoutes.createPublicRequest, { body: toPublicRequestInput(need.id, v) as never }))
        .data,
    {
      success: MARKET_MESSAGES.requestCreated,
      fallback: MARKET_MESSAGES.createFailed,
      touches: [...VIEWS.publicRequest, ...VIEWS.need],
      fieldOf: (key) => fieldOfPayload(key.split('.')),
      onSuccess: (created) => navigate(`/network/requests/${created.id}`),
    },
  );
  return (
    <form onSubmit={submit} noValidate aria-label="New public request">
      <Stack gap="5">
        <Section title="Need">
          <Text>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/needs/${need.id}`}>{need.identifier}</RouterLink>
            </Link>
            {`: ${materialOf(need)}, ${formatWeight(need.remainingWeight)} for ${need.companyName}, delivered to ${formatNetworkPlace(need.location)}.`}
          </Text>
        </Section>
        <Section title="Request">
          <Stack gap="4">
            <RequestTextFields control={control} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <DateTimeField
                control={control}
                name="startDate"
                label="Start date and time"
                helper="Now when left blank"
              />
              <EndDateField control={control} name="endDate" helper="It takes offers until then" />
            </SimpleGrid>
          </Stack>
        </Section>
        <Section title="Weight, price and terms">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <MaterialWeightPrice
                control={control}
                weight={{ name: 'weight', unitName: 'weightUnit', label: 'Weight', step: '0.0001' }}
                price={[TARGET_PRICE, MAX_OFFER_PRICE]}
              />
              <IncotermField
                control={control}
                name="preferredShippingTerms"
                label="Preferred terms"
                required={false}
                placeholder="No preference"
              />
            </SimpleGrid>
            <EnforceTargetPriceField control={control} />
          </Stack>
        </Section>
        <ReverseAuctionFields control={control} />
        <Section title="Contact">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField control={control} name="contactName" label="Contact name" required />
              <TextField control={control} name="contactEmail" label="Contact email" type="email" required />
              <TextField
                control={control}
                name="contactPhone"
                label="Contact phone"
                type="tel"
                required
                helper="10 digits"
              />
            </SimpleGrid>
            <UserChoicesField
              control={control}
              name="representatives"
              legend="Representatives"
              required
              columns={{ base: 1, sm: 2, md: 3 }}
            />
          </Stack>
        </Section>
        <HStack justify="end" gap="3">
          <Button variant="outline" asChild>
            <RouterLink to={MARKET_DEMAND}>Cancel</RouterLink>
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Publish request
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
