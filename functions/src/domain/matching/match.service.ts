import type { Match, MatchListQuery, MatchSort } from '@polyloop/shared/matching/match';
import type { Member } from '../../lib/actor.js';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { pageFrom, type Page } from '../../data/page.js';
import { HaveItem, NeedItem } from '../listing/index.js';
import { PublicListingEntity } from '../market/index.js';
import { NetworkOfferEntity } from '../network-offer/index.js';
import { NetworkRequestEntity } from '../network-request/index.js';
import { factsOf, networkFacts } from './candidates.js';
import {
  MatchEntity,
  PUBLIC_SCOPE,
  listMatchesOfDemand,
  listMatchesOfSupply,
  pageMatchesOfGroup,
  recordKeyOf,
  type MatchGroup,
  type MatchItem,
} from './match.entity.js';
import { candidatesAround, find, matchIdOf, pair, recordView, type Pairing } from './matcher.js';
import type { MatchFacts } from './score.js';

/**
 * The matches people read: a company's kept matches (a group, or one record's), sorted as asked,
 * and the matches judged when read (a public listing's for its own company, an offer or request
 * received) — each only of records the reader's company may see.
 */

/** The most of a group's matches a list sorts (the most confident ones). */
const LIST_LIMIT = 500;

export const view = (m: MatchItem): Match => ({
  id: m.matchId,
  kind: m.kind,
  createDate: m.createdDate,
  confidence: m.confidence,
  materialRating: m.material.rating,
  locationRating: m.location.rating,
  priceRating: m.price.rating,
  materialType: m.materialType,
  supply: m.supply,
  demand: m.demand,
  explanation: { material: m.material, location: m.location, price: m.price },
  estimatedFreightEmissions: m.emissions,
  hidden: m.visibility === 'HIDDEN',
});

/** A match judged when read: not kept, so not hidden (and it cannot be). */
const live = (p: Pairing, reader: string, at: string): Match => ({
  id: `live-${matchIdOf(p)}`,
  kind: p.kind,
  createDate: at,
  confidence: p.judgement.confidence,
  materialRating: p.judgement.material.rating,
  locationRating: p.judgement.location.rating,
  priceRating: p.judgement.price.rating,
  materialType: p.supply.materialType,
  supply: recordView(p.supply, reader),
  demand: recordView(p.demand, reader),
  explanation: { material: p.judgement.material, location: p.judgement.location, price: p.judgement.price },
  estimatedFreightEmissions: p.judgement.emissions,
  hidden: false,
});

const BY: Record<MatchSort, (m: Match) => number | string> = {
  confidence: (m) => m.confidence,
  material: (m) => m.materialRating,
  price: (m) => m.priceRating,
  location: (m) => m.locationRating,
  createdDate: (m) => m.createDate,
};

/** Best first by the chosen factor, then by confidence. */
function sorted(matches: Match[], sort: MatchSort): Match[] {
  const key = BY[sort];
  return [...matches].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return x < y ? 1 : -1;
    return b.confidence - a.confidence;
  });
}

const paged = (matches: Match[], query: MatchListQuery): Page<Match> =>
  pageFrom(sorted(matches, query.sort), query.page, query.size);
const shown = (items: MatchItem[], query: MatchListQuery) =>
  items.filter((m) => (m.visibility === 'HIDDEN') === (query.hidden === 'true')).map(view);

/** A group of my company's matches: core, the market's supply for my needs, or its demand for my haves. */
export async function listGroup(
  actor: Member,
  group: MatchGroup,
  query: MatchListQuery,
): Promise<Page<Match>> {
  const { items } = await pageMatchesOfGroup(
    actor.tenantId,
    group,
    query.hidden === 'true' ? 'HIDDEN' : 'VISIBLE',
    LIST_LIMIT,
    null,
  );
  return paged(items.map(view), query);
}

/** The kept matches of a record (`key`) with the actor's own records, from its supply or its demand side. */
const keptMatches = (supply: boolean, key: string, actor: Member) =>
  supply ? listMatchesOfSupply(key, actor.tenantId) : listMatchesOfDemand(key, actor.tenantId);

