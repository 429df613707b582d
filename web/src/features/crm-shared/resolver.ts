import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type * as z from 'zod';

/**
 * A resolver that checks what the form would send with the contract's own schema: form values →
 * payload → `schema`, each issue put back on the form field it came from.
 */
export function payloadResolver<V extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: V) => unknown,
  fieldOf: (path: PropertyKey[]) => string = (p) => p.map(String).join('.'),
): Resolver<V> {
  return (values, _context, options) => {
    const parsed = schema.safeParse(toPayload(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path as PropertyKey[]);
      if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

export const blankToUndefined = (s: string | undefined | null) => (s && s.trim() ? s.trim() : undefined);
