import {
  AUCTION_MESSAGES,
  bidAmount,
  type Auction,
  type AuctionBid,
  type BidInput,
} from '@polyloop/shared/network/auction';
import { type BidReason, type BidStatus } from '@polyloop/shared/network/auction-states';
import type { NetworkPlace } from '@polyloop/shared/network/common';
import type { Member } from '../../lib/actor.js';
import { Conflict, Forbidden, NotFound, fieldError } from '../../lib/errors.js';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import { PublicLocation } from '../public-company/index.js';
import type { PublicProfileItem } from '../public-company/index.js';
import { myProfile, partyOf, placeOfLocation } from '../network/index.js';
import { expiringMap, recentCache } from '../../lib/recent.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  LedgerEntryEntity,
  aliasOf,
  namedWith,
  pageLedger,
  placesOf,
  seqKey,
  type AuctionBidderItem,
  type AuctionItem,
  type LedgerEntryItem,
} from './auction.entity.js';
import { admitted, inUnit, present, readable } from './auction.read.js';
import { barredFromBidding } from './auction.access.js';
import { alias, effectiveStatus, outcomeOf } from './auction.view.js';
import { bidReason, isBid, judgeBid, type Step } from './bidding.js';
import { commitmentOf, hashOf } from './ledger.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

/** Tries at judging a bid when other bids keep committing first. */
const ATTEMPTS = 12;

/**
 * What a bid names of its company, read through a 5-second cache in the container (as a request's
 * actor is): the bidders of one auction bid again within seconds, and a bid that stands must not
 * wait on reads of records that change rarely. A profile disabled, or a location removed, stops
 * the bids that name it within those seconds.
 */
const profiles = recentCache<PublicProfileItem>(5_000);
const destinations = recentCache<NetworkPlace>(5_000);
const profileOf = (actor: Member) => profiles.through(actor.tenantId, () => myProfile(actor));

async function destinationOf(tenantId: string, locationId: string): Promise<NetworkPlace> {
  const place = await destinations.through(`${tenantId}#${locationId}`, async () => {
    const location = await PublicLocation.get({ tenantId, locationId });
    return location && placeOfLocation(location);
  });
  if (!place) throw fieldError('destinationLocationId', AUCTION_MESSAGES.destinationUnknown);
  return place;
}

/** Nobody leads yet: what a withdrawal before any standing bid records as the leader. */
const NO_LEADER = {
  tenantId: '',
  company: { id: '', name: '' },
  alias: 0,
  price: 0,
  maximum: 0,
  seq: 0,
  at: '',
};

/**
 * The ledger entries of one judgement, each chained to the one before (`ledger.ts`): the public
 * fields in the clear, the companies and the maximum bound by a commitment under the auction's key.
 */
function entriesOf(
  item: AuctionItem,
  steps: Step[],
  endDate: string,
  extended: boolean,
  at: string,
): LedgerEntryItem[] {
  let prevHash = item.headHash;
  return steps.map((s, n) => {
    const last = n === steps.length - 1;
    const hidden = {
      bidderCompanyId: s.company.id,
      maximum: s.maximum ?? null,
      leaderCompanyId: s.leader.company.id,
    };
    const fields = {
      auctionId: item.auctionId,
      seq: s.seq,
      kind: s.kind,
      at,
      bidderAlias: s.alias,
      price: s.price,
      leaderAlias: s.leader.alias,
      leadingPrice: s.leader.price,
      endDate: last ? endDate : item.endDate,
      extended: last && extended,
      commitment: commitmentOf(item.ledgerKey, item.auctionId, s.seq, hidden),
      prevHash,
    };
    const hash = hashOf(fields);
    prevHash = hash;
    return {
      ...fields,
      hash,
      seqKey: seqKey(s.seq),
      bidderCompanyId: hidden.bidderCompanyId,
      ...(s.maximum !== undefined ? { maximum: s.maximum } : {}),
      leaderCompanyId: hidden.leaderCompanyId,
      bidderTenantId: s.tenantId,
      leaderTenantId: s.leader.tenantId,
    };
  });
}

