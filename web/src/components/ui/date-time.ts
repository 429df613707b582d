/**
 * A moment as the forms hold it ("2026-11-26T14:05", in the browser's zone, as a `datetime-local`
 * field held it) split into the day the calendar picks and the hour and minute beside it, and
 * joined back. Pure, so the rules are tested alone.
 */

const MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

export interface MomentParts {
  /** yyyy-mm-dd, '' for none. */
  day: string;
  /** 00–23, '' for none. */
  hour: string;
  /** 00–59, '' for none. */
  minute: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The hours of a day ("00"–"23") and the minutes of an hour ("00"–"59"), as the time selects offer them. */
export const HOURS: readonly string[] = Array.from({ length: 24 }, (_, h) => two(h));
export const MINUTES: readonly string[] = Array.from({ length: 60 }, (_, m) => two(m));

/** The day, hour and minute of a moment; all blank when the value is none (or not a moment). */
export function momentParts(value: string | null | undefined): MomentParts {
  const m = MOMENT.exec(value?.trim() ?? '');
  return m ? { day: m[1]!, hour: m[2]!, minute: m[3]! } : { day: '', hour: '', minute: '' };
}

/**
 * The moment a day and a time make; '' without a day. A day without a time yet takes `fallback`
 * ("12:00" unless said), and a moment before `min` becomes `min`: the earliest the field takes.
 */
export function joinMoment(parts: MomentParts, min?: string, fallback = '12:00'): string {
  if (!parts.day) return '';
  const [fallbackHour = '12', fallbackMinute = '00'] = fallback.split(':');
  const moment = `${parts.day}T${parts.hour || fallbackHour}:${parts.minute || fallbackMinute}`;
  const earliest = momentParts(min);
  if (!earliest.day) return moment;
  const floor = `${earliest.day}T${earliest.hour}:${earliest.minute}`;
  return moment < floor ? floor : moment;
}

/** Whether every minute of `hour` on `day` falls before `min`, so the hour cannot be chosen. */
export function hourBeforeMin(day: string, hour: string, min?: string): boolean {
  const earliest = momentParts(min);
  return (
    !!earliest.day && !!day && `${day}T${hour}:59` < `${earliest.day}T${earliest.hour}:${earliest.minute}`
  );
}

/** Whether `minute` of `hour` on `day` falls before `min`, so the minute cannot be chosen. */
export function minuteBeforeMin(day: string, hour: string, minute: string, min?: string): boolean {
  const earliest = momentParts(min);
  return (
    !!earliest.day &&
    !!day &&
    `${day}T${hour}:${minute}` < `${earliest.day}T${earliest.hour}:${earliest.minute}`
  );
}
