import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  Color,
  Form,
  Grade,
  LABELS,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  Service,
  serviceLabel,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
} from '@polyloop/shared';
import { FormField } from '../../../components/ui/form-field';
import { useApi } from '../../../lib/api';
import { CheckGroup, SelectField, TagInput } from '../../crm-shared/fields';
import { fullName, useUserOptions } from '../../crm-shared/hooks';
import { Crm } from '../../crm-shared/routes';
import { ContactRowFields, LocationRowFields } from '../RowFields';
import {
  buildCompanyPayload,
  emptyBuyProfile,
  emptyContact,
  emptyLocation,
  type WizardValues,
} from './wizard';

/* eslint-disable @typescript-eslint/no-explicit-any */
const useWizard = () => useFormContext<WizardValues>();
const err = (e: unknown) => (e as { message?: string } | undefined)?.message;

export function DetailsStep() {
  const { register, control, formState } = useWizard();
  const { users } = useUserOptions();
  const e = formState.errors;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Company name" required error={err(e.name)}>
          <Input {...register('name')} autoComplete="organization" />
        </FormField>
        <FormField label="Legal name" error={err(e.legalName)}>
          <Input {...register('legalName')} />
        </FormField>
        <FormField label="Website" error={err(e.website)}>
          <Input {...register('website')} placeholder="www.example.com" />
        </FormField>
      </SimpleGrid>
      <FormField label="About" error={err(e.about)}>
        <Textarea rows={3} {...register('about')} />
      </FormField>
      <Controller
        control={control}
        name="services"
        render={({ field }) => (
          <CheckGroup
            legend="Services"
            value={field.value}
            onChange={field.onChange}
            options={Service.options}
            label={(s) => serviceLabel(s as Service)}
            maxH="48"
            columns={{ base: 1, sm: 2, md: 3 }}
          />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput label="Tags" value={field.value} onChange={field.onChange} error={err(e.tags)} />
        )}
      />
      <Controller
        control={control}
        name="representatives"
        render={({ field }) => (
          <CheckGroup
            legend="Representatives"
            value={field.value}
            onChange={field.onChange}
            options={users.map((u) => u.id)}
            label={(id) => fullName(users.find((u) => u.id === id)) ?? id}
            error={err(e.representatives)}
            maxH="40"
          />
        )}
      />
    </Stack>
  );
}

function RowCard(props: { title: string; onRemove?: () => void; children: React.ReactNode }) {
  return (
    <Card.Root as="fieldset" size="sm" variant="outline">
      <Card.Header
        as="legend"
        display="flex"
        flexDirection="row"
        justifyContent="space-between"
        alignItems="center"
        w="full"
      >
        <Heading as="h3" size="sm">
          {props.title}
        </Heading>
        {props.onRemove && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={props.onRemove}
            aria-label={`Remove ${props.title}`}
          >
            <LuTrash2 aria-hidden /> Remove
          </Button>
        )}
      </Card.Header>
      <Card.Body>{props.children}</Card.Body>
    </Card.Root>
  );
}

export function LocationsStep() {
  const { control, register, formState } = useWizard();
  const rows = useFieldArray({ control, name: 'locations' });
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Choose each address from the suggestions. Empty rows are left out.
      </Text>
      {rows.fields.map((f, i) => (
        <RowCard
          key={f.id}
          title={`Location ${i + 1}`}
          onRemove={rows.fields.length > 1 ? () => rows.remove(i) : undefined}
        >
          <LocationRowFields
            control={control as any}
            register={register as any}
            prefix={`locations.${i}.`}
            errors={formState.errors.locations?.[i] as any}
          />
        </RowCard>
      ))}
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        onClick={() => rows.append(emptyLocation())}
        disabled={rows.fields.length >= 20}
      >
        <LuPlus aria-hidden /> Add location
      </Button>
    </Stack>
  );
}

export function ContactsStep() {
  const { control, register, formState } = useWizard();
  const rows = useFieldArray({ control, name: 'contacts' });
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        A contact needs a first name and an e-mail. Empty rows are left out.
      </Text>
      {rows.fields.map((f, i) => (
        <RowCard
          key={f.id}
          title={`Contact ${i + 1}`}
          onRemove={rows.fields.length > 1 ? () => rows.remove(i) : undefined}
        >
          <ContactRowFields
            control={control as any}
            register={register as any}
            prefix={`contacts.${i}.`}
            errors={formState.errors.contacts?.[i] as any}
          />
        </RowCard>
      ))}
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        onClick={() => rows.append(emptyContact())}
        disabled={rows.fields.length >= 50}
      >
        <LuPlus aria-hidden /> Add contact
      </Button>
    </Stack>
  );
}

export function MaterialsStep() {
  const { control } = useWizard();
  const materials = useApi(Crm.listMaterials, { query: { size: 100 } });
  const list = materials.data?.data ?? [];
  return (
    <Stack gap="5">
      <Controller
        control={control}
        name="materials"
        render={({ field }) => (
          <CheckGroup
            legend="Material types"
            value={field.value}
            onChange={field.onChange}
            options={MaterialType.options}
            label={(m) => MATERIAL_TYPE_LABELS[m as MaterialType]}
            columns={{ base: 3, md: 5 }}
          />
        )}
      />
      {materials.isLoading ? (
        <Text color="fg.muted">Loading materials…</Text>
      ) : list.length ? (
        <Controller
          control={control}
          name="materialIds"
          render={({ field }) => (
            <CheckGroup
              legend="Materials"
              value={field.value}
              onChange={field.onChange}
              options={list.map((m) => m.id)}
              label={(id) => {
                const m = list.find((x) => x.id === id)!;
                return `${m.name} (${m.identifier}, ${MATERIAL_TYPE_LABELS[m.type]})`;
              }}
              columns={{ base: 1, md: 2 }}
              maxH="60"
            />
          )}
        />
      ) : (
        <Text color="fg.muted">
          Your company has no materials yet; add them under My company → Materials.
        </Text>
      )}
    </Stack>
  );
}

