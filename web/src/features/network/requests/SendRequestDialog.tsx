import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Field,
  Fieldset,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CrmRoutes, NetworkRoutes } from '@polyloop/shared';
import { NetworkRequestInput, REQUEST_MESSAGES, type NetworkRequest } from '@polyloop/shared/network/request';
import type { NeedListItem } from '@polyloop/shared/supply/listing';
import { api, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { useDebounced } from '../../../lib/use-debounced';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField } from '../../../components/form-fields';
import { MaterialWeightPrice } from '../../../components/MaterialWeightPrice';
import { formatWeight } from '../market/format';
import { fieldOfPayload, TARGET_PRICE } from './form-values';
import { NeedPicker } from './NeedPicker';
import {
  networkRequestDefaults,
  REQUEST_STEPS,
  toNetworkRequestInput,
  type NetworkRequestFormValues,
} from './network-request-form';
import { RequestTextFields } from './request-fields';
import { ExpirationDateField, UserChoicesField } from '../common/trade-fields';
import { LabelledCheckbox } from '../../../components/choice/LabelledCheckbox';

/**
 * The private request wizard (part 2 §5) in a dialog: from a need (chosen first when none is
 * given), its details, then the linked companies to ask; one request goes to each.
 */
export function SendRequestDialog({
  need: given,
  onClose,
  onSent,
}: {
  need?: NeedListItem;
  onClose: () => void;
  onSent?: (sent: NetworkRequest[]) => void;
}) {
  const [need, setNeed] = useState<NeedListItem | undefined>(given);
  return (
    <AppDialog open onClose={onClose} title="Send request" size="lg" scrollBehavior="inside">
      {need ? (
        <RequestWizard
          key={need.id}
          need={need}
          onBack={given ? undefined : () => setNeed(undefined)}
          onClose={onClose}
          onSent={onSent}
        />
      ) : (
        <Stack gap="3">
          <Text>Ask companies you are linked with for the material of one of your needs.</Text>
          <NeedPicker value="" onChange={setNeed} />
          <Box>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </Box>
        </Stack>
      )}
    </AppDialog>
  );
}

