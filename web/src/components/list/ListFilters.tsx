import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Checkbox, Field, Input, InputGroup, Stack } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useDebounced } from '../../lib/use-debounced';
import { OptionsSelect } from '../ui/options-select';
import type { ListState } from './list-state';

/** A filter control bound to one filter of a list (see use-list.ts). */
interface FilterProps<F extends string> {
  list: { state: ListState<F>; setFilter: (name: F, value: string, options?: { replace?: boolean }) => void };
  name: F;
  label: string;
}

/** The filters of a list page, in a row from `md` up; `actions` (export, new) sit at its end. */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }} justify="space-between">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }} wrap="wrap">
        {children}
      </Stack>
      {actions && (
        <Stack direction="row" gap="2" wrap="wrap">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Search as you type: the text settles into the URL after a pause, replacing the history entry
 * (Back steps over list states, not keystrokes). When the URL changes on its own (Back, a saved
 * view) the box shows it.
 */
export function SearchFilter<F extends string>({ list, name, label, placeholder }: FilterProps<F> & { placeholder?: string }) {
  const current = list.state.filters[name];
  const [text, setText] = useState(current);
  const typed = useDebounced(text.trim(), 350);
  // The last value this box and the URL agreed on: tells its own echo from an outside change.
  const sent = useRef(current);
  useEffect(() => {
    if (typed === sent.current) return;
    sent.current = typed;
    list.setFilter(name, typed, { replace: true });
  }, [typed]);
  useEffect(() => {
    if (current === sent.current) return;
    sent.current = current;
    setText(current);
  }, [current]);
  return (
    <Field.Root maxW={{ md: 'xs' }}>
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} />
      </InputGroup>
    </Field.Root>
  );
}

/** One value of a few, or all (`''`). */
export function SelectFilter<F extends string>({ list, name, label, options, labels }: FilterProps<F> & { options: readonly string[]; labels?: Readonly<Record<string, string>> }) {
  return (
    <Field.Root maxW={{ md: '40' }}>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect options={options} labels={labels} placeholder="All" value={list.state.filters[name]} onChange={(e) => list.setFilter(name, e.target.value)} />
    </Field.Root>
  );
}

/** A yes/no filter: checked is `'true'`, unchecked the default. */
export function CheckFilter<F extends string>({ list, name, label, size }: FilterProps<F> & { size?: 'sm' | 'md' }) {
  return (
    <Checkbox.Root size={size} checked={list.state.filters[name] === 'true'} onCheckedChange={(d) => list.setFilter(name, d.checked ? 'true' : '')} pb={size ? undefined : '2'}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Free text applied on Enter or when the field is left (a tag). */
export function TextFilter<F extends string>({ list, name, label }: FilterProps<F>) {
  const current = list.state.filters[name];
  const apply = (value: string) => value.trim() !== current && list.setFilter(name, value.trim());
  return (
    <Field.Root maxW={{ md: '40' }}>
      <Field.Label>{label}</Field.Label>
      <Input key={current} defaultValue={current} onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget.value)} onBlur={(e) => apply(e.target.value)} />
    </Field.Root>
  );
}

/** A day (yyyy-mm-dd) from the browser's date picker, applied when picked; cleared, no filter. */
export function DateFilter<F extends string>({ list, name, label }: FilterProps<F>) {
  return (
    <Field.Root maxW={{ md: '44' }}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={list.state.filters[name]} onChange={(e) => list.setFilter(name, e.target.value)} />
    </Field.Root>
  );
}