export function BuyProfilesStep() {
  const { control, register, formState } = useWizard();
  const rows = useFieldArray({ control, name: 'buyProfiles' });
  return (
    <Stack gap="4">
      {!rows.fields.length && (
        <Text color="fg.muted">No buy profiles. Add one to record what this company buys.</Text>
      )}
      {rows.fields.map((f, i) => {
        const e = formState.errors.buyProfiles?.[i] as any;
        return (
          <RowCard key={f.id} title={`Buy profile ${i + 1}`} onRemove={() => rows.remove(i)}>
            <Stack gap="3">
              <Controller
                control={control}
                name={`buyProfiles.${i}.materialType`}
                render={({ field }) => (
                  <SelectField
                    label="Material type"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    options={MaterialType.options}
                    labels={MATERIAL_TYPE_LABELS}
                    placeholder="Choose"
                    error={err(e?.materialType)}
                  />
                )}
              />
              <Controller
                control={control}
                name={`buyProfiles.${i}.grades`}
                render={({ field }) => (
                  <CheckGroup
                    legend="Grades"
                    value={field.value}
                    onChange={field.onChange}
                    options={Grade.options}
                    label={(g) => LABELS.grade[g as Grade]}
                  />
                )}
              />
              <Controller
                control={control}
                name={`buyProfiles.${i}.forms`}
                render={({ field }) => (
                  <CheckGroup
                    legend="Forms"
                    value={field.value}
                    onChange={field.onChange}
                    options={Form.options}
                    label={(g) => LABELS.form[g as Form]}
                    columns={{ base: 2, md: 5 }}
                  />
                )}
              />
              <Controller
                control={control}
                name={`buyProfiles.${i}.colors`}
                render={({ field }) => (
                  <CheckGroup
                    legend="Colors"
                    value={field.value}
                    onChange={field.onChange}
                    options={Color.options}
                    label={(g) => LABELS.color[g as Color]}
                    columns={{ base: 2, md: 5 }}
                  />
                )}
              />
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                <FormField label="Minimum weight" error={err(e?.minWeight)}>
                  <Input type="number" min={0} step="any" {...register(`buyProfiles.${i}.minWeight`)} />
                </FormField>
                <Controller
                  control={control}
                  name={`buyProfiles.${i}.minWeightUnit`}
                  render={({ field }) => (
                    <SelectField
                      label="Weight unit"
                      value={field.value}
                      onChange={field.onChange}
                      options={WEIGHT_UNITS}
                      labels={WEIGHT_UNIT_LABELS}
                    />
                  )}
                />
                <FormField label="Price target ($)" error={err(e?.priceTarget)}>
                  <Input type="number" min={0} step="0.01" {...register(`buyProfiles.${i}.priceTarget`)} />
                </FormField>
                <Controller
                  control={control}
                  name={`buyProfiles.${i}.priceUnit`}
                  render={({ field }) => (
                    <SelectField
                      label="Price unit"
                      value={field.value}
                      onChange={field.onChange}
                      options={PRICE_UNITS}
                      labels={PRICE_UNIT_LABELS}
                    />
                  )}
                />
              </SimpleGrid>
              <FormField label="Notes" error={err(e?.notes)}>
                <Textarea rows={2} {...register(`buyProfiles.${i}.notes`)} />
              </FormField>
            </Stack>
          </RowCard>
        );
      })}
      <Button alignSelf="start" variant="outline" size="sm" onClick={() => rows.append(emptyBuyProfile())}>
        <LuPlus aria-hidden /> Add buy profile
      </Button>
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <HStack align="start" gap="3">
      <Text as="dt" color="fg.muted" minW="36">
        {label}
      </Text>
      <Box as="dd">{value || '—'}</Box>
    </HStack>
  );
}

export function ReviewStep() {
  const { watch } = useWizard();
  const { nameOf } = useUserOptions();
  const v = watch();
  const { payload } = buildCompanyPayload(v);
  return (
    <Stack as="dl" gap="2">
      <Line label="Company name" value={payload.name} />
      <Line label="Legal name" value={payload.legalName} />
      <Line label="Website" value={payload.website} />
      <Line label="Services" value={payload.services?.map(serviceLabel).join(', ')} />
      <Line label="Tags" value={payload.tags?.join(', ')} />
      <Line label="Representatives" value={payload.representatives?.map(nameOf).join(', ')} />
      <Line label="Locations" value={payload.locations?.map((l) => l.formattedAddress).join('; ')} />
      <Line
        label="Contacts"
        value={payload.contacts?.map((c) => `${c.firstName} ${c.lastName} <${c.email ?? ''}>`).join('; ')}
      />
      <Line
        label="Material types"
        value={payload.materials?.map((m) => MATERIAL_TYPE_LABELS[m]).join(', ')}
      />
      <Line
        label="Materials"
        value={payload.materialIds?.length ? `${payload.materialIds.length} selected` : ''}
      />
      <Line label="Buy profiles" value={payload.buyProfiles?.length ? `${payload.buyProfiles.length}` : ''} />
    </Stack>
  );
}
