import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, Incoterm, LABELS, Packaging } from '@polyloop/shared';
import { defaultExpirations, LISTING_NAME_MAX, SUPPLY_MESSAGES } from '@polyloop/shared/supply/listing';
import { useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit, type FormSubmitOptions } from '../../lib/use-submit';
import { CheckboxField, ChoicesField, SelectField, TextField } from '../../components/form-fields';
import { MaterialWeightPrice } from '../../components/MaterialWeightPrice';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Section } from '../../components/Section';
import { formatDate } from '../../lib/format';
import { useUserOptions } from '../crm-shared/hooks';
import { useCompanyClearsLocation, useMaterialOptions, useMaterialSetsType } from '../inventory/use-pickers';
import { useCompanyChoices } from '../orders/use-companies';
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

  const companyChoices = useCompanyChoices();
  const locations = useApi(
    CrmRoutes.listCompanyLocations,
    companyId ? { params: { id: companyId }, query: { size: 100 } } : null,
  );
  const materials = useMaterialOptions();
  const users = useUserOptions();
  const locationChoices = locations.data?.data ?? [];
  useMaterialSetsType(materialId, materials, setValue);
  useCompanyClearsLocation(companyId, setValue);

  const expirations = useMemo(() => defaultExpirations(), []);
  const [confirming, setConfirming] = useState(false);
  const submit = useFormSubmit(form, (v) => props.save(v), {
    fieldOf: (key) => listingFieldOf(key.split('.')),
    ...props.options,
  });
  const onSubmit = (e: React.FormEvent) => {
    if (unitMismatch(form.getValues())) {
      e.preventDefault();
      setConfirming(true);
      return;
    }
    void submit(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={k.noun === 'have' ? 'Have' : 'Need'}>
      <Stack gap="5">
        <Section title="Company and material">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              control={control}
              name="name"
              label="Name"
              maxLength={LISTING_NAME_MAX}
              helper="What you call it, e.g. Recycled PP regrind: offers, orders and documents show it"
            />
            <TextField control={control} name="description" label="Description" rows={2} />
            <SelectField
              control={control}
              name="companyId"
              label="Company"
              required
              options={companyChoices.ids}
              labels={companyChoices.labels}
              placeholder="Choose a company"
              disabled={props.companyLocked}
              helper={props.companyLocked ? SUPPLY_MESSAGES.companyLocked : undefined}
            />
            <SelectField
              control={control}
              name="locationId"
              label="Location"
              options={locationChoices.map((l) => l.id)}
              labels={Object.fromEntries(
                locationChoices.map((l) => [
                  l.id,
                  [l.name, l.city, l.stateProvince].filter(Boolean).join(', '),
                ]),
              )}
              placeholder={companyId ? 'Choose a location' : 'Choose a company first'}
            />
            <MaterialWeightPrice
              control={control}
              material={{ name: 'materialId', typeName: 'materialType', materials }}
            />
          </SimpleGrid>
        </Section>
        <Section title="Quantity and price">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
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
            <SelectField
              control={control}
              name="packaging"
              label="Packaging"
              options={Packaging.options}
              labels={LABELS.packaging}
              placeholder="Not set"
            />
            <SelectField
              control={control}
              name="shippingTerms"
              label="Shipping terms"
              options={Incoterm.options}
              labels={LABELS.incoterm}
              placeholder="Not set"
            />
            {kind === 'have' && (
              <>
                <TextField
                  control={control}
                  name="pieceCount"
                  label="Piece count"
                  type="number"
                  min={0}
                  step="1"
                />
                <TextField control={control} name="lotNumber" label="Lot number" />
                <CheckboxField control={control} name="palletized" label="Palletized" />
              </>
            )}
          </SimpleGrid>
        </Section>
        <Section title="Expiration, notes and representatives">
          <Stack gap="4">
            <Stack gap="2">
              <TextField
                control={control}
                name="expirationDate"
                label="Expiration date"
                type="date"
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
            <ChoicesField
              control={control}
              name="representatives"
              legend="Representatives"
              options={users.users.map((u) => u.id)}
              label={users.nameOf}
              columns={{ base: 1, sm: 2, md: 3 }}
              maxH="40"
            />
          </Stack>
        </Section>
        {props.children}
        <HStack>
          <Button type="submit" loading={formState.isSubmitting}>
            {props.submitLabel}
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Units differ"
        confirmLabel="Save anyway"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          await submit();
        }}
      >
        <Text>{SUPPLY_MESSAGES.unitMismatch}</Text>
      </ConfirmDialog>
    </form>
  );
}
