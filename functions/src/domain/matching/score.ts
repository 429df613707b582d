import * as z from 'zod';
import { milesBetween } from '@polyloop/shared/conversions';
import { MATERIAL_TYPE_LABELS, MaterialType } from '@polyloop/shared/enums';
import { RANGE_PROPERTIES, type RangeProperty } from '@polyloop/shared/crm/material';
import {
  MATCH_RULES,
  MatchRecordKind,
  confidenceOf,
  freightEmissions,
  type FreightEmissions,
  type MatchFactor,
} from '@polyloop/shared/matching/match';
import { ROAD_CIRCUITY } from '@polyloop/shared/freight/freight';

/**
 * How well one supply fits one demand, as a pure function of what both say: a rating per factor
 * (material, location, price) with the facts behind it, and a confidence that weighs them. The
 * match index stores these facts with each candidate, so judging a counterpart needs no read.
 */

const Range = z.object({ min: z.number().optional(), max: z.number().optional() });
const Quantity = z.object({ unitValue: z.number(), unit: z.string() });

/** What matching knows of one record. Weights are in pounds and prices per pound. */
export const MatchFacts = z.object({
  kind: MatchRecordKind,
  tenantId: z.string(),
  id: z.string(),
  label: z.string(),
  companyId: z.string().optional(),
  companyName: z.string().optional(),
  materialName: z.string().optional(),
  materialType: MaterialType,
  /** A have's or need's own (one each); a buy profile's acceptable ones (any of them). */
  grades: z.array(z.string()).default([]),
  forms: z.array(z.string()).default([]),
  colors: z.array(z.string()).default([]),
  ranges: z.record(z.string(), Range).optional(),
  weightLbs: z.number().optional(),
  pricePerLb: z.number().optional(),
  /** As the record says them, for the pages. */
  weight: Quantity.optional(),
  price: Quantity.optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  place: z.string().optional(),
  /** yyyy-mm-dd (haves and needs), or the ISO time a public listing closes. */
  expirationDate: z.string().optional(),
  representatives: z.array(z.string()).default([]),
  /** Where it opens in the app, for its own company. */
  url: z.string().optional(),
});
export type MatchFacts = z.infer<typeof MatchFacts>;

