import * as z from 'zod';
import { RecordId as Id } from '../primitives.js';
import { labelledEnum } from '../labelled-enum.js';
import { Incoterm, MaterialType, Packaging } from '../enums.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';
import { nearWhole } from '../near.js';
import { Price, Weight } from '../supply/listing.js';
import {
  ContactInformation,
  Description,
  IsoDate,
  MaterialName,
  NearQuery,
  NetworkParty,
  NetworkPlace,
  NetworkPrice,
  NetworkWeight,
  Representatives,
} from './common.js';
import { RequestTitle } from './request.js';
import { incrementProblem } from './reverse-auction.js';

/**
 * The Materials Market (spec part 2 §1–§5): public offers (supply) and public requests (demand)
 * every company with an enabled profile sees. Publishing needs the platform's pre-approval and the
 * market ground rules accepted; answering one needs a link with its company.
 */

export const ListingKind = z.enum(['PUBLIC_OFFER', 'PUBLIC_REQUEST']);
export type ListingKind = z.infer<typeof ListingKind>;

/** Stored ACTIVE or CLOSED/CANCELLED/SOLD (its have sold out); ACTIVE reads as EXPIRED after its closing time, and a request before its start as SCHEDULED. */
export const [PublicListingStatus, PUBLIC_LISTING_STATUS_LABELS] = labelledEnum({
  SCHEDULED: 'Scheduled',
  ACTIVE: 'Active',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  SOLD: 'Sold',
});
export type PublicListingStatus = z.infer<typeof PublicListingStatus>;

export const MARKET_MESSAGES = {
  offerCreated: 'Public offer published',
  requestCreated: 'Public request published',
  createFailed: 'Listing was not created',
  updateFailed: 'Listing was not updated',
  loadFailed: 'Failed to fetch offers',
  groundRules: 'Accept the market ground rules before your first listing.',
  profileDisabled: "Enable your company's public profile to list on the market.",
  alreadyListed: 'This record already has an active public listing.',
  needClosed: 'Only an active need can be published.',
  haveClosed: 'Only an active have can be published.',
  targetRequired: 'Target price is required when it is enforced',
  endRequired: 'End date and time is required',
  endBeforeStart: 'The end must be after the start.',
  endPast: 'The end must be in the future.',
  notActive: 'This listing is no longer active.',
  notStarted: 'This request opens later.',
  ownerOnly: 'Only the listing company can change it.',
  weightAboveAvailable: 'The weight is more than the record has available.',
} as const;

const DateTime = z.iso.datetime({ offset: true, message: 'Enter a date and time' });

/** Publishing a have to the market (the "New Public Offer" wizard). */
export const PublicOfferInput = z.object({
  haveId: Id,
  askingPrice: NetworkPrice.optional().describe('Shown as “Offer” when absent'),
  weight: NetworkWeight.optional().describe('The have’s remaining weight when absent'),
  terms: Incoterm,
  expirationDate: IsoDate.optional().describe('The have’s expiration date when absent, and no later'),
  materialName: MaterialName.optional(),
  description: Description.optional(),
  contactInformation: ContactInformation,
  representatives: Representatives,
});
export type PublicOfferInput = z.infer<typeof PublicOfferInput>;

/** An edit: the fields sent; an asking price or description sent as null is cleared. */
export const PublicOfferPatch = clearable(
  z
    .object({
      askingPrice: NetworkPrice,
      weight: NetworkWeight,
      terms: Incoterm,
      expirationDate: IsoDate,
      description: Description,
      representatives: Representatives,
      /** Takes it off the market. */
      status: z.literal('CLOSED'),
    })
    .partial(),
  { keep: ['weight', 'terms', 'expirationDate', 'representatives', 'status'] },
);
export type PublicOfferPatch = z.infer<typeof PublicOfferPatch>;

