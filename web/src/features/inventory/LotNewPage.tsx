import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { InventoryRoutes } from '@polyloop/shared';
import { LotInput, LOT_SOURCE_LABELS } from '@polyloop/shared/inventory/lot';
import { SUPPLY_MESSAGES } from '@polyloop/shared/supply/listing';
import { api } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { DateField, SelectField, SubmitButton, TextField } from '../../components/form-fields';
import { MaterialWeightPrice } from '../../components/MaterialWeightPrice';
import { useUnitsDiffer } from '../../components/UnitsDiffer';
import { FieldsSection, Section } from '../../components/Section';
import { PageHeader } from '../crm-shared/PageHeader';
import { costUnitMismatch, emptyLotForm, lotFieldOf, toLotInput, type LotFormValues } from './lot-form';
import { INVENTORY_BASE } from './format';
import { CompanyLocationFields } from '../orders/CompanyLocationFields';
import {
  useCompanyClearsLocation,
  useHaveOptions,
  useMaterialOptions,
  useMaterialSetsType,
} from './use-pickers';

const today = () => new Date().toISOString().slice(0, 10);

/** New inventory (spec part 1 §2 market/inventory/new): a lot received at a location, from a purchase or a have. */
export function LotNewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = useMemo(() => {
    const haveId = (params.get('haveId') ?? '').slice(0, 64);
    return { ...emptyLotForm(today()), ...(haveId ? { sourceKind: 'HAVE' as const, haveId } : {}) };
  }, [params]);
  const form = useForm<LotFormValues>({
    resolver: schemaResolver(LotInput, toLotInput, lotFieldOf),
    mode: 'onChange',
    defaultValues: initial,
  });
  const { control, watch, setValue, formState } = form;
  const companyId = watch('companyId');
  const materialId = watch('materialId');
  const sourceKind = watch('sourceKind');

  const haves = useHaveOptions(sourceKind === 'HAVE');
  const materials = useMaterialOptions();
  useMaterialSetsType(materialId, materials, setValue);
  useCompanyClearsLocation(companyId, setValue);

  const submit = useFormSubmit(
    form,
    async (v) => (await api(InventoryRoutes.createLot, { body: toLotInput(v) })).data,
    {
      fieldOf: (key) => lotFieldOf(key.split('.')),
      success: (lot) => `Lot ${lot.identifier} recorded`,
      description: 'The inventory was not recorded.',
      touches: VIEWS.lot,
      onSuccess: async (lot) => {
        await navigate(`${INVENTORY_BASE}/${lot.id}`);
      },
    },
  );
  const unitsDiffer = useUnitsDiffer(
    () => costUnitMismatch(form.getValues()),
    submit,
    SUPPLY_MESSAGES.unitMismatch.replace('price', 'cost'),
  );

  return (
    <Stack gap="4">
      <PageHeader title="New inventory" />
      <form onSubmit={unitsDiffer.onSubmit} noValidate aria-label="Inventory">
        <Stack gap="5">
          <FieldsSection title="Where and what">
            <CompanyLocationFields
              control={control}
              companyId={companyId}
              companyHelper="Your company or a company in your CRM that holds it."
              locationRequired
            />
            <MaterialWeightPrice
              control={control}
              material={{ name: 'materialId', typeName: 'materialType', materials }}
            />
          </FieldsSection>
          <FieldsSection title="Weight and cost">
            <MaterialWeightPrice
              control={control}
              weight={{ name: 'weight', unitName: 'weightUnit', label: 'Weight' }}
              price={{ name: 'cost', unitName: 'costUnit', label: 'Cost ($)', unitLabel: 'Cost unit' }}
            />
            <TextField control={control} name="lotNumber" label="Lot number" />
            <DateField control={control} name="receivedDate" label="Received date" required />
          </FieldsSection>
          <Section title="Source and notes">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                control={control}
                name="sourceKind"
                label="Source"
                required
                options={['PURCHASE', 'HAVE']}
                labels={LOT_SOURCE_LABELS}
              />
              {sourceKind === 'HAVE' ? (
                <SelectField
                  control={control}
                  name="haveId"
                  label="Have"
                  required
                  choices={haves}
                  placeholder="Choose a have"
                />
              ) : (
                <TextField
                  control={control}
                  name="reference"
                  label="Purchase reference"
                  helper="A purchase order number, for example."
                />
              )}
            </SimpleGrid>
            <Stack mt="4">
              <TextField control={control} name="notes" label="Notes" rows={3} />
            </Stack>
          </Section>
          <SubmitButton busy={formState.isSubmitting}>Record inventory</SubmitButton>
        </Stack>
        {unitsDiffer.dialog}
      </form>
    </Stack>
  );
}
