import {
  AUCTION_MESSAGES,
  type Auction,
  type AuctionBid,
  type BidInput,
} from '@polyloop/shared/network/auction';
import type { NetworkPlace } from '@polyloop/shared/network/common';
import type { Member } from '../../lib/actor.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import { partyOf } from '../network/index.js';
import { expiringMap } from '../../lib/recent.js';
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
import {
  destinationOf,
  joining,
  placeAfter,
  placeChanges,
  placeKey,
  places,
  profileOf,
  readPlace,
} from './auction.place.js';
import { judgedRefusal, refusalOf } from './auction.refusals.js';
import { alias, bidStatus, effectiveStatus } from './auction.view.js';
import { bidReason, isBid, judgeBid, type Judgement } from './bidding.js';
import { NO_LEADER, entriesOf } from './ledger.entries.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

/** Tries at judging a bid when other bids keep committing first. */
const ATTEMPTS = 12;

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

/** The auction as it stands, read consistently, and kept as seen. */
async function readAuction(auctionId: string): Promise<AuctionItem> {
  const got = await AuctionEntity.get({ auctionId }, { consistent: true });
  if (!got) throw new NotFound();
  return saw(got);
}

/** My company's place as the auction now read names it: read again when the two disagree. */
async function placeAsNamed(
  actor: Member,
  auctionId: string,
  item: AuctionItem,
  known: AuctionBidderItem | undefined,
): Promise<AuctionBidderItem | undefined> {
  let place = known;
  // The auction names my company but the place as known predates it (joined by a colleague meanwhile).
  if (!place && aliasOf(item, actor.tenantId) !== undefined)
    place = await readPlace(actor.tenantId, auctionId);
  // The auction as now read uninvites my company, the place as known not yet: the place is read
  // again and the rule asked again, so a private auction no longer exists for my company.
  if (item.uninvited?.includes(actor.tenantId) && place?.invitation !== 'UNINVITED') {
    place = await readPlace(actor.tenantId, auctionId);
    await admitted(actor, item, place, profileOf);
  }
  return place;
}

/** What a bid names of my company: its profile while it has no place yet, and the destination given. */
async function namesOf(actor: Member, place: AuctionBidderItem | undefined, input: BidInput) {
  const [me, destination] = await Promise.all([
    place ? undefined : profileOf(actor),
    place?.destinationLocation && place.destinationLocationId === input.destinationLocationId
      ? place.destinationLocation
      : destinationOf(actor.tenantId, input.destinationLocationId),
  ]);
  if (!place && !me?.enabled) throw new NotFound();
  return { me, destination };
}

/**
 * What a bid the judge accepted writes in one transaction: the auction's new leader, price and end
 * (conditioned on the version judged and on the end not having passed at the bid's time), the
 * ledger entries it adds (each written once) and my company's place after it (conditioned on the
 * place as known).
 */
function bidWrites(
  actor: Member,
  auctionId: string,
  item: AuctionItem,
  place: AuctionBidderItem | undefined,
  bid: {
    base: AuctionBidderItem;
    judged: Extract<Judgement, { ok: true }>;
    price: number;
    maximum: number | undefined;
    input: BidInput;
    destination: NetworkPlace;
    when: string;
  },
): { after: AuctionItem; next: AuctionBidderItem; writes: TxItem[] } {
  const { base, judged, price, maximum, input, destination, when } = bid;
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
  return { after, next, writes };
}

/**
 * The auction that won against a lost write, as the lost write answers it (unless this container
 * has seen that version already); none when the write was lost on something else.
 */
function auctionThatWon(error: ConditionFailed, auctionId: string): AuctionItem | undefined {
  const known = seen.get(auctionId);
  return error.entity !== AuctionEntity.name
    ? undefined
    : known && known.version === error.version
      ? known
      : (error.current as AuctionItem | undefined);
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
  let item = seen.get(auctionId);
  /** Whether `item` is the auction as it stood at this bid's last request of the table. */
  let fresh = !item;
  item ??= await readAuction(auctionId);
  let place = places.get(placeKey(actor.tenantId, auctionId)) ?? (await readPlace(actor.tenantId, auctionId));
  // Who may bid comes first, by the one rule of who may see the auction: a stranger's bid is a 404.
  await admitted(actor, item, place, profileOf);
  for (let attempt = 1; ; attempt++) {
    place = await placeAsNamed(actor, auctionId, item, place);
    const price = inUnit(input.price, item.unit);
    const maximum = input.maximum ? inUnit(input.maximum, item.unit) : undefined;
    const { me, destination } = await namesOf(actor, place, input);
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
      item = await readAuction(auctionId);
      fresh = true;
      continue;
    }
    const { after, next, writes } = bidWrites(actor, auctionId, item, place, {
      base,
      judged,
      price,
      maximum,
      input,
      destination,
      when,
    });
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
      const now = auctionThatWon(error, auctionId);
      item = now ? saw(now) : await readAuction(auctionId);
      if (error.entity !== AuctionEntity.name) place = await readPlace(actor.tenantId, auctionId);
      fresh = true;
    }
  }
}

/** The ledger entry of my company's withdrawal: the next of the chain, at its last price, the lead unchanged. */
function withdrawalOf(
  item: AuctionItem,
  actor: Member,
  bidder: AuctionBidderItem,
  when: string,
): LedgerEntryItem {
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
  return withdrawal!;
}

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
    const withdrawal = withdrawalOf(item, actor, bidder, when);
    const after: AuctionItem = {
      ...item,
      seq: withdrawal.seq,
      headHash: withdrawal.hash,
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
        LedgerEntryEntity.tx.create(withdrawal),
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
      status: bidStatus(item, e, withdrawn, at),
      mine: e.bidderTenantId === actor.tenantId,
      bidderAlias: alias(e.bidderAlias),
      company: own ? (byTenant.get(e.bidderTenantId)?.company ?? null) : null,
      createdDate: e.at,
    })),
    total: item.seq,
  };
}
