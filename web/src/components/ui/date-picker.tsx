import type { ComponentProps, FocusEventHandler, ReactNode, Ref } from 'react';
import {
  Button,
  DatePicker as Picker,
  HStack,
  parseDate,
  useDatePickerContext,
  useFieldContext,
  type DateValue,
} from '@chakra-ui/react';
import { LuCalendar } from 'react-icons/lu';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the API and the forms hold it (yyyy-mm-dd) as the picker's value; undefined when it is none. */
export function dayValue(iso: string | undefined): DateValue | undefined {
  if (!iso || !ISO_DAY.test(iso)) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
}

export const two = (n: number) => String(n).padStart(2, '0');

/** How a day reads in the pickers: mm/dd/yy (spec part 1 §9). */
export const pickerText = (d: { year: number; month: number; day: number }) =>
  `${two(d.month)}/${two(d.day)}/${two(d.year % 100)}`;

export interface DatePickerProps {
  /** The day as yyyy-mm-dd, '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  min?: string;
  max?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  size?: 'sm' | 'md';
  /** The name when no field label names it. */
  'aria-label'?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The app's date picker (spec part 3 §5.3): typing is off, the box opens a month calendar (weeks
 * from Sunday, spec part 1 §9) by click, Enter, Space or Arrow Down; arrows move a day or a week,
 * Page Up and Down a month, Enter picks, Escape closes. The footer clears the value or selects the
 * day in focus. The value stays the ISO day the form and the API always held.
 */
export function DatePicker(props: DatePickerProps) {
  const value = dayValue(props.value);
  return (
    <FieldPicker
      box={props}
      value={value ? [value] : []}
      onValueChange={(d) => props.onValueChange(d.value[0]?.toString() ?? '')}
      min={dayValue(props.min)}
      max={dayValue(props.max)}
      startOfWeek={0}
      format={pickerText}
      parse={(text) => {
        const m = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim());
        return m ? dayValue(`20${m[3]}-${m[1]}-${m[2]}`) : undefined;
      }}
      placeholder="mm/dd/yy"
    >
      <Picker.View view="day">
        <Picker.Header />
        <Picker.DayTable />
      </Picker.View>
      <MonthAndYearViews />
      <Footer />
    </FieldPicker>
  );
}

/** The year's months and the decade's years, each a view any picker opens on or steps up to. */
export function MonthAndYearViews() {
  return (
    <>
      <Picker.View view="month">
        <Picker.Header />
        <Picker.MonthTable />
      </Picker.View>
      <Picker.View view="year">
        <Picker.Header />
        <Picker.YearTable />
      </Picker.View>
    </>
  );
}

/** What the read-only box of a picker is given by its form. */
export type PickerBoxProps = Pick<
  DatePickerProps,
  'size' | 'name' | 'disabled' | 'readOnly' | 'aria-label' | 'onBlur' | 'ref'
>;

/**
 * The frame every picker of a form field shares (days, months): the field's state and its input's
 * id, the read-only box with its calendar button, the popover's place; the picker gives its value,
 * bounds, format and views.
 */
export function FieldPicker({
  box,
  children,
  ...root
}: Omit<ComponentProps<typeof Picker.Root>, 'children'> & { box: PickerBoxProps; children: ReactNode }) {
  const field = useFieldContext();
  const inputId = field?.ids.control;
  return (
    <Picker.Root
      size={box.size}
      name={box.name}
      disabled={box.disabled ?? field?.disabled}
      readOnly={box.readOnly ?? field?.readOnly}
      invalid={field?.invalid}
      required={field?.required}
      locale="en-US"
      openOnClick
      ids={inputId ? { input: () => inputId } : undefined}
      positioning={{ strategy: 'fixed', placement: 'bottom-start', fitViewport: true }}
      lazyMount
      unmountOnExit
      {...root}
    >
      <Picker.Control>
        <DayBox {...box} describedBy={field?.ariaDescribedby} />
        <Picker.IndicatorGroup>
          <Picker.Trigger>
            <LuCalendar />
          </Picker.Trigger>
        </Picker.IndicatorGroup>
      </Picker.Control>
      <Picker.Positioner>
        <Picker.Content maxH="var(--available-height)" overflowY="auto">
          {children}
        </Picker.Content>
      </Picker.Positioner>
    </Picker.Root>
  );
}

/** The read-only box: it shows the day (or month) and opens the calendar from the keyboard too. */
function DayBox(props: PickerBoxProps & { describedBy?: string }) {
  const picker = useDatePickerContext();
  return (
    <Picker.Input
      ref={props.ref}
      readOnly
      aria-label={props['aria-label']}
      aria-describedby={props.describedBy}
      aria-haspopup="dialog"
      onBlur={props.onBlur}
      cursor={props.disabled ? undefined : 'pointer'}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
          e.preventDefault();
          if (!props.disabled && !props.readOnly) picker.setOpen(true);
        }
      }}
    />
  );
}

/** Clear empties the field; Select takes the day in focus (spec part 3 §5.3). */
function Footer() {
  const picker = useDatePickerContext();
  if (picker.view !== 'day') return null;
  return (
    <HStack justify="space-between" mt="2">
      <Button
        size="xs"
        variant="ghost"
        onClick={() => {
          picker.clearValue();
          picker.setOpen(false);
        }}
      >
        Clear
      </Button>
      <Button
        size="xs"
        disabled={picker.isUnavailable(picker.focusedValue)}
        onClick={() => {
          picker.setValue([picker.focusedValue]);
          picker.setOpen(false);
        }}
      >
        Select
      </Button>
    </HStack>
  );
}