/** One of my haves' or needs' core matches. */
export async function listOfListing(
  actor: Member,
  kind: 'HAVE' | 'NEED',
  id: string,
  query: MatchListQuery,
): Promise<Page<Match>> {
  const item =
    kind === 'HAVE'
      ? await HaveItem.get({ tenantId: actor.tenantId, id })
      : await NeedItem.get({ tenantId: actor.tenantId, id });
  if (!item) throw new NotFound();
  const items = await keptMatches(
    kind === 'HAVE',
    recordKeyOf({ kind, tenantId: actor.tenantId, id }),
    actor,
  );
  return paged(
    shown(
      items.filter((m) => m.group === 'CORE'),
      query,
    ),
    query,
  );
}

/**
 * A public listing's matches. Its own company sees the market's other side judged now (the
 * public requests for its offer, the public offers for its request); any other company sees its
 * own kept records that match it.
 */
export async function listOfPublicListing(
  actor: Member,
  kind: 'PUBLIC_OFFER' | 'PUBLIC_REQUEST',
  id: string,
  query: MatchListQuery,
): Promise<Page<Match>> {
  const listing = await PublicListingEntity.get({ id });
  if (!listing || listing.kind !== kind) throw new NotFound();
  if (listing.tenantId !== actor.tenantId) {
    const key = recordKeyOf({ kind, tenantId: listing.tenantId, id });
    const items = await keptMatches(kind === 'PUBLIC_OFFER', key, actor);
    return paged(shown(items, query), query);
  }
  const facts = await factsOf({ kind, tenantId: actor.tenantId, id });
  if (!facts || query.hidden === 'true') return { items: [], total: 0 };
  const side = kind === 'PUBLIC_OFFER' ? 'DEMAND' : 'SUPPLY';
  const others = await candidatesAround(facts, { scope: PUBLIC_SCOPE, side, otherCompanies: true });
  return liveMatches(facts, others, actor, query);
}

function liveMatches(
  facts: MatchFacts,
  counterparts: MatchFacts[],
  actor: Member,
  query: MatchListQuery,
): Page<Match> {
  const at = new Date().toISOString();
  return paged(
    pair(facts, counterparts).map((p) => live(p, actor.tenantId, at)),
    query,
  );
}

/**
 * An offer or request my company sent or received. Received: judged now against my own records.
 * Sent: the kept matches of my own have (or need) it came from.
 */
export async function listOfNetworkRecord(
  actor: Member,
  kind: 'NETWORK_OFFER' | 'NETWORK_REQUEST',
  id: string,
  query: MatchListQuery,
): Promise<Page<Match>> {
  const side =
    kind === 'NETWORK_OFFER'
      ? await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId: id })
      : await NetworkRequestEntity.get({ tenantId: actor.tenantId, requestId: id });
  if (!side) throw new NotFound();
  const sent = side.side === 'OFFERING' || side.side === 'REQUESTING';
  if (sent) {
    const own =
      'haveId' in side
        ? { kind: 'HAVE' as const, id: side.haveId }
        : side.needId
          ? { kind: 'NEED' as const, id: side.needId }
          : undefined;
    return own
      ? listOfListing(actor, own.kind, own.id, query).catch(() => ({ items: [], total: 0 }))
      : { items: [], total: 0 };
  }
  const facts = await networkFacts(kind, actor.tenantId, id);
  if (!facts || query.hidden === 'true') return { items: [], total: 0 };
  return judgedNow(facts, actor, query);
}

async function judgedNow(facts: MatchFacts, actor: Member, query: MatchListQuery): Promise<Page<Match>> {
  const at = new Date().toISOString();
  const { pairings } = await find(facts);
  return paged(
    pairings.map((p) => live(p, actor.tenantId, at)),
    query,
  );
}

/** Hides (or shows again) one of my company's matches; its group's permission decides who may. */
export async function setHidden(actor: Member, matchId: string, hidden: boolean): Promise<Match> {
  const item = await MatchEntity.get({ tenantId: actor.tenantId, matchId });
  if (!item) throw new NotFound();
  const needed = item.group === 'CORE' ? 'CORE_MATCH_READ' : 'NETWORK_MATCH_READ';
  if (!actor.permissions.has(needed)) throw new Forbidden();
  if ((item.visibility === 'HIDDEN') === hidden) return view(item);
  return view(
    await MatchEntity.update(
      { tenantId: actor.tenantId, matchId },
      { visibility: hidden ? 'HIDDEN' : 'VISIBLE' },
      { current: item },
    ),
  );
}
