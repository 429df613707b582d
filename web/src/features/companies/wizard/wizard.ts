import * as z from 'zod';
import type { FieldPath } from 'react-hook-form';
import type { CrmRoutes, RouteRequest } from '@polyloop/shared';
import { CompanyInput, CRM_MESSAGES } from '@polyloop/shared/crm/company';
import {
  blank,
  buyProfilePayload,
  contactPayload,
  emptyContact,
  emptyLocation,
  isEmptyBuyProfile,
  isEmptyContact,
  isEmptyLocation,
  locationPayload,
  LOCATION_PLACE_FIELDS,
  opt,
  type BuyProfileRow,
  type CompanyDetails,
  type ContactRow,
  type LocationRow,
} from './rows';

export * from './rows';

/** The wizard's steps, in order (spec part 1 §2). */
export const STEPS = ['Details', 'Locations', 'Contacts', 'Materials', 'Buy Profiles', 'Review'] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4 | 5;

export interface WizardValues extends CompanyDetails {
  locations: LocationRow[];
  contacts: ContactRow[];
  materialIds: string[];
  buyProfiles: BuyProfileRow[];
}

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

/** Which form row each payload row came from, so errors about the payload land on the right row. */
export interface RowMaps {
  contacts: number[];
  locations: number[];
  buyProfiles: number[];
}

/** What the wizard sends: the contract's create body (contacts need an e-mail there). */
export type CompanyPayload = RouteRequest<typeof CrmRoutes.createCompany>['body'];

/** Every started row, in payload shape, with the form row each came from. */
function buildRows(v: WizardValues) {
  const rows: RowMaps = { contacts: [], locations: [], buyProfiles: [] };
  const contacts = v.contacts.flatMap((c, i) => {
    if (isEmptyContact(c)) return [];
    rows.contacts.push(i);
    const payload = contactPayload(c);
    return [{ ...payload, email: payload.email ?? '' }];
  });
  const locations = v.locations.flatMap((l, i) => {
    if (isEmptyLocation(l)) return [];
    rows.locations.push(i);
    return [locationPayload(l)];
  });
  const buyProfiles = v.buyProfiles.flatMap((b, i) => {
    if (isEmptyBuyProfile(b)) return [];
    rows.buyProfiles.push(i);
    return [buyProfilePayload(b)];
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
export const STEP_FIELDS: Record<StepIndex, FieldPath<WizardValues>[]> = {
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