/**
 * The auction as this container last saw it (read, answered by a lost write, or written), for a
 * few seconds: a bid is judged against it and written on its version, so a bid that stands needs
 * no read. When another bid committed first, the lost write answers the auction as it stands.
 */
const seen = expiringMap<AuctionItem>(5_000, 1_000);
/** Keeps the auction as seen, unless a later version is kept already. */
function saw(item: AuctionItem): AuctionItem {
  const kept = seen.get(item.auctionId);
  if (!kept || kept.version <= item.version) seen.set(item.auctionId, item);
  return item;
}

/**
 * Each company's place as this container last wrote or read it, for a few seconds: a bid writes
 * the place conditioned on it as known, so a place another of the company's people changed
 * meanwhile is read again, never overwritten.
 */
const places = expiringMap<AuctionBidderItem>(5_000, 5_000);
const placeKey = (tenantId: string, auctionId: string) => `${tenantId}#${auctionId}`;
async function readPlace(tenantId: string, auctionId: string): Promise<AuctionBidderItem | undefined> {
  const place = await AuctionBidderEntity.get({ tenantId, auctionId }, { consistent: true });
  if (place) places.set(placeKey(tenantId, auctionId), place);
  else places.delete(placeKey(tenantId, auctionId));
  return place;
}

interface Refusal {
  error: Error;
  /** A later version of the auction cannot undo it: it may be answered from the auction last seen. */
  final: boolean;
}

/** Why a bid is refused by the auction itself (before its price is judged), if it is. */
function refusalOf(
  item: AuctionItem,
  actor: Member,
  place: AuctionBidderItem | undefined,
  at: Date,
): Refusal | undefined {
  if (item.tenantId === actor.tenantId)
    return { error: new Forbidden(AUCTION_MESSAGES.ownAuction), final: true };
  if (barredFromBidding(item, actor.tenantId, place))
    return { error: new Forbidden(AUCTION_MESSAGES.uninvited), final: true };
  const status = effectiveStatus(item, at);
  if (status === 'CANCELLED')
    return { error: new Conflict(AUCTION_MESSAGES.cancelled, 'AUCTION_CANCELLED'), final: true };
  // Past the end as last seen: a later bid may have moved the end.
  if (status === 'CLOSED')
    return { error: new Conflict(AUCTION_MESSAGES.ended, 'AUCTION_ENDED'), final: item.status === 'CLOSED' };
  if (status === 'PENDING')
    return { error: new Conflict(AUCTION_MESSAGES.notStarted, 'AUCTION_NOT_STARTED'), final: false };
}

/** Why the judge refused a bid. Below the minimum is final once there is a leader: the leading price never falls. */
function judgedRefusal(
  item: AuctionItem,
  judged: Extract<ReturnType<typeof judgeBid>, { ok: false }>,
): Refusal {
  if (judged.reason === 'ENDED')
    return { error: new Conflict(judged.message, 'AUCTION_ENDED'), final: false };
  if (judged.reason === 'NOT_HIGHER') return { error: fieldError('maximum', judged.message), final: false };
  return {
    error: fieldError(
      'price',
      `${AUCTION_MESSAGES.bidTooSmall}: bid at least ${bidAmount(judged.minimum, item.unit)}.`,
    ),
    final: !!item.leader,
  };
}

/** My company's place after a judged bid: its counts, its last price and bid, its maximum, contact and destination. */
function placeAfter(
  place: AuctionBidderItem,
  actor: Member,
  entries: LedgerEntryItem[],
  judged: { leads: boolean; leadingBefore: number | undefined; reason: BidReason; typed: number },
  input: BidInput,
  maximum: number | undefined,
  destination: NetworkPlace,
  when: string,
): AuctionBidderItem {
  const mine = entries.filter((e) => e.bidderTenantId === actor.tenantId);
  const price = mine[0]!.price;
  const leadingPrice = entries.at(-1)!.leadingPrice;
  return {
    ...place,
    withdrawn: false,
    people: [...new Set([...place.people, actor.userId])].slice(-10),
    ...(maximum !== undefined ? { maximum: Math.max(maximum, price) } : {}),
    lastPrice: judged.leads ? leadingPrice : Math.max(...mine.map((e) => e.price)),
    lastBid: {
      typed: judged.typed,
      ...(maximum !== undefined ? { maximum } : {}),
      leadingPrice,
      reason: judged.reason,
      at: when,
    },
    bidCount: place.bidCount + mine.filter((e) => isBid(e, judged.leadingBefore)).length,
    contactInformation: input.contactInformation,
    destinationLocationId: input.destinationLocationId,
    destinationLocation: destination,
    updatedDate: when,
  };
}