/** Publishing a need to the market (the "New Public Request" wizard, part 2 §5). */
export const PublicRequestInput = z
  .object({
    needId: Id,
    title: RequestTitle,
    description: Description.optional(),
    startDate: DateTime.optional().describe('Now when absent'),
    endDate: DateTime.describe('When it stops taking offers'),
    preferredShippingTerms: Incoterm.optional(),
    weight: NetworkWeight.optional().describe('The need’s remaining weight when absent'),
    priceTarget: NetworkPrice.optional(),
    enforceTargetPrice: z.boolean().default(false),
    maxOfferPrice: NetworkPrice.optional(),
    /** Its answers are bids, the lowest price winning (needs the reverse auction approval). */
    reverseAuction: z.boolean().default(false),
    bidIncrement: NetworkPrice.optional().describe(
      'Required for a reverse auction, at least the minimum of its unit',
    ),
    contactInformation: ContactInformation,
    representatives: Representatives,
  })
  .refine((r) => !r.enforceTargetPrice || !!r.priceTarget, {
    message: MARKET_MESSAGES.targetRequired,
    path: ['priceTarget'],
  })
  .superRefine((r, ctx) => {
    const problem = r.reverseAuction ? incrementProblem(r.bidIncrement) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['bidIncrement'] });
  })
  .refine((r) => !r.startDate || Date.parse(r.endDate) > Date.parse(r.startDate), {
    message: MARKET_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type PublicRequestInput = z.infer<typeof PublicRequestInput>;

/** An edit: the fields sent; a description, shipping terms or price sent as null is cleared. */
export const PublicRequestPatch = clearable(
  z
    .object({
      title: RequestTitle,
      description: Description,
      endDate: DateTime,
      preferredShippingTerms: Incoterm,
      priceTarget: NetworkPrice,
      enforceTargetPrice: z.boolean(),
      maxOfferPrice: NetworkPrice,
      representatives: Representatives,
      status: z.literal('CANCELLED'),
    })
    .partial(),
  { keep: ['title', 'endDate', 'enforceTargetPrice', 'representatives', 'status'] },
);
export type PublicRequestPatch = z.infer<typeof PublicRequestPatch>;

const ListingView = {
  id: z.string(),
  company: NetworkParty,
  /** My own company's listing. */
  own: z.boolean(),
  /** Whether my company is linked with its company (answering needs it). */
  linked: z.boolean(),
  materialName: z.string().nullable(),
  materialType: MaterialType,
  description: z.string().nullable(),
  packaging: Packaging.nullable(),
  weight: Weight,
  location: NetworkPlace.nullable(),
  status: PublicListingStatus,
  /** Offers it received (all of them for its company; my own for anyone else). */
  offerCount: z.number().int(),
  /** An offer on it is still being negotiated. */
  hasOpenNegotiation: z.boolean(),
  /** Its company's contact: null until linked (part 1 §6). */
  contactInformation: ContactInformation.nullable(),
  /** Its company's people on it (own listings only). */
  representatives: z.array(z.string()),
  createdDate: z.string(),
  activatedDate: z.string(),
  /** When it stops taking offers (offers: the end of its expiration day). */
  closesAt: z.string(),
};

export const PublicOffer = z.object({
  ...ListingView,
  kind: z.literal('PUBLIC_OFFER'),
  /** The own have (null on other companies' offers). */
  haveId: z.string().nullable(),
  askingPrice: Price.nullable(),
  terms: Incoterm,
  palletized: z.boolean(),
  pieceCount: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  expirationDate: z.string(),
});
export type PublicOffer = z.infer<typeof PublicOffer>;

export const PublicRequest = z.object({
  ...ListingView,
  kind: z.literal('PUBLIC_REQUEST'),
  /** The own need (null on other companies' requests). */
  needId: z.string().nullable(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  preferredShippingTerms: Incoterm.nullable(),
  priceTarget: Price.nullable(),
  enforceTargetPrice: z.boolean(),
  maxOfferPrice: Price.nullable(),
  reverseAuction: z.boolean(),
  /** The lowest price among qualified offers (its company sees it). */
  lowestQualifiedPrice: Price.nullable(),
  bidIncrement: Price.nullable(),
  /** Reverse auctions: the lowest bid, the price to beat (its company and the companies that may bid see it). */
  lowestBid: Price.nullable(),
  /** Who made the lowest bid: its company alone sees it. */
  lowestBidder: NetworkParty.nullable(),
  bidCount: z.number().int(),
  /** My company's place among the bidders by its lowest bid (1 = lowest); null when it has not bid. */
  myRank: z.number().int().nullable(),
});
export type PublicRequest = z.infer<typeof PublicRequest>;

export const MarketSort = z.enum(['closesAt,asc', 'closesAt,desc']);
/** The market lists: what is on the market now, by closing time, narrowed by material, words and distance. */
export const MarketQuery = nearWhole(
  PageQuery.extend({
    sort: MarketSort.default('closesAt,asc'),
    materialType: MaterialType.optional(),
    q: z.string().trim().max(60).optional(),
    ...NearQuery,
  }),
);
export type MarketQuery = z.infer<typeof MarketQuery>;

/** My company's own listings (My Activity), newest first, open or closed; or those of one have or need (its page). */
export const MyListingsQuery = PageQuery.extend({
  status: z.enum(['ACTIVE', 'CLOSED']).optional(),
  recordId: Id.optional().describe(
    'Only the listings of this have (public offers) or need (public requests)',
  ),
});
export type MyListingsQuery = z.infer<typeof MyListingsQuery>;

export const MarketCounts = z.object({
  supply: z.number().int(),
  demand: z.number().int(),
  myPublicOffers: z.number().int(),
  myPublicRequests: z.number().int(),
});
export type MarketCounts = z.infer<typeof MarketCounts>;

/** The market ground rules (part 2 §1), accepted once by each person before their first listing. */
export const GROUND_RULES_VERSION = 1;
export const GROUND_RULES: readonly string[] = [
  'List only material your company has (or needs) and has the right to sell (or buy).',
  'Describe material honestly: type, grade, form, contamination and packaging as they are.',
  'Keep weights and prices current; close a listing once it is no longer available.',
  'Answer offers and requests promptly, and decline rather than ignore.',
  'Honour what you accept: a confirmed offer is a deal between the two companies.',
  'Keep contact details you receive for the trade they were shared for; no spam.',
];
export const GroundRules = z.object({
  version: z.number().int(),
  rules: z.array(z.string()),
  acceptedDate: z.string().nullable(),
});
export type GroundRules = z.infer<typeof GroundRules>;
