import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import { NetworkOfferInput, OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { bidProblem, type AuctionTerms } from '@polyloop/shared/network/reverse-auction';
import type { Color, Form, Grade } from '@polyloop/shared';
import type { Have, Weight } from '@polyloop/shared/supply/listing';
import type { Material } from '@polyloop/shared/crm/material';
import { blankToUndefined, type FieldIssue } from '../../../lib/form';
import {
  contactOf,
  contactPayload,
  messagePayload,
  termsPayload,
  termsValuesOf,
  tradeFieldOf,
  typedWeightAbove,
  type ContactValues,
  type TermsValues,
} from '../common/trade-form';

/**
 * The offer wizard's rules (spec part 2 §5), apart from the page: its steps and the fields each
 * checks, the values it holds, what it sends, and the checks the contract's schema cannot make
 * (the weight against the have's, the expiration within the have's, at least one linked company).
 */

export const WIZARD_STEPS = [
  'Have and material',
  'Price and terms',
  'Recipients',
  'Contact',
  'Message and files',
  'Review',
] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4 | 5;

export interface RecipientValues {
  /** The linked company's public id. */
  companyId: string;
  /** One of its public locations, or '' until chosen. */
  destinationLocationId: string;
}

export interface OfferWizardValues extends TermsValues {
  haveId: string;
  materialName: string;
  description: string;
  grade: string;
  form: string;
  color: string;
  expirationDate: string;
  recipients: RecipientValues[];
  contact: ContactValues;
  representatives: string[];
  message: string;
}

/** What the checks need to know beyond the values: the chosen have, and whether a request is answered. */
export interface WizardFacts {
  answering: boolean;
  /** What the have has available; null until it is loaded. */
  available: Weight | null;
  /** The have's expiration date: an offer cannot outlive it. */
  latestExpiration: string | null;
  today: string;
  /** A reverse auction answered: the terms a bid is judged by (the lowest bid less the increment, part 6 of issue 12). */
  auction?: AuctionTerms | null;
}

export function emptyOfferWizard(
  account: { id: string; firstName: string; lastName: string; email: string } | undefined,
  haveId = '',
): OfferWizardValues {
  return {
    haveId,
    materialName: '',
    description: '',
    grade: '',
    form: '',
    color: '',
    ...termsValuesOf({}),
    expirationDate: '',
    recipients: [],
    contact: contactOf(account),
    representatives: account ? [account.id] : [],
    message: '',
  };
}

/** What a have (and its material) fills in: material, price, weight, terms and expiration. */
export function haveDefaults(have: Have, material?: Material): Partial<OfferWizardValues> {
  return {
    materialName: have.name ?? have.materialName ?? material?.name ?? '',
    description: have.description ?? have.notes ?? material?.description ?? '',
    grade: material?.grade ?? '',
    form: material?.form ?? '',
    color: material?.color ?? '',
    ...termsValuesOf({ price: have.price, weight: have.remainingWeight, terms: have.shippingTerms }),
    expirationDate: have.expirationDate,
  };
}

/** The create body: one offer per recipient, or the answer to `requestId` (recipients then ignored). */
export function offerPayload(v: OfferWizardValues, requestId?: string) {
  return {
    haveId: v.haveId,
    ...(requestId ? { requestId } : {}),
    recipients: requestId
      ? []
      : v.recipients.map((r) => ({ companyId: r.companyId, destinationLocationId: r.destinationLocationId })),
    ...termsPayload(v),
    expirationDate: v.expirationDate || undefined,
    message: messagePayload(v.message),
    contactInformation: contactPayload(v.contact),
    representatives: v.representatives,
    materialName: blankToUndefined(v.materialName),
    description: blankToUndefined(v.description),
    grade: (v.grade || undefined) as Grade | undefined,
    form: (v.form || undefined) as Form | undefined,
    color: (v.color || undefined) as Color | undefined,
  };
}

/** The contract's body schema: what the server will judge the same way. */
export const offerSchema = NetworkOfferInput;

/** Where an issue of the payload shows on the wizard (`contactInformation.email` → `contact.email`). */
export const wizardFieldOf = tradeFieldOf;

/** The wizard's own rules, judged on every check whatever else is invalid. */
export function wizardChecks(v: OfferWizardValues, facts: WizardFacts): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (typedWeightAbove(v, facts.available))
    issues.push({ field: 'weight', message: OFFER_MESSAGES.weightAboveAvailable });
  if (v.expirationDate && v.expirationDate < facts.today)
    issues.push({ field: 'expirationDate', message: OFFER_MESSAGES.expirationPast });
  else if (v.expirationDate && facts.latestExpiration && v.expirationDate > facts.latestExpiration)
    issues.push({ field: 'expirationDate', message: OFFER_MESSAGES.expirationAfterHave });
  const price = Number(v.price);
  if (facts.auction && v.price.trim() !== '' && price > 0) {
    const problem = bidProblem({ unitValue: price, unit: v.priceUnit }, facts.auction);
    if (problem) issues.push({ field: 'price', message: problem });
  }
  if (!v.haveId) issues.push({ field: 'haveId', message: 'Choose a have' });
  if (!v.materialName.trim()) issues.push({ field: 'materialName', message: 'Material name is required' });
  if (!facts.answering) {
    if (!v.recipients.length) issues.push({ field: 'recipients', message: NETWORK_MESSAGES.linkRequired });
    v.recipients.forEach((r, i) => {
      if (!r.destinationLocationId)
        issues.push({
          field: `recipients.${i}.destinationLocationId`,
          message: OFFER_MESSAGES.destinationUnknown,
        });
    });
  }
  return issues;
}

/** The fields each step checks before the next one opens. */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  0: ['haveId', 'materialName', 'description', 'grade', 'form', 'color'],
  1: ['price', 'priceUnit', 'weight', 'weightUnit', 'terms', 'expirationDate'],
  2: ['recipients'],
  3: ['contact', 'representatives'],
  4: ['message'],
  5: [],
};

/** The step holding a field (an error from the server opens it); the review step when none does. */
export function stepOf(field: string): WizardStep {
  const root = field.split('.')[0]!;
  for (const step of [0, 1, 2, 3, 4] as const) if (STEP_FIELDS[step].includes(root)) return step;
  return 5;
}