/**
 * Places a bid (part 2 §5), judged against the auction as read and the time of the write. ONE
 * transaction decides it: the auction's new leader, price and end (conditioned on the version
 * judged and on the end not having passed at the bid's time), the ledger entries it adds (each
 * written once) and my company's place after it (conditioned on the place as known). So what a bid
 * commits is readable the moment it is answered. The version judged is the one this container saw
 * last (read only when it has seen none lately): when another bid committed first, the lost write
 * answers the auction as it now stands, and the bid is judged again against it (it may now be too
 * small, which is the answer). A refusal a later version could undo is judged again against the
 * auction read now. The bid's time is taken once, after every lookup and just before the write.
 */
export async function placeBid(actor: Member, auctionId: string, input: BidInput): Promise<Auction> {
  const read = async () => {
    const got = await AuctionEntity.get({ auctionId }, { consistent: true });
    if (!got) throw new NotFound();
    return saw(got);
  };
  let item = seen.get(auctionId);
  /** Whether `item` is the auction as it stood at this bid's last request of the table. */
  let fresh = !item;
  item ??= await read();
  let place = places.get(placeKey(actor.tenantId, auctionId)) ?? (await readPlace(actor.tenantId, auctionId));
  // Who may bid comes first, by the one rule of who may see the auction: a stranger's bid is a 404.
  await admitted(actor, item, place, profileOf);
  for (let attempt = 1; ; attempt++) {
    // The auction names my company but the place as known predates it (joined by a colleague meanwhile).
    if (!place && aliasOf(item, actor.tenantId) !== undefined)
      place = await readPlace(actor.tenantId, auctionId);
    // The auction as now read uninvites my company, the place as known not yet: the place is read
    // again and the rule asked again, so a private auction no longer exists for my company.
    if (item.uninvited?.includes(actor.tenantId) && place?.invitation !== 'UNINVITED') {
      place = await readPlace(actor.tenantId, auctionId);
      await admitted(actor, item, place, profileOf);
    }
    const price = inUnit(input.price, item.unit);
    const maximum = input.maximum ? inUnit(input.maximum, item.unit) : undefined;
    const [me, destination] = await Promise.all([
      place ? undefined : profileOf(actor),
      place?.destinationLocation && place.destinationLocationId === input.destinationLocationId
        ? place.destinationLocation
        : destinationOf(actor.tenantId, input.destinationLocationId),
    ]);
    if (!place && !me?.enabled) throw new NotFound();
    // The bid's time: taken once, after every lookup, immediately before it is judged and written.
    const at = new Date();
    const when = at.toISOString();
    const base = place ?? joining(item, actor, partyOf(me!), when);
    const refused = refusalOf(item, actor, place, at);
    const judged = refused
      ? undefined
      : judgeBid(
          item,
          { tenantId: actor.tenantId, company: base.company, alias: base.alias, price, maximum },
          at,
        );
    if (!judged?.ok) {
      const refusal = refused ?? judgedRefusal(item, judged!);
      if (fresh || refusal.final) throw refusal.error;
      item = await read();
      fresh = true;
      continue;
    }
    const entries = entriesOf(item, judged.steps, judged.endDate, judged.extended, when);
    const last = entries.at(-1)!;
    const leadingBefore = item.leader?.price;
    const reason = bidReason(item, { tenantId: actor.tenantId, price }, judged.leader);
    const next = placeAfter(
      base,
      actor,
      entries,
      { leads: judged.leader.tenantId === actor.tenantId, leadingBefore, reason, typed: price },
      input,
      maximum,
      destination,
      when,
    );
    const after: AuctionItem = {
      ...item,
      leader: judged.leader,
      endDate: judged.endDate,
      seq: last.seq,
      headHash: last.hash,
      bidCount: item.bidCount + entries.filter((e) => isBid(e, leadingBefore)).length,
      bidderCount: place ? item.bidderCount : item.bidderCount + 1,
      named: place ? item.named : namedWith(item, [actor.tenantId]),
      updatedDate: when,
      updatedBy: actor.userId,
      version: item.version + 1,
    };
    const changes = pick(after, [
      'leader',
      'endDate',
      'seq',
      'headHash',
      'bidCount',
      'bidderCount',
      ...(place ? [] : (['named'] as const)),
      'updatedDate',
      'updatedBy',
      'version',
    ]);
    const version = item.version;
    const writes: TxItem[] = [
      AuctionEntity.tx.update({ auctionId }, changes, {
        current: item,
        condition: (w) => w.and(w.eq('version', version), w.gt('endDate', when)),
      }),
      ...entries.map((e) => LedgerEntryEntity.tx.create(e)),
      place
        ? AuctionBidderEntity.tx.update(
            { tenantId: actor.tenantId, auctionId },
            pick(next, placeChanges(next)),
            { condition: { updatedDate: place.updatedDate } },
          )
        : AuctionBidderEntity.tx.create(next),
    ];
    try {
      await transact(writes);
      recordBusiness({ name: Metric.bidsAccepted });
      places.set(placeKey(actor.tenantId, auctionId), next);
      return present(actor, saw(after), next);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (attempt >= ATTEMPTS) throw new Conflict(AUCTION_MESSAGES.changed, 'AUCTION_CHANGED');
      // The auction that won answers itself (decoded unless this container has seen that version
      // already); a changed place, or a transaction that lost a race, is read again.
      const known = seen.get(auctionId);
      const now =
        error.entity !== AuctionEntity.name
          ? undefined
          : known && known.version === error.version
            ? known
            : (error.current as AuctionItem | undefined);
      item = now ? saw(now) : await read();
      if (error.entity !== AuctionEntity.name) place = await readPlace(actor.tenantId, auctionId);
      fresh = true;
    }
  }
}

