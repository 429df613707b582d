import { cleared } from '../../data/patch.js';
import { milesBetween } from '@polyloop/shared/conversions';
import {
  MARKET_MESSAGES,
  type ListingKind,
  type MarketCounts,
  type MarketQuery,
  type MyListingsQuery,
  type PublicOffer,
  type PublicOfferInput,
  type PublicOfferPatch,
  type PublicRequest,
  type PublicRequestInput,
  type PublicRequestPatch,
} from '@polyloop/shared/network/market';
import type { Price } from '@polyloop/shared/supply/listing';
import { incrementProblem, REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import type { MaterialType } from '@polyloop/shared/enums';
import type { Member } from '../../lib/actor.js';
import { commit, now, retrying, stale, today } from '../../lib/commit.js';
import { Conflict, Forbidden, NotFound, fieldError } from '../../lib/errors.js';
import { requireGroundRules } from './ground-rules.js';
import { offerView, requestView, statusOf, viewOf } from './listing.view.js';

export { acceptGroundRules, groundRules } from './ground-rules.js';
export { statusOf } from './listing.view.js';
export { closeListingsOfRecord } from './listing-changes.js';
export { MARKET_TENANT } from './market-counters.js';
import { pageFrom, pageOf, readAll, type Page, type Slice } from '../../data/page.js';
import { pageCountersBetween } from '../counter/index.js';
import { checkRepresentatives } from '../company/index.js';
import {
  HaveItem,
  isTradable,
  NeedItem,
  type HaveItem as Have,
  type NeedItem as Need,
} from '../listing/index.js';
import { LinkEntity } from '../link/index.js';
import { newNetworkId, myEnabledProfile, placeOf, checkWeight } from '../network/index.js';
import { countTx, dayOf, MARKET_TENANT, scopeOf } from './market-counters.js';
import { change } from './listing-changes.js';
import { isLive } from './reverse-auction.js';
import { profileDisabled, profileEnabledTx } from './open-listings.js';
import {
  countMarketClosedBetween,
  listListingsOfRecord,
  listListingsOfTenant,
  pageMarket,
  PublicListingEntity,
  type PublicListingItem,
} from './public-listing.entity.js';

/**
 * How many listings of a kind close today or later: the counters of every closing day from
 * today on (one Query of a few dozen small items). What closed earlier today is still among them;
 * the callers take it off (`market` counts it as it reads past it).
 */
async function closingFromToday(kind: ListingKind, scope: string, at: string): Promise<number> {
  const counters = await readAll((cursor) =>
    pageCountersBetween(MARKET_TENANT, `${kind}:${scope}:${dayOf(at)}`, `${kind}:${scope}:~`, cursor),
  );
  return counters.reduce((sum, c) => sum + c.count, 0);
}

/** How many listings of a kind are on the market now: closing from today on, less what closed earlier today. */
async function marketTotal(
  kind: ListingKind,
  materialType: MaterialType | undefined,
  at: string,
): Promise<number> {
  const [fromToday, closedToday] = await Promise.all([
    closingFromToday(kind, scopeOf(materialType), at),
    countMarketClosedBetween(kind, materialType, dayOf(at), at),
  ]);
  return Math.max(0, fromToday - closedToday);
}

const endOfDay = (day: string) => `${day}T23:59:59.999Z`;
/** One record has one listing on the market at a time. */
async function notListed(tenantId: string, recordId: string, at: string): Promise<void> {
  const listed = await listListingsOfRecord(tenantId, recordId);
  if (listed.some((l) => statusOf(l, at) === 'ACTIVE' || statusOf(l, at) === 'SCHEDULED'))
    throw new Conflict(MARKET_MESSAGES.alreadyListed, 'ALREADY_LISTED');
}

function openRecord<T extends Have | Need>(record: T | undefined, fieldName: string, closed: string): T {
  if (!record) throw fieldError(fieldName, 'The record was not found.');
  if (!isTradable(record, today())) throw new Conflict(closed, 'RECORD_CLOSED');
  return record;
}

/** Who may publish: an enabled profile, the ground rules accepted, and representatives of the company. */
const publisher = (actor: Member, representatives: string[]) =>
  Promise.all([
    myEnabledProfile(actor),
    checkRepresentatives(actor.tenantId, representatives),
    requireGroundRules(actor),
  ]);

/** What every new listing of a record of ours starts with: open, active, its first version. */
const newListing = (
  actor: Member,
  me: { publicCompanyId: string; name: string },
  record: Have | Need,
  at: string,
) => ({
  id: newNetworkId(),
  tenantId: actor.tenantId,
  publicCompanyId: me.publicCompanyId,
  companyName: me.name,
  lane: 'OPEN',
  status: 'ACTIVE',
  recordId: record.id,
  recordIdentifier: record.identifier,
  materialType: record.materialType,
  packaging: record.packaging,
  location: placeOf(record.location),
  createdDate: at,
  updatedDate: at,
  updatedBy: actor.userId,
  version: 1,
});

/**
 * Puts a new listing on the market: the listing and its counters in one transaction with the
 * enabled profile, pinned on its record (the have of an offer, the need of a request) as read (a
 * record changed meanwhile is tried again).
 */
async function putOnMarket(actor: Member, listing: PublicListingItem, record: Have | Need) {
  const recordEntity = listing.kind === 'PUBLIC_OFFER' ? HaveItem : NeedItem;
  const recordCheck = recordEntity.tx.check(
    { tenantId: actor.tenantId, id: record.id },
    { updatedDate: record.updatedDate },
  );
  await commit(
    [PublicListingEntity.tx.create(listing), ...countTx(listing, 1), profileEnabledTx(actor), recordCheck],
    (entity) => (entity === recordEntity.name ? stale(entity) : profileDisabled(entity)),
  );
}

/**
 * Publishes a have (part 2 §5): pre-approval is the route's permission; the ground rules, an
 * enabled profile and an open have are checked here. The listing and the market counters are
 * written in one transaction pinned on the have as read.
 */
export async function publishOffer(actor: Member, input: PublicOfferInput): Promise<PublicOffer> {
  const [me, representatives] = await publisher(actor, input.representatives);
  return retrying(async () => {
    const at = now();
    const have = openRecord(
      await HaveItem.get({ tenantId: actor.tenantId, id: input.haveId }, { consistent: true }),
      'haveId',
      MARKET_MESSAGES.haveClosed,
    );
    await notListed(actor.tenantId, have.id, at);
    const weight = input.weight ?? have.remainingWeight;
    checkWeight(weight, have.remainingWeight);
    const expirationDate = input.expirationDate ?? have.expirationDate;
    if (expirationDate < today())
      throw fieldError('expirationDate', 'The expiration date must be today or later.');
    if (expirationDate > have.expirationDate)
      throw fieldError(
        'expirationDate',
        'The listing cannot outlive the have: choose a date on or before its expiration date.',
      );
    const listing = PublicListingEntity.schema.parse({
      ...newListing(actor, me, have, at),
      kind: 'PUBLIC_OFFER',
      materialName: input.materialName ?? have.name ?? have.materialName ?? have.materialType,
      description: input.description ?? have.description ?? have.notes,
      palletized: have.palletized,
      pieceCount: have.pieceCount,
      thumbnailKey: have.photos[0]?.thumbnailKey,
      weight,
      askingPrice: input.askingPrice ?? have.price,
      terms: input.terms,
      expirationDate,
      contactInformation: input.contactInformation,
      representatives,
      closesAt: endOfDay(expirationDate),
      activatedDate: at,
    });
    await putOnMarket(actor, listing, have);
    return offerView(actor, listing, { at, linked: false });
  });
}

/**
 * Publishes a need as a public request (part 2 §5): end in the future, the target price when it is
 * enforced; as a reverse auction, with the platform's approval of reverse auctions and an increment
 * of at least its unit's minimum (the schema's check, made again here for callers past the route).
 */
export async function publishRequest(actor: Member, input: PublicRequestInput): Promise<PublicRequest> {
  if (input.reverseAuction) {
    if (actor.publishing.reverseAuctionPermission !== 'PRE_APPROVED')
      throw new Forbidden(REVERSE_AUCTION_MESSAGES.notPermitted);
    const problem = incrementProblem(input.bidIncrement);
    if (problem) throw fieldError('bidIncrement', problem);
  }
  const [me, representatives] = await publisher(actor, input.representatives);
  return retrying(async () => {
    const at = now();
    const need = openRecord(
      await NeedItem.get({ tenantId: actor.tenantId, id: input.needId }, { consistent: true }),
      'needId',
      MARKET_MESSAGES.needClosed,
    );
    await notListed(actor.tenantId, need.id, at);
    const endDate = new Date(input.endDate).toISOString();
    if (endDate <= at) throw fieldError('endDate', MARKET_MESSAGES.endPast);
    const startDate = input.startDate ? new Date(input.startDate).toISOString() : at;
    const listing = PublicListingEntity.schema.parse({
      ...newListing(actor, me, need, at),
      kind: 'PUBLIC_REQUEST',
      materialName: need.name ?? need.materialName ?? need.materialType,
      description: input.description ?? need.description ?? need.notes,
      weight: input.weight ?? need.remainingWeight,
      title: input.title,
      startDate,
      endDate,
      preferredShippingTerms: input.preferredShippingTerms ?? need.shippingTerms,
      priceTarget: input.priceTarget ?? need.priceTarget,
      enforceTargetPrice: input.enforceTargetPrice,
      maxOfferPrice: input.maxOfferPrice,
      reverseAuction: input.reverseAuction,
      bidIncrement: input.reverseAuction ? input.bidIncrement : undefined,
      contactInformation: input.contactInformation,
      representatives,
      closesAt: endDate,
      activatedDate: startDate,
    });
    await putOnMarket(actor, listing, need);
    return requestView(actor, listing, { at, linked: false });
  });
}

/** The fields of `names` a patch sends as null, as undefined: the listing's update REMOVEs them. */
function clearedFields<P extends object>(patch: P, names: readonly (keyof P & keyof PublicListingItem)[]) {
  const { remove } = cleared(patch);
  return Object.fromEntries(
    names.filter((n) => remove.includes(n)).map((n) => [n, undefined]),
  ) as Partial<PublicListingItem>;
}

/** My listing, open: another company's is refused (it may read it, never change it). */
async function ownOpenListing(actor: Member, id: string, kind: ListingKind): Promise<PublicListingItem> {
  const listing = await PublicListingEntity.get({ id }, { consistent: true });
  if (!listing || listing.kind !== kind) throw new NotFound();
  if (listing.tenantId !== actor.tenantId) throw new Forbidden(MARKET_MESSAGES.ownerOnly);
  if (listing.status !== 'ACTIVE' || listing.closesAt <= now())
    throw new Conflict(MARKET_MESSAGES.notActive, 'LISTING_INACTIVE');
  return listing;
}

export async function updateOffer(actor: Member, id: string, patch: PublicOfferPatch): Promise<PublicOffer> {
  const listing = await ownOpenListing(actor, id, 'PUBLIC_OFFER');
  const at = now();
  const changes: Partial<PublicListingItem> = {};
  if (patch.weight || patch.expirationDate) {
    const have = await HaveItem.get({ tenantId: actor.tenantId, id: listing.recordId });
    if (!have || have.lane !== 'OPEN') throw new Conflict(MARKET_MESSAGES.haveClosed, 'RECORD_CLOSED');
    if (patch.weight) checkWeight(patch.weight, have.remainingWeight);
    if (
      patch.expirationDate &&
      (patch.expirationDate < today() || patch.expirationDate > have.expirationDate)
    )
      throw fieldError('expirationDate', 'Choose a date from today to the have’s expiration date.');
  }
  // A field sent as null is given as undefined, which the update REMOVEs (an asking price then reads “Offer”).
  Object.assign(changes, clearedFields(patch, ['askingPrice', 'description']));
  if (patch.askingPrice) changes.askingPrice = patch.askingPrice;
  if (patch.weight) changes.weight = patch.weight;
  if (patch.terms) changes.terms = patch.terms;
  if (patch.description != null) changes.description = patch.description || undefined;
  if (patch.representatives)
    changes.representatives = await checkRepresentatives(actor.tenantId, patch.representatives);
  if (patch.expirationDate)
    Object.assign(changes, {
      expirationDate: patch.expirationDate,
      closesAt: endOfDay(patch.expirationDate),
    });
  if (patch.status === 'CLOSED') changes.status = 'CLOSED';
  return offerView(actor, await change(listing, changes, actor.userId, at), { at, linked: false });
}

/**
 * Changes my public request. A live reverse auction (started, not ended) is not edited, only
 * cancelled (part 2 §4): its bidders bid against the terms and the end they were shown.
 */
export async function updateRequest(
  actor: Member,
  id: string,
  patch: PublicRequestPatch,
): Promise<PublicRequest> {
  const listing = await ownOpenListing(actor, id, 'PUBLIC_REQUEST');
  const at = now();
  const edits = Object.entries(patch).some(([field, value]) => field !== 'status' && value !== undefined);
  if (edits && isLive(listing, at))
    throw new Conflict(REVERSE_AUCTION_MESSAGES.liveNotEditable, 'REVERSE_AUCTION_LIVE');
  const changes: Partial<PublicListingItem> = clearedFields(patch, [
    'description',
    'preferredShippingTerms',
    'priceTarget',
    'maxOfferPrice',
  ]);
  if (patch.title) changes.title = patch.title;
  if (patch.description != null) changes.description = patch.description || undefined;
  if (patch.preferredShippingTerms) changes.preferredShippingTerms = patch.preferredShippingTerms;
  if (patch.priceTarget) changes.priceTarget = patch.priceTarget;
  if (patch.maxOfferPrice) changes.maxOfferPrice = patch.maxOfferPrice;
  if (patch.enforceTargetPrice !== undefined) changes.enforceTargetPrice = patch.enforceTargetPrice;
  if (
    (changes.enforceTargetPrice ?? listing.enforceTargetPrice) &&
    !('priceTarget' in changes ? changes.priceTarget : listing.priceTarget)
  )
    throw fieldError('priceTarget', MARKET_MESSAGES.targetRequired);
  if (patch.representatives)
    changes.representatives = await checkRepresentatives(actor.tenantId, patch.representatives);
  if (patch.endDate) {
    const endDate = new Date(patch.endDate).toISOString();
    if (endDate <= at) throw fieldError('endDate', MARKET_MESSAGES.endPast);
    if (listing.startDate && endDate <= listing.startDate)
      throw fieldError('endDate', MARKET_MESSAGES.endBeforeStart);
    Object.assign(changes, { endDate, closesAt: endDate });
  }
  if (patch.status === 'CANCELLED') changes.status = 'CANCELLED';
  return requestView(actor, await change(listing, changes, actor.userId, at), { at, linked: false });
}

function matches(l: PublicListingItem, query: MarketQuery): boolean {
  const q = query.q?.toLowerCase();
  const near =
    query.radius !== undefined
      ? { latitude: query.latitude!, longitude: query.longitude!, radius: query.radius }
      : undefined;
  const text = [l.title, l.materialName, l.description, l.companyName]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const where = l.location;
  return (
    (!q || text.includes(q)) &&
    (!near ||
      (where?.latitude != null &&
        where.longitude != null &&
        milesBetween(near, { latitude: where.latitude, longitude: where.longitude }) <= near.radius))
  );
}

/**
 * A market list: page N of the open listings of a kind closing after now, in closing order, and
 * its total. In the default order (closing soonest) it is TWO requests: one Query from the start
 * of today, which passes what closed earlier today first (counted and left out), and one Query of
 * the closing-day counters. Latest first, what closed today is at the far end: one COUNT Query
 * more. Words and distance read the lane's range whole and narrow it in memory.
 */
export async function market(
  actor: Member,
  kind: ListingKind,
  query: MarketQuery,
): Promise<Page<PublicOffer | PublicRequest>> {
  const at = now();
  const { materialType } = query;
  let items: PublicListingItem[];
  let total: number;
  if (query.q || query.radius !== undefined) {
    const all = (
      await readAll((cursor) => pageMarket(kind, materialType, { gt: at }, 'asc', 1000, cursor))
    ).filter((l) => matches(l, query));
    ({ items, total } = pageFrom(all, query.page, query.size));
  } else if (query.sort === 'closesAt,desc') {
    [items, total] = await Promise.all([
      pageOf(
        (limit, cursor) => pageMarket(kind, materialType, { gt: at }, 'desc', limit, cursor),
        query.page,
        query.size,
      ),
      marketTotal(kind, materialType, at),
    ]);
  } else {
    const [page, fromToday] = await Promise.all([
      openFromToday(kind, materialType, at, (query.page + 1) * query.size),
      closingFromToday(kind, scopeOf(materialType), at),
    ]);
    items = page.open.slice(query.page * query.size);
    total = Math.max(0, fromToday - page.closedToday);
  }
  return { items: await Promise.all(items.map((l) => viewOf(actor, l, { at, linked: null }))), total };
}

/** The first `wanted` open listings from the start of today in closing order, and how many it passed that closed earlier today. */
async function openFromToday(
  kind: ListingKind,
  materialType: MaterialType | undefined,
  at: string,
  wanted: number,
): Promise<{ open: PublicListingItem[]; closedToday: number }> {
  const open: PublicListingItem[] = [];
  let closedToday = 0;
  let cursor: string | null = null;
  do {
    const slice: Slice<PublicListingItem> = await pageMarket(
      kind,
      materialType,
      { ge: dayOf(at) },
      'asc',
      wanted - open.length + closedToday,
      cursor,
    );
    for (const l of slice.items) {
      if (l.closesAt <= at) closedToday++;
      else if (open.length < wanted) open.push(l);
    }
    cursor = slice.cursor;
  } while (cursor && open.length < wanted);
  return { open, closedToday };
}

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

export async function counts(actor: Member): Promise<MarketCounts> {
  const at = now();
  const [supply, demand, offers, requests] = await Promise.all([
    marketTotal('PUBLIC_OFFER', undefined, at),
    marketTotal('PUBLIC_REQUEST', undefined, at),
    listListingsOfTenant(actor.tenantId, 'PUBLIC_OFFER'),
    listListingsOfTenant(actor.tenantId, 'PUBLIC_REQUEST'),
  ]);
  const open = (ls: PublicListingItem[]) =>
    ls.filter((l) => ['ACTIVE', 'SCHEDULED'].includes(statusOf(l, at))).length;
  return { supply, demand, myPublicOffers: open(offers), myPublicRequests: open(requests) };
}
