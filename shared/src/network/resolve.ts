import * as z from 'zod';
import { PageQuery } from '../contract/define.js';
import { labelledEnum } from '../labelled-enum.js';
import { PublicOffer, PublicRequest } from './market.js';
import { NetworkOffer } from './offer.js';
import { NetworkRequest } from './request.js';

/** What an offer id names for my company (part 2 §7 `GET /network/offers/{id}`): my side of a network offer, or a public offer. */
export const AnyOffer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NETWORK_OFFER'), networkOffer: NetworkOffer }),
  z.object({ kind: z.literal('PUBLIC_OFFER'), publicOffer: PublicOffer }),
]);
export type AnyOffer = z.infer<typeof AnyOffer>;

/** What a request id names (`GET /network/requests/{id}`): my side of a private request, or a public request. */
export const AnyRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NETWORK_REQUEST'), networkRequest: NetworkRequest }),
  z.object({ kind: z.literal('PUBLIC_REQUEST'), publicRequest: PublicRequest }),
]);
export type AnyRequest = z.infer<typeof AnyRequest>;

/**
 * The combined lists (part 2 §3 offer and request kinds, §7 `GET /network/offers`, `GET
 * /network/requests`): my company's records of every kind in one list, latest activity first.
 * Offers: my sides of network offers (sent and received) and my public offers. Requests: my sides
 * of private requests, my public requests and my reverse auctions (public requests whose answers
 * are bids). Forward auctions are neither: the spec counts no auction kind among offers.
 */
export const [OfferKind, OFFER_KIND_LABELS] = labelledEnum({
  ALL: 'All',
  NETWORK_OFFER: 'Network offers',
  PUBLIC_OFFER: 'Public offers',
});
export type OfferKind = z.infer<typeof OfferKind>;
export const [RequestKind, REQUEST_KIND_LABELS] = labelledEnum({
  ALL: 'All',
  NETWORK_REQUEST: 'Network requests',
  PUBLIC_REQUEST: 'Public requests',
  REVERSE_AUCTION: 'Reverse auctions',
});
export type RequestKind = z.infer<typeof RequestKind>;

/** Sent: what my company sent or published; received: what another company sent it (listings are never received). */
export const [ActivityTab, ACTIVITY_TAB_LABELS] = labelledEnum({
  ALL: 'All',
  SENT: 'Sent',
  RECEIVED: 'Received',
});
export type ActivityTab = z.infer<typeof ActivityTab>;
/** By latest activity (`updatedDate`): newest first by default. */
export const ActivitySort = z.enum(['updatedDate,desc', 'updatedDate,asc']);
export type ActivitySort = z.infer<typeof ActivitySort>;

const ActivityQuery = PageQuery.extend({
  tab: ActivityTab.default('ALL'),
  /** Open records, or closed ones (part 2 §4 list statuses). */
  status: z.enum(['ACTIVE', 'CLOSED']).default('ACTIVE'),
  sort: ActivitySort.default('updatedDate,desc'),
});
export const OfferListQuery = ActivityQuery.extend({ kind: OfferKind.default('ALL') });
export type OfferListQuery = z.infer<typeof OfferListQuery>;
export const RequestListQuery = ActivityQuery.extend({ kind: RequestKind.default('ALL') });
export type RequestListQuery = z.infer<typeof RequestListQuery>;

/** What every row of a combined list has, whatever its kind: its id, and its latest activity (what the list sorts by). */
const row = { id: z.string(), updatedDate: z.string() };

/** One row of `GET /network/offers`: the record as its own list shows it, under its kind. */
export const OfferListItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NETWORK_OFFER'), ...row, networkOffer: NetworkOffer }),
  z.object({ kind: z.literal('PUBLIC_OFFER'), ...row, publicOffer: PublicOffer }),
]);
export type OfferListItem = z.infer<typeof OfferListItem>;

/** One row of `GET /network/requests`: a reverse auction is a public request run as one. */
export const RequestListItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NETWORK_REQUEST'), ...row, networkRequest: NetworkRequest }),
  z.object({ kind: z.literal('PUBLIC_REQUEST'), ...row, publicRequest: PublicRequest }),
  z.object({ kind: z.literal('REVERSE_AUCTION'), ...row, publicRequest: PublicRequest }),
]);
export type RequestListItem = z.infer<typeof RequestListItem>;
