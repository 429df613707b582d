/**
 * How text becomes search words, the same for what is indexed and what is typed: lower case,
 * accents folded, split on anything that is neither a letter nor a digit (in any alphabet). An
 * indexed word mixing letters and digits is also its runs of each, so the have GLP-H12 (words glp,
 * h12, h and 12) is found by "GLP-H", "H1" and "12" alike.
 */

/** Longer words are cut here (typed ones too, so a long word still matches its own record). */
export const MAX_WORD = 32;
/** The words one record is found by, in the order given (its title's first). */
export const MAX_WORDS = 48;
/** A query's words beyond these are ignored. */
export const MAX_QUERY_WORDS = 8;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const split = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word of some texts, folded as the index folds them, space-separated (for `matchesAll`; no cap). */
export const textWords = (...texts: Array<string | null | undefined>) =>
  texts.flatMap((text) => (text ? split(text) : [])).join(' ');

/** The distinct words of some texts, in order. */
export function wordsOf(...texts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of split(text)) {
      for (const part of [word, ...runsOf(word)]) out.add(part.slice(0, MAX_WORD));
      if (out.size >= MAX_WORDS) return [...out].slice(0, MAX_WORDS);
    }
  }
  return [...out];
}

/**
 * The letter runs and digit runs of a word that mixes them as identifiers do ("h12": h and 12;
 * not a hex string's many runs), and a number without its leading zeros ("0012": 12).
 */
function runsOf(word: string): string[] {
  const runs = word.match(/\p{N}+|[^\p{N}]+/gu) ?? [];
  if (runs.length > 3) return [];
  const numbers = runs.filter((r) => /^0+\p{N}/u.test(r)).map((r) => r.replace(/^0+/, ''));
  return [...(runs.length > 1 ? runs : []), ...numbers];
}

/** What a query looks for: its distinct words, longest first (the longest is the index key). */
export function queryWords(query: string): string[] {
  const words = [...new Set(split(query).map((w) => w.slice(0, MAX_WORD)))];
  // A word that is the start of another word of the query adds nothing: "pol poly" is "poly".
  const kept = words.filter((w) => !words.some((other) => other !== w && other.startsWith(w)));
  return kept.sort((a, b) => b.length - a.length).slice(0, MAX_QUERY_WORDS);
}

/**
 * The adjacent pairs of a title's words ("great lakes", "lakes polymers"), indexed beside the
 * words: a query typed as a phrase ("great lak") is then one range of its first two words, however
 * common each word is alone.
 */
export function pairsOf(title: string): string[] {
  const words = split(title).map((w) => w.slice(0, MAX_WORD));
  const out = new Set<string>();
  for (let i = 1; i < words.length && out.size < MAX_WORDS; i++) out.add(`${words[i - 1]} ${words[i]}`);
  return [...out];
}

/** The pair a query's first two typed words make, the second perhaps half typed; none for one word. */
export function queryPair(query: string): string | undefined {
  const [first, second] = split(query).map((w) => w.slice(0, MAX_WORD));
  return first && second && first !== second ? `${first} ${second}` : undefined;
}

/** Whether a record's words (space-separated) hold a word starting with each of the query's words. */
export function matchesAll(words: string, query: readonly string[]): boolean {
  const padded = ` ${words}`;
  return query.every((w) => padded.includes(` ${w}`));
}
