import * as z from 'zod';

/**
 * The small field types many schemas share (names, e-mail, phone, website). Kept apart from the
 * area modules so a schema that needs an e-mail does not build the whole identity module too:
 * every schema built at module load is cold-start time for the functions that import it.
 */

export const Email = z.email('Please enter a valid email address').trim().toLowerCase().max(254);
export const PersonName = (label: string) => z.string().trim().min(1, `${label} is required`).max(60, `${label} must be at most 60 characters`);

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
  .regex(/^(https?:\/\/)?(www\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i, WEBSITE_MESSAGE);

export const Phone = z
  .string()
  .trim()
  .regex(/^\d{10}(;ext=\d{1,6})?$/, 'Phone must be 10 digits, with an optional extension');
