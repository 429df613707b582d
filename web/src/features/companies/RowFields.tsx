import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { ContactType, LABELS, RelationshipTemperature } from '@polyloop/shared';
import { AddressAutocomplete } from '../../components/AddressAutocomplete';
import { CheckboxField, SelectField, TextField } from '../../components/form-fields';
import { fieldIn, type GroupPath } from '../../lib/form';
import type { ContactRow, LocationRow } from './wizard/rows';

const APPOINTMENTS = ['NONE', 'REQUIRED', 'FCFS'] as const;
const APPOINTMENT_LABELS = {
  NONE: 'Not needed',
  REQUIRED: 'Appointment required',
  FCFS: 'First come, first served',
};

/** The fields of one contact, wherever it sits in the form (`row`: a wizard row, or null in the dialog). */
export function ContactRowFields<T extends FieldValues>({
  control,
  row,
}: {
  control: Control<T>;
  row: GroupPath<T, ContactRow>;
}) {
  const at = (field: FieldPath<ContactRow>) => fieldIn<T, ContactRow>(row, field);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <TextField control={control} name={at('firstName')} label="First name" required autoComplete="off" />
      <TextField control={control} name={at('lastName')} label="Last name" autoComplete="off" />
      <TextField
        control={control}
        name={at('email')}
        label="Email"
        required
        type="email"
        autoComplete="off"
      />
      <TextField
        control={control}
        name={at('mobilePhone')}
        label="Mobile phone"
        helper="10 digits"
        type="tel"
      />
      <TextField
        control={control}
        name={at('officePhone')}
        label="Office phone"
        helper="10 digits"
        type="tel"
      />
      <TextField control={control} name={at('officeExt')} label="Extension" inputMode="numeric" />
      <SelectField
        control={control}
        name={at('type')}
        label="Contact type"
        options={ContactType.options}
        labels={LABELS.contactType}
        placeholder="Not set"
      />
      <SelectField
        control={control}
        name={at('relationshipTemperature')}
        label="Relationship"
        options={RelationshipTemperature.options}
        labels={LABELS.relationshipTemperature}
        placeholder="Not set"
      />
    </SimpleGrid>
  );
}

/** The address of a location row, chosen from the suggestions (the whole place is the field's value). */
function PlaceField<T extends FieldValues>({
  control,
  name,
  initialAddress,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  initialAddress?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen: unknown = field.value;
  const formatted =
    chosen && typeof chosen === 'object' && 'formattedAddress' in chosen
      ? String(chosen.formattedAddress)
      : undefined;
  return (
    <Box gridColumn="1 / -1">
      <AddressAutocomplete
        label="Address"
        required
        error={fieldState.error?.message}
        initialValue={initialAddress ?? formatted}
        onSelect={field.onChange}
      />
    </Box>
  );
}

/** The fields of one location, the address from the suggestions. */
export function LocationRowFields<T extends FieldValues>({
  control,
  row,
  initialAddress,
}: {
  control: Control<T>;
  row: GroupPath<T, LocationRow>;
  initialAddress?: string;
}) {
  const at = (field: FieldPath<LocationRow>) => fieldIn<T, LocationRow>(row, field);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <PlaceField control={control} name={at('place')} initialAddress={initialAddress} />
      <TextField control={control} name={at('name')} label="Location name" />
      <TextField control={control} name={at('phone')} label="Phone" helper="10 digits" type="tel" />
      <SelectField
        control={control}
        name={at('pickupAppointment')}
        label="Pickup appointment"
        options={APPOINTMENTS}
        labels={APPOINTMENT_LABELS}
      />
      <SelectField
        control={control}
        name={at('deliveryAppointment')}
        label="Delivery appointment"
        options={APPOINTMENTS}
        labels={APPOINTMENT_LABELS}
      />
      <Box gridColumn="1 / -1">
        <TextField
          control={control}
          name={at('shippingRequirements')}
          label="Shipping requirements"
          rows={2}
        />
      </Box>
      <CheckboxField control={control} name={at('remitTo')} label="Remit-to address" alignSelf="end" />
    </SimpleGrid>
  );
}
