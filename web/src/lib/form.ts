import type { FieldError, FieldPath, FieldPathByValue, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type * as z from 'zod';

/** An issue's path as a form field name: `['ranges', 'iv', 'min']` → `ranges.iv.min`. */
export const joinPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A rule beyond the schema, named by the form field it is about. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The form's one resolver: it judges what the form would send with a shared zod schema (the
 * contract's own, so the form and the API agree). `toPayload` shapes the values as they will be
 * sent (blanks dropped, numbers parsed), `fieldOf` puts each issue back on the field it came from
 * when the payload's shape differs from the form's. The first issue of a field wins. `checks`
 * adds rules the schema cannot know (a weight against what a record has available), judged even
 * while other fields are invalid (a schema's own refinements are not); their message wins.
 */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: V) => unknown = (values) => values,
  fieldOf: (path: readonly PropertyKey[]) => string = joinPath,
  checks?: (values: V) => FieldIssue[],
): Resolver<V> {
  return (values, _context, options) => {
    const parsed = schema.safeParse(toPayload(values));
    const errors: Record<string, FieldError> = {};
    for (const issue of checks?.(values) ?? [])
      errors[issue.field] ??= { type: 'custom', message: issue.message };
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = fieldOf(issue.path);
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    if (!Object.keys(errors).length) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A number as typed: blank is "not set" (undefined), anything else is read for the schema to judge. */
export const numberOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** An issue's path inside the request body, dotted as the form's fields are named ("weight.unit"). */
export const bodyKey = (path: readonly PropertyKey[]) => joinPath(path[0] === 'body' ? path.slice(1) : path);

/** "" and whitespace become undefined; other text is trimmed. */
export const blankToUndefined = (v: string | undefined | null) =>
  v == null || v.trim() === '' ? undefined : v.trim();

/**
 * Where a group of fields (a contact row, the company details) sits in a form: `null` at the top
 * of a form whose values are the group's own, or the path of an array row (`contacts.2`).
 */
export type GroupPath<T extends FieldValues, G> = FieldPathByValue<T, G> | (T extends G ? null : never);

/**
 * The full name of one field of a group: `fieldIn('contacts.2', 'email')`. The group's path is
 * checked against the form and the field against the group, so a wrong name either side does not
 * compile; only the join itself is beyond the compiler.
 */
export function fieldIn<T extends FieldValues, G extends FieldValues>(
  group: GroupPath<T, G>,
  field: FieldPath<G>,
): FieldPath<T> {
  return (group === null ? field : `${group}.${field}`) as FieldPath<T>;
}

/**
 * A server field error's key as a form field: `body.contacts.1.firstName` → `contacts.1.firstName`
 * (also `contacts[1]` → `contacts.1`); errors about the query or path are no form field.
 */
export function formFieldOf(key: string): string | undefined {
  if (/^(query|params)(\.|$)/.test(key)) return undefined;
  const name = key.replace(/^body\.?/, '').replace(/\[(\d+)\]/g, '.$1');
  return name || undefined;
}

/** A named place's address as a form starts it, every field blank (a location, onboarding's main one). */
export const BLANK_ADDRESS = {
  name: '',
  address: '',
  addressLineTwo: '',
  city: '',
  stateProvince: '',
  postalCode: '',
  formattedAddress: '',
};

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A PATCH body: each field a form may leave out may also go as `null`. */
export type Clearing<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

/**
 * A PATCH body from what a form would send: a field the record had a value for and the form now
 * leaves out (the user emptied it, and the payload drops blanks) goes as `null`, which clears it;
 * the others go as they are. `initial` is the same form's payload for the record as loaded.
 */
export function clearingBlanks<T extends object>(payload: T, initial: object): Clearing<T> {
  const body: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const [key, was] of Object.entries(initial))
    if (hasValue(was) && body[key] === undefined) body[key] = null;
  return body as Clearing<T>;
}