function RequestWizard({
  need,
  onBack,
  onClose,
  onSent,
}: {
  need: NeedListItem;
  onBack?: () => void;
  onClose: () => void;
  onSent?: (sent: NetworkRequest[]) => void;
}) {
  const { account } = useAccount();
  const initial = useMemo(() => networkRequestDefaults(need, account?.id ?? ''), [need, account?.id]);
  const form = useForm<NetworkRequestFormValues>({
    resolver: schemaResolver(NetworkRequestInput, (v) => toNetworkRequestInput(need.id, v), fieldOfPayload),
    defaultValues: initial,
  });
  const { control } = form;
  const [step, setStep] = useState(0);
  const locations = useApi(CrmRoutes.listCompanyLocations, {
    params: { id: need.companyId },
    query: { size: 100 },
  });
  const locationChoices = locations.data?.data ?? [];
  const submit = useFormSubmit(
    form,
    async (v) =>
      (await api(NetworkRoutes.createNetworkRequests, { body: toNetworkRequestInput(need.id, v) as never }))
        .data,
    {
      success: (sent) => (sent.length === 1 ? REQUEST_MESSAGES.created : `${sent.length} requests sent`),
      fallback: REQUEST_MESSAGES.createFailed,
      touches: VIEWS.networkRequest,
      fieldOf: (key) => fieldOfPayload(key.split('.')),
      onSuccess: (sent) => {
        onSent?.(sent);
        onClose();
      },
    },
  );
  const next = async () => {
    if (await form.trigger([...REQUEST_STEPS[0].fields])) setStep(1);
  };
  const last = step === REQUEST_STEPS.length - 1;
  return (
    <form
      noValidate
      aria-label="Send request"
      onSubmit={(e) => {
        if (!last) {
          e.preventDefault();
          void next();
          return;
        }
        void submit(e);
      }}
    >
      <Stack gap="5">
        <HStack as="ol" aria-label="Steps" gap="5" listStyleType="none" fontSize="sm">
          {REQUEST_STEPS.map((s, i) => (
            <HStack
              as="li"
              key={s.title}
              gap="2"
              aria-current={i === step ? 'step' : undefined}
              color={i === step ? 'brand.fg' : 'fg.muted'}
              fontWeight={i === step ? 'semibold' : 'normal'}
            >
              <Badge variant={i <= step ? 'solid' : 'outline'} borderRadius="full">
                {i + 1}
              </Badge>
              <span>{s.title}</span>
            </HStack>
          ))}
        </HStack>
        <Text
          color="fg.muted"
          fontSize="sm"
        >{`From ${need.identifier}: ${formatWeight(need.remainingWeight)} for ${need.companyName}.`}</Text>
        {step === 0 ? (
          <Stack gap="4">
            <RequestTextFields control={control} />
            <SelectField
              control={control}
              name="locationId"
              label="Location"
              required
              options={locationChoices.map((l) => l.id)}
              labels={Object.fromEntries(
                locationChoices.map((l) => [
                  l.id,
                  [l.name, l.city, l.stateProvince].filter(Boolean).join(', '),
                ]),
              )}
              placeholder={locations.isLoading ? 'Loading locations…' : 'Choose a location'}
              helper="Where the material goes: one of the need’s company’s locations"
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <MaterialWeightPrice
                control={control}
                weight={{ name: 'weight', unitName: 'weightUnit', label: 'Weight', step: '0.0001' }}
                price={TARGET_PRICE}
              />
              <ExpirationDateField
                control={control}
                name="expirationDate"
                helper="The need’s expiration date when left blank"
              />
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              Weight and target price left blank are the need’s own.
            </Text>
          </Stack>
        ) : (
          <Stack gap="5">
            <LinkedCompanies form={form} />
            <UserChoicesField
              control={control}
              name="representatives"
              legend="Representatives"
              required
              columns={{ base: 1, sm: 2 }}
            />
          </Stack>
        )}
        <Stack direction="row" justify="end" gap="3" wrap="wrap">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {(step > 0 || onBack) && (
            <Button variant="outline" onClick={() => (step > 0 ? setStep(step - 1) : onBack?.())}>
              Back
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {last ? 'Send request' : 'Next'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** The companies my company is linked with (requests go only to them), searched by name. */
function LinkedCompanies({ form }: { form: ReturnType<typeof useForm<NetworkRequestFormValues>> }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const linked = useApi(NetworkRoutes.listDirectory, {
    query: { view: 'companyLinks', size: 100, q: q || undefined },
  });
  const chosen = useWatch({ control: form.control, name: 'receivingCompanyIds' });
  const error = form.formState.errors.receivingCompanyIds?.message;
  const rows = linked.data?.data ?? [];
  const toggle = (id: string, on: boolean) =>
    form.setValue('receivingCompanyIds', on ? [...chosen, id] : chosen.filter((c) => c !== id), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Linked companies
        <Text as="span" color="fg.error" aria-hidden>
          {' '}
          *
        </Text>
      </Fieldset.Legend>
      <Stack gap="3" mt="1">
        <Field.Root maxW="sm">
          <Field.Label>Search linked companies</Field.Label>
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Company name"
          />
        </Field.Root>
        {linked.isLoading ? (
          <Skeleton height="16" />
        ) : linked.error ? (
          <Text color="fg.error">The linked companies could not be loaded.</Text>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">
            {q ? 'No linked company matches.' : 'Your company is not linked with any company yet. '}
            {!q && (
              <Link asChild color="brand.fg">
                <RouterLink to="/network/companies">Find companies in the directory</RouterLink>
              </Link>
            )}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" maxH="60" overflowY="auto">
            {rows.map((c) => (
              <LabelledCheckbox
                key={c.id}
                size="sm"
                checked={chosen.includes(c.id)}
                onCheckedChange={(d) => toggle(c.id, !!d.checked)}
              >
                {c.place ? `${c.name} (${c.place.city}, ${c.place.stateProvince})` : c.name}
              </LabelledCheckbox>
            ))}
          </SimpleGrid>
        )}
        {chosen.length > 0 && (
          <Text
            fontSize="sm"
            color="fg.muted"
          >{`${chosen.length} ${chosen.length === 1 ? 'company' : 'companies'} chosen`}</Text>
        )}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
