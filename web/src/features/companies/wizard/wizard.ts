import * as z from 'zod';
import type {
  ContactType,
  Grade,
  Form,
  Color,
  MaterialType,
  PlaceDetails,
  RelationshipTemperature,
  Service,
} from '@polyloop/shared';
import type { PriceUnit, WeightUnit } from '@polyloop/shared';
import { CompanyInput, ContactInput, CRM_MESSAGES, LocationInput } from '@polyloop/shared/crm/company';

/** The wizard's steps, in order (spec part 1 §2). */
export const STEPS = ['Details', 'Locations', 'Contacts', 'Materials', 'Buy Profiles', 'Review'] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4 | 5;

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
export interface WizardValues {
  name: string;
  legalName: string;
  website: string;
  about: string;
  services: Service[];
  tags: string[];
  representatives: string[];
  locations: LocationRow[];
  contacts: ContactRow[];
  materialIds: string[];
  materials: MaterialType[];
  buyProfiles: BuyProfileRow[];
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
export const emptyWizard = (): WizardValues => ({
  name: '',
  legalName: '',
  website: '',
  about: '',
  services: [],
  tags: [],
  representatives: [],
  locations: [emptyLocation()],
  contacts: [emptyContact()],
  materialIds: [],
  materials: [],
  buyProfiles: [],
});

const blank = (s: string | undefined) => !s || !s.trim();
const opt = (s: string) => (blank(s) ? undefined : s.trim());
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

/** Which form row each payload row came from, so errors about the payload land on the right row. */
export interface RowMaps {
  contacts: number[];
  locations: number[];
  buyProfiles: number[];
}

export type CompanyPayload = z.input<typeof CompanyInput>;

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

/** Every started row, in payload shape, with the form row each came from. */
function buildRows(v: WizardValues) {
  const rows: RowMaps = { contacts: [], locations: [], buyProfiles: [] };
  const contacts = v.contacts.flatMap((c, i) => {
    if (isEmptyContact(c)) return [];
    rows.contacts.push(i);
    return [contactPayload(c)];
  });
  const locations = v.locations.flatMap((l, i) => {
    if (isEmptyLocation(l)) return [];
    rows.locations.push(i);
    return [locationPayload(l)];
  });
  const buyProfiles = v.buyProfiles.flatMap((b, i) => {
    if (isEmptyBuyProfile(b)) return [];
    rows.buyProfiles.push(i);
    return [
      {
        materialType: (b.materialType || undefined) as MaterialType,
        grades: b.grades,
        forms: b.forms,
        colors: b.colors,
        minWeight: blank(b.minWeight) ? undefined : { unitValue: Number(b.minWeight), unit: b.minWeightUnit },
        priceTarget: blank(b.priceTarget)
          ? undefined
          : { unitValue: Number(b.priceTarget), unit: b.priceUnit },
        notes: opt(b.notes),
      },
    ];
  });
  return { contacts, locations, buyProfiles, rows };
}

/**
 * The creation payload: empty rows dropped, contacts sent only when the first has a name and
 * locations only when the first has an address (spec part 1 §3).
 */
export function buildCompanyPayload(
  v: WizardValues,
  confirmDuplicate = false,
): { payload: CompanyPayload; rows: RowMaps } {
  const { contacts, locations, buyProfiles, rows } = buildRows(v);
  const firstContactNamed = !blank(contacts[0]?.firstName);
  const firstLocationAddressed = !blank(locations[0]?.formattedAddress);
  return {
    payload: {
      name: v.name.trim(),
      legalName: opt(v.legalName),
      website: opt(v.website),
      about: opt(v.about),
      services: v.services,
      tags: v.tags,
      representatives: v.representatives,
      materials: v.materials,
      materialIds: v.materialIds,
      contacts: firstContactNamed ? contacts : [],
      locations: firstLocationAddressed ? locations : [],
      buyProfiles,
      confirmDuplicate,
    },
    rows: {
      contacts: firstContactNamed ? rows.contacts : [],
      locations: firstLocationAddressed ? rows.locations : [],
      buyProfiles: rows.buyProfiles,
    },
  };
}

const LOCATION_PLACE_FIELDS = new Set([
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

/** `contacts[1].email` or `contacts.1.email` → ['contacts', 1, 'email']. */
export function splitPath(path: string | readonly PropertyKey[]): (string | number)[] {
  const parts =
    typeof path === 'string'
      ? path
          .replace(/\[(\d+)\]/g, '.$1')
          .split('.')
          .filter(Boolean)
      : path.map(String);
  return parts.map((p) => (/^\d+$/.test(String(p)) ? Number(p) : String(p)));
}

/** Where an error about a payload field shows in the form (`locations.0.city` → `locations.2.place`). */
export function formPathOf(payloadPath: string | readonly PropertyKey[], rows: RowMaps): string {
  const [head, index, field, ...rest] = splitPath(payloadPath);
  if ((head === 'contacts' || head === 'locations' || head === 'buyProfiles') && typeof index === 'number') {
    const row = rows[head][index] ?? index;
    if (field === undefined) return `${head}.${row}`;
    let name = String(field);
    if (head === 'locations' && LOCATION_PLACE_FIELDS.has(name)) name = 'place';
    return `${head}.${row}.${name}`;
  }
  if (head === 'confirmDuplicate') return 'name';
  return [head, index, field, ...rest].filter((p) => p !== undefined).join('.');
}

/** The step that holds a form field. */
export function stepOf(formPath: string): StepIndex {
  const head = formPath.split('.')[0];
  switch (head) {
    case 'locations':
      return 1;
    case 'contacts':
      return 2;
    case 'materialIds':
    case 'materials':
      return 3;
    case 'buyProfiles':
      return 4;
    default:
      return 0;
  }
}

/** Field names validated before leaving each step. */
export const STEP_FIELDS: Record<StepIndex, string[]> = {
  0: ['name', 'legalName', 'website', 'about', 'services', 'tags', 'representatives'],
  1: ['locations'],
  2: ['contacts'],
  3: ['materialIds', 'materials'],
  4: ['buyProfiles'],
  5: [],
};

/** Server field errors (payload paths) as form errors, and the first step that has one. */
export function mapServerFieldErrors(
  fieldErrors: Record<string, string[]>,
  rows: RowMaps,
): { errors: { path: string; message: string }[]; step: StepIndex | undefined } {
  const errors = Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length)
    .map(([key, messages]) => ({ path: formPathOf(key, rows), message: messages[0]! }));
  const steps = errors.map((e) => stepOf(e.path));
  return { errors, step: steps.length ? (Math.min(...steps) as StepIndex) : undefined };
}

/**
 * The form's schema: the wizard's own rules (contact name and e-mail, address from the dropdown,
 * one remit-to), then the shared `CompanyInput` run on every started row, its issues moved back
 * onto the rows they came from.
 */
export const WizardSchema = z.custom<WizardValues>().superRefine((v, ctx) => {
  const issues = new Map<string, string>();
  const add = (path: string, message: string) => void (issues.has(path) || issues.set(path, message));
  v.contacts.forEach((c, i) => {
    if (isEmptyContact(c)) return;
    if (blank(c.firstName)) add(`contacts.${i}.firstName`, CRM_MESSAGES.contactRequired);
    if (blank(c.email)) add(`contacts.${i}.email`, CRM_MESSAGES.contactEmailRequired);
  });
  v.locations.forEach((l, i) => {
    if (!isEmptyLocation(l) && !l.place) add(`locations.${i}.place`, CRM_MESSAGES.addressRequired);
  });
  const remit = v.locations.flatMap((l, i) => (l.remitTo && !isEmptyLocation(l) ? [i] : []));
  if (remit.length > 1)
    add(`locations.${remit[remit.length - 1]}.remitTo`, 'Only one remit-to address per company.');
  const emails = v.contacts.map((c) => c.email.trim().toLowerCase());
  emails.forEach((e, i) => {
    if (e && emails.indexOf(e) !== i) add(`contacts.${i}.email`, CRM_MESSAGES.contactEmailTaken);
  });
  const { payload } = buildCompanyPayload(v);
  const all = buildRows(v);
  const parsed = CompanyInput.safeParse({
    ...payload,
    contacts: all.contacts,
    locations: all.locations,
    buyProfiles: all.buyProfiles,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(formPathOf(issue.path, all.rows), issue.message);
  for (const [path, message] of issues) ctx.addIssue({ code: 'custom', path: splitPath(path), message });
});
