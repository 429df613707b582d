import {
  inResponseTab,
  isOpen,
  type NetworkOffer,
  type NetworkOfferListQuery,
  type OfferCounts,
  type ResponseTab,
} from '@polyloop/shared/network/offer';
import type { Member } from '../../lib/actor.js';
import { now } from '../../lib/commit.js';
import { NotFound } from '../../lib/errors.js';
import { countedPage, pageFrom, type Page } from '../../data/page.js';
import { PublicListingEntity, isLive } from '../market/index.js';
import { NetworkRequestEntity } from '../network-request/index.js';
import { effectiveStatus, today, view } from './offer.records.js';
import { auctionOf } from './offer.moves.js';
import {
  countOffersOfLane,
  listOffersOfLane,
  listOffersOfSource,
  listOpenOffers,
  NetworkOfferEntity,
  pageOffersOfLane,
  type NetworkOfferItem,
} from './network-offer.entity.js';

export async function get(actor: Member, offerId: string): Promise<NetworkOffer> {
  const item = (await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId })) ?? notFound();
  const auction = await auctionOf(item, false);
  return view(item, today(), { reverseAuctionActive: !!auction && isLive(auction, now()) });
}

const notFound = (): never => {
  throw new NotFound();
};

/** My open offers in memory (one Query): the tabs that filter what no index holds, and the counts. */
export function inTab(
  actor: Member,
  tab: NetworkOfferListQuery['tab'],
  item: NetworkOfferItem,
  on: string,
): boolean {
  switch (tab) {
    case 'PERSONAL':
      return item.representatives.includes(actor.userId);
    case 'NEGOTIATIONS':
      return isOpen(effectiveStatus(item, on));
    default:
      return true;
  }
}

/**
 * My offers: one lane (ACTIVE = open, CLOSED), newest activity first. The all, sent and received
 * tabs page an index directly; personal, negotiations and the have or need filters read my open
 * (or closed) lane and filter it in memory.
 */
export async function list(actor: Member, query: NetworkOfferListQuery): Promise<Page<NetworkOffer>> {
  const lane = query.status === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const on = today();
  const side = query.tab === 'SENT' ? 'OFFERING' : query.tab === 'RECEIVED' ? 'RECEIVING' : undefined;
  const filtered = query.tab === 'PERSONAL' || query.tab === 'NEGOTIATIONS' || query.haveId || query.needId;
  if (!filtered) {
    return countedPage(
      (limit, cursor) => pageOffersOfLane(actor.tenantId, lane, side, limit, cursor),
      query.page,
      query.size,
      countOffersOfLane(actor.tenantId, lane, side),
      (i) => view(i, on),
    );
  }
  const all = await listOffersOfLane(actor.tenantId, lane);
  const shown = all.filter(
    (i) =>
      inTab(actor, query.tab, i, on) &&
      (!side || i.side === side) &&
      (!query.haveId || (i.side === 'OFFERING' && i.haveId === query.haveId)) &&
      (!query.needId || (i.side === 'RECEIVING' && i.needId === query.needId)),
  );
  const page = pageFrom(shown, query.page, query.size);
  return { items: await Promise.all(page.items.map((i) => view(i, on))), total: page.total };
}

/** The tabs' counts, from my open lane read once. */
export async function counts(actor: Member): Promise<OfferCounts> {
  const open = await listOpenOffers(actor.tenantId);
  const on = today();
  return {
    all: open.length,
    personal: open.filter((i) => i.representatives.includes(actor.userId)).length,
    sent: open.filter((i) => i.side === 'OFFERING').length,
    received: open.filter((i) => i.side === 'RECEIVING').length,
    negotiations: open.filter((i) => isOpen(effectiveStatus(i, on))).length,
  };
}

/**
 * The offers answering a request or a public offer, from my own partition: its company's side
 * holds every one of them, anyone else's only its own. A requester filters by qualification tab.
 */
export async function ofSource(
  actor: Member,
  sourceId: string,
  tab: ResponseTab,
  page: number,
  size: number,
): Promise<Page<NetworkOffer>> {
  // A private request must be my company's (either side); a public listing is anyone's to ask about.
  const [request, listing, all] = await Promise.all([
    NetworkRequestEntity.get({ tenantId: actor.tenantId, requestId: sourceId }),
    PublicListingEntity.get({ id: sourceId }),
    listOffersOfSource(actor.tenantId, sourceId),
  ]);
  if (!request && !listing) throw new NotFound();
  const shown = all
    .filter((i) => inResponseTab(tab, i.qualification ?? null))
    .sort((a, b) => (a.offerId < b.offerId ? 1 : -1));
  const slice = pageFrom(shown, page, size);
  const on = today();
  return { items: await Promise.all(slice.items.map((i) => view(i, on))), total: slice.total };
}
