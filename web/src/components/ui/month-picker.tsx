import type { DateValue } from '@chakra-ui/react';
import { dayValue, FieldPicker, MonthAndYearViews, two, type DatePickerProps } from './date-picker';

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
  const value = monthValue(props.value);
  const max = monthValue(props.max);
  return (
    <FieldPicker
      box={props}
      value={value ? [value] : []}
      onValueChange={(d) => d.value[0] && props.onValueChange(monthOf(d.value[0]))}
      min={monthValue(props.min)}
      // The whole of the last month is in range, not only its first day.
      max={max?.add({ months: 1 }).subtract({ days: 1 })}
      defaultView="month"
      minView="month"
      format={monthText}
      placeholder="Month"
    >
      <MonthAndYearViews />
    </FieldPicker>
  );
}
