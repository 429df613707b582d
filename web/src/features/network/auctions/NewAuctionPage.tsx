import { useEffect, useRef } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes, PRICE_UNIT_LABELS, PRICE_UNITS, SupplyRoutes } from '@polyloop/shared';
import { AUCTION_MESSAGES, AuctionInput, type Auction } from '@polyloop/shared/network/auction';
import { TRANSACTION_FEE_PERCENT } from '@polyloop/shared/plans';
import { CheckboxField, ChoicesField, SelectField, TextField } from '../../../components/form-fields';
import { Section } from '../../../components/Section';
import { api, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { PageHeader } from '../../crm-shared/PageHeader';
import { formatWeight } from '../common/format';
import { HaveField } from '../common/have-choices';
import { auctionPath, MARKET_AUCTIONS_PATH } from '../common/paths';
import { IncotermField, EndDateField } from '../common/trade-fields';
import { NOT_YOUR_ROLE, usePermissionGate } from '../common/use-trade-gate';
import {
  auctionChecks,
  auctionFieldOf,
  auctionPayload,
  emptyAuctionForm,
  haveAuctionDefaults,
  serverAuctionFieldOf,
  type AuctionFormValues,
} from './auction-form';
import { BidAmountField } from './BidAmountField';

/** The auction form: the have, its material, terms, the bids' rules, the end, who may bid and the fee agreed. */
function AuctionForm({ haveId }: { haveId?: string }) {
  const navigate = useNavigate();
  const form = useForm<AuctionFormValues>({
    resolver: schemaResolver(AuctionInput, auctionPayload, auctionFieldOf, (v) =>
      auctionChecks(v, Date.now()),
    ),
    defaultValues: emptyAuctionForm(haveId),
  });
  const { control, setValue } = form;
  const chosenId = useWatch({ control, name: 'haveId' });
  const isPublic = useWatch({ control, name: 'isPublic' });
  const unit = useWatch({ control, name: 'priceUnit' });
  const have = useApi(SupplyRoutes.getHave, chosenId ? { params: { id: chosenId } } : null).data?.data;
  const linked = useApi(NetworkRoutes.listDirectory, { query: { view: 'companyLinks', size: 100 } });
  const companies = linked.data?.data ?? [];

  // A have chosen: its material, terms and price fill in.
  const filled = useRef('');
  useEffect(() => {
    if (!have || have.id !== chosenId || filled.current === have.id) return;
    filled.current = have.id;
    for (const [name, value] of Object.entries(haveAuctionDefaults(have)))
      setValue(name as FieldPath<AuctionFormValues>, value, { shouldDirty: true });
  }, [have, chosenId, setValue]);

  const submit = useFormSubmit(
    form,
    async (v) =>
      (await api(NetworkRoutes.createAuction, { body: AuctionInput.parse(auctionPayload(v)) })).data,
    {
      success: AUCTION_MESSAGES.created,
      fallback: AUCTION_MESSAGES.createFailed,
      touches: VIEWS.auction,
      fieldOf: serverAuctionFieldOf,
      onSuccess: (a: Auction) => void navigate(auctionPath(a.id)),
    },
  );
  const per = PRICE_UNIT_LABELS[unit];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="New auction">
      <Stack gap="5">
        <Section title="Material">
          <Stack gap="4">
            <HaveField control={control} name="haveId" have={have} purpose="to auction it" />
            {have && (
              <Text color="fg.muted">{`The whole of ${have.identifier}, ${formatWeight(have.remainingWeight)}, is auctioned.`}</Text>
            )}
            <TextField control={control} name="materialName" label="Material name" required />
            <TextField control={control} name="materialDescription" label="Description" rows={3} />
          </Stack>
        </Section>
        <Section title="Bidding">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <IncotermField control={control} name="terms" />
              <SelectField
                control={control}
                name="priceUnit"
                label="Price unit"
                options={PRICE_UNITS}
                labels={PRICE_UNIT_LABELS}
              />
              <BidAmountField
                control={control}
                name="startingBid"
                label={`Starting bid ($ ${per})`}
                required
              />
              <BidAmountField
                control={control}
                name="increment"
                label={`Bid increment ($ ${per})`}
                required
                helper="Each bid must beat the leading one by at least this."
              />
              <BidAmountField
                control={control}
                name="reserve"
                label={`Reserve ($ ${per})`}
                helper="Optional and hidden from bidders: below it the auction ends without a sale."
              />
              <EndDateField
                control={control}
                name="endDate"
                helper="It starts now. A bid in the last 5 minutes moves the end to 5 minutes after it."
              />
            </SimpleGrid>
          </Stack>
        </Section>
        <Section title="Bidders">
          <Stack gap="4">
            <CheckboxField
              control={control}
              name="isPublic"
              label="Public auction: every company on the network may bid"
            />
            {!isPublic &&
              (linked.isLoading ? (
                <Skeleton height="16" />
              ) : companies.length ? (
                <ChoicesField
                  control={control}
                  name="bidders"
                  legend="Invite linked companies"
                  required
                  options={companies.map((c) => c.id)}
                  labels={Object.fromEntries(companies.map((c) => [c.id, c.name]))}
                  columns={{ base: 1, sm: 2, md: 3 }}
                  maxH="60"
                />
              ) : (
                <Text color="fg.muted">
                  Your company is not linked with any company yet.{' '}
                  <Link asChild color="brand.fg">
                    <RouterLink to="/network/companies">Find companies in the directory</RouterLink>
                  </Link>
                  , or make the auction public.
                </Text>
              ))}
          </Stack>
        </Section>
        <CheckboxField
          control={control}
          name="feeAgreement"
          label={`I agree to the ${TRANSACTION_FEE_PERCENT}% transaction fee on the sale’s value, invoiced monthly.`}
        />
        <HStack gap="2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Start auction
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={haveId ? `/haves/${encodeURIComponent(haveId)}` : MARKET_AUCTIONS_PATH}>
              Cancel
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * "New Auction" (part 2 §2 `auctions/new/:haveId?`, §5): a have sold to the highest bidder among
 * invited linked companies, or the whole network. It needs the platform's approval of private
 * auctions (else the access-restricted dialog) and the transaction fee agreed.
 */
export default function NewAuctionPage() {
  const { haveId } = useParams();
  const { account } = useAccount();
  const gate = usePermissionGate('PRIVATE_AUCTION_WRITE');
  const refused = !!account && !gate.allowed;
  const { explain } = gate;
  useEffect(() => {
    if (refused) explain();
  }, [refused, explain]);
  return (
    <Stack gap="4">
      <PageHeader title="New Auction" />
      {!account ? (
        <Skeleton height="40" />
      ) : refused ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>
              {gate.refusal === 'approval'
                ? 'Auctions need the platform’s approval for your company.'
                : NOT_YOUR_ROLE}
            </Alert.Title>
            {gate.refusal === 'approval' && (
              <HStack>
                <Button size="sm" variant="outline" onClick={explain}>
                  Request access
                </Button>
              </HStack>
            )}
          </Stack>
        </Alert.Root>
      ) : (
        <AuctionForm haveId={haveId} />
      )}
    </Stack>
  );
}
