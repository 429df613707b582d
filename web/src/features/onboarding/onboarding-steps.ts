import { ONBOARDING_STEPS, type OnboardingInput } from '@polyloop/shared';
import type { FieldPath } from 'react-hook-form';
import type * as z from 'zod';
import { BLANK_ADDRESS, formFieldOf, joinPath } from '../../lib/form';

export type Step = (typeof ONBOARDING_STEPS)[number];
type Submitted = z.input<typeof OnboardingInput>;
type Place = Submitted['primaryLocation'];
/**
 * What the form holds: what it submits, except what stays unset until the person acts (the
 * address from the dropdown, the terms box); the schema asks for those on submit.
 */
export type OnboardingForm = Omit<Submitted, 'primaryLocation' | 'termsAccepted'> & {
  primaryLocation: Omit<Place, 'country' | 'latitude' | 'longitude'> &
    Partial<Pick<Place, 'country' | 'latitude' | 'longitude'>>;
  termsAccepted: boolean;
};

export const STEP_TITLES: Record<Step, string> = {
  welcome: 'Welcome',
  company: 'Company',
  materials: 'Materials',
  locations: 'Locations',
  contacts: 'Contacts',
  users: 'Users',
  intent: 'Intent',
  review: 'Review',
};

/** The top-level form fields each step owns (what its Next validates). */
export const STEP_FIELDS: Record<Step, (keyof OnboardingInput & FieldPath<OnboardingForm>)[]> = {
  welcome: [],
  company: ['company'],
  materials: ['materials'],
  locations: ['primaryLocation'],
  contacts: ['primaryContact'],
  users: ['invitations'],
  intent: ['intents'],
  review: ['termsAccepted', 'publicProfile'],
};

/** A field path as the server or zod names it ("body.company.shortCode", "invitations.0.email", ["company", "name"]). */
export function fieldPath(path: string | readonly PropertyKey[]): string {
  return formFieldOf(typeof path === 'string' ? path : joinPath(path)) ?? '';
}

/** The step a field belongs to, or undefined for a field no step shows. */
export function stepOfField(path: string | readonly PropertyKey[]): Step | undefined {
  const top = fieldPath(path).split('.')[0];
  return ONBOARDING_STEPS.find((step) => (STEP_FIELDS[step] as string[]).includes(top ?? ''));
}

/**
 * The server's field errors mapped onto form paths, and the first step (in step order) that has
 * one: where the user is sent back to fix them.
 */
export function mapServerErrors(fieldErrors: Record<string, string[]>): {
  errors: { path: string; message: string }[];
  firstStep: Step | undefined;
} {
  const errors = Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([path, messages]) => ({ path: fieldPath(path), message: messages[0]! }));
  const steps = new Set(errors.map((e) => stepOfField(e.path)).filter((s): s is Step => !!s));
  return { errors, firstStep: ONBOARDING_STEPS.find((s) => steps.has(s)) };
}

export function emptyOnboarding(person?: {
  firstName: string;
  lastName: string;
  email: string;
}): OnboardingForm {
  return {
    company: { name: '', shortCode: '', website: '' },
    materials: [],
    primaryLocation: { ...BLANK_ADDRESS },
    primaryContact: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      email: person?.email ?? '',
      phone: '',
    },
    invitations: [],
    intents: [],
    termsAccepted: false,
    publicProfile: true,
  };
}

/**
 * What the form holds, shaped for the API: empty optional strings are left out (the schemas treat
 * "" as a value, not as absent).
 */
export function toSubmission(values: OnboardingForm): unknown {
  const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
  const clean = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, blank(v)]));
  return {
    ...values,
    company: clean(values.company),
    primaryLocation: clean(values.primaryLocation as Record<string, unknown>),
    primaryContact: clean(values.primaryContact),
    invitations: (values.invitations ?? []).map((i) => clean(i as Record<string, unknown>)),
  };
}

export const STORAGE_KEY = 'polyloop.onboarding';

export function loadDraft(
  storage: Pick<Storage, 'getItem'>,
  owner: string,
): { step: Step; values: OnboardingForm } | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as { owner?: string; step?: Step; values?: OnboardingForm };
    if (draft.owner !== owner || !draft.values || !ONBOARDING_STEPS.includes(draft.step as Step)) return null;
    return { step: draft.step as Step, values: draft.values };
  } catch {
    return null;
  }
}

export function saveDraft(
  storage: Pick<Storage, 'setItem'>,
  owner: string,
  step: Step,
  values: OnboardingForm,
) {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ owner, step, values }));
  } catch {
    // Storage full or disabled: the draft just does not survive a reload.
  }
}
