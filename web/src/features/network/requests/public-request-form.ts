import * as z from 'zod';
import type { PriceUnit, WeightUnit } from '@polyloop/shared';
import {
  MARKET_MESSAGES,
  PublicRequestInput,
  type PublicRequest,
  type PublicRequestPatch,
} from '@polyloop/shared/network/market';
import type { Need } from '@polyloop/shared/supply/listing';
import {
  amountText,
  blankToUndefined,
  localToIso,
  priceOf,
  requestTextOf,
  toLocalInput,
  weightOf,
  type RequestTextValues,
} from './form-values';
import { materialOf } from '../market/format';

type Incoterm = NonNullable<PublicRequestPatch['preferredShippingTerms']>;

/** The "New Public Request" form (part 2 §5) as typed: text, units, moments in the browser's zone. */
export interface PublicRequestFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  preferredShippingTerms: string;
  weight: string;
  weightUnit: WeightUnit;
  priceTarget: string;
  priceUnit: PriceUnit;
  enforceTargetPrice: boolean;
  maxOfferPrice: string;
  maxPriceUnit: PriceUnit;
  /** Its answers are bids, the lowest price winning. */
  reverseAuction: boolean;
  bidIncrement: string;
  incrementUnit: PriceUnit;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  representatives: string[];
}

type NeedFacts = Pick<
  Need,
  'materialName' | 'materialType' | 'notes' | 'shippingTerms' | 'remainingWeight' | 'priceTarget'
>;

/** The form as a need fills it: its weight, target and terms; it starts now and ends when the person says. */
export function publicRequestDefaults(
  need: NeedFacts,
  me: { id: string; firstName: string; lastName: string; email: string },
  now = new Date(),
): PublicRequestFormValues {
  return {
    title: `Wanted: ${materialOf(need)}`,
    description: need.notes ?? '',
    startDate: toLocalInput(now),
    endDate: '',
    preferredShippingTerms: need.shippingTerms ?? '',
    weight: String(need.remainingWeight.unitValue),
    weightUnit: need.remainingWeight.unit,
    priceTarget: amountText(need.priceTarget),
    priceUnit: need.priceTarget?.unit ?? 'POUND',
    enforceTargetPrice: false,
    maxOfferPrice: '',
    maxPriceUnit: need.priceTarget?.unit ?? 'POUND',
    reverseAuction: false,
    bidIncrement: '',
    incrementUnit: need.priceTarget?.unit ?? 'POUND',
    contactName: `${me.firstName} ${me.lastName}`.trim().slice(0, 60),
    contactEmail: me.email,
    contactPhone: '',
    representatives: [me.id],
  };
}

/** The values as `createPublicRequest` takes them; blanks are left out so the need's own values apply. */
export function toPublicRequestInput(needId: string, v: PublicRequestFormValues) {
  return {
    needId,
    title: v.title,
    description: blankToUndefined(v.description),
    startDate: localToIso(v.startDate) || undefined,
    endDate: localToIso(v.endDate),
    preferredShippingTerms: (v.preferredShippingTerms || undefined) as Incoterm | undefined,
    weight: weightOf(v.weight, v.weightUnit),
    priceTarget: priceOf(v.priceTarget, v.priceUnit),
    enforceTargetPrice: v.enforceTargetPrice,
    maxOfferPrice: priceOf(v.maxOfferPrice, v.maxPriceUnit),
    reverseAuction: v.reverseAuction,
    bidIncrement: v.reverseAuction ? priceOf(v.bidIncrement, v.incrementUnit) : undefined,
    contactInformation: { name: v.contactName, email: v.contactEmail, phoneNumber: v.contactPhone },
    representatives: v.representatives,
  };
}

/** The end the person chose: given, and still ahead (the server decides again against its own clock). */
const EndAhead = z.object({
  endDate: z
    .string()
    .min(1, MARKET_MESSAGES.endRequired)
    .refine((v) => Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now(), MARKET_MESSAGES.endPast),
});

/** What the form checks before it sends: the contract's schema, and an end in the future. */
export const PublicRequestFormSchema = z.intersection(EndAhead, PublicRequestInput);

/** The edit dialog's values: what a requester may still change. */
export interface PublicRequestEditValues extends RequestTextValues {
  endDate: string;
  preferredShippingTerms: string;
  priceTarget: string;
  priceUnit: PriceUnit;
  enforceTargetPrice: boolean;
  maxOfferPrice: string;
  maxPriceUnit: PriceUnit;
}

export function publicRequestEditOf(r: PublicRequest): PublicRequestEditValues {
  return {
    ...requestTextOf(r),
    endDate: toLocalInput(r.endDate),
    preferredShippingTerms: r.preferredShippingTerms ?? '',
    priceTarget: amountText(r.priceTarget),
    priceUnit: r.priceTarget?.unit ?? 'POUND',
    enforceTargetPrice: r.enforceTargetPrice,
    maxOfferPrice: amountText(r.maxOfferPrice),
    maxPriceUnit: r.maxOfferPrice?.unit ?? r.priceTarget?.unit ?? 'POUND',
  };
}

/**
 * The change as `updatePublicRequest` takes it: prices left blank stay as they are (they cannot be
 * removed), and an end left as it was is not sent (the field shows minutes, the request keeps seconds).
 */
export function toPublicRequestPatch(
  v: PublicRequestEditValues,
  before?: PublicRequestEditValues,
): PublicRequestPatch {
  const patch: PublicRequestPatch = {
    title: v.title,
    // What the user emptied goes as null, which clears it.
    description: v.description.trim() || null,
    enforceTargetPrice: v.enforceTargetPrice,
  };
  if (!before || v.endDate !== before.endDate) patch.endDate = localToIso(v.endDate);
  patch.preferredShippingTerms = (v.preferredShippingTerms || null) as Incoterm | null;
  const target = priceOf(v.priceTarget, v.priceUnit);
  patch.priceTarget = (target ?? null) as PublicRequestPatch['priceTarget'];
  const max = priceOf(v.maxOfferPrice, v.maxPriceUnit);
  patch.maxOfferPrice = (max ?? null) as PublicRequestPatch['maxOfferPrice'];
  return patch;
}
