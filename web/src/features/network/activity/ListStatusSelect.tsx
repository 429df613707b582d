import { Field } from '@chakra-ui/react';
import { OptionsSelect } from '../../../components/ui/options-select';

export const LIST_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
const LABELS: Record<ListStatus, string> = { ACTIVE: 'Active', CLOSED: 'Closed' };
export const listStatusOf = (v: string): ListStatus => (v === 'CLOSED' ? 'CLOSED' : 'ACTIVE');

/** The list status of part 2 §4: open records, or closed ones (confirmed, declined, cancelled, expired). */
export function ListStatusSelect({
  list,
}: {
  list: { state: { filters: { status: string } }; setFilter: (name: 'status', value: string) => void };
}) {
  return (
    <Field.Root maxW={{ md: '40' }}>
      <Field.Label>List status</Field.Label>
      <OptionsSelect
        options={LIST_STATUSES}
        labels={LABELS}
        value={listStatusOf(list.state.filters.status)}
        onChange={(e) => list.setFilter('status', e.target.value)}
      />
    </Field.Root>
  );
}
