import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Field, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Color, Form, Grade, LABELS, MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import type { DirectoryCompany } from '@polyloop/shared/network/link';
import type { AnyRequest } from '@polyloop/shared/network/resolve';
import type { Have } from '@polyloop/shared/supply/listing';
import { SelectField, TextField } from '../../../components/form-fields';
import { OptionsSelect } from '../../../components/ui/options-select';
import { useApi } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { Facts } from '../../inventory/Facts';
import { useUserOptions } from '../../crm-shared/hooks';
import { FilesPicker } from '../common/FilesPicker';
import { formatNetworkPlace, formatPrice, formatTerms, formatWeight } from '../common/format';
import { HaveField } from '../common/have-choices';
import {
  IncotermField,
  PriceWeightFields,
  ExpirationDateField,
  ContactAndRepresentativesFields,
} from '../common/trade-fields';
import { termsPayload } from '../common/trade-form';
import type { OfferWizardValues, RecipientValues } from './offer-wizard';
import { formatPhone, normalizePhone } from '@polyloop/shared/primitives';
import { LabelledCheckbox } from '../../../components/choice/LabelledCheckbox';

const day = (d: string | null | undefined) => (d ? formatDate(`${d}T12:00:00Z`) : '—');

/** What a request answered by the wizard says about where the offer goes. */
export function requestParty(r: AnyRequest) {
  return r.kind === 'NETWORK_REQUEST'
    ? {
        company: r.networkRequest.requestingCompany,
        title: r.networkRequest.title,
        place: r.networkRequest.location,
        own: r.networkRequest.side === 'REQUESTING',
      }
    : {
        company: r.publicRequest.company,
        title: r.publicRequest.title,
        place: r.publicRequest.location,
        own: r.publicRequest.own,
      };
}

/** The material's optional attributes, each chosen from its shared list. */
const MATERIAL_ATTRIBUTES = [
  { name: 'grade', label: 'Grade', options: Grade.options, labels: LABELS.grade },
  { name: 'form', label: 'Form', options: Form.options, labels: LABELS.form },
  { name: 'color', label: 'Color', options: Color.options, labels: LABELS.color },
] as const;

