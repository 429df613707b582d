/**
 * Unit and price conversion, and money (spec part 3 §3.11, §5.5, §9.5; part 1 §3 weight and price
 * units; issue 24). Pure and browser-safe: the unit and price dialogs, the forms and the server all
 * use these numbers.
 *
 * Weights use the exact definitions, not the spec's rounded table: 1 lb = 0.45359237 kg (the
 * international pound), 1 short ton = 2000 lb, 1 metric ton = 1000 kg, 1 g = 0.001 kg. Every
 * number entering a weight or money computation is read as the decimal it prints as (`exact.ts`:
 * 1.005 is 1005/1000), the computation is done in exact fractions, and the result is rounded ONCE,
 * at the end, by the one rule below, to the precision of what it is:
 *
 * - money: whole cents (`MONEY_DECIMALS`);
 * - a price per unit of weight: whole micro-dollars (`PRICE_DECIMALS`; the spec's currency inputs
 *   take up to 6 decimals);
 * - a weight: `WEIGHT_DECIMALS` of its unit, so that the last digit of every unit is at most a
 *   milligram (a gram survives in metric tons, to the milligram) and a million of the largest unit
 *   in the smallest one is still a safe integer of its last digit (1,000,000 t = 10^15 mg < 2^53),
 *   so a metric-ton value survives in grams.
 *
 * THE ROUNDING RULE: half away from zero (1.005 → 1.01, -1.005 → -1.01). Chosen over half to even
 * because each figure is rounded once from its exact value, never summed from rounded parts, so
 * the bias half to even removes from long sums of rounded halves does not arise; and it is what a
 * person checking an invoice by hand expects, and what the spec's "2 decimals" means to traders.
 * Away from zero, not up, so a credit rounds exactly as the charge it reverses.
 */
import { exact, exactOf, over, plus, scaledNumber, times, type Exact } from './exact.js';
import { labelledValues } from './labelled-enum.js';

export const [WEIGHT_UNITS, WEIGHT_UNIT_LABELS] = labelledValues({
  POUND: 'lbs',
  KILOGRAM: 'kgs',
  METRIC_TON: 'MT',
  SHORT_TON: 'ST',
  GRAM: 'g',
});
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Shipment weights omit gram (part 1 §3). */
export const SHIPMENT_WEIGHT_UNITS = ['POUND', 'KILOGRAM', 'METRIC_TON', 'SHORT_TON'] as const;

export const [PRICE_UNITS, PRICE_UNIT_LABELS] = labelledValues({
  POUND: 'per lb',
  KILOGRAM: 'per kg',
  METRIC_TON: 'per MT',
  SHORT_TON: 'per ST',
});
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** 1 lb = 0.45359237 kg, exactly (the international pound). */
export const KG_PER_LB = 0.45359237;
/** 1 short ton = 2000 lb. */
export const LB_PER_SHORT_TON = 2000;
/** 1 metric ton = 1000 kg. */
export const KG_PER_METRIC_TON = 1000;
/** 1 kg = 1000 g. */
export const G_PER_KG = 1000;

/** Money is kept in whole cents. */
export const MONEY_DECIMALS = 2;
/** Prices per unit of weight are kept in whole micro-dollars. */
export const PRICE_DECIMALS = 6;
/** Each weight unit's fixed precision: its last digit is at most a milligram (see above). */
export const WEIGHT_DECIMALS: Readonly<Record<WeightUnit, number>> = {
  GRAM: 3,
  KILOGRAM: 6,
  POUND: 6,
  METRIC_TON: 9,
  SHORT_TON: 9,
};

/** How many kilograms one unit weighs, exactly. */
export const KG_IN: Readonly<Record<WeightUnit, Exact>> = {
  GRAM: exact(1, G_PER_KG),
  KILOGRAM: exact(1),
  POUND: exactOf(KG_PER_LB),
  METRIC_TON: exact(KG_PER_METRIC_TON),
  SHORT_TON: times(exact(LB_PER_SHORT_TON), exactOf(KG_PER_LB)),
};

/**
 * THE rounding rule (see above): `x` to a whole count of `10^-decimals`, half away from zero.
 * Every rounded figure of money or weight comes from here.
 */
export function roundScaled(x: Exact, decimals: number): bigint {
  const scaled = x.n * 10n ** BigInt(decimals);
  const magnitude = scaled < 0n ? -scaled : scaled;
  let q = magnitude / x.d;
  if (2n * (magnitude % x.d) >= x.d) q += 1n;
  return scaled < 0n ? -q : q;
}

/** `x` rounded by the rule to `decimals` places, as a number. */
export const roundTo = (x: Exact, decimals: number): number =>
  scaledNumber(roundScaled(x, decimals), decimals);

/** Any other figure (tonnes of emissions, a percentage) to `decimals` places by the same rule, from the decimal it prints as. */
export const roundDecimal = (value: number, decimals: number): number => roundTo(exactOf(value), decimals);

