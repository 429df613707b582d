import { Field, Skeleton, Text } from '@chakra-ui/react';
import { SupplyRoutes } from '@polyloop/shared';
import type { NeedListItem } from '@polyloop/shared/supply/listing';
import { useApi } from '../../../lib/api';
import { OptionsSelect } from '../../../components/ui/options-select';
import { formatWeight, materialOf } from '../market/format';

/** The active needs a request can be made from, soonest expiring first. */
export function useActiveNeeds() {
  return useApi(SupplyRoutes.listNeeds, { query: { status: 'ACTIVE', size: 100 } });
}

export const needLabel = (n: NeedListItem) =>
  `${n.identifier}: ${materialOf(n)}, ${formatWeight(n.remainingWeight)} (${n.companyName})`;

/** Picks one of the active needs; says so when there is none. */
export function NeedPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (need: NeedListItem | undefined) => void;
  error?: string;
}) {
  const needs = useActiveNeeds();
  const rows = needs.data?.data ?? [];
  if (needs.isLoading) return <Skeleton height="10" />;
  if (needs.error) return <Text color="fg.error">The needs could not be loaded.</Text>;
  if (!rows.length)
    return <Text color="fg.muted">There is no active need to ask for. Create a need first.</Text>;
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        Need
        <Field.RequiredIndicator />
      </Field.Label>
      <OptionsSelect
        options={rows.map((n) => n.id)}
        labels={Object.fromEntries(rows.map((n) => [n.id, needLabel(n)]))}
        placeholder="Choose a need"
        value={value}
        onChange={(e) => onChange(rows.find((n) => n.id === e.target.value))}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
