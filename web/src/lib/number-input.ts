/**
 * What a number input keeps when it is left (spec part 3 §5.3): the value clamped to its min and
 * max, at most its decimals (4 by default, 6 for currency), a lone minus 0 when the minimum is 0 or
 * more, and in currency mode with a minimum of 0 a negative turned positive. The digits are
 * rounded as text, so 1.005 keeps 1.01 at two decimals where a float would give 1.00.
 */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Fraction digits kept; 0 for whole numbers. */
  decimals?: number;
  /** Money: 6 fraction digits unless `decimals` says, and a negative flips when `min` is 0. */
  currency?: boolean;
}

export const DEFAULT_DECIMALS = 4;
export const CURRENCY_DECIMALS = 6;

export const decimalsOf = (rules: NumberRules) =>
  rules.decimals ?? (rules.currency ? CURRENCY_DECIMALS : DEFAULT_DECIMALS);

const NUMBER = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Rounds a plain decimal text half away from zero to `decimals` digits, without floating point. */
export function roundText(text: string, decimals: number): string {
  const m = NUMBER.exec(text);
  if (!m) return text;
  const [, sign, whole = '', fraction = ''] = m;
  let digits = (whole || '0') + fraction.padEnd(decimals, '0').slice(0, decimals);
  if (fraction.length > decimals && Number(fraction[decimals]) >= 5) {
    // Carry the one through the kept digits.
    const out = digits.split('');
    let i = out.length - 1;
    while (i >= 0) {
      if (out[i] === '9') {
        out[i] = '0';
        i -= 1;
      } else {
        out[i] = String(Number(out[i]) + 1);
        break;
      }
    }
    digits = (i < 0 ? '1' : '') + out.join('');
  }
  const intPart = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const fracPart = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const body = fracPart ? `${intPart}.${fracPart}` : intPart;
  return sign && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Whether a text is on its way to a number (what the field lets through while typing). */
export const isPartialNumber = (text: string) => NUMBER.test(text.trim());

/**
 * The text a number field settles on: '' stays '' (no value), anything that is not a number
 * stays as typed for the form's own validation to name, and a number is rounded and clamped.
 */
export function settleNumber(input: string, rules: NumberRules = {}): string {
  let text = input.trim().replace(/,/g, '');
  if (text === '') return '';
  const floor = rules.min;
  if (text === '-' || text === '-.' || text === '.') return floor != null && floor >= 0 ? '0' : '';
  if (!NUMBER.test(text)) {
    // Exponents and the like: let the number say what it is, else leave it for validation.
    const n = Number(text);
    if (!Number.isFinite(n)) return input;
    text = n.toFixed(Math.max(decimalsOf(rules), 0) + 2);
  }
  if (rules.currency && floor === 0 && text.startsWith('-')) text = text.slice(1);
  text = roundText(text, decimalsOf(rules));
  const value = Number(text);
  if (rules.min != null && value < rules.min) return roundText(String(rules.min), decimalsOf(rules));
  if (rules.max != null && value > rules.max) return roundText(String(rules.max), decimalsOf(rules));
  return text;
}
