import * as z from 'zod';
import type {
  Color,
  ContactType,
  Form,
  Grade,
  MaterialType,
  PlaceDetails,
  PriceUnit,
  RelationshipTemperature,
  Service,
  WeightUnit,
} from '@polyloop/shared';
import { ContactInput, CRM_MESSAGES, LocationInput, type BuyProfile } from '@polyloop/shared/crm/company';

/** What the wizard's first steps and the profile tab edit about a company. */
export interface CompanyDetails {
  name: string;
  legalName: string;
  website: string;
  about: string;
  services: Service[];
  tags: string[];
  representatives: string[];
  materials: MaterialType[];
}

/** The rows of the company wizard that the company page also edits one at a time. */
export interface ContactRow {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  officePhone: string;
  officeExt: string;
  type: ContactType | '';
  relationshipTemperature: RelationshipTemperature | '';
}
export type Appointment = 'NONE' | 'REQUIRED' | 'FCFS';
export interface LocationRow {
  place: PlaceDetails | null;
  name: string;
  phone: string;
  remitTo: boolean;
  pickupAppointment: Appointment;
  deliveryAppointment: Appointment;
  shippingRequirements: string;
}
export interface BuyProfileRow {
  materialType: MaterialType | '';
  grades: Grade[];
  forms: Form[];
  colors: Color[];
  minWeight: string;
  minWeightUnit: WeightUnit;
  priceTarget: string;
  priceUnit: PriceUnit;
  notes: string;
}
export const emptyContact = (): ContactRow => ({
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  officePhone: '',
  officeExt: '',
  type: '',
  relationshipTemperature: '',
});
export const emptyLocation = (): LocationRow => ({
  place: null,
  name: '',
  phone: '',
  remitTo: false,
  pickupAppointment: 'NONE',
  deliveryAppointment: 'NONE',
  shippingRequirements: '',
});
export const emptyBuyProfile = (): BuyProfileRow => ({
  materialType: '',
  grades: [],
  forms: [],
  colors: [],
  minWeight: '',
  minWeightUnit: 'POUND',
  priceTarget: '',
  priceUnit: 'POUND',
  notes: '',
});

export const blank = (s: string | undefined) => !s || !s.trim();
export const opt = (s: string) => (blank(s) ? undefined : s.trim());
/** Digits only, with `;ext=` when an extension is given (spec part 1 §5). */
export function phoneValue(phone: string, ext = ''): string | undefined {
  const digits = phone.replace(/\D/g, '');
  const extension = ext.replace(/\D/g, '');
  if (!digits && !extension) return undefined;
  return extension ? `${digits};ext=${extension}` : digits;
}

export const isEmptyContact = (c: ContactRow) =>
  [
    c.firstName,
    c.lastName,
    c.email,
    c.mobilePhone,
    c.officePhone,
    c.officeExt,
    c.type,
    c.relationshipTemperature,
  ].every(blank);
export const isEmptyLocation = (l: LocationRow) =>
  !l.place && [l.name, l.phone, l.shippingRequirements].every(blank) && !l.remitTo;
export const isEmptyBuyProfile = (b: BuyProfileRow) =>
  !b.materialType &&
  !b.grades.length &&
  !b.forms.length &&
  !b.colors.length &&
  [b.minWeight, b.priceTarget, b.notes].every(blank);

/** A contact row as the API takes it. */
export function contactPayload(c: ContactRow) {
  return {
    firstName: c.firstName.trim(),
    lastName: c.lastName.trim(),
    email: opt(c.email),
    mobilePhone: phoneValue(c.mobilePhone),
    officePhone: phoneValue(c.officePhone, c.officeExt),
    type: c.type || undefined,
    relationshipTemperature: c.relationshipTemperature || undefined,
  };
}

/** A location row as the API takes it (the address parts come from the chosen suggestion). */
export function locationPayload(l: LocationRow) {
  const p = l.place;
  return {
    address: p?.address ?? '',
    addressLineTwo: p?.addressLineTwo || undefined,
    city: p?.city ?? '',
    stateProvince: p?.stateProvince ?? '',
    postalCode: p?.postalCode ?? '',
    country: p?.country as 'US' | 'CA',
    formattedAddress: p?.formattedAddress ?? '',
    latitude: p?.latitude as number,
    longitude: p?.longitude as number,
    name: opt(l.name),
    phone: phoneValue(l.phone),
    remitTo: l.remitTo,
    pickupAppointment: l.pickupAppointment,
    deliveryAppointment: l.deliveryAppointment,
    shippingRequirements: opt(l.shippingRequirements),
  };
}

