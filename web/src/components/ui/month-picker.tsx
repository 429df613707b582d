import { DatePicker as Picker, useFieldContext, type DateValue } from '@chakra-ui/react';
import { LuCalendar } from 'react-icons/lu';
import { dayValue, DayBox, two, type DatePickerProps } from './date-picker';

const ISO_MONTH = /^\d{4}-\d{2}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month as the API holds it (yyyy-mm) as the picker's value: its first day; undefined when it is none. */
export const monthValue = (iso: string | undefined): DateValue | undefined =>
  iso && ISO_MONTH.test(iso) ? dayValue(`${iso}-01`) : undefined;

/** The month a picked day falls in, as yyyy-mm. */
export const monthOf = (d: { year: number; month: number }) => `${d.year}-${two(d.month)}`;

/** How a month reads in the box: "Nov 2026". */
export const monthText = (d: { year: number; month: number }) => `${MONTHS[d.month - 1]} ${d.year}`;

export type MonthPickerProps = Omit<DatePickerProps, 'value' | 'onValueChange' | 'min' | 'max'> & {
  /** The month as yyyy-mm. */
  value: string;
  onValueChange: (month: string) => void;
  /** The earliest and latest months it takes, as yyyy-mm. */
  min?: string;
  max?: string;
};

/**
 * The app's month picker: the date picker (spec part 3 §5.3) with months for its smallest view, so
 * typing is off and a month is picked from the year's table (arrows move, Enter picks, Escape
 * closes). A month is always chosen here: there is no Clear.
 */
export function MonthPicker(props: MonthPickerProps) {
  const field = useFieldContext();
  const value = monthValue(props.value);
  const max = monthValue(props.max);
  const inputId = field?.ids.control;
  return (
    <Picker.Root
      size={props.size}
      value={value ? [value] : []}
      onValueChange={(d) => d.value[0] && props.onValueChange(monthOf(d.value[0]))}
      min={monthValue(props.min)}
      // The whole of the last month is in range, not only its first day.
      max={max?.add({ months: 1 }).subtract({ days: 1 })}
      defaultView="month"
      minView="month"
      name={props.name}
      disabled={props.disabled ?? field?.disabled}
      readOnly={props.readOnly ?? field?.readOnly}
      invalid={field?.invalid}
      required={field?.required}
      locale="en-US"
      format={monthText}
      placeholder="Month"
      openOnClick
      ids={inputId ? { input: () => inputId } : undefined}
      positioning={{ strategy: 'fixed', placement: 'bottom-start', fitViewport: true }}
      lazyMount
      unmountOnExit
    >
      <Picker.Control>
        <DayBox
          {...props}
          value={props.value}
          onValueChange={props.onValueChange}
          describedBy={field?.ariaDescribedby}
        />
        <Picker.IndicatorGroup>
          <Picker.Trigger>
            <LuCalendar />
          </Picker.Trigger>
        </Picker.IndicatorGroup>
      </Picker.Control>
      <Picker.Positioner>
        <Picker.Content>
          <Picker.View view="month">
            <Picker.Header />
            <Picker.MonthTable />
          </Picker.View>
          <Picker.View view="year">
            <Picker.Header />
            <Picker.YearTable />
          </Picker.View>
        </Picker.Content>
      </Picker.Positioner>
    </Picker.Root>
  );
}
