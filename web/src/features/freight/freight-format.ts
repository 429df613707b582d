import { format } from 'date-fns';
import { scaledWeight } from '@polyloop/shared/conversions';
import type { FreightBookingStatus } from '@polyloop/shared/freight/freight';
import type { Weight } from '@polyloop/shared/supply/listing';

/** How the freight screens write costs, distances, moments and booking states (spec part 3 §9.1). */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50", or a dash when there is no cost to show. */
export const formatCost = (cost: number | null | undefined) =>
  cost === null || cost === undefined ? '—' : usd.format(cost);

/** "1,083 miles": rounded down and digit-grouped. */
export function formatMiles(miles: number): string {
  const whole = Math.floor(miles);
  return `${whole.toLocaleString('en-US')} ${whole === 1 ? 'mile' : 'miles'}`;
}

/** "20,000 lbs": a load's weight in whole pounds, rounded by the rule. */
export function formatPounds(weight: Weight): string {
  const whole = scaledWeight(weight.unitValue, weight.unit, 'POUND', 0);
  return `${whole.toLocaleString('en-US')} ${whole === 1 ? 'lb' : 'lbs'}`;
}

/** "Thu, Nov 26, 12:00 PM" in the browser's zone; a dash when there is none. */
export function formatMoment(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? format(d, 'EEE, MMM d, h:mm a') : '—';
}

export const BOOKING_STATUS: Record<FreightBookingStatus, { label: string; color: string }> = {
  REQUESTED: { label: 'Requested', color: 'blue' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};
