import { Fragment, useEffect } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Fieldset, Heading, HStack, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Color,
  DurometerScale,
  Filler,
  Form,
  Grade,
  LABELS,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PaType,
  PeProcessing,
  PeStructure,
  PeType,
  PpStructure,
  ProductType,
  PvcType,
} from '@polyloop/shared';
import {
  FLAG_PROPERTIES,
  MaterialInput,
  RANGE_PROPERTIES,
  type FlagProperty,
  type RangeProperty,
} from '@polyloop/shared/crm/material';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit, type FormSubmitOptions } from '../../lib/use-submit';
import { ChoicesField, SelectField, SubmitButton, TextField } from '../../components/form-fields';
import { Section } from '../../components/Section';
import { NumberInput } from '../../components/ui/number-input';
import {
  emptyMaterialForm,
  FLAG_KEYS,
  materialFieldOf,
  RANGE_KEYS,
  toMaterialInput,
  TYPE_SECTIONS,
  type MaterialFormValues,
  type Tri,
} from './material-form';

const TRI_LABELS: Record<Tri, string> = { '': 'Not set', yes: 'Yes', no: 'No' };
const TRI_ITEMS = [
  { value: 'unset', label: TRI_LABELS[''] },
  { value: 'yes', label: TRI_LABELS.yes },
  { value: 'no', label: TRI_LABELS.no },
];

/** Yes / no / not set, as a segmented radio group. */
function TriState({
  control,
  name,
  label,
}: {
  control: Control<MaterialFormValues>;
  name: `flags.${FlagProperty}`;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium" id={`${name}-label`}>
            {label}
          </Text>
          <SegmentGroup.Root
            size="xs"
            value={field.value || 'unset'}
            onValueChange={(e) => field.onChange(e.value === 'unset' ? '' : e.value)}
            aria-labelledby={`${name}-label`}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={TRI_ITEMS} />
          </SegmentGroup.Root>
        </Stack>
      )}
    />
  );
}

/** Each bound of a range, the other one it is checked against, and how it is read out. */
const BOUNDS = [
  ['min', 'max', 'minimum'],
  ['max', 'min', 'maximum'],
] as const;

function RangeField({ k, form }: { k: RangeProperty; form: ReturnType<typeof useForm<MaterialFormValues>> }) {
  const { label, unit } = RANGE_PROPERTIES[k];
  const e = form.formState.errors.ranges?.[k];
  const error = e?.min?.message ?? e?.max?.message;
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {unit ? `${label} (${unit})` : label}
      </Fieldset.Legend>
      <HStack gap="2">
        {BOUNDS.map(([bound, other, word], i) => (
          <Fragment key={bound}>
            {i > 0 && <Text aria-hidden>–</Text>}
            <Controller
              control={form.control}
              name={`ranges.${k}.${bound}`}
              rules={{ deps: [`ranges.${k}.${other}`] }}
              render={({ field }) => (
                <NumberInput
                  size="sm"
                  aria-label={`${label} ${word}`}
                  placeholder={word === 'minimum' ? 'Min' : 'Max'}
                  aria-invalid={!!e?.[bound] || undefined}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value == null ? '' : String(field.value)}
                  onValueChange={field.onChange}
                />
              )}
            />
          </Fragment>
        ))}
      </HStack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The full material model (spec part 1 §3): per-type sections appear only for their type. */
export function MaterialForm<R>(props: {
  initial?: MaterialFormValues;
  submitLabel: string;
  save: (input: MaterialInput) => Promise<R>;
  options: FormSubmitOptions<MaterialFormValues, R>;
}) {
  const form = useForm<MaterialFormValues>({
    resolver: schemaResolver(MaterialInput, toMaterialInput, materialFieldOf),
    mode: 'onChange',
    defaultValues: props.initial ?? emptyMaterialForm(),
  });
  const { control, formState, watch, reset } = form;
  useEffect(() => {
    if (props.initial) reset(props.initial);
  }, [props.initial, reset]);
  const type = watch('type');
  const section = type ? TYPE_SECTIONS[type] : undefined;
  const submit = useFormSubmit(
    form,
    (v) => props.save(MaterialInput.parse(toMaterialInput(v))),
    props.options,
  );
  const select = (
    name:
      'grade' | 'form' | 'color' | 'structure' | 'processing' | 'ppStructure' | 'pvcType' | 'durometerScale',
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <SelectField
      control={control}
      name={name}
      label={label}
      options={options}
      labels={labels}
      placeholder="Not set"
    />
  );
  const multi = (
    name: 'peTypes' | 'paType' | 'productTypes' | 'fillerTypes',
    legend: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <ChoicesField
      control={control}
      name={name}
      legend={legend}
      options={options}
      labels={labels}
      columns={{ base: 2, md: 5 }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Material">
      <Stack gap="5">
        <Section title="Material">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField control={control} name="name" label="Name" required />
              <SelectField
                control={control}
                name="type"
                label="Type"
                required
                options={MaterialType.options}
                labels={MATERIAL_TYPE_LABELS}
                placeholder="Choose a type"
              />
              {select('grade', 'Grade', Grade.options, LABELS.grade)}
              {select('form', 'Form', Form.options, LABELS.form)}
              {select('color', 'Color', Color.options, LABELS.color)}
              {type === 'PLX' && (
                <TextField control={control} name="otherMaterial" label="Other material name" required />
              )}
            </SimpleGrid>
            <TextField control={control} name="description" label="Description" rows={3} />
          </Stack>
        </Section>
        {section && (
          <Section title={`${section} properties`}>
            <Stack gap="4">
              {section === 'PE' && (
                <>
                  {multi('peTypes', 'PE types', PeType.options, LABELS.peType)}
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {select('structure', 'PE structure', PeStructure.options, LABELS.peStructure)}
                    {select('processing', 'PE processing', PeProcessing.options, LABELS.peProcessing)}
                  </SimpleGrid>
                </>
              )}
              {section === 'PP' &&
                select('ppStructure', 'PP structure', PpStructure.options, LABELS.ppStructure)}
              {section === 'PVC' && select('pvcType', 'PVC type', PvcType.options, LABELS.pvcType)}
              {section === 'PA' && multi('paType', 'PA types', PaType.options, LABELS.paType)}
            </Stack>
          </Section>
        )}
        <Section title="Properties">
          <Stack gap="4">
            {multi('productTypes', 'Product types', ProductType.options, LABELS.productType)}
            {multi('fillerTypes', 'Filler types', Filler.options, LABELS.filler)}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField control={control} name="contaminationType" label="Contamination type" />
              {select('durometerScale', 'Durometer scale', DurometerScale.options, LABELS.durometerScale)}
            </SimpleGrid>
            <Heading as="h3" size="sm">
              Ranges
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {RANGE_KEYS.map((k) => (
                <RangeField key={k} k={k} form={form} />
              ))}
            </SimpleGrid>
            <Heading as="h3" size="sm">
              Characteristics
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {FLAG_KEYS.map((k) => (
                <TriState key={k} control={control} name={`flags.${k}`} label={FLAG_PROPERTIES[k]} />
              ))}
            </SimpleGrid>
          </Stack>
        </Section>
        <SubmitButton busy={formState.isSubmitting}>{props.submitLabel}</SubmitButton>
      </Stack>
    </form>
  );
}