/** A weight in `from` expressed in `to`, exactly (before any rounding). */
export const weightExact = (value: number, from: WeightUnit, to: WeightUnit): Exact =>
  over(times(exactOf(value), KG_IN[from]), KG_IN[to]);

/**
 * A weight in another unit, to that unit's precision. The same unit gives the value back as it
 * is: nothing is converted, so nothing is rounded, and a comparison in one unit stays exact.
 */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return roundTo(weightExact(value, from, to), WEIGHT_DECIMALS[to]);
}

/** A weight in `to` as a whole count of `10^-decimals` of it (`toMilliPounds` is this at 3). */
export const scaledWeight = (value: number, from: WeightUnit, to: WeightUnit, decimals: number): number =>
  Number(roundScaled(weightExact(value, from, to), decimals));

/** A weight kept to its unit's precision (one typed or worked out in floating point). */
export const roundWeight = (value: number, unit: WeightUnit): number =>
  roundTo(exactOf(value), WEIGHT_DECIMALS[unit]);

/** Weights of one unit added exactly (a taking as a negative), to the unit's precision: 0.1 + 0.2 is 0.3. */
export const sumWeight = (unit: WeightUnit, ...values: number[]): number =>
  roundTo(plus(...values.map(exactOf)), WEIGHT_DECIMALS[unit]);

export const IZOD_UNITS = ['FT-LB/IN', 'J/M', 'J/CM'] as const;
export type IzodUnit = (typeof IZOD_UNITS)[number];
/** 1 ft-lb/in = 53.3787 J/m. */
export const J_PER_M_PER_FT_LB_PER_IN = 53.3787;
/** 1 J/cm = 100 J/m. */
export const J_PER_M_PER_J_PER_CM = 100;

export const STRENGTH_UNITS = ['PSI', 'MPa', 'GPa'] as const;
export type StrengthUnit = (typeof STRENGTH_UNITS)[number];
/** 1 MPa = 145.038 psi. */
export const PSI_PER_MPA = 145.038;
/** 1 GPa = 1000 MPa. */
export const MPA_PER_GPA = 1000;

export const DENSITY_UNITS = ['G/CM3', 'KG/M3'] as const;
export type DensityUnit = (typeof DENSITY_UNITS)[number];
/** 1 g/cm3 = 1000 kg/m3. */
export const KG_M3_PER_G_CM3 = 1000;

/** Conversion types of the unit tool (part 3 §3.11). */
export const [CONVERSION_TYPES, CONVERSION_TYPE_LABELS] = labelledValues({
  WEIGHT: 'Weight',
  IZOD: 'Izod',
  STRENGTH: 'Strength (flex-mod and tensile)',
  DENSITY: 'Density',
});
export type ConversionType = (typeof CONVERSION_TYPES)[number];

export interface UnitsByType {
  WEIGHT: WeightUnit;
  IZOD: IzodUnit;
  STRENGTH: StrengthUnit;
  DENSITY: DensityUnit;
}

export const UNITS_BY_TYPE: { [T in ConversionType]: readonly UnitsByType[T][] } = {
  WEIGHT: WEIGHT_UNITS,
  IZOD: IZOD_UNITS,
  STRENGTH: STRENGTH_UNITS,
  DENSITY: DENSITY_UNITS,
};

export function unitLabel(type: ConversionType, unit: string): string {
  return type === 'WEIGHT' ? (WEIGHT_UNIT_LABELS[unit as WeightUnit] ?? unit) : unit;
}

/** Izod, strength and density values are shown to 6 decimals, rounded by the rule. */
export const CONVERTER_DECIMALS = 6;

/**
 * Size of one unit in the type's base unit (J/m, MPa, kg/m3) from the spec's factors, as
 * [multiplier, divisor]; plain numbers, so a bundle that converts no such unit leaves the table out.
 */
const IN_BASE: Record<Exclude<ConversionType, 'WEIGHT'>, Record<string, readonly [number, number]>> = {
  IZOD: { 'FT-LB/IN': [J_PER_M_PER_FT_LB_PER_IN, 1], 'J/M': [1, 1], 'J/CM': [J_PER_M_PER_J_PER_CM, 1] },
  STRENGTH: { PSI: [1, PSI_PER_MPA], MPa: [1, 1], GPa: [MPA_PER_GPA, 1] },
  DENSITY: { 'G/CM3': [KG_M3_PER_G_CM3, 1], 'KG/M3': [1, 1] },
};
const sizeOf = ([multiplier, divisor]: readonly [number, number]): Exact =>
  over(exactOf(multiplier), exactOf(divisor));

/** A value of any conversion type in another unit: weights by `convertWeight`, the others exactly, rounded by the rule. */
export function convertUnit<T extends ConversionType>(
  type: T,
  value: number,
  from: UnitsByType[T],
  to: UnitsByType[T],
): number {
  if (type === 'WEIGHT') return convertWeight(value, from as WeightUnit, to as WeightUnit);
  if (from === to) return value;
  const table = IN_BASE[type as Exclude<ConversionType, 'WEIGHT'>];
  const f = table[from];
  const t = table[to];
  if (f === undefined || t === undefined) throw new Error(`Unknown ${type} unit ${from} or ${to}`);
  return roundTo(over(times(exactOf(value), sizeOf(f)), sizeOf(t)), CONVERTER_DECIMALS);
}

