import type { DraftFields, DraftType } from '@polyloop/shared/supply/draft';
import type { Form, Grade, MaterialType } from '@polyloop/shared/enums';
import type { PriceUnit, WeightUnit } from '@polyloop/shared/conversions';
import type { Extractor, MailText } from '../../ports/extraction.js';

/**
 * The local cloud's extractor: a few fixed rules instead of a model, so the same e-mail always
 * gives the same draft and tests can say what to expect. It reads the type ("we have", "for
 * sale", "offering" make a have; "looking for", "need", "wanted", "buying" a need; the earliest
 * phrase wins), the material type, grade and form, a weight and a price with their units, and a
 * "City, ST" location. Drafts it makes say `extractor: 'sandbox'`.
 */

type Rule<T> = [RegExp, T];

/** The earliest match of any rule in the text, and what it stands for. */
function earliest<T>(text: string, rules: Rule<T>[]): { value: T; index: number } | undefined {
  let best: { value: T; index: number } | undefined;
  for (const [pattern, value] of rules) {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
    if (match && (!best || match.index < best.index)) best = { value, index: match.index };
  }
  return best;
}

const TYPES: Rule<Exclude<DraftType, 'UNKNOWN'>>[] = [
  [/\bwe(?:'ve| have| got)\b|\bfor sale\b|\boffering\b|\bavailable now\b|\bselling\b/i, 'HAVE'],
  [/\blooking for\b|\bneed(?:s|ed)?\b|\bwanted\b|\bbuying\b|\bwant to buy\b|\bin search of\b/i, 'NEED'],
];

// Short acronyms count only in capitals: "pe" or "pc" in prose mean nothing; "PA" is a state.
const MATERIALS: Rule<MaterialType>[] = [
  [/\bPET\b|\bpolyethylene terephthalate\b/i, 'PET'],
  [/\b(?:HD|LD|LLD|MD)PE\b|\bPE\b|\bpolyethylene\b/, 'PE'],
  [/\bpolyethylene\b/i, 'PE'],
  [/\bPP\b|\bpolypropylene\b/i, 'PP'],
  [/\b(?:HI|GP)?PS\b|\bpolystyrene\b/, 'PS'],
  [/\bpolystyrene\b/i, 'PS'],
  [/\bABS\b/, 'ABS'],
  [/\bPC\b|\bpolycarbonate\b/, 'PC'],
  [/\bpolycarbonate\b/i, 'PC'],
  [/\bPVC\b|\bvinyl\b/i, 'PVC'],
  [/\bnylon\b|\bpolyamide\b|\bPA ?6(?:[/.]?6)?\b/i, 'PA'],
];

const GRADES: Rule<Grade>[] = [
  [/\boff[- ]?grade\b|\bwide[- ]spec\b/i, 'OFF_GRADE'],
  [/\bpost[- ]industrial\b|\bPIR\b/i, 'POST_INDUSTRIAL'],
  [/\bpost[- ]consumer\b|\bPCR\b/i, 'POST_CONSUMER'],
  [/\bprime\b/i, 'PRIME'],
];

const FORMS: Rule<Form>[] = [
  [/\bregrind\b|\bflakes?\b/i, 'REGRIND'],
  [/\bpellets?\b|\brepro\b|\bre-?pelletized\b/i, 'PELLETS'],
  [/\bpurg(?:e|ings)\b/i, 'PURGE'],
  [/\bgranul(?:ar|es?)\b|\bpowder\b/i, 'GRANULAR'],
  [/\bparts\b/i, 'PARTS'],
];

const UNIT_WORDS: Rule<WeightUnit>[] = [
  [/^(?:lbs?|pounds?|#)$/i, 'POUND'],
  [/^(?:kgs?|kilos?|kilograms?)$/i, 'KILOGRAM'],
  [/^(?:mt|metric tons?|tonnes?)$/i, 'METRIC_TON'],
  [/^(?:tons?|short tons?)$/i, 'SHORT_TON'],
  [/^(?:g|grams?)$/i, 'GRAM'],
];
const UNIT = String.raw`lbs?|pounds?|kgs?|kilos?|kilograms?|mt|metric tons?|tonnes?|short tons?|tons?|grams?|g`;
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+`;

const unitOf = (word: string): WeightUnit | undefined =>
  UNIT_WORDS.find(([pattern]) => pattern.test(word.trim().replace(/\s+/g, ' ')))?.[1];
const numberOf = (text: string, thousands = false) => {
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? (thousands ? n * 1000 : n) : undefined;
};

/** "$0.32/lb", "$0.32 per lb", "USD 450 per MT", "0.30 / kg": a price and its unit (never grams). */
const PRICE = new RegExp(
  String.raw`(?:\$|usd\s?)\s?(${NUMBER})\s*(?:\/|per)\s*(${UNIT})\b|(${NUMBER})\s*(?:\/|per)\s*(${UNIT})\b`,
  'i',
);
/** "40,000 lbs", "20 MT", "40k lbs": a weight and its unit. */
const WEIGHT = new RegExp(String.raw`(${NUMBER})\s*(k\b)?\s*(${UNIT})\b`, 'i');

function priceIn(text: string): { price?: DraftFields['price']; rest: string } {
  const match = PRICE.exec(text);
  if (!match) return { rest: text };
  const value = numberOf(match[1] ?? match[3] ?? '');
  const unit = unitOf(match[2] ?? match[4] ?? '');
  const rest =
    text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length);
  if (value === undefined || value <= 0 || !unit || unit === 'GRAM') return { rest };
  return { price: { unitValue: value, unit: unit as PriceUnit }, rest };
}

function weightIn(text: string): DraftFields['weight'] {
  const match = WEIGHT.exec(text);
  if (!match) return undefined;
  const value = numberOf(match[1]!, !!match[2]);
  const unit = unitOf(match[3]!);
  return value !== undefined && value > 0 && unit ? { unitValue: value, unit } : undefined;
}

/** "Location: Dallas, TX", or a "City, ST" after in / at / near / from / to / ex. */
function locationIn(text: string): string | undefined {
  const labelled = /^\s*(?:location|located|ships from|pick ?up)\s*:\s*(.+)$/im.exec(text);
  if (labelled) return labelled[1]!.trim().slice(0, 200);
  const place = /\b(?:in|at|near|from|to|ex)\s+((?:[A-Z][\w.'-]*\s){0,3}[A-Z][\w.'-]*,\s?[A-Z]{2})\b/.exec(
    text,
  );
  return place?.[1];
}

const clean = (text: string) =>
  text
    .replace(/\r/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export function extractSandbox(mail: MailText): DraftFields {
  const text = `${mail.subject}\n${mail.text}`;
  const { price, rest } = priceIn(text);
  const notes = clean(mail.text).slice(0, 2000);
  return {
    type: earliest(text, TYPES)?.value ?? 'UNKNOWN',
    materialType: earliest(text, MATERIALS)?.value,
    grade: earliest(text, GRADES)?.value,
    form: earliest(text, FORMS)?.value,
    weight: weightIn(rest),
    price,
    location: locationIn(text),
    notes: notes || undefined,
  };
}

export const sandboxExtractor = (): Extractor => ({
  name: 'sandbox',
  extract: async (mail) => extractSandbox(mail),
});
