import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Link, Text } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, SupplyRoutes } from '@polyloop/shared';
import type { Have } from '@polyloop/shared/supply/listing';
import { SelectField } from '../../../components/form-fields';
import { useApi } from '../../../lib/api';
import { formatWeight } from './format';

/**
 * My company's open haves for a picker, "HV-12 · Clear PET flakes · 40,000 lb". The have the page
 * was opened for stays a choice even when it is no longer open, so the form still shows it.
 */
function useHaveChoices(have: Have | undefined) {
  const haves = useApi(SupplyRoutes.listHaves, { query: { status: 'ACTIVE', size: 100 } });
  const options = haves.data?.data ?? [];
  const ids = options.map((h) => h.id);
  if (have && !ids.includes(have.id)) ids.unshift(have.id);
  const labels = Object.fromEntries(
    [...options, ...(have ? [have] : [])].map((h) => [
      h.id,
      `${h.identifier} · ${h.name ?? h.materialName ?? MATERIAL_TYPE_LABELS[h.materialType]} · ${formatWeight(h.remainingWeight)}`,
    ]),
  );
  return {
    ids,
    labels,
    placeholder: haves.isLoading ? 'Loading haves…' : 'Choose a have',
    /** Loaded, and my company has no open have to choose. */
    none: !haves.isLoading && !ids.length,
  };
}

/** When there is no have to choose: where to add one, for what it will be used for ("to offer it"). */
function NoHavesText({ purpose }: { purpose: string }) {
  return (
    <Text color="fg.muted">
      Your company has no open haves.{' '}
      <Link asChild color="brand.fg">
        <RouterLink to="/haves/new">Add a have</RouterLink>
      </Link>{' '}
      {`${purpose}.`}
    </Text>
  );
}

/**
 * The have a form is about, chosen among my company's open haves; with a `purpose`, where to add
 * one when there is none ("to offer it").
 */
export function HaveField<T extends FieldValues>({
  control,
  name,
  have,
  purpose,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** The have the page was opened for, if any. */
  have: Have | undefined;
  purpose?: string;
}) {
  const choices = useHaveChoices(have);
  return (
    <>
      <SelectField
        control={control}
        name={name}
        label="Have"
        options={choices.ids}
        labels={choices.labels}
        placeholder={choices.placeholder}
        required
      />
      {purpose && choices.none && <NoHavesText purpose={purpose} />}
    </>
  );
}
