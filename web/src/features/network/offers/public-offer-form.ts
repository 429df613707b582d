import { MARKET_MESSAGES, PublicOfferInput } from '@polyloop/shared/network/market';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import type { Have } from '@polyloop/shared/supply/listing';
import { blankToUndefined, type FieldIssue } from '../../../lib/form';
import {
  contactOf,
  contactPayload,
  optionalPrice,
  termsValuesOf,
  typedWeightAbove,
  type ContactValues,
  type TermsValues,
} from '../common/trade-form';

/** The new public offer form (part 2 §2, §5): a have published with its asking price, weight, terms and expiration. */
export interface PublicOfferValues extends TermsValues {
  haveId: string;
  materialName: string;
  description: string;
  expirationDate: string;
  contact: ContactValues;
  representatives: string[];
}

export const emptyPublicOffer = (
  account: { id: string; firstName: string; lastName: string; email: string } | undefined,
  haveId = '',
): PublicOfferValues => ({
  haveId,
  materialName: '',
  description: '',
  ...termsValuesOf({}),
  expirationDate: '',
  contact: contactOf(account),
  representatives: account ? [account.id] : [],
});

/** What the have fills in. */
export const publicOfferDefaults = (have: Have): Partial<PublicOfferValues> => ({
  materialName: have.name ?? have.materialName ?? '',
  description: have.description ?? have.notes ?? '',
  ...termsValuesOf({ price: have.price, weight: have.remainingWeight, terms: have.shippingTerms }),
  expirationDate: have.expirationDate,
});

/** The create body: a blank asking price reads "Offer" on the market, a blank weight is the have's. */
export const publicOfferPayload = (v: PublicOfferValues) => ({
  haveId: v.haveId,
  askingPrice: optionalPrice(v),
  weight: v.weight.trim() === '' ? undefined : { unitValue: Number(v.weight), unit: v.weightUnit },
  terms: v.terms || undefined,
  expirationDate: v.expirationDate || undefined,
  materialName: blankToUndefined(v.materialName),
  description: blankToUndefined(v.description),
  contactInformation: contactPayload(v.contact),
  representatives: v.representatives,
});

export const publicOfferSchema = PublicOfferInput;

/** The rules that need the have: its weight and expiration bound the listing's. */
export function publicOfferChecks(v: PublicOfferValues, have: Have | undefined, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!v.haveId) issues.push({ field: 'haveId', message: 'Choose a have' });
  if (typedWeightAbove(v, have?.remainingWeight))
    issues.push({ field: 'weight', message: MARKET_MESSAGES.weightAboveAvailable });
  if (v.expirationDate && v.expirationDate < today)
    issues.push({ field: 'expirationDate', message: OFFER_MESSAGES.expirationPast });
  else if (have && v.expirationDate > have.expirationDate)
    issues.push({
      field: 'expirationDate',
      message: 'The listing cannot outlive the have: choose a date on or before its expiration date.',
    });
  return issues;
}
