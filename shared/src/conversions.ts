/**
 * Unit and price conversion (spec part 3 §3.11, §5.5, §9.5; part 1 §3 weight and price units).
 * Pure and browser-safe: the unit and price dialogs, the forms and the server all use these numbers.
 * Where the spec gives a factor for a pair of units, that exact factor is used for the pair, so a
 * conversion a user checks against the spec's table gives the same digits.
 */

export const WEIGHT_UNITS = ['POUND', 'KILOGRAM', 'METRIC_TON', 'SHORT_TON', 'GRAM'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = {
  POUND: 'lbs',
  KILOGRAM: 'kgs',
  METRIC_TON: 'MT',
  SHORT_TON: 'ST',
  GRAM: 'g',
};

/** Shipment weights omit gram (part 1 §3). */
export const SHIPMENT_WEIGHT_UNITS = ['POUND', 'KILOGRAM', 'METRIC_TON', 'SHORT_TON'] as const;

export const PRICE_UNITS = ['POUND', 'KILOGRAM', 'METRIC_TON', 'SHORT_TON'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  POUND: 'per lb',
  KILOGRAM: 'per kg',
  METRIC_TON: 'per MT',
  SHORT_TON: 'per ST',
};

/** 1 kg = 2.20462 lb. */
export const LB_PER_KG = 2.20462;
/** 1 metric ton = 2204.62262184 lb. */
export const LB_PER_METRIC_TON = 2204.62262184;
/** 1 short ton = 2000 lb. */
export const LB_PER_SHORT_TON = 2000;
/** 1 lb = 0.4535923703803783 kg. */
export const KG_PER_LB = 0.4535923703803783;
/** 1 metric ton = 1000 kg. */
export const KG_PER_METRIC_TON = 1000;
/** 1 short ton = 907.1847407607567 kg. */
export const KG_PER_SHORT_TON = 907.1847407607567;
/** Short ton to metric ton. */
export const METRIC_TON_PER_SHORT_TON = 0.9071847;
/** Metric ton to short ton (the spec's inverse of the above). */
export const SHORT_TON_PER_METRIC_TON = 1.10231131;
/** 1 kg = 1000 g. */
export const G_PER_KG = 1000;

/** Factors the spec states for a pair; `DIRECT[from][to]` multiplies a weight in `from`. */
const DIRECT: Partial<Record<WeightUnit, Partial<Record<WeightUnit, number>>>> = {
  KILOGRAM: { POUND: LB_PER_KG, METRIC_TON: 1 / KG_PER_METRIC_TON, SHORT_TON: 1 / KG_PER_SHORT_TON },
  POUND: { KILOGRAM: KG_PER_LB, METRIC_TON: 1 / LB_PER_METRIC_TON, SHORT_TON: 1 / LB_PER_SHORT_TON },
  METRIC_TON: { POUND: LB_PER_METRIC_TON, KILOGRAM: KG_PER_METRIC_TON, SHORT_TON: SHORT_TON_PER_METRIC_TON },
  SHORT_TON: { POUND: LB_PER_SHORT_TON, KILOGRAM: KG_PER_SHORT_TON, METRIC_TON: METRIC_TON_PER_SHORT_TON },
};

/** How many kilograms one unit weighs; gram goes through kilograms as no direct factor is given. */
const KG_IN: Record<WeightUnit, number> = {
  KILOGRAM: 1,
  GRAM: 1 / G_PER_KG,
  POUND: KG_PER_LB,
  METRIC_TON: KG_PER_METRIC_TON,
  SHORT_TON: KG_PER_SHORT_TON,
};

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  const direct = DIRECT[from]?.[to];
  if (direct !== undefined) return value * direct;
  return (value * KG_IN[from]) / KG_IN[to];
}

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
export const CONVERSION_TYPES = ['WEIGHT', 'IZOD', 'STRENGTH', 'DENSITY'] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

export const CONVERSION_TYPE_LABELS: Record<ConversionType, string> = {
  WEIGHT: 'Weight',
  IZOD: 'Izod',
  STRENGTH: 'Strength (flex-mod and tensile)',
  DENSITY: 'Density',
};

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

/**
 * Size of one unit in the type's base unit (J/m, MPa, kg/m3) as a fraction, so that every factor
 * the spec states is applied by one multiplication or division and comes out exact.
 */
const IN_BASE: Record<Exclude<ConversionType, 'WEIGHT'>, Record<string, readonly [number, number]>> = {
  IZOD: { 'FT-LB/IN': [J_PER_M_PER_FT_LB_PER_IN, 1], 'J/M': [1, 1], 'J/CM': [J_PER_M_PER_J_PER_CM, 1] },
  STRENGTH: { PSI: [1, PSI_PER_MPA], MPa: [1, 1], GPa: [MPA_PER_GPA, 1] },
  DENSITY: { 'G/CM3': [KG_M3_PER_G_CM3, 1], 'KG/M3': [1, 1] },
};

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
  return (value * f[0] * t[1]) / (f[1] * t[0]);
}

/** A price per `from` unit expressed per `to` unit: $1/lb is $2.20462/kg. */
export function convertPrice(pricePerFrom: number, from: PriceUnit, to: PriceUnit): number {
  return pricePerFrom * convertWeight(1, to, from);
}

/** What `weight` costs at `price` per `priceUnit`. */
export function totalPrice(price: number, priceUnit: PriceUnit, weight: number, weightUnit: WeightUnit): number {
  return price * convertWeight(weight, weightUnit, priceUnit);
}

/** An empty or unreadable amount counts as 0 (§5.5). */
export function toAmount(input: string | number | null | undefined): number {
  if (input === null || input === undefined) return 0;
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const trimmed = input.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 0;
}

/** Rounds for display without trailing float noise (e.g. 2.2046200000000003 → 2.20462). */
export function roundForDisplay(value: number, maxDecimals = 6): number {
  const f = 10 ** maxDecimals;
  return Math.round(value * f) / f;
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

export const INITIAL_UNIT_CONVERTER = unitConverterFor(DEFAULT_CONVERSION_TYPE);

/** Weights are kept to the thousandth of their unit (whole units beyond a trillion). */
export const roundWeight = (n: number) => (Math.abs(n) >= 1e12 ? Math.round(n) : Math.round(n * 1000) / 1000);

/** The earth's mean radius in miles: every great-circle distance of the product is measured with it. */
export const MILES_PER_RADIAN = 3958.8;

/** Great-circle distance in miles between two points (haversine). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * MILES_PER_RADIAN * Math.asin(Math.min(1, Math.sqrt(h)));
}
