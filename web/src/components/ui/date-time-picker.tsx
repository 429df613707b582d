import type { FocusEventHandler, Ref } from 'react';
import { Box, Field, HStack, NativeSelect, Text, useFieldContext } from '@chakra-ui/react';
import { DatePicker } from './date-picker';
import {
  HOURS,
  hourBeforeMin,
  joinMoment,
  MINUTES,
  minuteBeforeMin,
  momentParts,
  type MomentParts,
} from './date-time';

export interface DateTimePickerProps {
  /** The moment as "yyyy-mm-ddThh:mm" in the browser's zone, '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** The earliest moment it takes, as the value is written; days, hours and minutes before it cannot be picked. */
  min?: string;
  /** What names the field; the hour and the minute are named after it ("Pickup date and time, hour"). */
  label: string;
  /** The time a day picked before any time takes ("12:00" unless said). */
  defaultTime?: string;
  disabled?: boolean;
  readOnly?: boolean;
  size?: 'sm' | 'md';
  onBlur?: FocusEventHandler<HTMLElement>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date and a time (spec part 3 §5.3): the app's date picker picks the day (typing off, Clear and
 * Select), an hour and a minute select beside it the time, each reached by Tab and changed by the
 * arrow keys. The time waits for a day; Clear empties the whole value. The value stays the string a
 * `datetime-local` field held, so the forms judge and send it as before.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const parts = momentParts(props.value);
  const minDay = momentParts(props.min).day || undefined;
  const change = (next: Partial<MomentParts>) =>
    props.onValueChange(joinMoment({ ...parts, ...next }, props.min, props.defaultTime));
  const field = useFieldContext();
  const timeOff =
    !!(props.disabled ?? field?.disabled) || !!(props.readOnly ?? field?.readOnly) || !parts.day;
  return (
    <HStack gap="2" flexWrap="wrap" align="center">
      <Box flex="1 1 9rem" minW="9rem">
        <DatePicker
          value={parts.day}
          onValueChange={(day) => change({ day })}
          min={minDay}
          disabled={props.disabled}
          readOnly={props.readOnly}
          size={props.size}
          ref={props.ref}
          onBlur={props.onBlur}
        />
      </Box>
      <HStack gap="1" role="group" aria-label={`${props.label}, time`}>
        <TimeSelect
          label={`${props.label}, hour`}
          placeholder="hh"
          options={HOURS}
          value={parts.hour}
          unavailable={(h) => hourBeforeMin(parts.day, h, props.min)}
          onChange={(hour) => change({ hour })}
          disabled={timeOff}
          invalid={field?.invalid}
          size={props.size}
          onBlur={props.onBlur}
        />
        <Text aria-hidden fontWeight="medium">
          :
        </Text>
        <TimeSelect
          label={`${props.label}, minute`}
          placeholder="mm"
          options={MINUTES}
          value={parts.minute}
          unavailable={(m) => minuteBeforeMin(parts.day, parts.hour, m, props.min)}
          onChange={(minute) => change({ minute })}
          disabled={timeOff}
          invalid={field?.invalid}
          size={props.size}
          onBlur={props.onBlur}
        />
      </HStack>
    </HStack>
  );
}

/** One part of the time: a native select, so the keyboard and a phone's own wheel both work. */
function TimeSelect(props: {
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  unavailable: (option: string) => boolean;
  onChange: (value: string) => void;
  disabled: boolean;
  invalid?: boolean;
  size?: 'sm' | 'md';
  onBlur?: FocusEventHandler<HTMLElement>;
}) {
  // A field of its own: the select takes its own id (not the day box's) and is off until there is a day.
  return (
    <Field.Root disabled={props.disabled} invalid={props.invalid} width="auto">
      <NativeSelect.Root size={props.size} width="4.75rem">
        <NativeSelect.Field
          aria-label={props.label}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        >
          {!props.value && (
            <option value="" disabled>
              {props.placeholder}
            </option>
          )}
          {props.options.map((o) => (
            <option key={o} value={o} disabled={props.unavailable(o)}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