/** A buy-profile row as the API takes it. */
export function buyProfilePayload(b: BuyProfileRow) {
  return {
    materialType: (b.materialType || undefined) as MaterialType,
    grades: b.grades,
    forms: b.forms,
    colors: b.colors,
    minWeight: blank(b.minWeight) ? undefined : { unitValue: Number(b.minWeight), unit: b.minWeightUnit },
    priceTarget: blank(b.priceTarget) ? undefined : { unitValue: Number(b.priceTarget), unit: b.priceUnit },
    notes: opt(b.notes),
  };
}

/** Back from the API's shape to a form row (for editing). */
export function contactRowOf(c: Partial<ContactInput>): ContactRow {
  const [office = '', ext = ''] = (c.officePhone ?? '').split(';ext=');
  return {
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    email: c.email ?? '',
    mobilePhone: c.mobilePhone ?? '',
    officePhone: office,
    officeExt: ext,
    type: c.type ?? '',
    relationshipTemperature: c.relationshipTemperature ?? '',
  };
}
export function locationRowOf(l: LocationInput): LocationRow {
  const place: PlaceDetails | null =
    l.latitude == null
      ? null
      : {
          placeId: '',
          latitude: l.latitude,
          longitude: l.longitude,
          formattedAddress: l.formattedAddress ?? l.address,
          address: l.address,
          addressLineTwo: l.addressLineTwo,
          city: l.city,
          stateProvince: l.stateProvince,
          country: l.country,
          postalCode: l.postalCode,
        };
  return {
    place,
    name: l.name ?? '',
    phone: l.phone ?? '',
    remitTo: l.remitTo ?? false,
    pickupAppointment: l.pickupAppointment ?? 'NONE',
    deliveryAppointment: l.deliveryAppointment ?? 'NONE',
    shippingRequirements: l.shippingRequirements ?? '',
  };
}

export const buyProfileRowOf = (p: BuyProfile): BuyProfileRow => ({
  materialType: p.materialType,
  grades: p.grades,
  forms: p.forms,
  colors: p.colors,
  minWeight: p.minWeight ? String(p.minWeight.unitValue) : '',
  minWeightUnit: (p.minWeight?.unit ?? 'POUND') as WeightUnit,
  priceTarget: p.priceTarget ? String(p.priceTarget.unitValue) : '',
  priceUnit: (p.priceTarget?.unit ?? 'POUND') as PriceUnit,
  notes: p.notes ?? '',
});

/** One contact row on its own (the company page's dialog): the wizard's rules and the shared schema. */
export const ContactRowSchema = z.custom<ContactRow>().superRefine((c, ctx) => {
  const issues = new Map<string, string>();
  if (blank(c.firstName)) issues.set('firstName', CRM_MESSAGES.contactRequired);
  if (blank(c.email)) issues.set('email', CRM_MESSAGES.contactEmailRequired);
  const parsed = ContactInput.safeParse(contactPayload(c));
  if (!parsed.success)
    for (const i of parsed.error.issues)
      if (!issues.has(String(i.path[0]))) issues.set(String(i.path[0]), i.message);
  for (const [path, message] of issues) ctx.addIssue({ code: 'custom', path: [path], message });
});

/** One location row on its own. */
export const LocationRowSchema = z.custom<LocationRow>().superRefine((l, ctx) => {
  if (!l.place)
    return void ctx.addIssue({ code: 'custom', path: ['place'], message: CRM_MESSAGES.addressRequired });
  const parsed = LocationInput.safeParse(locationPayload(l));
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const i of parsed.error.issues) {
      const f = LOCATION_PLACE_FIELDS.has(String(i.path[0])) ? 'place' : String(i.path[0]);
      if (!seen.has(f)) ctx.addIssue({ code: 'custom', path: [f], message: i.message });
      seen.add(f);
    }
  }
});

export const LOCATION_PLACE_FIELDS = new Set([
  'address',
  'addressLineTwo',
  'city',
  'stateProvince',
  'postalCode',
  'country',
  'formattedAddress',
  'latitude',
  'longitude',
]);
