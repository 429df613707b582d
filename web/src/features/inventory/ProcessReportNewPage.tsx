import { useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dollarsOf, InventoryRoutes, WEIGHT_UNIT_LABELS } from '@polyloop/shared';
import { ProcessReportForm } from '@polyloop/shared/inventory/process-report';
import { useAccount } from '../../lib/account';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { DateField, NumberField, SelectField, SubmitButton, TextField } from '../../components/form-fields';
import { MaterialWeightPrice } from '../../components/MaterialWeightPrice';
import { Section } from '../../components/Section';
import { PageHeader } from '../crm-shared/PageHeader';
import { ReportRows } from './ReportRows';
import { RepresentativesChoices } from '../crm-shared/RepresentativesChoices';
import { formatCost, formatMoney, formatWeight, REPORTS_BASE } from './format';
import {
  emptyReportForm,
  previewOf,
  reportFieldOf,
  toReportInput,
  type ReportFormValues,
} from './report-form';
import { useHaveOptions, useLocationOptions, useMaterialOptions, useMaterialSetsType } from './use-pickers';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A new process report (spec part 1 §3–§5): input lots of one location with their shares, the
 * final and lost weights, and the outputs. Saving consumes the inputs and creates the outputs.
 */
export function ProcessReportNewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { account } = useAccount();
  const initial = useMemo(
    () => emptyReportForm(today(), account ? [account.id] : [], (params.get('haveId') ?? '').slice(0, 64)),
    [account, params],
  );
  const form = useForm<ReportFormValues>({
    resolver: schemaResolver(ProcessReportForm, toReportInput, reportFieldOf),
    mode: 'onChange',
    defaultValues: initial,
  });
  const { control, setValue, formState, reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const inputs = useFieldArray({ control, name: 'inputs' });
  const outputs = useFieldArray({ control, name: 'outputs' });
  const values = useWatch({ control }) as ReportFormValues;

  const locations = useLocationOptions();
  const materials = useMaterialOptions();
  const haves = useHaveOptions();
  const lotsResult = useApi(
    InventoryRoutes.listLots,
    values.locationId ? { query: { locationId: values.locationId, available: 'true', size: 100 } } : null,
  );
  const lots = useMemo(() => lotsResult.data?.data ?? [], [lotsResult.data]);

  // A material sets its type; another location empties the input rows (a report takes one location's lots).
  useMaterialSetsType(values.materialId, materials, setValue);
  const locationBefore = useRef(values.locationId);
  useEffect(() => {
    if (locationBefore.current !== values.locationId) setValue('inputs', [{ lotId: '', percentage: '100' }]);
    locationBefore.current = values.locationId;
  }, [values.locationId, setValue]);

  const preview = previewOf(values, lots);
  const submit = useFormSubmit(
    form,
    async (v) => (await api(InventoryRoutes.createProcessReport, { body: toReportInput(v) })).data,
    {
      fieldOf: (key) => reportFieldOf(key.split('.')),
      success: (r) => `Process report ${r.identifier} recorded`,
      description: 'The process report was not recorded; no inventory was consumed.',
      touches: VIEWS.processReport,
      onSuccess: async (r) => {
        await navigate(`${REPORTS_BASE}/${r.id}`);
      },
    },
  );
  const unit = WEIGHT_UNIT_LABELS[values.finalUnit ?? 'POUND'];

  return (
    <Stack gap="4">
      <PageHeader title="New process report" />
      <form onSubmit={submit} noValidate aria-label="Process report">
        <Stack gap="5">
          <Section title="Inputs">
            <Stack gap="3">
              <SelectField
                control={control}
                name="locationId"
                label="Location of the inputs"
                required
                choices={locations}
                placeholder="Choose a location"
              />
              <ReportRows
                rows={inputs}
                noun="input"
                keepOne
                empty={() => ({ lotId: '', percentage: '' })}
                addLabel="Add inventory item"
                error={formState.errors.inputs?.root?.message}
              >
                {(i) => {
                  const figure = preview?.inputs[i];
                  const lot = lots.find((l) => l.id === values.inputs?.[i]?.lotId);
                  return (
                    <>
                      <SelectField
                        control={control}
                        name={`inputs.${i}.lotId`}
                        label={`Inventory item ${i + 1}`}
                        required
                        options={lots.map((l) => l.id)}
                        labels={Object.fromEntries(
                          lots.map((l) => [
                            l.id,
                            `${l.identifier}${l.lotNumber ? ` (${l.lotNumber})` : ''} — ${formatWeight(l.remainingWeight)}, ${formatCost(l.cost)}`,
                          ]),
                        )}
                        placeholder={values.locationId ? 'Choose a lot' : 'Choose a location first'}
                        helper={
                          figure?.consumed && lot
                            ? `Consumes ${formatWeight(figure.consumed)} of ${formatWeight(lot.remainingWeight)}`
                            : undefined
                        }
                      />
                      <NumberField
                        control={control}
                        name={`inputs.${i}.percentage`}
                        label={`Percentage of item ${i + 1}`}
                        max={100}
                        required
                      />
                    </>
                  );
                }}
              </ReportRows>
            </Stack>
          </Section>
          <Section title="Result">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <MaterialWeightPrice
                control={control}
                material={{
                  name: 'materialId',
                  required: true,
                  placeholder: 'Choose a material',
                  typeName: 'materialType',
                  materials,
                }}
                weight={{
                  name: 'finalWeight',
                  unitName: 'finalUnit',
                  label: 'Final weight',
                  unitLabel: 'Final weight unit',
                }}
              />
              <NumberField
                control={control}
                name="totalLostWeight"
                label={`Total lost weight (${unit})`}
                required
              />
              <NumberField control={control} name="processingCost" label="Processing cost ($)" />
              <DateField control={control} name="processingDate" label="Processing date" required />
            </SimpleGrid>
            {preview && (
              <Text mt="3" color="fg.muted" aria-live="polite">
                {`Weight in ${preview.inputWeight.toLocaleString('en-US')} ${unit} · yield loss ${preview.yieldLoss}% · total cost ${formatMoney(dollarsOf(preview.totalCostCents))} · output cost ${formatCost(preview.outputCost)}`}
              </Text>
            )}
          </Section>
          <Section title="Outputs">
            <Stack gap="3">
              <Text color="fg.muted">
                {outputs.fields.length
                  ? `The outputs must total the final weight (${unit}).`
                  : 'One output lot of the final weight, at the inputs’ location. Split it into several lots if you need to.'}
              </Text>
              <ReportRows
                rows={outputs}
                noun="output"
                empty={() => ({ weight: '', lotNumber: '' })}
                addLabel="Add output lot"
                error={formState.errors.outputs?.root?.message}
              >
                {(i) => (
                  <>
                    <NumberField
                      control={control}
                      name={`outputs.${i}.weight`}
                      label={`Output ${i + 1} weight (${unit})`}
                      required
                    />
                    <TextField
                      control={control}
                      name={`outputs.${i}.lotNumber`}
                      label={`Output ${i + 1} lot number`}
                    />
                  </>
                )}
              </ReportRows>
            </Stack>
          </Section>
          <Section title="People and notes">
            <Stack gap="4">
              <SelectField
                control={control}
                name="haveId"
                label="Have"
                choices={haves}
                placeholder="None"
                helper="The have this processing belongs to; it shows on the have's processing tab."
              />
              <RepresentativesChoices
                control={control}
                name="representatives"
                required
                columns={{ base: 1, sm: 2, md: 3 }}
              />
              <TextField control={control} name="notes" label="Notes" rows={3} />
            </Stack>
          </Section>
          <SubmitButton busy={formState.isSubmitting}>Record process report</SubmitButton>
        </Stack>
      </form>
    </Stack>
  );
}