/** Step 1: the have (prefilled from the address, or one of the company's open haves) and its material. */
export function HaveStep({ have }: { have: Have | undefined }) {
  const { control } = useFormContext<OfferWizardValues>();
  return (
    <Stack gap="4">
      <HaveField control={control} name="haveId" have={have} purpose="to offer it" />
      {have && (
        <Facts
          items={[
            ['Material type', MATERIAL_TYPE_LABELS[have.materialType]],
            ['Available', formatWeight(have.remainingWeight)],
            [
              'Location',
              have.location
                ? [have.location.city, have.location.stateProvince].filter(Boolean).join(', ')
                : '—',
            ],
            ['Expires', day(have.expirationDate)],
          ]}
        />
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField control={control} name="materialName" label="Material name" required />
        {MATERIAL_ATTRIBUTES.map((attribute) => (
          <SelectField key={attribute.name} control={control} {...attribute} placeholder="Not specified" />
        ))}
      </SimpleGrid>
      <TextField control={control} name="description" label="Description" rows={3} />
    </Stack>
  );
}

/** Step 2: price, weight (at most what the have has), shipping terms and expiration. */
export function TermsStep({ have }: { have: Have | undefined }) {
  const { control } = useFormContext<OfferWizardValues>();
  return (
    <Stack gap="4">
      {have && (
        <Text color="fg.muted">{`${have.identifier} has ${formatWeight(have.remainingWeight)} available.`}</Text>
      )}
      <PriceWeightFields control={control} at={null} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <IncotermField control={control} name="terms" />
        <ExpirationDateField control={control} name="expirationDate" have={have} />
      </SimpleGrid>
    </Stack>
  );
}

/** One linked company: chosen or not, and where the material would go (one of its public locations). */
function RecipientRow({ company, index }: { company: DirectoryCompany; index: number }) {
  const { setValue, getValues, formState } = useFormContext<OfferWizardValues>();
  const recipients = useWatch<OfferWizardValues, 'recipients'>({ name: 'recipients' });
  const chosen = index >= 0;
  const profile = useApi(NetworkRoutes.getDirectoryCompany, chosen ? { params: { id: company.id } } : null);
  const locations = profile.data?.data.locations ?? [];
  const destination = chosen ? (recipients[index]?.destinationLocationId ?? '') : '';
  const error = chosen ? formState.errors.recipients?.[index]?.destinationLocationId?.message : undefined;
  const write = (next: RecipientValues[]) =>
    setValue('recipients', next, { shouldValidate: !!formState.errors.recipients, shouldDirty: true });
  // One location: it is the destination.
  useEffect(() => {
    const [only] = locations;
    if (chosen && only && locations.length === 1 && !destination)
      write(
        getValues('recipients').map((r) =>
          r.companyId === company.id ? { ...r, destinationLocationId: only.id } : r,
        ),
      );
  });
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <LabelledCheckbox
          checked={chosen}
          onCheckedChange={(d) => {
            const rest = getValues('recipients').filter((r) => r.companyId !== company.id);
            write(d.checked ? [...rest, { companyId: company.id, destinationLocationId: '' }] : rest);
          }}
        >
          {company.name}
        </LabelledCheckbox>
        {chosen && (
          <Field.Root invalid={!!error} required maxW="md">
            <Field.Label>
              {`Destination for ${company.name}`}
              <Field.RequiredIndicator />
            </Field.Label>
            {profile.isLoading ? (
              <Skeleton height="10" />
            ) : (
              <OptionsSelect
                options={locations.map((l) => l.id)}
                labels={Object.fromEntries(
                  locations.map((l) => [l.id, [l.name, l.city, l.stateProvince].filter(Boolean).join(', ')]),
                )}
                placeholder="Choose a destination"
                value={destination}
                onChange={(e) =>
                  write(
                    getValues('recipients').map((r) =>
                      r.companyId === company.id ? { ...r, destinationLocationId: e.target.value } : r,
                    ),
                  )
                }
              />
            )}
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        )}
      </Stack>
    </Box>
  );
}

/** Step 3: linked companies, one offer each, or the requester when a request is answered. */
export function RecipientsStep({ request }: { request: AnyRequest | undefined | null }) {
  const { formState } = useFormContext<OfferWizardValues>();
  const recipients = useWatch<OfferWizardValues, 'recipients'>({ name: 'recipients' });
  const linked = useApi(
    NetworkRoutes.listDirectory,
    request === null ? { query: { view: 'companyLinks', size: 100 } } : null,
  );
  if (request !== null) {
    if (!request) return <Skeleton height="16" />;
    const party = requestParty(request);
    return (
      <Stack gap="2">
        <Text>{`This offer answers “${party.title}” from ${party.company.name}.`}</Text>
        <Facts
          items={[
            ['To', party.company.name],
            ['Destination', formatNetworkPlace(party.place)],
          ]}
        />
      </Stack>
    );
  }
  const companies = linked.data?.data ?? [];
  const rootError = formState.errors.recipients?.message ?? formState.errors.recipients?.root?.message;
  return (
    <Stack gap="3">
      <Text color="fg.muted">Each company you choose receives its own offer.</Text>
      {linked.error && <Text color="fg.error">The linked companies could not be loaded.</Text>}
      {linked.isLoading && <Skeleton height="16" />}
      {linked.data && !companies.length && (
        <Text>
          You are not linked with any company yet.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/network/companies">Find companies in the directory</RouterLink>
          </Link>{' '}
          and link with them to send offers.
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Linked companies">
        {companies.map((c) => (
          <RecipientRow key={c.id} company={c} index={recipients.findIndex((r) => r.companyId === c.id)} />
        ))}
      </Stack>
      {rootError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {rootError}
        </Text>
      )}
    </Stack>
  );
}

/** Step 4: who answers for the offer, and who at my company looks after it. */
export function ContactStep() {
  const { control } = useFormContext<OfferWizardValues>();
  return <ContactAndRepresentativesFields control={control} at="contact" name="representatives" />;
}

/** Step 5: a message to the recipients, and files sent with the offer. */
export function MessageStep({ files, onFiles }: { files: File[]; onFiles: (files: File[]) => void }) {
  const { control } = useFormContext<OfferWizardValues>();
  return (
    <Stack gap="4">
      <TextField control={control} name="message" label="Message" rows={4} />
      <FilesPicker files={files} onChange={onFiles} />
    </Stack>
  );
}

/** Step 6: everything as it will be sent. */
export function ReviewStep({
  have,
  request,
  files,
  companyName,
}: {
  have: Have | undefined;
  request: AnyRequest | null | undefined;
  files: File[];
  companyName: (id: string) => string;
}) {
  const { getValues } = useFormContext<OfferWizardValues>();
  const v = getValues();
  const users = useUserOptions();
  const t = termsPayload(v);
  const price = t.price.unitValue === undefined ? null : { unitValue: t.price.unitValue, unit: t.price.unit };
  const weight =
    t.weight.unitValue === undefined ? null : { unitValue: t.weight.unitValue, unit: t.weight.unit };
  const to = request
    ? requestParty(request).company.name
    : v.recipients.map((r) => companyName(r.companyId)).join(', ');
  return (
    <Stack gap="4">
      <Facts
        items={[
          ['Have', have?.identifier ?? '—'],
          ['Material', v.materialName || '—'],
          ['Price', formatPrice(price)],
          ['Weight', weight ? formatWeight(weight) : '—'],
          ['Shipping terms', formatTerms(t.terms)],
          ['Expires', day(v.expirationDate)],
          ['To', to || '—'],
          [
            'Contact',
            `${v.contact.name} · ${v.contact.email} · ${formatPhone(normalizePhone(v.contact.phoneNumber))}`,
          ],
          ['Representatives', v.representatives.map(users.nameOf).join(', ') || '—'],
          ['Files', files.length ? files.map((f) => f.name).join(', ') : 'None'],
        ]}
      />
      {v.message.trim() && (
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Message
          </Text>
          <Text whiteSpace="pre-wrap">{v.message}</Text>
        </Box>
      )}
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          {request
            ? 'The requester receives this offer and can accept, counter or decline it.'
            : 'Each company receives its own offer and can accept, counter or decline it.'}
        </Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
