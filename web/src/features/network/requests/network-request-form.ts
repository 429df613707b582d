import type { PriceUnit, WeightUnit } from '@polyloop/shared';
import type { NetworkRequest, NetworkRequestPatch } from '@polyloop/shared/network/request';
import type { NeedListItem } from '@polyloop/shared/supply/listing';
import {
  amountText,
  blankToUndefined,
  priceOf,
  requestTextOf,
  weightOf,
  type RequestTextValues,
} from './form-values';
import { materialOf } from '../market/format';

/** The private request wizard (part 2 §5) as typed: its details, then the linked companies asked. */
export interface NetworkRequestFormValues {
  title: string;
  description: string;
  locationId: string;
  weight: string;
  weightUnit: WeightUnit;
  priceTarget: string;
  priceUnit: PriceUnit;
  expirationDate: string;
  receivingCompanyIds: string[];
  representatives: string[];
}

/** The wizard's steps and the fields each one checks before the next. */
export const REQUEST_STEPS = [
  {
    title: 'Details',
    fields: [
      'title',
      'description',
      'locationId',
      'weight',
      'weightUnit',
      'priceTarget',
      'priceUnit',
      'expirationDate',
    ],
  },
  { title: 'Companies', fields: ['receivingCompanyIds', 'representatives'] },
] as const satisfies readonly { title: string; fields: readonly (keyof NetworkRequestFormValues)[] }[];

type NeedFacts = Pick<
  NeedListItem,
  'materialName' | 'materialType' | 'location' | 'remainingWeight' | 'priceTarget'
>;

/** The wizard as a need fills it: where it goes; weight, target and expiration blank mean the need's own. */
export function networkRequestDefaults(need: NeedFacts, me: string): NetworkRequestFormValues {
  return {
    title: `Wanted: ${materialOf(need)}`,
    description: '',
    locationId: need.location?.locationId ?? '',
    weight: '',
    weightUnit: need.remainingWeight.unit,
    priceTarget: '',
    priceUnit: need.priceTarget?.unit ?? 'POUND',
    expirationDate: '',
    receivingCompanyIds: [],
    representatives: [me],
  };
}

export function toNetworkRequestInput(needId: string, v: NetworkRequestFormValues) {
  return {
    needId,
    title: v.title,
    description: blankToUndefined(v.description),
    locationId: v.locationId,
    receivingCompanyIds: v.receivingCompanyIds,
    weight: weightOf(v.weight, v.weightUnit),
    priceTarget: priceOf(v.priceTarget, v.priceUnit),
    expirationDate: v.expirationDate || undefined,
    representatives: v.representatives,
  };
}

/** The edit dialog of a sent request: title, description, expiration and target. */
export interface NetworkRequestEditValues extends RequestTextValues {
  expirationDate: string;
  priceTarget: string;
  priceUnit: PriceUnit;
}

export function networkRequestEditOf(r: NetworkRequest): NetworkRequestEditValues {
  return {
    ...requestTextOf(r),
    expirationDate: r.expirationDate,
    priceTarget: amountText(r.priceTarget),
    priceUnit: r.priceTarget?.unit ?? 'POUND',
  };
}

export function toNetworkRequestPatch(v: NetworkRequestEditValues): NetworkRequestPatch {
  const patch: NetworkRequestPatch = {
    title: v.title,
    // What the user emptied goes as null, which clears it.
    description: v.description.trim() || null,
    expirationDate: v.expirationDate,
  };
  const target = priceOf(v.priceTarget, v.priceUnit);
  patch.priceTarget = (target ?? null) as NetworkRequestPatch['priceTarget'];
  return patch;
}
