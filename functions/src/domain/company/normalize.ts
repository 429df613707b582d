/** Legal-form words that don't tell two companies apart ("Acme Inc" and "ACME, LLC" are the same name). */
const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'lp',
  'llp',
  'plc',
  'pllc',
  'ulc',
  'gmbh',
  'sa',
  'srl',
]);

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');

/**
 * The key companies are sorted and searched by: lower-case, accents and punctuation folded. A
 * name with no letters or digits keeps its lower-cased self so the key is never empty.
 */
export function nameKey(name: string): string {
  return fold(name).trim() || name.trim().toLowerCase();
}

/** A search box's text as a prefix of `nameKey` (a half-typed word and its trailing space are kept). */
export function searchPrefix(q: string): string {
  return fold(q).trimStart().replace(/\s+/g, ' ');
}

/**
 * The name two companies are compared by for the duplicate warning: `nameKey` without legal-form
 * suffixes. A name made only of such words keeps them (an empty key would match everything).
 */
export function normalizeName(name: string): string {
  const words = nameKey(name).split(' ');
  let end = words.length;
  while (end > 1 && SUFFIXES.has(words[end - 1]!)) end--;
  return words.slice(0, end).join(' ');
}
