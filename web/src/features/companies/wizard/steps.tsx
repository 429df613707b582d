import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, MATERIAL_TYPE_LABELS, serviceLabel } from '@polyloop/shared';
import { useApi } from '../../../lib/api';
import { ChoicesField } from '../../../components/form-fields';
import { TagPickerField, useTagChoices } from '../../../components/tags';
import { useUserOptions } from '../../crm-shared/hooks';
import {
  CompanyDetailsFields,
  MaterialTypesField,
  RepresentativesField,
  ServicesField,
} from '../CompanyFields';
import { buildCompanyPayload, type WizardValues } from './wizard';

export { BuyProfilesStep, ContactsStep, LocationsStep } from './row-steps';

const useWizard = () => useFormContext<WizardValues>();

export function DetailsStep() {
  const { control } = useWizard();
  return (
    <Stack gap="4">
      <CompanyDetailsFields
        control={control}
        at={null}
        nameAutoComplete="organization"
        websitePlaceholder="www.example.com"
      />
      <ServicesField control={control} at={null} maxH="48" />
      <TagPickerField control={control} name="tags" />
      <RepresentativesField control={control} at={null} />
    </Stack>
  );
}

export function MaterialsStep() {
  const { control } = useWizard();
  const materials = useApi(CrmRoutes.listMaterials, { query: { size: 100 } });
  const list = materials.data?.data ?? [];
  return (
    <Stack gap="5">
      <MaterialTypesField control={control} at={null} />
      {materials.isLoading ? (
        <Text color="fg.muted">Loading materials…</Text>
      ) : list.length ? (
        <ChoicesField
          control={control}
          name="materialIds"
          legend="Materials"
          options={list.map((m) => m.id)}
          label={(id) => {
            const m = list.find((x) => x.id === id)!;
            return `${m.name} (${m.identifier}, ${MATERIAL_TYPE_LABELS[m.type]})`;
          }}
          columns={{ base: 1, md: 2 }}
          maxH="60"
        />
      ) : (
        <Text color="fg.muted">
          Your company has no materials yet; add them under My company → Materials.
        </Text>
      )}
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
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
  const tags = useTagChoices();
  const v = watch();
  const { payload } = buildCompanyPayload(v);
  return (
    <Stack as="dl" gap="2">
      <Line label="Company name" value={payload.name} />
      <Line label="Legal name" value={payload.legalName} />
      <Line label="Website" value={payload.website} />
      <Line label="Services" value={payload.services?.map(serviceLabel).join(', ')} />
      <Line label="Tags" value={payload.tags?.map((id) => tags.labels[id] ?? '').join(', ')} />
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
