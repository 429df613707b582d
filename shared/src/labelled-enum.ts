import * as z from 'zod';

/**
 * A list of values and its labels map from one declaration: the values are the map's keys, in the
 * map's order, so a value and the words a person reads for it are written once, side by side, and
 * adding a value is one line.
 */
export const labelledValues = <K extends string>(
  labels: Record<K, string>,
): readonly [readonly [K, ...K[]], Record<K, string>] => [Object.keys(labels) as [K, ...K[]], labels];

/** The same with the values as an enum. */
export const labelledEnum = <K extends string>(
  labels: Record<K, string>,
): readonly [z.ZodEnum<{ [V in K]: V }>, Record<K, string>] => {
  const [values] = labelledValues(labels);
  return [z.enum(values), labels];
};

/**
 * A status enum with the label and the badge colour each value shows: `{ OPEN: ['Open', 'blue'] }`
 * gives the enum, its labels map and its colours map.
 */
export const badgedEnum = <K extends string>(
  badges: Record<K, readonly [label: string, colour: string]>,
): readonly [z.ZodEnum<{ [V in K]: V }>, Record<K, string>, Record<K, string>] => {
  const entries = Object.entries(badges) as [K, readonly [string, string]][];
  const pick = (i: 0 | 1) =>
    Object.fromEntries(entries.map(([value, both]) => [value, both[i]])) as Record<K, string>;
  return [...labelledEnum(pick(0)), pick(1)];
};
