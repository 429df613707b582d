import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { defaultExpirations, LISTING_NAME_MAX, SUPPLY_MESSAGES } from '@polyloop/shared/supply/listing';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit, type FormSubmitOptions } from '../../lib/use-submit';
import { CheckboxField, DateField, NumberField, SubmitButton, TextField } from '../../components/form-fields';
import { MaterialWeightPrice } from '../../components/MaterialWeightPrice';
import { PackagingField } from '../../components/PackagingField';
import { useUnitsDiffer } from '../../components/UnitsDiffer';
import { FieldsSection, Section } from '../../components/Section';
import { formatDate } from '../../lib/format';
import { RepresentativesChoices } from '../crm-shared/RepresentativesChoices';
import { useCompanyClearsLocation, useMaterialOptions, useMaterialSetsType } from '../inventory/use-pickers';
import { CompanyLocationFields } from '../orders/CompanyLocationFields';
import { IncotermField } from '../network/common/trade-fields';
import {
  listingFieldOf,
  schemaOf,
  toListingInput,
  unitMismatch,
  type ListingFormValues,
} from './listing-form';
import { KINDS, type Kind } from './kinds';

const EXPIRATION_CHOICES = [
  ['days14', '14 days'],
  ['days30', '30 days'],
  ['endOfMonth', 'End of month'],
] as const;

/** The have and need form (spec part 1 §3, §5, §9): company, place, material, weight, price, terms and expiration. */
export function ListingForm<R>(props: {
  kind: Kind;
  initial: ListingFormValues;
  submitLabel: string;
  /** Sends the values (as a create or a PATCH takes them). */
  save: (values: ListingFormValues) => Promise<R>;
  options: FormSubmitOptions<ListingFormValues, R>;
  /** The company cannot change (orders are attached). */
  companyLocked?: boolean;
  /** More of the form before its button (the new have's photos). */
  children?: ReactNode;
}) {
  const { kind } = props;
  const k = KINDS[kind];
  const form = useForm<ListingFormValues>({
    resolver: schemaResolver(schemaOf(kind), (v) => toListingInput(kind, v), listingFieldOf),
    mode: 'onChange',
    defaultValues: props.initial,
  });
  const { control, watch, setValue, formState, reset } = form;
  useEffect(() => reset(props.initial), [props.initial, reset]);
  const companyId = watch('companyId');
  const materialId = watch('materialId');

  const materials = useMaterialOptions();
  useMaterialSetsType(materialId, materials, setValue);
  useCompanyClearsLocation(companyId, setValue);

  const expirations = useMemo(() => defaultExpirations(), []);
  const submit = useFormSubmit(form, (v) => props.save(v), {
    fieldOf: (key) => listingFieldOf(key.split('.')),
    ...props.options,
  });
  const unitsDiffer = useUnitsDiffer(
    () => unitMismatch(form.getValues()),
    submit,
    SUPPLY_MESSAGES.unitMismatch,
  );

  return (
    <form onSubmit={unitsDiffer.onSubmit} noValidate aria-label={k.noun === 'have' ? 'Have' : 'Need'}>
      <Stack gap="5">
        <FieldsSection title="Company and material">
          <TextField
            control={control}
            name="name"
            label="Name"
            maxLength={LISTING_NAME_MAX}
            helper="What you call it, e.g. Recycled PP regrind: offers, orders and documents show it"
          />
          <TextField control={control} name="description" label="Description" rows={2} />
          <CompanyLocationFields
            control={control}
            companyId={companyId}
            companyRequired
            companyDisabled={props.companyLocked}
            companyHelper={props.companyLocked ? SUPPLY_MESSAGES.companyLocked : undefined}
          />
          <MaterialWeightPrice
            control={control}
            material={{ name: 'materialId', typeName: 'materialType', materials }}
          />
        </FieldsSection>
        <FieldsSection title="Quantity and price">
          <MaterialWeightPrice
            control={control}
            weight={{
              name: 'weight',
              unitName: 'weightUnit',
              label: kind === 'have' ? 'Remaining weight' : 'Weight wanted',
              required: true,
            }}
            price={{ name: 'price', unitName: 'priceUnit', label: `${k.priceLabel} ($)`, step: '0.01' }}
          />
          <PackagingField control={control} name="packaging" />
          <IncotermField control={control} name="shippingTerms" required={false} placeholder="Not set" />
          {kind === 'have' && (
            <>
              <NumberField control={control} name="pieceCount" label="Piece count" step="1" />
              <TextField control={control} name="lotNumber" label="Lot number" />
              <CheckboxField control={control} name="palletized" label="Palletized" />
            </>
          )}
        </FieldsSection>
        <Section title="Expiration, notes and representatives">
          <Stack gap="4">
            <Stack gap="2">
              <DateField
                control={control}
                name="expirationDate"
                label="Expiration date"
                required
                helper="Choose one of the defaults or a date of your own."
              />
              <HStack gap="2" wrap="wrap" role="group" aria-label="Default expirations">
                {EXPIRATION_CHOICES.map(([key, label]) => (
                  <Button
                    key={key}
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      setValue('expirationDate', expirations[key], {
                        shouldValidate: true,
                        shouldDirty: true,
                      })
                    }
                  >
                    {label} ({formatDate(`${expirations[key]}T12:00:00Z`)})
                  </Button>
                ))}
              </HStack>
            </Stack>
            <TextField control={control} name="notes" label="Notes" rows={3} />
            <RepresentativesChoices
              control={control}
              name="representatives"
              columns={{ base: 1, sm: 2, md: 3 }}
            />
          </Stack>
        </Section>
        {props.children}
        <SubmitButton busy={formState.isSubmitting}>{props.submitLabel}</SubmitButton>
      </Stack>
      {unitsDiffer.dialog}
    </form>
  );
}
