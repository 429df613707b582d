import type {
  ListingKind,
  MyListingsQuery,
  PublicOffer,
  PublicRequest,
} from '@polyloop/shared/network/market';
import type { Price } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { now } from '../../lib/commit.js';
import { NotFound } from '../../lib/errors.js';
import { pageFrom, type Page } from '../../data/page.js';
import { LinkEntity } from '../link/index.js';
import { statusOf, viewOf } from './listing.view.js';
import {
  listListingsOfRecord,
  listListingsOfTenant,
  PublicListingEntity,
  type PublicListingItem,
} from './public-listing.entity.js';

/*
 * The market's use cases, as its routes and the seed call them: one listing and my company's lists
 * here; publishing, edits and the market's pages in the modules re-exported below.
 */

export { acceptGroundRules, groundRules } from './ground-rules.js';
export { statusOf } from './listing.view.js';
export { closeListingsOfRecord } from './listing-changes.js';
export { MARKET_TENANT } from './market-counters.js';
export { publishOffer, publishRequest } from './listing.publish.js';
export { updateOffer, updateRequest } from './listing.edits.js';
export { counts, market } from './market.lists.js';

/**
 * The lowest price among the qualified offers on my request, in its target's unit (or the first
 * offer's), or null. Offers are made on listings, so the offers' side answers it and the caller
 * passes it in (`network-offer/listing-offers.ts`).
 */
export type LowestQualified = (
  tenantId: string,
  requestId: string,
  target: Price | undefined,
) => Promise<Price | null>;

/**
 * One listing: whether my company is linked with its company decides whether its contact shows;
 * my own request shows the lowest price among its qualified offers (`lowestQualified`).
 */
export async function getListing(
  actor: Member,
  kind: ListingKind,
  id: string,
  lowestQualified: LowestQualified,
): Promise<PublicOffer | PublicRequest> {
  const listing = await PublicListingEntity.get({ id });
  if (!listing || listing.kind !== kind) throw new NotFound();
  const at = now();
  const own = listing.tenantId === actor.tenantId;
  const link = own
    ? undefined
    : await LinkEntity.get({ tenantId: actor.tenantId, publicCompanyId: listing.publicCompanyId });
  const lowest =
    own && kind === 'PUBLIC_REQUEST' ? await lowestQualified(actor.tenantId, id, listing.priceTarget) : null;
  return viewOf(actor, listing, { at, linked: link?.status === 'LINKED', lowestQualifiedPrice: lowest });
}

/** My company's listings of a kind, newest first (a company has tens to hundreds); a have's or need's own (one Query each way). */
export async function mine(
  actor: Member,
  kind: ListingKind,
  query: MyListingsQuery,
): Promise<Page<PublicOffer | PublicRequest>> {
  const at = now();
  const listed = query.recordId
    ? (await listListingsOfRecord(actor.tenantId, query.recordId))
        .filter((l) => l.kind === kind)
        .sort((a, b) => (a.createdDate < b.createdDate ? 1 : -1))
    : await listListingsOfTenant(actor.tenantId, kind);
  const all = listed.filter((l) => !query.status || inListStatus(l, query.status, at));
  const page = pageFrom(all, query.page, query.size);
  return {
    items: await Promise.all(page.items.map((l) => ownView(actor, l, at))),
    total: page.total,
  };
}

/** The list status of part 2 §4: open while active or scheduled, closed otherwise (expired by time included). */
const inListStatus = (l: PublicListingItem, status: 'ACTIVE' | 'CLOSED', at: string) =>
  (status === 'ACTIVE') === ['ACTIVE', 'SCHEDULED'].includes(statusOf(l, at));

/** My company's listings of a kind in one list status, newest first: read whole (a company has tens to hundreds). */
export const ownListings = async (
  tenantId: string,
  kind: ListingKind,
  status: 'ACTIVE' | 'CLOSED',
  at: string,
) => (await listListingsOfTenant(tenantId, kind)).filter((l) => inListStatus(l, status, at));

/** One of my company's listings as my company's lists show it. */
export const ownView = (actor: Member, l: PublicListingItem, at: string) =>
  viewOf(actor, l, { at, linked: false });
