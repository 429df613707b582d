import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Field,
  Input,
  InputGroup,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { LuListFilter, LuSearch } from 'react-icons/lu';
import { MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared';
import { useDebounced } from '../../lib/use-debounced';
import { usePhone } from '../../lib/use-phone';
import { optionsOf, OptionsSelect, type SelectOptions } from '../ui/options-select';
import { viewStateOf, type ListShape, type ListState } from './list-state';
import { DatePicker } from '../ui/date-picker';
import { NumberInput } from '../ui/number-input';
import { settleNumber } from '../../lib/number-input';

const COUNT = { min: 0, decimals: 0 };

/** A filter control bound to one filter of a list (see use-list.ts). */
interface FilterProps<F extends string> {
  list: { state: ListState<F>; setFilter: (name: F, value: string, options?: { replace?: boolean }) => void };
  name: F;
  label: string;
}

/** How many filters differ from their defaults (a place and its coordinates count once). */
function activeFilters<F extends string>(list: { state: ListState<F>; shape: ListShape<F> }): number {
  const names = Object.keys(viewStateOf(list.state, list.shape)).filter((n) => n !== 'sort');
  return names.filter(
    (n) => n !== 'latitude' && n !== 'longitude' && !(n === 'radius' && !names.includes('near')),
  ).length;
}

/**
 * On a phone the filters would fill the first screen: they wait in a sheet behind "Filters" (which
 * counts those on), each applied as it changes, so the rows come first.
 */
function FiltersSheet({ children, active, total }: { children: ReactNode; active?: number; total?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button variant="outline">
          <LuListFilter aria-hidden /> {active ? `Filters (${active} on)` : 'Filters'}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" roundedTop="l3">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">{children}</Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button width="full" onClick={() => setOpen(false)}>
                {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The filters of a list page, in a row from `md` up, behind "Filters" on a phone; `actions`
 * (export, new) sit at its end. Given the `list`, the phone's button counts the filters on.
 */
export function ListToolbar<F extends string>({
  children,
  actions,
  list,
}: {
  children: ReactNode;
  actions?: ReactNode;
  list?: { state: ListState<F>; shape: ListShape<F>; total?: number };
}) {
  const phone = usePhone();
  if (phone)
    return (
      <Stack direction="row" gap="2" wrap="wrap" justify="space-between">
        <FiltersSheet active={list && activeFilters(list)} total={list?.total}>
          {children}
        </FiltersSheet>
        {actions && (
          <Stack direction="row" gap="2" wrap="wrap">
            {actions}
          </Stack>
        )}
      </Stack>
    );
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
export function SearchFilter<F extends string>({
  list,
  name,
  label,
  placeholder,
}: FilterProps<F> & { placeholder?: string }) {
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
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
        />
      </InputGroup>
    </Field.Root>
  );
}

/** One value of a few, or all (`''`). */
export function SelectFilter<F extends string>({
  list,
  name,
  label,
  ...select
}: FilterProps<F> & SelectOptions) {
  const { options, labels } = optionsOf(select);
  return (
    <Field.Root maxW={{ md: '40' }}>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect
        options={options}
        labels={labels}
        placeholder="All"
        value={list.state.filters[name]}
        onChange={(e) => list.setFilter(name, e.target.value)}
      />
    </Field.Root>
  );
}

/** The material type filter lists share ("Material type": PET, HDPE…). */
export function MaterialTypeFilter<F extends string>(props: Omit<FilterProps<F>, 'label'>) {
  return (
    <SelectFilter
      {...props}
      label="Material type"
      options={MaterialType.options}
      labels={MATERIAL_TYPE_LABELS}
    />
  );
}

/** A yes/no filter: checked is `'true'`, unchecked the default. */
export function CheckFilter<F extends string>({
  list,
  name,
  label,
  size,
}: FilterProps<F> & { size?: 'sm' | 'md' }) {
  return (
    <Checkbox.Root
      size={size}
      checked={list.state.filters[name] === 'true'}
      onCheckedChange={(d) => list.setFilter(name, d.checked ? 'true' : '')}
      pb={size ? undefined : '2'}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A count (a whole number, 0 or more) applied on Enter or when the field is left; empty, no filter. */
export function CountFilter<F extends string>({ list, name, label }: FilterProps<F>) {
  const current = list.state.filters[name];
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const apply = (typed: string) => {
    const value = settleNumber(typed.trim(), COUNT);
    setText(value);
    if (value !== current) list.setFilter(name, value);
  };
  return (
    <Field.Root maxW={{ md: '40' }}>
      <Field.Label>{label}</Field.Label>
      <NumberInput
        {...COUNT}
        value={text}
        onValueChange={setText}
        onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget.value)}
        onBlur={(e) => apply(e.target.value)}
      />
    </Field.Root>
  );
}

/** A day (yyyy-mm-dd) from the date picker, applied when picked; cleared, no filter. */
export function DateFilter<F extends string>({ list, name, label }: FilterProps<F>) {
  return (
    <Field.Root maxW={{ md: '44' }}>
      <Field.Label>{label}</Field.Label>
      <DatePicker value={list.state.filters[name]} onValueChange={(day) => list.setFilter(name, day)} />
    </Field.Root>
  );
}
