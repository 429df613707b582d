import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Incoterm, LABELS, NetworkRoutes } from '@polyloop/shared';
import { MAX_NETWORK_REPRESENTATIVES } from '@polyloop/shared/network/common';
import {
  ChoicesField,
  DateField,
  DateTimeField,
  SelectField,
  TextField,
} from '../../../components/form-fields';
import { MaterialWeightPrice } from '../../../components/MaterialWeightPrice';
import { useApi } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { fieldIn, type GroupPath } from '../../../lib/form';
import { useUserOptions } from '../../crm-shared/hooks';
import type { ContactValues, TermsValues } from './trade-form';

/**
 * Form fields of the network's forms, each bound to react-hook-form: price and weight with their
 * units, shipping terms (the incoterms with the shared labels), the contact, and representatives.
 * A group sits at `at` in the form (`null`: its top level), as `fieldIn` names it.
 */

interface Group<T extends FieldValues, G> {
  control: Control<T>;
  at: GroupPath<T, G>;
}
/** A field bound to the form at `name`. */
interface Field<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}
const named =
  <T extends FieldValues, G extends FieldValues>(at: GroupPath<T, G>) =>
  (field: FieldPath<G>) =>
    fieldIn<T, G>(at, field);

/** Price per unit and weight with their units; the price may be optional (a listing's asking price). */
export function PriceWeightFields<T extends FieldValues>({
  control,
  at,
  priceRequired = true,
  priceLabel = 'Price ($)',
}: Group<T, TermsValues> & { priceRequired?: boolean; priceLabel?: string }) {
  const name = named<T, TermsValues>(at);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <MaterialWeightPrice
        control={control}
        price={{
          name: name('price'),
          unitName: name('priceUnit'),
          label: priceLabel,
          step: '0.0001',
          required: priceRequired,
        }}
      />
      <MaterialWeightPrice
        control={control}
        weight={{
          name: name('weight'),
          unitName: name('weightUnit'),
          label: 'Weight',
          step: '0.001',
          required: true,
        }}
      />
    </SimpleGrid>
  );
}

/** Shipping terms: the incoterms and the two domestic FOB terms (part 2 §9). */
export function IncotermField<T extends FieldValues>({
  label = 'Shipping terms',
  required = true,
  placeholder = 'Choose terms',
  ...field
}: Field<T> & {
  label?: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <SelectField
      {...field}
      label={label}
      options={Incoterm.options}
      labels={LABELS.incoterm}
      placeholder={placeholder}
      required={required}
    />
  );
}

/** Who answers for it: name, e-mail and a 10-digit phone (part 2 §5). */
export function ContactFields<T extends FieldValues>({ control, at }: Group<T, ContactValues>) {
  const name = named<T, ContactValues>(at);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <TextField control={control} name={name('name')} label="Contact name" required autoComplete="name" />
      <TextField
        control={control}
        name={name('email')}
        label="Contact e-mail"
        required
        type="email"
        autoComplete="email"
      />
      <TextField
        control={control}
        name={name('phoneNumber')}
        label="Contact phone"
        required
        type="tel"
        autoComplete="tel"
        helper="10 digits"
      />
    </SimpleGrid>
  );
}

/** Some of my company's people, chosen by name (who looks after a record, or an order). */
export function UserChoicesField<T extends FieldValues>(
  props: Omit<Parameters<typeof ChoicesField<T>>[0], 'options' | 'labels' | 'label'>,
) {
  const { users, nameOf } = useUserOptions();
  return <ChoicesField {...props} options={users.map((u) => u.id)} label={nameOf} />;
}

/** The company's people who look after it: at least one, at most `max`. */
export function RepresentativesField<T extends FieldValues>({
  max = MAX_NETWORK_REPRESENTATIVES,
  ...field
}: Field<T> & {
  max?: number;
}) {
  return (
    <UserChoicesField
      {...field}
      legend={`Representatives (1 to ${max})`}
      required
      columns={{ base: 1, sm: 2, md: 3 }}
      maxH="40"
    />
  );
}

/** My company's public locations, where what it buys or bids on can go. */
export function useMyPublicLocations() {
  const result = useApi(NetworkRoutes.listMyPublicLocations);
  return { places: result.data?.data ?? [], isLoading: result.isLoading, loaded: !!result.data };
}
type MyPublicLocations = ReturnType<typeof useMyPublicLocations>;

/** Where the material would go: one of my company's public locations. */
export function DestinationField<T extends FieldValues>({
  locations,
  ...field
}: Field<T> & {
  locations: MyPublicLocations;
}) {
  const { places } = locations;
  return (
    <SelectField
      {...field}
      label="Destination"
      required
      options={places.map((l) => l.id)}
      labels={Object.fromEntries(
        places.map((l) => [l.id, [l.name, l.city, l.stateProvince].filter(Boolean).join(', ')]),
      )}
      placeholder={locations.isLoading ? 'Loading your locations…' : 'Choose one of your locations'}
      helper="One of your company’s public locations."
    />
  );
}

/** Why no destination can be chosen yet: my company's public profile has no location. */
export function NoPublicLocationsText({ locations }: { locations: MyPublicLocations }) {
  if (!locations.loaded || locations.places.length) return null;
  return (
    <Text color="fg.error">
      Your company’s public profile has no location yet. An administrator adds them under Administration,
      Public Profile.
    </Text>
  );
}

/** When an auction or a public request stops taking bids or offers: a date and time. */
export function EndDateField<T extends FieldValues>({
  helper,
  ...field
}: Field<T> & {
  helper?: string;
}) {
  return <DateTimeField {...field} label="End date and time" required helper={helper} />;
}

/** The day an offer or a request lapses; an offer from a have lapses no later than the have. */
export function ExpirationDateField<T extends FieldValues>({
  required,
  helper,
  have,
  ...field
}: Field<T> & {
  required?: boolean;
  helper?: string;
  /** The have the offer is made from. */
  have?: { expirationDate: string };
}) {
  return (
    <DateField
      {...field}
      label="Expiration date"
      required={required}
      helper={
        have
          ? `On or before ${formatDate(`${have.expirationDate}T12:00:00Z`)}, when the have expires.`
          : helper
      }
    />
  );
}

/** Who answers for it and who looks after it: the contact group at `at`, the representatives at `name`. */
export function ContactAndRepresentativesFields<T extends FieldValues>({
  control,
  at,
  name,
}: Group<T, ContactValues> & { name: FieldPath<T> }) {
  return (
    <Stack gap="4">
      <ContactFields control={control} at={at} />
      <RepresentativesField control={control} name={name} />
    </Stack>
  );
}
