import type { PriceUnit, WeightUnit } from '@polyloop/shared';
import { blankToUndefined, joinPath } from '../../../lib/form';

/**
 * What the network forms share: numbers held as typed text, their units, and the moments a
 * date-and-time picker holds in the browser's time zone.
 */

export const numberOf = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** A price as the API takes it, or undefined when left blank. */
export const priceOf = (value: string, unit: PriceUnit) =>
  numberOf(value) === undefined ? undefined : { unitValue: numberOf(value), unit };
export const weightOf = (value: string, unit: WeightUnit) =>
  numberOf(value) === undefined ? undefined : { unitValue: numberOf(value), unit };

/** A request's words as its forms hold them: its title and its description ('' for none). */
export interface RequestTextValues {
  title: string;
  description: string;
}
export const requestTextOf = (r: { title: string; description: string | null }): RequestTextValues => ({
  title: r.title,
  description: r.description ?? '',
});

/** An amount as a form field holds it: the number as typed, '' when there is none. */
export const amountText = (quantity: { unitValue: number } | null | undefined) =>
  quantity ? String(quantity.unitValue) : '';

/** A request's target price and the highest price an offer may ask, worded alike on every request form. */
export const TARGET_PRICE = {
  name: 'priceTarget',
  unitName: 'priceUnit',
  label: 'Target price',
  unitLabel: 'Target price unit',
  step: '0.0001',
} as const;
export const MAX_OFFER_PRICE = {
  name: 'maxOfferPrice',
  unitName: 'maxPriceUnit',
  label: 'Max offer price',
  unitLabel: 'Max offer price unit',
  step: '0.0001',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the date-and-time picker holds it, in the browser's zone ("2026-03-04T15:00"). */
export function toLocalInput(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the date-and-time picker holds as an ISO moment; blank stays blank, nonsense stays as typed (the schema refuses it). */
export function localToIso(value: string): string {
  const v = value.trim();
  if (!v) return '';
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** A day `days` from today, as a date field holds it. */
export const dayFromToday = (days: number, from = new Date()) => {
  const d = new Date(from.getTime() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * Where an issue about the API's shape shows on a form: `priceTarget.unitValue` on `priceTarget`,
 * `contactInformation.phoneNumber` on `contactPhone`; anything else on the field of its name.
 */
export function fieldOfPayload(path: readonly PropertyKey[]): string {
  const key = joinPath(path[0] === 'body' ? path.slice(1) : path);
  const moved: Record<string, string> = {
    'priceTarget.unitValue': 'priceTarget',
    'priceTarget.unit': 'priceUnit',
    'maxOfferPrice.unitValue': 'maxOfferPrice',
    'maxOfferPrice.unit': 'maxPriceUnit',
    'bidIncrement.unitValue': 'bidIncrement',
    'bidIncrement.unit': 'incrementUnit',
    'weight.unitValue': 'weight',
    'weight.unit': 'weightUnit',
    'contactInformation.name': 'contactName',
    'contactInformation.email': 'contactEmail',
    'contactInformation.phoneNumber': 'contactPhone',
    contactInformation: 'contactName',
  };
  return moved[key] ?? key.replace(/\.\d+$/, '');
}

export { blankToUndefined };