/** The place a company's first bid on a public auction makes: the next alias, named by its profile. */
const joining = (
  item: AuctionItem,
  actor: Member,
  company: AuctionBidderItem['company'],
  when: string,
): AuctionBidderItem => ({
  tenantId: actor.tenantId,
  auctionId: item.auctionId,
  ownerTenantId: item.tenantId,
  company,
  alias: item.bidderCount + 1,
  invitation: 'PUBLIC',
  withdrawn: false,
  people: [],
  bidCount: 0,
  invitedDate: when,
  updatedDate: when,
});

/** What a bid changes of an existing place. */
const placeChanges = (next: AuctionBidderItem): Array<keyof AuctionBidderItem> => [
  'withdrawn',
  'people',
  ...(next.maximum !== undefined ? (['maximum'] as const) : []),
  'lastPrice',
  'lastBid',
  'bidCount',
  'contactInformation',
  'destinationLocationId',
  'destinationLocation',
  'updatedDate',
];

/**
 * Withdraws my company from the bidding (part 2 §7 "cancel a bid"): only while it does not lead,
 * since the lead was judged against every bid after it. The withdrawal is a ledger entry too,
 * written in the same transaction, conditioned on the version read and the end not passed.
 */
export async function cancelBid(actor: Member, auctionId: string, bidId: string): Promise<Auction> {
  const seq = Number(bidId);
  if (!Number.isInteger(seq) || seq < 1) throw new NotFound();
  for (let attempt = 1; ; attempt++) {
    const { item, bidder } = await readable(actor, auctionId, { consistent: true });
    const entry = await LedgerEntryEntity.get({ auctionId, seqKey: seqKey(seq) }, { consistent: true });
    if (!entry || !bidder || entry.bidderTenantId !== actor.tenantId) throw new NotFound();
    const at = new Date();
    if (effectiveStatus(item, at) !== 'ACTIVE')
      throw new Conflict(AUCTION_MESSAGES.notActive, 'AUCTION_NOT_ACTIVE');
    if (bidder.withdrawn) return present(actor, item, bidder);
    if (item.leader?.tenantId === actor.tenantId)
      throw new Conflict(AUCTION_MESSAGES.leadingCannotWithdraw, 'BID_LEADING');
    const when = at.toISOString();
    const [withdrawal] = entriesOf(
      item,
      [
        {
          seq: item.seq + 1,
          kind: 'WITHDRAWAL',
          tenantId: actor.tenantId,
          company: bidder.company,
          alias: bidder.alias,
          price: bidder.lastPrice ?? 0,
          leader: item.leader ?? NO_LEADER,
        },
      ],
      item.endDate,
      false,
      when,
    );
    const after: AuctionItem = {
      ...item,
      seq: withdrawal!.seq,
      headHash: withdrawal!.hash,
      updatedDate: when,
      version: item.version + 1,
    };
    const place = { ...bidder, withdrawn: true, updatedDate: when };
    try {
      await transact([
        AuctionEntity.tx.update({ auctionId }, pick(after, ['seq', 'headHash', 'updatedDate', 'version']), {
          current: item,
          condition: (w) => w.and(w.eq('version', item.version), w.gt('endDate', when)),
        }),
        LedgerEntryEntity.tx.create(withdrawal!),
        AuctionBidderEntity.tx.update(
          { tenantId: actor.tenantId, auctionId },
          { withdrawn: true, updatedDate: when },
          { condition: { updatedDate: bidder.updatedDate } },
        ),
      ]);
      places.set(placeKey(actor.tenantId, auctionId), place);
      return present(actor, saw(after), place);
    } catch (error) {
      if (!(error instanceof ConditionFailed) || attempt >= ATTEMPTS)
        throw error instanceof ConditionFailed
          ? new Conflict(AUCTION_MESSAGES.changed, 'AUCTION_CHANGED')
          : error;
    }
  }
}

