import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, MaterialType, Service, serviceLabel } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { EnumMultiSelect } from '../crm-shared/form-fields';
import { useUserOptions } from '../crm-shared/hooks';

/* eslint-disable @typescript-eslint/no-explicit-any -- shared by the wizard's form and the profile tab's */
type Errors = FieldErrors<any>;
const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;

/** Company name, legal name, website and about (the wizard's first step and the profile tab). */
export function CompanyDetailsFields(props: {
  register: UseFormRegister<any>;
  errors: Errors;
  nameAutoComplete?: string;
  websitePlaceholder?: string;
}) {
  const { register, errors: e } = props;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Company name" required error={msg(e.name)}>
          <Input {...register('name')} autoComplete={props.nameAutoComplete} />
        </FormField>
        <FormField label="Legal name" error={msg(e.legalName)}>
          <Input {...register('legalName')} />
        </FormField>
        <FormField label="Website" error={msg(e.website)}>
          <Input {...register('website')} placeholder={props.websitePlaceholder} />
        </FormField>
      </SimpleGrid>
      <FormField label="About" error={msg(e.about)}>
        <Textarea rows={3} {...register('about')} />
      </FormField>
    </>
  );
}

export function ServicesField({ control, maxH }: { control: Control<any>; maxH: string }) {
  return (
    <EnumMultiSelect
      control={control}
      name="services"
      legend="Services"
      options={Service.options}
      label={(s) => serviceLabel(s as Service)}
      maxH={maxH}
      columns={{ base: 1, sm: 2, md: 3 }}
    />
  );
}

export function MaterialTypesField({ control }: { control: Control<any> }) {
  return (
    <EnumMultiSelect
      control={control}
      name="materials"
      legend="Material types"
      options={MaterialType.options}
      labels={MATERIAL_TYPE_LABELS}
      columns={{ base: 3, md: 5 }}
    />
  );
}

/** The company's representatives: the tenant's users. */
export function RepresentativesField({ control, error }: { control: Control<any>; error?: string }) {
  const { users, nameOf } = useUserOptions();
  return (
    <EnumMultiSelect
      control={control}
      name="representatives"
      legend="Representatives"
      options={users.map((u) => u.id)}
      label={nameOf}
      error={error}
      maxH="40"
    />
  );
}
