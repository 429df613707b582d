import { HaveInput, NeedInput, type Have, type Need } from '@polyloop/shared/supply/listing';
import type { PriceUnit } from '@polyloop/shared';
import { blankToUndefined, bodyKey, clearingBlanks, numberOrUndefined } from '../../lib/form';
import { emptyHeldMaterial, type HeldMaterialValues } from '../inventory/lot-form';
import type { Kind } from './kinds';

/** What the have and need forms hold: text as typed, units picked, blanks for "not set". */
export interface ListingFormValues extends HeldMaterialValues {
  name: string;
  description: string;
  price: string;
  priceUnit: PriceUnit;
  packaging: string;
  palletized: boolean;
  pieceCount: string;
  lotNumber: string;
  expirationDate: string;
  shippingTerms: string;
  notes: string;
  /** The tenant's users who look after it. */
  representatives: string[];
}

export const emptyListingForm = (expirationDate: string): ListingFormValues => ({
  ...emptyHeldMaterial(),
  name: '',
  description: '',
  price: '',
  priceUnit: 'POUND',
  packaging: '',
  palletized: false,
  pieceCount: '',
  lotNumber: '',
  expirationDate,
  shippingTerms: '',
  notes: '',
  representatives: [],
});

/** The values as the API takes them (the shared schema judges them, so form and server agree). */
export function toListingInput(kind: Kind, v: ListingFormValues) {
  const price =
    numberOrUndefined(v.price) === undefined
      ? undefined
      : { unitValue: numberOrUndefined(v.price), unit: v.priceUnit };
  const common = {
    name: blankToUndefined(v.name),
    description: blankToUndefined(v.description),
    companyId: v.companyId || undefined,
    locationId: v.locationId || undefined,
    materialId: v.materialId || undefined,
    materialType: v.materialType || undefined,
    remainingWeight: { unitValue: numberOrUndefined(v.weight), unit: v.weightUnit },
    packaging: v.packaging || undefined,
    expirationDate: v.expirationDate || undefined,
    shippingTerms: v.shippingTerms || undefined,
    notes: blankToUndefined(v.notes),
    representatives: v.representatives,
  };
  return kind === 'have'
    ? {
        ...common,
        price,
        palletized: v.palletized,
        pieceCount: numberOrUndefined(v.pieceCount),
        lotNumber: blankToUndefined(v.lotNumber),
      }
    : { ...common, priceTarget: price };
}
/**
 * The values as a PATCH takes them: a field the record had and the form now leaves empty (a price,
 * packaging, a location, a note) goes as null, so clearing a field clears it.
 */
export function toListingPatch(kind: Kind, v: ListingFormValues, initial: ListingFormValues) {
  return clearingBlanks(toListingInput(kind, v), toListingInput(kind, initial));
}
export const schemaOf = (kind: Kind) => (kind === 'have' ? HaveInput : NeedInput);

/** Where an issue of the API's shape shows on the form. */
export function listingFieldOf(path: readonly PropertyKey[]): string {
  const key = bodyKey(path);
  const moved: Record<string, string> = {
    'remainingWeight.unitValue': 'weight',
    remainingWeight: 'weight',
    'remainingWeight.unit': 'weightUnit',
    'price.unitValue': 'price',
    price: 'price',
    'price.unit': 'priceUnit',
    'priceTarget.unitValue': 'price',
    priceTarget: 'price',
    'priceTarget.unit': 'priceUnit',
  };
  return moved[key] ?? key;
}

/** A saved record as the form's values (the details tab edits it). */
export function listingFormOf(r: Have | Need): ListingFormValues {
  const price = 'price' in r ? r.price : r.priceTarget;
  return {
    name: r.name ?? '',
    description: r.description ?? '',
    companyId: r.companyId,
    locationId: r.location?.locationId ?? '',
    materialId: r.materialId ?? '',
    materialType: r.materialType,
    weight: String(r.remainingWeight.unitValue),
    weightUnit: r.remainingWeight.unit,
    price: price ? String(price.unitValue) : '',
    priceUnit: price?.unit ?? 'POUND',
    packaging: r.packaging ?? '',
    palletized: 'palletized' in r ? r.palletized : false,
    pieceCount: 'pieceCount' in r && r.pieceCount != null ? String(r.pieceCount) : '',
    lotNumber: 'lotNumber' in r ? (r.lotNumber ?? '') : '',
    expirationDate: r.expirationDate,
    shippingTerms: r.shippingTerms ?? '',
    notes: r.notes ?? '',
    representatives: r.representatives,
  };
}

/** A price per one unit on a weight in another asks for a confirmation first (spec part 1 §5). */
export const unitMismatch = (v: ListingFormValues) =>
  v.price.trim() !== '' && v.weight.trim() !== '' && v.priceUnit !== v.weightUnit;
