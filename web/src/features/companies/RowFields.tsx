import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { ContactType, LABELS, RelationshipTemperature } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { AddressAutocomplete } from '../../components/AddressAutocomplete';
import { EnumSelect } from '../crm-shared/form-fields';

/* eslint-disable @typescript-eslint/no-explicit-any -- rows live at different paths in different forms */
type Errors = FieldErrors<any> | undefined;
const msg = (errors: Errors, name: string) => (errors?.[name] as { message?: string } | undefined)?.message;
const APPOINTMENTS = ['NONE', 'REQUIRED', 'FCFS'] as const;
const APPOINTMENT_LABELS = {
  NONE: 'Not needed',
  REQUIRED: 'Appointment required',
  FCFS: 'First come, first served',
};

/** The fields of one contact row; `prefix` is where the row sits in the form ("contacts.2." or ""). */
export function ContactRowFields({
  control,
  register,
  prefix,
  errors,
}: {
  control: Control<any>;
  register: UseFormRegister<any>;
  prefix: string;
  errors: Errors;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <FormField label="First name" required error={msg(errors, 'firstName')}>
        <Input {...register(`${prefix}firstName`)} autoComplete="off" />
      </FormField>
      <FormField label="Last name" error={msg(errors, 'lastName')}>
        <Input {...register(`${prefix}lastName`)} autoComplete="off" />
      </FormField>
      <FormField label="Email" required error={msg(errors, 'email')}>
        <Input type="email" {...register(`${prefix}email`)} autoComplete="off" />
      </FormField>
      <FormField label="Mobile phone" error={msg(errors, 'mobilePhone')} helper="10 digits">
        <Input type="tel" {...register(`${prefix}mobilePhone`)} />
      </FormField>
      <FormField label="Office phone" error={msg(errors, 'officePhone')} helper="10 digits">
        <Input type="tel" {...register(`${prefix}officePhone`)} />
      </FormField>
      <FormField label="Extension" error={msg(errors, 'officeExt')}>
        <Input inputMode="numeric" {...register(`${prefix}officeExt`)} />
      </FormField>
      <EnumSelect
        control={control}
        name={`${prefix}type`}
        label="Contact type"
        options={ContactType.options}
        labels={LABELS.contactType}
        placeholder="Not set"
        error={msg(errors, 'type')}
      />
      <EnumSelect
        control={control}
        name={`${prefix}relationshipTemperature`}
        label="Relationship"
        options={RelationshipTemperature.options}
        labels={LABELS.relationshipTemperature}
        placeholder="Not set"
        error={msg(errors, 'relationshipTemperature')}
      />
    </SimpleGrid>
  );
}

/** The fields of one location row, the address from the suggestions. */
export function LocationRowFields({
  control,
  register,
  prefix,
  errors,
  initialAddress,
}: {
  control: Control<any>;
  register: UseFormRegister<any>;
  prefix: string;
  errors: Errors;
  initialAddress?: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Controller
        control={control}
        name={`${prefix}place`}
        render={({ field }) => (
          <div style={{ gridColumn: '1 / -1' }}>
            <AddressAutocomplete
              label="Address"
              required
              error={msg(errors, 'place')}
              initialValue={initialAddress ?? field.value?.formattedAddress}
              onSelect={(place) => field.onChange(place)}
            />
          </div>
        )}
      />
      <FormField label="Location name" error={msg(errors, 'name')}>
        <Input {...register(`${prefix}name`)} />
      </FormField>
      <FormField label="Phone" error={msg(errors, 'phone')} helper="10 digits">
        <Input type="tel" {...register(`${prefix}phone`)} />
      </FormField>
      <EnumSelect
        control={control}
        name={`${prefix}pickupAppointment`}
        label="Pickup appointment"
        options={APPOINTMENTS}
        labels={APPOINTMENT_LABELS}
      />
      <EnumSelect
        control={control}
        name={`${prefix}deliveryAppointment`}
        label="Delivery appointment"
        options={APPOINTMENTS}
        labels={APPOINTMENT_LABELS}
      />
      <div style={{ gridColumn: '1 / -1' }}>
        <FormField label="Shipping requirements" error={msg(errors, 'shippingRequirements')}>
          <Textarea rows={2} {...register(`${prefix}shippingRequirements`)} />
        </FormField>
      </div>
      <Controller
        control={control}
        name={`${prefix}remitTo`}
        render={({ field }) => (
          <Checkbox.Root
            checked={!!field.value}
            onCheckedChange={(d) => field.onChange(!!d.checked)}
            invalid={!!msg(errors, 'remitTo')}
            alignSelf="end"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Remit-to address
              {msg(errors, 'remitTo') && (
                <Text as="span" display="block" color="fg.error" fontSize="xs">
                  {msg(errors, 'remitTo')}
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </SimpleGrid>
  );
}
