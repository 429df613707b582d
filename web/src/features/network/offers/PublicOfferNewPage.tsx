import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes, SupplyRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES, type PublicOffer } from '@polyloop/shared/network/market';
import { SubmitButton, TextField } from '../../../components/form-fields';
import { Section } from '../../../components/Section';
import { api, useApi } from '../../../lib/api';
import { upload } from '../../../lib/files';
import { checkFiles } from '../../crm-shared/file-checks';
import { FilesPicker } from '../common/FilesPicker';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { onInvalidSubmit, useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { PageHeader } from '../../crm-shared/PageHeader';
import { MyPublicProfile } from '../MyPublicProfile';
import { formatWeight } from '../common/format';
import { HaveField } from '../common/have-choices';
import { GroundRulesDialog, useGroundRules } from '../common/GroundRulesDialog';
import { offerPath, offerTarget } from '../common/paths';
import {
  IncotermField,
  PriceWeightFields,
  ExpirationDateField,
  ContactAndRepresentativesFields,
} from '../common/trade-fields';
import { serverFieldOf, tradeFieldOf } from '../common/trade-form';
import { NOT_YOUR_ROLE, useTradeGate } from '../common/use-trade-gate';
import {
  emptyPublicOffer,
  publicOfferChecks,
  publicOfferDefaults,
  publicOfferPayload,
  publicOfferSchema,
  type PublicOfferValues,
} from './public-offer-form';

const today = () => new Date().toISOString().slice(0, 10);

function PublicOfferForm({ fixedHaveId }: { fixedHaveId?: string }) {
  const navigate = useNavigate();
  const { account } = useAccount();
  const haveRef = useRef<Parameters<typeof publicOfferChecks>[1]>(undefined);
  const form = useForm<PublicOfferValues>({
    resolver: schemaResolver(publicOfferSchema, publicOfferPayload, tradeFieldOf, (v) =>
      publicOfferChecks(v, haveRef.current, today()),
    ),
    defaultValues: emptyPublicOffer(account, fixedHaveId),
  });
  const { control, setValue } = form;
  const haveId = useWatch({ control, name: 'haveId' });
  const have = useApi(SupplyRoutes.getHave, haveId ? { params: { id: haveId } } : null).data?.data;
  haveRef.current = have;
  const filled = useRef('');
  useEffect(() => {
    if (!have || have.id !== haveId || filled.current === have.id) return;
    filled.current = have.id;
    for (const [name, value] of Object.entries(publicOfferDefaults(have)))
      setValue(name as FieldPath<PublicOfferValues>, value as string, { shouldDirty: true });
  }, [have, haveId, setValue]);

  const groundRules = useGroundRules();
  const [askingRules, setAskingRules] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  // The listing and its documents in one call (spec part 2 §7): a file refused publishes nothing.
  const publish = useFormSubmit(
    form,
    async (v) => {
      const body = publicOfferSchema.parse(publicOfferPayload(v));
      return files.length
        ? upload(NetworkRoutes.createPublicOffer, files, { data: body })
        : (await api(NetworkRoutes.createPublicOffer, { body })).data;
    },
    {
      success: MARKET_MESSAGES.offerCreated,
      fallback: MARKET_MESSAGES.createFailed,
      touches: VIEWS.publicOffer,
      fieldOf: serverFieldOf,
      onSuccess: (listing: PublicOffer) => void navigate(offerPath(listing.id)),
    },
  );
  // Before the person's first listing, the ground rules; then the listing goes on.
  const onSubmit = (e: React.FormEvent) => {
    if (checkFiles(files)) {
      e.preventDefault();
      return onInvalidSubmit();
    }
    if (groundRules.accepted) return void publish(e);
    void form.handleSubmit(
      () => setAskingRules(true),
      () => onInvalidSubmit(),
    )(e);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New public offer">
      <Stack gap="5">
        <Section title="Have and material">
          <Stack gap="4">
            <HaveField control={control} name="haveId" have={have} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField control={control} name="materialName" label="Material name" />
            </SimpleGrid>
            <TextField control={control} name="description" label="Description" rows={3} />
          </Stack>
        </Section>
        <Section title="Price and terms">
          <Stack gap="4">
            {have && (
              <Text color="fg.muted">{`${have.identifier} has ${formatWeight(have.remainingWeight)} available. Leave the asking price empty to take offers.`}</Text>
            )}
            <PriceWeightFields
              control={control}
              at={null}
              priceRequired={false}
              priceLabel="Asking price ($)"
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <IncotermField control={control} name="terms" />
              <ExpirationDateField control={control} name="expirationDate" have={have} />
            </SimpleGrid>
          </Stack>
        </Section>
        <Section title="Contact and representatives">
          <ContactAndRepresentativesFields control={control} at="contact" name="representatives" />
        </Section>
        <Section title="Documents">
          <FilesPicker files={files} onChange={setFiles} />
        </Section>
        <HStack>
          <SubmitButton busy={form.formState.isSubmitting}>Publish to market</SubmitButton>
        </HStack>
      </Stack>
      <GroundRulesDialog
        open={askingRules}
        onClose={() => setAskingRules(false)}
        onAccepted={() => {
          setAskingRules(false);
          void publish();
        }}
      />
    </form>
  );
}

/**
 * Publishing a have on the Materials Market (part 2 §2 "New Public Offer"): needs the platform's
 * approval (else the access-restricted dialog, with the request for access) and, before the first
 * listing, the ground rules accepted.
 */
export default function PublicOfferNewPage() {
  const params = useParams();
  const { haveId } = offerTarget(params);
  const gate = useTradeGate();
  const { account } = useAccount();
  const allowed = gate.may('PUBLIC_OFFER_WRITE');
  const approved = account?.publishing.publicOfferPermission === 'PRE_APPROVED';
  const { explain } = gate;
  useEffect(() => {
    if (account && !allowed && !approved) explain('PUBLIC_OFFER_WRITE');
  }, [account, allowed, approved, explain]);
  return (
    <Stack gap="4">
      <PageHeader title="New Public Offer" />
      <MyPublicProfile whenOff />
      {allowed ? (
        <PublicOfferForm fixedHaveId={haveId} />
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>
              {approved ? NOT_YOUR_ROLE : 'Public offers need the platform’s approval for your company.'}
            </Alert.Title>
            {!approved && (
              <HStack>
                <Button size="sm" variant="outline" onClick={() => explain('PUBLIC_OFFER_WRITE')}>
                  Request access
                </Button>
              </HStack>
            )}
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