/**
 * A price per `from` unit expressed per `to` unit, to the micro-dollar: $1/lb is $2.204623/kg.
 * The same unit gives the price back as it is.
 */
export function convertPrice(pricePerFrom: number, from: PriceUnit, to: PriceUnit): number {
  if (from === to) return pricePerFrom;
  return roundTo(over(times(exactOf(pricePerFrom), KG_IN[to]), KG_IN[from]), PRICE_DECIMALS);
}

/** Whole cents of an amount of dollars, by the rule: 1.005 is 101. */
export const centsOf = (dollars: number): number => Number(roundScaled(exactOf(dollars), MONEY_DECIMALS));

/** Dollars of whole cents, for display and for the API's decimal amounts (the nearest double to the decimal). */
export const dollarsOf = (cents: number): number => cents / 100;

/** What a weight is worth at a price per unit, exactly, rounded once to whole cents. */
export function lineValueCents(
  price: { unitValue: number; unit: PriceUnit },
  weight: { unitValue: number; unit: WeightUnit },
): number {
  const value = times(exactOf(price.unitValue), weightExact(weight.unitValue, weight.unit, price.unit));
  return Number(roundScaled(value, MONEY_DECIMALS));
}

/** A percentage fee (`ratePercent` may be a decimal such as 2.5) of a whole-cent value, rounded once to whole cents. */
export function feeCents(valueCents: number, ratePercent: number): number {
  if (!Number.isSafeInteger(valueCents))
    throw new RangeError(`A value in whole cents is expected, not ${valueCents}`);
  return Number(roundScaled(times(exact(valueCents), exactOf(ratePercent), exact(1, 100)), 0));
}

/** The price per `unit` of whole cents spent on a weight, to the micro-dollar; 0 for no weight. */
export function unitPriceOf(
  cents: number,
  weight: { unitValue: number; unit: WeightUnit },
  unit: PriceUnit,
): number {
  const perUnit = weightExact(weight.unitValue, weight.unit, unit);
  if (perUnit.n === 0n) return 0;
  return roundTo(over(exact(cents, 100), perUnit), PRICE_DECIMALS);
}

/** What `weight` costs at `price` per `priceUnit`, in dollars to the cent (`lineValueCents`). */
export const totalPrice = (
  price: number,
  priceUnit: PriceUnit,
  weight: number,
  weightUnit: WeightUnit,
): number =>
  dollarsOf(lineValueCents({ unitValue: price, unit: priceUnit }, { unitValue: weight, unit: weightUnit }));

/** An empty or unreadable amount counts as 0 (§5.5). */
export function toAmount(input: string | number | null | undefined): number {
  if (input === null || input === undefined) return 0;
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const trimmed = input.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 0;
}

/** Defaults of the converters (§5.5). */
export const DEFAULT_CONVERSION_TYPE: ConversionType = 'WEIGHT';
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'POUND';
export const DEFAULT_PRICE_UNIT: PriceUnit = 'POUND';
export const DEFAULT_RESULT_UNIT: PriceUnit = 'KILOGRAM';

/** Units preselected when a conversion type is chosen; weight starts at pound → kilogram. */
export const DEFAULT_UNIT_PAIR: { [T in ConversionType]: { from: UnitsByType[T]; to: UnitsByType[T] } } = {
  WEIGHT: { from: DEFAULT_WEIGHT_UNIT, to: 'KILOGRAM' },
  IZOD: { from: 'FT-LB/IN', to: 'J/M' },
  STRENGTH: { from: 'PSI', to: 'MPa' },
  DENSITY: { from: 'G/CM3', to: 'KG/M3' },
};

export interface UnitConverterState<T extends ConversionType = ConversionType> {
  type: T;
  from: UnitsByType[T];
  to: UnitsByType[T];
  value1: number;
  value2: number;
}

/** Switching the conversion type resets value1 to 1 and converts value2 (§5.5). */
export function unitConverterFor<T extends ConversionType>(type: T): UnitConverterState<T> {
  const { from, to } = DEFAULT_UNIT_PAIR[type];
  return { type, from, to, value1: 1, value2: convertUnit(type, 1, from, to) };
}

export const INITIAL_UNIT_CONVERTER = /* @__PURE__ */ unitConverterFor(DEFAULT_CONVERSION_TYPE);

/** The earth's mean radius in miles: every great-circle distance of the product is measured with it. */
export const MILES_PER_RADIAN = 3958.8;

/** Great-circle distance in miles between two points (haversine). */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * MILES_PER_RADIAN * Math.asin(Math.min(1, Math.sqrt(h)));
}