function statusOf(
  item: AuctionItem,
  entry: LedgerEntryItem,
  withdrawn: ReadonlySet<string>,
  at: Date,
): BidStatus {
  if (withdrawn.has(entry.bidderTenantId) || entry.kind === 'WITHDRAWAL') return 'CANCELLED';
  const leading =
    item.leader?.seq === entry.seq ||
    (item.leader?.tenantId === entry.bidderTenantId &&
      entry.kind === 'MAXIMUM' &&
      entry.price === item.leader.price);
  // A bid of the leading company that its own later bid or proxy went above was raised, not outbid.
  const raised = !leading && item.leader?.tenantId === entry.bidderTenantId;
  if (item.winner)
    return item.winner.seq === entry.seq || (leading && item.winner.tenantId === entry.bidderTenantId)
      ? 'WON'
      : raised
        ? 'RAISED'
        : 'LOST';
  if (effectiveStatus(item, at) === 'CLOSED' && outcomeOf(item) !== 'SOLD') return 'LOST';
  return leading ? 'LEADING' : raised ? 'RAISED' : 'TRAILING';
}

/**
 * The bids, latest first: the owner sees the companies; a bidder sees "Bidder n" for the others.
 * The entries and the places of the companies they name are read consistently: what a bid
 * committed is here as soon as it was answered.
 */
export async function listBids(
  actor: Member,
  auctionId: string,
  page: number,
  size: number,
): Promise<Page<AuctionBid>> {
  const { item } = await readable(actor, auctionId, { consistent: true });
  const own = item.tenantId === actor.tenantId;
  const entries = await pageOf((limit, cursor) => pageLedger(auctionId, limit, cursor), page, size);
  const named = await placesOf(auctionId, [...new Set(entries.map((e) => e.bidderTenantId))]);
  const byTenant = new Map(named.map((p) => [p.tenantId, p]));
  const withdrawn = new Set(named.filter((p) => p.withdrawn).map((p) => p.tenantId));
  const at = new Date();
  return {
    items: entries.map((e) => ({
      id: String(e.seq),
      seq: e.seq,
      kind: e.kind,
      price: { unitValue: e.price, unit: item.unit },
      status: statusOf(item, e, withdrawn, at),
      mine: e.bidderTenantId === actor.tenantId,
      bidderAlias: alias(e.bidderAlias),
      company: own ? (byTenant.get(e.bidderTenantId)?.company ?? null) : null,
      createdDate: e.at,
    })),
    total: item.seq,
  };
}
