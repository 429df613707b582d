import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addHours,
  addMinutes,
  isWeekend,
  nextMonday,
  setHours,
  startOfDay,
  startOfHour,
} from 'date-fns';
import { FREIGHT_RULES } from './freight.js';

/**
 * The freight form's dates (spec part 3 §4.4 step 11) and the booking's answer deadline (§9.1),
 * in the user's own time zone and in the partners' Eastern business hours.
 */

/** The earliest pickup: the next full hour. */
export const minimumPickupDate = (now: Date): Date => addHours(startOfHour(now), 1);

/** Two days ahead at noon, moved to Monday when that is a weekend, and never before the minimum. */
export function defaultPickupDate(now: Date): Date {
  let day = setHours(startOfDay(addDays(now, 2)), 12);
  if (isWeekend(day)) day = setHours(startOfDay(nextMonday(day)), 12);
  const min = minimumPickupDate(now);
  return day < min ? min : day;
}

/** Whether a pickup time is one the form and the server take: at or after the next full hour (with a grace of one hour for a form left open), and within the limit. */
export function pickupDateProblem(pickup: Date, now: Date): 'TOO_SOON' | 'TOO_FAR' | undefined {
  if (pickup.getTime() < startOfHour(now).getTime()) return 'TOO_SOON';
  if (pickup.getTime() > addDays(now, FREIGHT_RULES.maxPickupDays).getTime()) return 'TOO_FAR';
  return undefined;
}

const { zone, startHour, endHour } = FREIGHT_RULES.businessHours;

/** The start of the first business period at or after `at` (weekdays, 8 AM to 8 PM Eastern). */
function nextBusinessMoment(at: TZDate): TZDate {
  let t = at;
  for (;;) {
    const hour = t.getHours();
    if (!isWeekend(t) && hour >= startHour && hour < endHour) return t;
    if (!isWeekend(t) && hour < startHour)
      return new TZDate(t.getFullYear(), t.getMonth(), t.getDate(), startHour, 0, 0, zone);
    const next = addDays(new TZDate(t.getFullYear(), t.getMonth(), t.getDate(), 0, 0, 0, zone), 1);
    t = new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), startHour, 0, 0, zone);
  }
}

/**
 * When a partner's answer to a booking is due: 30 minutes of its business hours after the
 * request (8 AM to 8 PM Eastern, Monday to Friday), so a booking sent at 7:50 PM is due at 8:20
 * the next business morning.
 */
export function bookingAnswerDue(
  requestedAt: Date,
  minutes: number = FREIGHT_RULES.bookingAnswerMinutes,
): Date {
  let left = minutes;
  let t = nextBusinessMoment(new TZDate(requestedAt.getTime(), zone));
  for (;;) {
    const close = new TZDate(t.getFullYear(), t.getMonth(), t.getDate(), endHour, 0, 0, zone);
    const available = (close.getTime() - t.getTime()) / 60_000;
    if (available >= left) return new Date(addMinutes(t, left).getTime());
    left -= available;
    t = nextBusinessMoment(close);
  }
}
