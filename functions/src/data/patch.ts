/**
 * A PATCH body as the contract passes it: a field left out stays, `null` clears it. The entity
 * layer removes an attribute given as `undefined` (REMOVE in the update), never stores `null`.
 */

type NonNull<T> = { [K in keyof T]?: Exclude<T[K], null> };
/** The patch with `null` read as `undefined`. */
export type Unset<T> = { [K in keyof T]: Exclude<T[K], null> | (null extends T[K] ? undefined : never) };

/** The values a patch sets, and the keys it clears (sent as `null`, or as an empty text). */
export function cleared<T extends object>(patch: T): { set: NonNull<T>; remove: (keyof T & string)[] } {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') remove.push(key);
    else if (value !== undefined) set[key] = value;
  }
  return { set: set as NonNull<T>, remove: remove as (keyof T & string)[] };
}

/**
 * The patch with each cleared field (`null`, or an empty text) as `undefined`: merged over the
 * record as read (`{ ...current, ...unset(patch) }`) the field drops out, and an entity update
 * given the key with `undefined` REMOVEs the attribute.
 */
export function unset<T extends object>(patch: T): Unset<T> {
  return Object.fromEntries(
    Object.entries(patch).map(([k, v]) => [k, v === null || v === '' ? undefined : v]),
  ) as Unset<T>;
}

/** A PATCH body over `T`: any field may be left out, and an optional one sent as `null`. */
export type Clearing<T> = { [K in keyof T]?: T[K] | null };
