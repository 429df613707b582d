import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';
import { MaterialType } from '../enums.js';
import { PageQuery } from '../contract/define.js';
import { roundDecimal } from '../conversions.js';

/**
 * Matches between supply and demand (spec part 1 §2, §3; part 2 §2, §3 Match, §4; part 3 §3.8):
 * core matches (a company's haves against its needs and its partners' buy profiles) and network
 * matches (its needs against public offers, its haves against public requests). Each explains
 * itself: a rating per factor and the facts behind it.
 */

export const MATCH_RULES = {
  /** Counterparts farther apart than this are not matched (and suggested companies not shown). */
  maxMiles: 500,
  /** Matches below this confidence are not kept. */
  minConfidence: 40,
  /** The best matches a record keeps. */
  perRecord: 25,
  /** How much each factor weighs in the confidence. */
  weights: { material: 0.5, location: 0.3, price: 0.2 },
  /**
   * kg CO2e per tonne-km of road freight: Defra/DECC 2012 Greenhouse Gas Conversion Factors for
   * Company Reporting, Annex 7 Table 7e, diesel articulated HGV over 33 t at the UK average load
   * (62% laden), direct and indirect emissions (0.10273).
   */
  roadFreightKgCo2ePerTonneKm: 0.10273,
} as const;

/** What kind of pair a match is: who supplies and who asks. */
export const MatchKind = z.enum([
  'HAVE_NEED',
  'HAVE_BUY_PROFILE',
  'NEED_PUBLIC_OFFER',
  'HAVE_PUBLIC_REQUEST',
  'PUBLIC_OFFER_PUBLIC_REQUEST',
  /** An offer or request another company sent mine, against my own records (judged when read, not kept). */
  'NETWORK_OFFER_NEED',
  'NETWORK_OFFER_BUY_PROFILE',
  'HAVE_NETWORK_REQUEST',
]);
export type MatchKind = z.infer<typeof MatchKind>;

/** Core matches are the company's own records; supply and demand matches meet the market. */
export const CORE_MATCH_KINDS: readonly MatchKind[] = ['HAVE_NEED', 'HAVE_BUY_PROFILE'];

export const MatchRecordKind = z.enum([
  'HAVE',
  'NEED',
  'BUY_PROFILE',
  'PUBLIC_OFFER',
  'PUBLIC_REQUEST',
  'NETWORK_OFFER',
  'NETWORK_REQUEST',
]);
export type MatchRecordKind = z.infer<typeof MatchRecordKind>;

const Quantity = z.object({ unitValue: z.number(), unit: z.string() });

/** One side of a match, as the pages show it. */
export const MatchRecord = z.object({
  kind: MatchRecordKind,
  id: z.string(),
  /** How people know it: a have's identifier, a request's title, a buy profile's company. */
  label: z.string(),
  /** The CRM company of one of my own records (a have's, a need's, a buy profile's). */
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  materialName: z.string().nullable(),
  /** City, state, country. */
  place: z.string().nullable(),
  weight: Quantity.nullable(),
  price: Quantity.nullable(),
  /** Where it opens in the app; null when the reader may not open it. */
  url: z.string().nullable(),
});
export type MatchRecord = z.infer<typeof MatchRecord>;

/** One factor: its rating out of 100 and the facts behind it ("PP homopolymer both", "212 miles"). */
export const MatchFactor = z.object({ rating: z.number().int().min(0).max(100), facts: z.array(z.string()) });
export type MatchFactor = z.infer<typeof MatchFactor>;

export const FreightEmissions = z.object({
  kgCo2e: z.number(),
  /** Road miles: the straight-line distance of the location factor times 1.2 (US road routes run about a fifth longer). */
  distanceMiles: z.number(),
  tonnes: z.number(),
  /** kg CO2e per tonne-km used. */
  factor: z.number(),
});
export type FreightEmissions = z.infer<typeof FreightEmissions>;

export const Match = z.object({
  id: z.string(),
  kind: MatchKind,
  createDate: z.string(),
  confidence: z.number().int().min(0).max(100),
  materialRating: z.number().int().min(0).max(100),
  locationRating: z.number().int().min(0).max(100),
  priceRating: z.number().int().min(0).max(100),
  materialType: MaterialType,
  /** Who supplies (a have or a public offer) and who asks (a need, a buy profile or a public request). */
  supply: MatchRecord,
  demand: MatchRecord,
  explanation: z.object({
    material: MatchFactor,
    location: MatchFactor.extend({ distanceMiles: z.number().nullable() }),
    price: MatchFactor,
  }),
  estimatedFreightEmissions: FreightEmissions.nullable(),
  hidden: z.boolean(),
});
export type Match = z.infer<typeof Match>;

export const [MatchSort, MATCH_SORT_LABELS] = labelledEnum({
  confidence: 'Confidence',
  material: 'Material',
  price: 'Price',
  location: 'Location',
  createdDate: 'Newest',
});
export type MatchSort = z.infer<typeof MatchSort>;

export const MatchListQuery = PageQuery.extend({
  sort: MatchSort.default('confidence'),
  /** true: the hidden matches only. */
  hidden: z.enum(['true', 'false']).default('false'),
});
export type MatchListQuery = z.infer<typeof MatchListQuery>;

/** A company that may buy a have or sell for a need, and why (part 1 §2 suggested buyers and sellers). */
export const SuggestedCompany = z.object({
  /** A company of the CRM, or one of the directory. */
  source: z.enum(['CRM', 'DIRECTORY']),
  id: z.string(),
  name: z.string(),
  place: z.string().nullable(),
  distanceMiles: z.number().nullable(),
  /** Linked on the network (directory companies). */
  linked: z.boolean(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
  url: z.string(),
});
export type SuggestedCompany = z.infer<typeof SuggestedCompany>;

/** A directory company my company is not linked with, ranked by how well it fits my trade. */
export const Lead = z.object({
  publicCompanyId: z.string(),
  name: z.string(),
  place: z.string().nullable(),
  distanceMiles: z.number().nullable(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export type Lead = z.infer<typeof Lead>;

/** Confidence from the factor ratings, with the published weights. */
export const confidenceOf = (r: { material: number; location: number; price: number }) =>
  Math.round(
    r.material * MATCH_RULES.weights.material +
      r.location * MATCH_RULES.weights.location +
      r.price * MATCH_RULES.weights.price,
  );

/** Road freight emissions of moving `tonnes` over `miles`, with the published factor. */
export const freightEmissions = (miles: number, tonnes: number): FreightEmissions => ({
  kgCo2e: roundDecimal(miles * 1.609344 * tonnes * MATCH_RULES.roadFreightKgCo2ePerTonneKm, 1),
  distanceMiles: Math.round(miles),
  tonnes: roundDecimal(tonnes, 2),
  factor: MATCH_RULES.roadFreightKgCo2ePerTonneKm,
});
