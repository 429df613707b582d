import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SimpleGrid } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, MaterialType, Service, serviceLabel } from '@polyloop/shared';
import { ChoicesField, TextField } from '../../components/form-fields';
import { fieldIn, type GroupPath } from '../../lib/form';
import { RepresentativesChoices } from '../crm-shared/RepresentativesChoices';
import type { CompanyDetails } from './wizard/rows';

/** A form holding the company details at `at` (null: at its top). */
interface Props<T extends FieldValues> {
  control: Control<T>;
  at: GroupPath<T, CompanyDetails>;
}
const named =
  <T extends FieldValues>(at: GroupPath<T, CompanyDetails>) =>
  (field: FieldPath<CompanyDetails>) =>
    fieldIn<T, CompanyDetails>(at, field);

/** Company name, legal name, website and about. */
export function CompanyDetailsFields<T extends FieldValues>(
  props: Props<T> & { nameAutoComplete?: string; websitePlaceholder?: string },
) {
  const { control } = props;
  const at = named(props.at);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          control={control}
          name={at('name')}
          label="Company name"
          required
          autoComplete={props.nameAutoComplete}
        />
        <TextField control={control} name={at('legalName')} label="Legal name" />
        <TextField
          control={control}
          name={at('website')}
          label="Website"
          placeholder={props.websitePlaceholder}
        />
      </SimpleGrid>
      <TextField control={control} name={at('about')} label="About" rows={3} />
    </>
  );
}

export function ServicesField<T extends FieldValues>({ control, at, maxH }: Props<T> & { maxH: string }) {
  return (
    <ChoicesField
      control={control}
      name={named(at)('services')}
      legend="Services"
      options={Service.options}
      label={serviceLabel}
      maxH={maxH}
      columns={{ base: 1, sm: 2, md: 3 }}
    />
  );
}

export function MaterialTypesField<T extends FieldValues>({ control, at }: Props<T>) {
  return (
    <ChoicesField
      control={control}
      name={named(at)('materials')}
      legend="Material types"
      options={MaterialType.options}
      labels={MATERIAL_TYPE_LABELS}
      columns={{ base: 3, md: 5 }}
    />
  );
}

/** The company's representatives: the tenant's users. */
export function RepresentativesField<T extends FieldValues>({ control, at }: Props<T>) {
  return <RepresentativesChoices control={control} name={named(at)('representatives')} />;
}
