import type { PriceUnit } from '@polyloop/shared';
import { AUCTION_MESSAGES, AUCTION_RULES } from '@polyloop/shared/network/auction';
import type { Have } from '@polyloop/shared/supply/listing';
import { blankToUndefined, joinPath, type FieldIssue } from '../../../lib/form';
import { contactPayload, type ContactValues } from '../common/trade-form';
import { localToIso, numberOf, priceOf } from '../requests/form-values';

/**
 * The auction forms as they hold their values (text as typed) and as the API takes them: a new
 * auction (part 2 §3 creation payload, §5 rules) and a bid. Pure, so the rules are tested alone.
 */

export interface AuctionFormValues {
  haveId: string;
  materialName: string;
  materialDescription: string;
  /** An incoterm, or '' while none is chosen. */
  terms: string;
  startingBid: string;
  priceUnit: PriceUnit;
  increment: string;
  /** Hidden from bidders; blank for none. */
  reserve: string;
  /** As the date-and-time picker holds it ("2026-03-04T15:00"), in the browser's zone. */
  endDate: string;
  isPublic: boolean;
  /** Linked companies' public ids. */
  bidders: string[];
  feeAgreement: boolean;
}

export const emptyAuctionForm = (haveId = ''): AuctionFormValues => ({
  haveId,
  materialName: '',
  materialDescription: '',
  terms: '',
  startingBid: '',
  priceUnit: 'POUND',
  increment: '',
  reserve: '',
  endDate: '',
  isPublic: false,
  bidders: [],
  feeAgreement: false,
});

/** What a chosen have fills in: its material's name, description, terms and price as the starting bid. */
export function haveAuctionDefaults(have: Have): Partial<AuctionFormValues> {
  return {
    materialName: have.name ?? have.materialName ?? '',
    materialDescription: have.description ?? have.notes ?? '',
    ...(have.shippingTerms ? { terms: have.shippingTerms } : {}),
    ...(have.price ? { startingBid: String(have.price.unitValue), priceUnit: have.price.unit } : {}),
  };
}

export const auctionPayload = (v: AuctionFormValues) => ({
  coreHaveId: v.haveId || undefined,
  materialName: v.materialName,
  materialDescription: blankToUndefined(v.materialDescription),
  terms: v.terms || undefined,
  startingBid: { unitValue: numberOf(v.startingBid), unit: v.priceUnit },
  bidIncrement: { unitValue: numberOf(v.increment), unit: v.priceUnit },
  reservePrice: priceOf(v.reserve, v.priceUnit),
  endDate: localToIso(v.endDate) || undefined,
  bidders: v.isPublic ? [] : v.bidders,
  isPublic: v.isPublic,
  // The schema names the agreement when it is not ticked.
  feeAgreement: v.feeAgreement || undefined,
});

/** The end must be in the future and at most 90 days away, judged before sending (the server judges again). */
export function endDateChecks(endDate: string, now: number): FieldIssue[] {
  const end = new Date(localToIso(endDate)).getTime();
  if (!endDate.trim() || Number.isNaN(end)) return [];
  if (end <= now) return [{ field: 'endDate', message: AUCTION_MESSAGES.endInFuture }];
  if (end - now > AUCTION_RULES.maxDays * 86_400_000)
    return [{ field: 'endDate', message: AUCTION_MESSAGES.endTooFar }];
  return [];
}

/** The rules judged even while other fields are invalid (the schema's own refinements wait for them). */
export function auctionChecks(v: AuctionFormValues, now: number): FieldIssue[] {
  const issues = endDateChecks(v.endDate, now);
  if (!v.isPublic && !v.bidders.length)
    issues.push({ field: 'bidders', message: AUCTION_MESSAGES.biddersRequired });
  return issues;
}

/** Where an issue about the payload shows on the form: `startingBid.unitValue` → `startingBid`, `bidIncrement` → `increment`. */
export function auctionFieldOf(path: readonly PropertyKey[]): string {
  const key = joinPath(path[0] === 'body' ? path.slice(1) : path);
  const [head = '', tail] = key.split('.');
  if (head === 'coreHaveId') return 'haveId';
  if (head === 'bidIncrement') return 'increment';
  if (head === 'reservePrice') return 'reserve';
  if (head === 'startingBid') return tail === 'unit' ? 'priceUnit' : 'startingBid';
  if (head === 'bidders') return 'bidders';
  return key;
}

/** A server field error's key as a form field (`body.bidIncrement.unitValue` → `increment`). */
export const serverAuctionFieldOf = (key: string) =>
  /^(query|params)(\.|$)/.test(key) ? undefined : auctionFieldOf(key.replace(/\[(\d+)\]/g, '.$1').split('.'));

export interface BidFormValues {
  price: string;
  /** The hidden proxy maximum; blank for none. */
  maximum: string;
  destinationLocationId: string;
  contact: ContactValues;
}

export const bidPayload = (v: BidFormValues, unit: PriceUnit) => ({
  price: { unitValue: numberOf(v.price), unit },
  maximum: priceOf(v.maximum, unit),
  contactInformation: contactPayload(v.contact),
  destinationLocationId: v.destinationLocationId,
});

/** `price.unitValue` → `price`, `contactInformation.email` → `contact.email`. */
export function bidFieldOf(path: readonly PropertyKey[]): string {
  const key = joinPath(path[0] === 'body' ? path.slice(1) : path);
  if (key.startsWith('price')) return 'price';
  if (key.startsWith('maximum')) return 'maximum';
  if (key.startsWith('contactInformation')) return key.replace(/^contactInformation/, 'contact');
  return key;
}

export const serverBidFieldOf = (key: string) =>
  /^(query|params)(\.|$)/.test(key) ? undefined : bidFieldOf(key.split('.'));
