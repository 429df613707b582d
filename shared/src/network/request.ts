import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { labelledEnum } from '../labelled-enum.js';
import { MaterialType, Packaging } from '../enums.js';
import { PageQuery } from '../contract/define.js';
import { clearable } from '../contract/clearable.js';
import { Price, Weight } from '../supply/listing.js';
import {
  Description,
  IsoDate,
  MAX_RECIPIENTS,
  NETWORK_MESSAGES,
  NetworkParty,
  NetworkPlace,
  NetworkPrice,
  NetworkWeight,
  Representatives,
} from './common.js';

/**
 * Private network requests (spec part 2 §3, §4, §5): a company asks linked companies for material
 * it needs, from a need. One request goes to each company chosen (kept for both, each reading its
 * own side); the ones sent together form a group that can be cancelled at once.
 */

export const [RequestStatus, REQUEST_STATUS_LABELS] = labelledEnum({
  ACTIVE: 'Active',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
});
export type RequestStatus = z.infer<typeof RequestStatus>;

export const RequestSide = z.enum(['REQUESTING', 'RECEIVING']);
export type RequestSide = z.infer<typeof RequestSide>;

export const REQUEST_MESSAGES = {
  created: 'Request sent',
  createFailed: 'Request was not created',
  updateFailed: 'Request was not updated',
  cancelFailed: 'Request was not cancelled',
  resendFailed: 'Request was not resent',
  loadFailed: 'Failed to fetch requests',
  needClosed: 'Only an active need can be requested.',
  locationRequired: 'Location is required',
  notActive: 'Only an active request can be cancelled.',
  notClosed: 'Only a cancelled or expired request can be sent again.',
  requesterOnly: 'Only the requesting company can change its request.',
  expirationPast: 'The expiration date must be today or later.',
} as const;

export const RequestTitle = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');

/** The private request wizard (part 2 §5): title, location, the need, and at least one link. */
export const NetworkRequestInput = z.object({
  needId: Id,
  title: RequestTitle,
  description: Description.optional(),
  locationId: Id.describe('Where the material goes: one of the need’s company’s locations'),
  receivingCompanyIds: z
    .array(Id)
    .min(1, NETWORK_MESSAGES.linkRequired)
    .max(MAX_RECIPIENTS, NETWORK_MESSAGES.recipientsMax),
  weight: NetworkWeight.optional().describe('The need’s remaining weight when absent'),
  priceTarget: NetworkPrice.optional(),
  expirationDate: IsoDate.optional().describe('The need’s expiration date when absent'),
  representatives: Representatives,
});
export type NetworkRequestInput = z.infer<typeof NetworkRequestInput>;

/** An edit: the fields sent; a description or price target sent as null is cleared. */
export const NetworkRequestPatch = clearable(
  z
    .object({
      title: RequestTitle,
      description: Description,
      expirationDate: IsoDate,
      priceTarget: NetworkPrice,
      representatives: Representatives,
    })
    .partial(),
  { keep: ['title', 'expirationDate', 'representatives'] },
);
export type NetworkRequestPatch = z.infer<typeof NetworkRequestPatch>;

/** Resending a cancelled or expired request: a new expiration date (30 days when absent). */
export const ReactivateInput = z.object({ expirationDate: IsoDate.optional() }).optional();

export const NetworkRequest = z.object({
  id: z.string(),
  side: RequestSide,
  /** The requests sent together (the requester's side only). */
  groupId: z.string().nullable(),
  requestingCompany: NetworkParty,
  receivingCompany: NetworkParty,
  needId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  materialName: z.string().nullable(),
  materialType: MaterialType,
  packaging: Packaging.nullable(),
  weight: Weight,
  priceTarget: Price.nullable(),
  location: NetworkPlace.nullable(),
  /** ACTIVE reads as EXPIRED once its expiration date has passed. */
  status: RequestStatus,
  expirationDate: z.string(),
  hasOpenOffer: z.boolean(),
  offerCount: z.number().int(),
  representatives: z.array(z.string()),
  ...AuditDates,
  version: z.number().int(),
});
export type NetworkRequest = z.infer<typeof NetworkRequest>;

export const RequestTab = z.enum(['ALL', 'SENT', 'RECEIVED']);
export const NetworkRequestListQuery = PageQuery.extend({
  tab: RequestTab.default('ALL'),
  status: z.enum(['ACTIVE', 'CLOSED']).default('ACTIVE'),
  needId: Id.optional(),
});
export type NetworkRequestListQuery = z.infer<typeof NetworkRequestListQuery>;
export const RequestCounts = z.object({ sent: z.number().int(), received: z.number().int() });
export type RequestCounts = z.infer<typeof RequestCounts>;
