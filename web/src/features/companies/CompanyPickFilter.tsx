import { useMemo, useState } from 'react';
import { Combobox, createListCollection, Portal, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { CrmRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
import type { ListState } from '../../components/list/list-state';
import { MOST_PICKED, pickedIds } from './company-list';

interface Props<F extends string> {
  list: { state: ListState<F>; setFilter: (name: F, value: string) => void };
  /** The filter that keeps the picked ids, joined by commas. */
  name: F;
  /** Whether the list shows archived companies (the picked ones are named from the same list). */
  archived: boolean;
}

/**
 * "Companies": the list limited to companies picked by name (the company kind of filter, spec part
 * 1 §3). Typing searches the company's CRM companies by the start of their names; each one picked
 * shows as a tag below the box, its × taking it off the filter.
 */
export function CompanyPickFilter<F extends string>({ list, name, archived }: Props<F>) {
  const picked = pickedIds(list.state.filters[name]);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const found = useApi(CrmRoutes.companyOptions, { query: { q: q || undefined, size: 20 } });
  // The picked companies' names, whatever the search shows: the list route limited to them.
  const named = useApi(
    CrmRoutes.listCompanies,
    picked.length
      ? { query: { companyId: picked, size: MOST_PICKED, archived: archived ? 'true' : 'false' } }
      : null,
    { keepPreviousData: true },
  );
  // Names met in searches count too: a pick shows its name before the list answers.
  const [seen, setSeen] = useState<Record<string, string>>({});
  const options = found.data?.data ?? [];
  const labels: Record<string, string> = {
    ...seen,
    ...Object.fromEntries((named.data?.data ?? []).map((c) => [c.id, c.name])),
  };
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToValue: (c) => c.id,
        itemToString: (c) => c.name,
      }),
    [options],
  );
  const set = (ids: string[]) => list.setFilter(name, ids.slice(0, MOST_PICKED).join(','));

  return (
    <Stack gap="1.5" width="full" maxW={{ md: '64' }}>
      <Combobox.Root
        multiple
        collection={collection}
        value={picked}
        inputValue={text}
        onInputValueChange={(e) => setText(e.inputValue)}
        onValueChange={(e) => {
          setSeen((s) => ({ ...s, ...Object.fromEntries(e.items.map((c) => [c.id, c.name])) }));
          set(e.value);
        }}
        openOnClick
        closeOnSelect
        positioning={{ strategy: 'fixed', placement: 'bottom-start', fitViewport: true }}
      >
        <Combobox.Label>Companies</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={picked.length ? `${picked.length} picked` : 'All'} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                {found.isLoading
                  ? 'Looking for companies…'
                  : found.error
                    ? 'The companies could not be loaded.'
                    : 'No company starts with that.'}
              </Combobox.Empty>
              {collection.items.map((c) => (
                <Combobox.Item key={c.id} item={c}>
                  <Combobox.ItemText>{c.name}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {picked.length > 0 && (
        <Wrap gap="1.5" role="list" aria-label="Companies picked">
          {picked.map((id) => {
            const label = labels[id] ?? (named.isLoading ? 'Loading…' : 'A company not listed');
            return (
              <Tag.Root key={id} size="md" role="listitem">
                <Tag.Label>{label}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove ${label}`}
                    onClick={() => set(picked.filter((p) => p !== id))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            );
          })}
        </Wrap>
      )}
      {picked.length >= MOST_PICKED && (
        <Text fontSize="xs" color="fg.muted">
          At most {MOST_PICKED} companies.
        </Text>
      )}
    </Stack>
  );
}
