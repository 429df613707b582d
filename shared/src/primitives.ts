import * as z from 'zod';

/**
 * The small field types many schemas share (record ids, audit dates, names, e-mail, phone,
 * website). Kept apart from the area modules so a schema that needs an e-mail does not build the
 * whole identity module too: every schema built at module load is cold-start time for the
 * functions that import it.
 */

/** The id of a stored record, as a form, a query or a path carries it. */
export const RecordId = z.string().min(1).max(64);

/** When a stored record was created and last changed. */
export const AuditDates = { createdDate: z.string(), updatedDate: z.string() };

/** A person as a list to choose people from shows them: a user or a contact, by name and e-mail. */
export const PersonOption = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const Email = z.email('Please enter a valid email address').trim().toLowerCase().max(254);
export const PersonName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(60, `${label} must be at most 60 characters`);

export const NAME_MAX = 60;
export const Name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

export const WEBSITE_MESSAGE = 'Please insert a valid website';
/** Optional protocol and www are allowed. */
export const Website = z
  .string()
  .trim()
  .max(200)
  .regex(
    /^(https?:\/\/)?(www\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i,
    WEBSITE_MESSAGE,
  );

/** An extension as people write it after the number: "x12", "ext. 12", "extension 12", "#12", ";ext=12". */
const EXTENSION = /\s*(?:;\s*ext=|ext\.?|extension|x|#)\s*(\d+)\s*$/i;

/**
 * A phone number as people type it ("502-555-0123", "(502) 555 0123", "+1 502.555.0123 x12") in
 * the one form it is kept: its ten digits and an optional `;ext=`. Text that is not a number
 * written with the usual separators is given back as typed, for the rule to refuse.
 */
export function normalizePhone(text: string): string {
  const typed = text.trim();
  const extension = EXTENSION.exec(typed);
  const number = extension ? typed.slice(0, extension.index) : typed;
  if (!/^[\d\s().+\-/]*$/.test(number)) return typed;
  let digits = number.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return extension ? `${digits};ext=${extension[1]}` : digits;
}

/** A kept number as people read it: "(502) 555-0123 ext. 12"; anything else as it is. */
export function formatPhone(stored: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})(?:;ext=(\d+))?$/.exec(stored);
  if (!m) return stored;
  return `(${m[1]}) ${m[2]}-${m[3]}${m[4] ? ` ext. ${m[4]}` : ''}`;
}

/** A kept number as a link dials it (RFC 3966): `tel:+15025550123;ext=12`. */
export function phoneHref(stored: string): string {
  const [digits, extension] = stored.split(';ext=');
  return `tel:+1${digits}${extension ? `;ext=${extension}` : ''}`;
}

export const PHONE_MESSAGE = 'Phone must be 10 digits, with an optional extension';

/** The one phone rule: a formatted number is accepted and kept as its digits (`normalizePhone`). */
export const Phone = z
  .string()
  .trim()
  .overwrite(normalizePhone)
  .regex(/^\d{10}(;ext=\d{1,6})?$/, PHONE_MESSAGE);
