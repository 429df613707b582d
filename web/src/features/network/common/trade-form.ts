import { convertWeight, Incoterm, type PriceUnit, type WeightUnit } from '@polyloop/shared';

/** One of the shipping terms (an incoterm or a domestic FOB term). */
export type Terms = (typeof Incoterm.options)[number];
import type { Price, Weight } from '@polyloop/shared/supply/listing';
import { blankToUndefined, joinPath, type FieldIssue } from '../../../lib/form';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { formatPhone, normalizePhone } from '@polyloop/shared/primitives';

/**
 * What the network's forms share (offers, counters, bids, public listings): a proposal's price,
 * weight and terms, and the contact who answers for it, as the forms hold them (text as typed)
 * and as the API takes them. Pure, so the rules are tested without a browser.
 */

export interface TermsValues {
  price: string;
  priceUnit: PriceUnit;
  weight: string;
  weightUnit: WeightUnit;
  /** An incoterm, or '' while none is chosen. */
  terms: string;
}

export interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
}

const number = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The price, weight and terms as the API takes them (a blank stays undefined, for the schema to name). */
export const termsPayload = (v: TermsValues) => ({
  price: { unitValue: number(v.price), unit: v.priceUnit },
  weight: { unitValue: number(v.weight), unit: v.weightUnit },
  terms: (v.terms || undefined) as Terms | undefined,
});

/** A price left blank is no price (a public offer then reads "Offer"). */
export const optionalPrice = (v: Pick<TermsValues, 'price' | 'priceUnit'>) =>
  number(v.price) === undefined ? undefined : { unitValue: number(v.price), unit: v.priceUnit };

/** A proposal as the form starts from it (the current one, a have's, a listing's). */
export function termsValuesOf(p: {
  price?: Price | null;
  weight?: Weight | null;
  terms?: Terms | null;
}): TermsValues {
  return {
    price: p.price ? String(p.price.unitValue) : '',
    priceUnit: p.price?.unit ?? 'POUND',
    weight: p.weight ? String(p.weight.unitValue) : '',
    weightUnit: p.weight?.unit ?? 'POUND',
    terms: p.terms ?? '',
  };
}

export const contactPayload = (c: ContactValues) => ({
  name: c.name.trim(),
  email: c.email.trim(),
  phoneNumber: normalizePhone(c.phoneNumber),
});

/** The signed-in person as the contact of what they send, with the phone kept on their profile. */
export const contactOf = (
  account: { firstName: string; lastName: string; email: string; phone?: string | null } | undefined,
): ContactValues => ({
  name: account ? `${account.firstName} ${account.lastName}`.trim().slice(0, 60) : '',
  email: account?.email ?? '',
  phoneNumber: account?.phone ? formatPhone(account.phone) : '',
});

export const messagePayload = (message: string) => blankToUndefined(message);

/** Whether a weight is more than what is available (both in any unit). */
export function weightAbove(weight: Weight, available: Weight): boolean {
  return convertWeight(weight.unitValue, weight.unit, available.unit) > available.unitValue + 1e-9;
}

/** Whether the weight as typed is more than what is available; a blank or non-positive one is the schema's to name. */
export const typedWeightAbove = (
  v: Pick<TermsValues, 'weight' | 'weightUnit'>,
  available: Weight | null | undefined,
): boolean =>
  !!available &&
  v.weight.trim() !== '' &&
  Number(v.weight) > 0 &&
  weightAbove({ unitValue: Number(v.weight), unit: v.weightUnit }, available);

/** The check, for `schemaResolver`, that an offer asks for no more than what is available. */
export const weightWithin =
  (available: Weight) =>
  (v: Pick<TermsValues, 'weight' | 'weightUnit'>): FieldIssue[] =>
    typedWeightAbove(v, available) ? [{ field: 'weight', message: OFFER_MESSAGES.weightAboveAvailable }] : [];

/**
 * Where an issue about the API's payload shows on a form holding `TermsValues` and a `contact`
 * group: `price.unitValue` → `price`, `weight.unit` → `weightUnit`, `contactInformation.email` →
 * `contact.email`; anything else keeps its path (`body.` dropped).
 */
export function tradeFieldOf(path: readonly PropertyKey[]): string {
  const key = joinPath(path[0] === 'body' ? path.slice(1) : path);
  for (const field of ['price', 'weight', 'askingPrice']) {
    const name = field === 'askingPrice' ? 'price' : field;
    if (key === field || key === `${field}.unitValue`) return name;
    if (key === `${field}.unit`) return `${name}Unit`;
  }
  if (key.startsWith('contactInformation')) return key.replace(/^contactInformation/, 'contact');
  return key;
}

/** A server field error's key (`body.price.unitValue`) as a form field, for `useFormSubmit`'s `fieldOf`. */
export const serverFieldOf = (key: string) =>
  /^(query|params)(\.|$)/.test(key) ? undefined : tradeFieldOf(key.replace(/\[(\d+)\]/g, '.$1').split('.'));
