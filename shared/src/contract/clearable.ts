import * as z from 'zod';

/**
 * PATCH bodies: what an edit may send. A field left out stays as it is; a field sent as `null` is
 * cleared (the record no longer has it); a field sent with a value takes it.
 */

type Unwrapped<T> = T extends z.ZodDefault<infer I> ? I : T;

/**
 * A PATCH body: every field optional and no defaults. `.partial()` keeps `.default()`s, so a
 * PATCH of one field would reset the others (remit-to, tags, appointments) to their defaults.
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, field]) => [
      k,
      z.optional(field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<Unwrapped<S[K]>> }>;
}

type Cleared<T, Kept extends boolean> = Kept extends true
  ? T
  : T extends z.ZodOptional<infer I>
    ? z.ZodOptional<z.ZodNullable<I>>
    : T;

/**
 * The body with each optional field also taking `null`, which clears it. `keep` names the optional
 * fields that may be left out but never emptied (a required field of the record, a list, a switch):
 * `null` there is refused with the field named. Fields that are not optional stay required.
 */
export function clearable<S extends z.ZodRawShape, K extends keyof S & string = never>(
  schema: z.ZodObject<S>,
  options: {
    keep?: readonly K[];
    /** A rule over the whole body (a `superRefine`), where `null` reads as absent. */
    check?: (body: z.output<z.ZodObject<S>>, ctx: z.RefinementCtx) => void;
  } = {},
) {
  const keep = new Set<string>(options.keep ?? []);
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, field]) => [
      k,
      !keep.has(k) && field instanceof z.ZodOptional
        ? z.optional(z.nullable(field.unwrap() as z.ZodType))
        : field,
    ]),
  );
  const object = z.object(shape);
  const check = options.check;
  const body = (check
    ? object.superRefine((value, ctx) =>
        check(
          Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as z.output<z.ZodObject<S>>,
          ctx,
        ),
      )
    : object) as unknown as z.ZodObject<{ [F in keyof S]: Cleared<S[F], F extends K ? true : false> }>;
  made.add(body);
  return body;
}

const made = new WeakSet<z.ZodType>();
/** Whether a PATCH body was declared with `clearable` (every PATCH route's is, when it has optional fields). */
export const isClearable = (schema: z.ZodType) => made.has(schema);

/** The names of the fields a PATCH body may clear (sent as `null`). */
export function clearableKeys(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as z.ZodRawShape)
    .filter(([, field]) => field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodNullable)
    .map(([k]) => k);
}

/** What every location has: its address and place, its appointment defaults and remit-to mark. */
export const LOCATION_KEPT = [
  'address',
  'city',
  'stateProvince',
  'postalCode',
  'country',
  'latitude',
  'longitude',
  'pickupAppointment',
  'deliveryAppointment',
  'remitTo',
] as const;