export interface Judgement {
  confidence: number;
  material: MatchFactor;
  location: MatchFactor & { distanceMiles: number | null };
  price: MatchFactor;
  emissions: FreightEmissions | null;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const words = (s: string) => s.toLowerCase().replaceAll('_', ' ');
const lbs = (n: number) => `${Math.round(n).toLocaleString('en-US')} lb`;
const span = (r: { min?: number; max?: number }) =>
  r.min !== undefined && r.max !== undefined
    ? `${r.min}–${r.max}`
    : r.min !== undefined
      ? `at least ${r.min}`
      : `at most ${r.max}`;

function material(s: MatchFacts, d: MatchFacts): MatchFactor {
  let rating = 60;
  const facts = [`${MATERIAL_TYPE_LABELS[s.materialType]} both`];
  for (const [key, label, weight] of [
    ['grades', 'grade', 15],
    ['forms', 'form', 10],
    ['colors', 'colour', 10],
  ] as const) {
    const offered = s[key];
    const wanted = d[key];
    if (!offered.length || !wanted.length) continue;
    const both = offered.find((v) => wanted.includes(v));
    if (both) {
      rating += weight;
      facts.push(`${words(both)} ${label} both`);
    } else {
      rating -= weight + 5;
      facts.push(`${label} ${offered.map(words).join(' or ')}, wanted ${wanted.map(words).join(' or ')}`);
    }
  }
  for (const [key, wanted] of Object.entries(d.ranges ?? {})) {
    const offered = s.ranges?.[key];
    if (
      !offered ||
      (wanted.min === undefined && wanted.max === undefined) ||
      (offered.min === undefined && offered.max === undefined)
    )
      continue;
    const { label, unit } = RANGE_PROPERTIES[key as RangeProperty] ?? { label: key, unit: '' };
    const low = Math.max(offered.min ?? -Infinity, wanted.min ?? -Infinity);
    const high = Math.min(offered.max ?? Infinity, wanted.max ?? Infinity);
    const units = unit ? ` ${unit}` : '';
    if (low <= high) {
      rating += 5;
      facts.push(`${label} ${span(offered)} within ${span(wanted)}${units}`);
    } else {
      rating -= 15;
      facts.push(`${label} ${span(offered)}, wanted ${span(wanted)}${units}`);
    }
  }
  if (s.weightLbs !== undefined && d.weightLbs !== undefined) {
    if (s.weightLbs >= d.weightLbs) {
      rating += 5;
      facts.push(`${lbs(s.weightLbs)} covers ${lbs(d.weightLbs)}`);
    } else {
      rating -= 10;
      facts.push(`${lbs(s.weightLbs)} of ${lbs(d.weightLbs)} wanted`);
    }
  }
  return { rating: clamp(rating), facts };
}

const pointOf = (f: MatchFacts) =>
  f.latitude !== undefined && f.longitude !== undefined
    ? { latitude: f.latitude, longitude: f.longitude }
    : undefined;

function location(
  s: MatchFacts,
  d: MatchFacts,
): (MatchFactor & { distanceMiles: number | null }) | undefined {
  const [a, b] = [pointOf(s), pointOf(d)];
  // Places on both sides, or on neither: a record with a place is never compared with one without (see geo.ts).
  if (!a && !b)
    return { rating: 50, facts: [`No place known for ${s.label} and ${d.label}`], distanceMiles: null };
  if (!a || !b) return undefined;
  const miles = milesBetween(a, b);
  if (miles > MATCH_RULES.maxMiles) return undefined;
  const facts = [`${Math.round(miles).toLocaleString('en-US')} miles apart`];
  if (s.place && d.place) facts.push(`${s.place} to ${d.place}`);
  return {
    rating: clamp(100 * (1 - miles / MATCH_RULES.maxMiles)),
    facts,
    distanceMiles: Math.round(miles * 10) / 10,
  };
}

function price(s: MatchFacts, d: MatchFacts): MatchFactor {
  if (s.pricePerLb === undefined || d.pricePerLb === undefined || d.pricePerLb <= 0) {
    return {
      rating: 50,
      facts: [s.pricePerLb === undefined ? 'No asking price to compare' : 'No target price to compare'],
    };
  }
  const over = (s.pricePerLb - d.pricePerLb) / d.pricePerLb;
  const percent = Math.round(Math.abs(over) * 100);
  if (over <= 0)
    return {
      rating: 100,
      facts: [percent === 0 ? 'Asking the target price' : `Asking ${percent}% under target`],
    };
  return { rating: clamp(100 - over * 250), facts: [`Asking ${percent}% over target`] };
}

/**
 * Judges a supply against a demand of the same material type. Undefined when they cannot match:
 * the same company on both sides, farther apart than the distance limit, or one with a place and
 * one without (the index files places by where they are; records without one match each other).
 */
export function judge(s: MatchFacts, d: MatchFacts): Judgement | undefined {
  if (s.materialType !== d.materialType) return undefined;
  if (s.tenantId === d.tenantId && s.companyId && s.companyId === d.companyId) return undefined;
  const where = location(s, d);
  if (!where) return undefined;
  const what = material(s, d);
  const cost = price(s, d);
  const moved =
    s.weightLbs !== undefined && d.weightLbs !== undefined
      ? Math.min(s.weightLbs, d.weightLbs)
      : (s.weightLbs ?? d.weightLbs);
  return {
    confidence: confidenceOf({ material: what.rating, location: where.rating, price: cost.rating }),
    material: what,
    location: where,
    price: cost,
    emissions:
      where.distanceMiles !== null && moved !== undefined
        ? freightEmissions(where.distanceMiles * ROAD_CIRCUITY, moved * 0.00045359237)
        : null,
  };
}
