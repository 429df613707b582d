import { AUCTION_MESSAGES, bidAmount, type Auction, type AuctionBid, type BidInput, type LedgerVerification } from '@polyloop/shared/network/auction';
import { type BidStatus } from '@polyloop/shared/network/auction-states';
import type { NetworkPlace } from '@polyloop/shared/network/common';
import type { Member } from '../../lib/actor.js';
import { Conflict, Forbidden, NotFound, fieldError } from '../../lib/errors.js';
import { ConditionFailed, transact } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import { toCsv } from '../export/csv.js';
import type { Download } from '../export/download.js';
import { PublicLocation } from '../public-company/public-location.entity.js';
import type { PublicProfileItem } from '../public-company/public-company.entity.js';
import { myProfile, partyOf } from '../network-offer/parties.js';
import { expiringMap, recentCache } from '../../lib/recent.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  LedgerEntryEntity,
  aliasOf,
  judgedAs,
  namedWith,
  listBiddersOfAuction,
  listLedger,
  pageLedger,
  seqKey,
  type AuctionBidderItem,
  type AuctionItem,
  type LedgerEntryItem,
} from './auction.entity.js';
import { admitted, inUnit, present, readable } from './auction.service.js';
import { alias, effectiveStatus, outcomeOf } from './auction.view.js';
import { judgeBid, type Step } from './bidding.js';
import { hashOf, verifyChain } from './ledger.js';
import { placeAsOf, unrecorded, withJudgement } from './auction.record.js';

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

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
    return location && { name: location.name ?? null, city: location.city, stateProvince: location.stateProvince, country: location.country, latitude: location.latitude, longitude: location.longitude };
  });
  if (!place) throw fieldError('destinationLocationId', AUCTION_MESSAGES.destinationUnknown);
  return place;
}

/** The ledger entries of one judgement, each chained to the one before. */
function entriesOf(item: AuctionItem, steps: Step[], endDate: string, extended: boolean, at: string): LedgerEntryItem[] {
  let prevHash = item.headHash;
  return steps.map((s, n) => {
    const last = n === steps.length - 1;
    const fields = {
      auctionId: item.auctionId,
      seq: s.seq,
      kind: s.kind,
      at,
      bidderTenantId: s.tenantId,
      bidderAlias: s.alias,
      price: s.price,
      ...(s.maximum !== undefined ? { maximum: s.maximum } : {}),
      leaderTenantId: s.leader.tenantId,
      leadingPrice: s.leader.price,
      endDate: last ? endDate : item.endDate,
      extended: last && extended,
      prevHash,
    };
    const hash = hashOf(fields);
    prevHash = hash;
    return { ...fields, seqKey: seqKey(s.seq), hash };
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
const lastSeen = (auctionId: string) => seen.get(auctionId);

interface Refusal {
  error: Error;
  /** A later version of the auction cannot undo it: it may be answered from the auction last seen. */
  final: boolean;
}

/** Why a bid is refused by the auction itself (before its price is judged), if it is. */
function refusalOf(item: AuctionItem, actor: Member, at: Date): Refusal | undefined {
  if (item.tenantId === actor.tenantId) return { error: new Forbidden(AUCTION_MESSAGES.ownAuction), final: true };
  if (item.uninvited?.includes(actor.tenantId)) return { error: new Forbidden(AUCTION_MESSAGES.uninvited), final: true };
  const status = effectiveStatus(item, at);
  if (status === 'CANCELLED') return { error: new Conflict(AUCTION_MESSAGES.cancelled, 'AUCTION_CANCELLED'), final: true };
  // Past the end as last seen: a later bid may have moved the end.
  if (status === 'CLOSED') return { error: new Conflict(AUCTION_MESSAGES.ended, 'AUCTION_ENDED'), final: item.status === 'CLOSED' };
  if (status === 'PENDING') return { error: new Conflict(AUCTION_MESSAGES.notStarted, 'AUCTION_NOT_STARTED'), final: false };
}

/** Why the judge refused a bid. Below the minimum is final once there is a leader: the leading price never falls. */
function judgedRefusal(item: AuctionItem, judged: Extract<ReturnType<typeof judgeBid>, { ok: false }>): Refusal {
  if (judged.reason === 'ENDED') return { error: new Conflict(judged.message, 'AUCTION_ENDED'), final: false };
  if (judged.reason === 'NOT_HIGHER') return { error: fieldError('maximum', judged.message), final: false };
  return { error: fieldError('price', `${AUCTION_MESSAGES.bidTooSmall}: bid at least ${bidAmount(judged.minimum, item.unit)}.`), final: !!item.leader };
}

/**
 * Places a bid (part 2 §5), judged against the auction as read and the time of the write. ONE
 * conditional write of the auction, on the version judged, decides it: the new leader, price and
 * end, and the judgement itself (its ledger entries, my company's place after it), which the table
 * stream then records (`recordJudgement`). The version judged is the one this container saw last
 * (read only when it has seen none lately): when another bid committed first, the failed write
 * answers the auction as it now stands, and the bid is judged again against it (it may now be too
 * small, which is the answer). A refusal that a later version could undo is judged again against
 * the auction read now.
 */
export async function placeBid(actor: Member, auctionId: string, input: BidInput): Promise<Auction> {
  const read = async () => {
    const got = await AuctionEntity.get({ auctionId }, { consistent: true });
    if (!got) throw new NotFound();
    return saw(got);
  };
  let item = lastSeen(auctionId);
  /** Whether `item` is the auction as it stood at this bid's last request of the table. */
  let fresh = !item;
  // Whether my company may see the auction comes first: a stranger's bid is a 404, whatever it
  // names. The auction names every company with a place in it (`named`, `uninvited`), so a bid
  // is judged without reading my company's place. A company it does not name may bid on a public
  // auction with its profile enabled.
  item ??= await read();
  if (item.tenantId !== actor.tenantId && aliasOf(item, actor.tenantId) === undefined) await admitted(actor, item, undefined, profileOf);
  /** My company's place as read (only when the write cannot say how the auction stands now). */
  let stored: AuctionBidderItem | undefined;
  for (let attempt = 1; ; attempt++) {
    const at = new Date();
    const price = inUnit(input.price, item.unit);
    const maximum = input.maximum ? inUnit(input.maximum, item.unit) : undefined;
    // My place as of this version of the auction: with my company's last judgement, if it is not yet recorded.
    const base = placeAsOf(item, stored, actor.tenantId);
    const known = base?.alias ?? aliasOf(item, actor.tenantId);
    const joins = known === undefined;
    const aliasNo = known ?? item.bidderCount + 1;
    const refused = refusalOf(item, actor, at);
    const judged = refused ? undefined : judgeBid(item, { tenantId: actor.tenantId, alias: aliasNo, price, maximum }, at);
    if (!judged?.ok) {
      const refusal = refused ?? judgedRefusal(item, judged!);
      if (fresh || refusal.final) throw refusal.error;
      item = await read();
      fresh = true;
      continue;
    }
    // A bid that stands names its company (a joining company's place is made from its profile)
    // and its destination, unless the place already holds both.
    const [me, destination] = await Promise.all([
      base ? undefined : profileOf(actor),
      base?.destinationLocation && base.destinationLocationId === input.destinationLocationId ? base.destinationLocation : destinationOf(actor.tenantId, input.destinationLocationId),
    ]);
    const when = at.toISOString();
    const entries = entriesOf(item, judged.steps, judged.endDate, judged.extended, when);
    const last = entries.at(-1)!;
    const mine = entries.filter((e) => e.bidderTenantId === actor.tenantId);
    const bids = mine.filter((e) => e.kind !== 'MAXIMUM').length;
    const leads = judged.leader.tenantId === actor.tenantId;
    // This bid's part of my place. The stream applies it to the place as stored, as it is applied
    // here to the place as known; with none known, it is the place (a joining company's first).
    const own: AuctionBidderItem = {
      tenantId: actor.tenantId,
      auctionId,
      ownerTenantId: item.tenantId,
      company: base?.company ?? partyOf(me!),
      alias: aliasNo,
      invitation: base?.invitation ?? (joins || item.audience === 'PUBLIC' ? 'PUBLIC' : 'INVITED'),
      withdrawn: false,
      people: [actor.userId],
      ...(maximum !== undefined ? { maximum: Math.max(maximum, price) } : {}),
      lastPrice: leads ? judged.leader.price : Math.max(...mine.map((e) => e.price)),
      bidCount: bids,
      contactInformation: input.contactInformation,
      destinationLocationId: input.destinationLocationId,
      destinationLocation: destination,
      judgedSeq: last.seq,
      invitedDate: when,
      updatedDate: when,
    };
    const place = base ? { ...withJudgement(base, { entries, place: own, bids }), withdrawn: false } : own;
    const after: AuctionItem = {
      ...item,
      leader: judged.leader,
      endDate: judged.endDate,
      seq: last.seq,
      headHash: last.hash,
      bidCount: item.bidCount + entries.filter((e) => e.kind !== 'MAXIMUM').length,
      bidderCount: joins ? item.bidderCount + 1 : item.bidderCount,
      named: joins ? namedWith(item, [actor.tenantId]) : item.named,
      judged: judgedAs({ entries, place, bids }),
      updatedDate: when,
      updatedBy: actor.userId,
      version: item.version + 1,
    };
    const changes = pick(after, ['leader', 'endDate', 'seq', 'headHash', 'bidCount', 'bidderCount', ...(joins ? (['named'] as const) : []), 'judged', 'updatedDate', 'updatedBy', 'version']);
    try {
      await AuctionEntity.update({ auctionId }, changes, { current: item, condition: { version: item.version } });
      return present(actor, saw(after), place);
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (attempt >= ATTEMPTS) throw new Conflict(AUCTION_MESSAGES.changed, 'AUCTION_CHANGED');
      // The write that lost answers the auction as it stands (with my company's last judgement, if
      // another of its people bid meanwhile), decoded unless this container has seen that version
      // already (the other bids that lost to the same one); without it, both are read again.
      const known = lastSeen(auctionId);
      const now = known && known.version === error.version ? known : (error.current as AuctionItem | undefined);
      if (now) item = now;
      else ({ item, bidder: stored } = await readable(actor, auctionId, { consistent: true }));
      saw(item);
      fresh = true;
    }
  }
}

/**
 * Withdraws my company from the bidding (part 2 §7 "cancel a bid"): only while it does not lead,
 * since the lead was judged against every bid after it. The withdrawal is a ledger entry too.
 */
export async function cancelBid(actor: Member, auctionId: string, bidId: string): Promise<Auction> {
  const seq = Number(bidId);
  if (!Number.isInteger(seq) || seq < 1) throw new NotFound();
  for (let attempt = 1; ; attempt++) {
    const { item, bidder } = await readable(actor, auctionId, { consistent: true });
    const entry = await LedgerEntryEntity.get({ auctionId, seqKey: seqKey(seq) });
    if (!entry || !bidder || entry.bidderTenantId !== actor.tenantId) throw new NotFound();
    const at = new Date();
    if (effectiveStatus(item, at) !== 'ACTIVE') throw new Conflict(AUCTION_MESSAGES.notActive, 'AUCTION_NOT_ACTIVE');
    if (bidder.withdrawn) return present(actor, item, bidder);
    if (item.leader?.tenantId === actor.tenantId) throw new Conflict(AUCTION_MESSAGES.leadingCannotWithdraw, 'BID_LEADING');
    const when = at.toISOString();
    const [withdrawal] = entriesOf(
      item,
      [{ seq: item.seq + 1, kind: 'WITHDRAWAL', tenantId: actor.tenantId, alias: bidder.alias, price: bidder.lastPrice ?? 0, leader: item.leader ?? { tenantId: '', alias: 0, price: 0, maximum: 0, seq: 0, at: when } }],
      item.endDate,
      false,
      when,
    );
    const after: AuctionItem = { ...item, seq: withdrawal!.seq, headHash: withdrawal!.hash, updatedDate: when, version: item.version + 1 };
    const place = { ...bidder, withdrawn: true, updatedDate: when };
    // Only the withdrawal: the stream may be recording my company's last bid in the place meanwhile.
    const changes = pick(after, ['seq', 'headHash', 'updatedDate', 'version']);
    try {
      await transact([
        AuctionEntity.tx.update({ auctionId }, changes, { current: item, condition: { version: item.version } }),
        LedgerEntryEntity.tx.create(withdrawal!),
        AuctionBidderEntity.tx.update({ tenantId: actor.tenantId, auctionId }, { withdrawn: true, updatedDate: when }),
      ]);
      return present(actor, after, place);
    } catch (error) {
      if (!(error instanceof ConditionFailed) || attempt >= ATTEMPTS) throw error instanceof ConditionFailed ? new Conflict(AUCTION_MESSAGES.changed, 'AUCTION_CHANGED') : error;
    }
  }
}

function statusOf(item: AuctionItem, entry: LedgerEntryItem, withdrawn: ReadonlySet<string>, at: Date): BidStatus {
  if (withdrawn.has(entry.bidderTenantId) || entry.kind === 'WITHDRAWAL') return 'CANCELLED';
  const leading = item.leader?.seq === entry.seq || (item.leader?.tenantId === entry.bidderTenantId && entry.kind === 'MAXIMUM' && entry.price === item.leader.price);
  if (item.winner) return item.winner.seq === entry.seq || (leading && item.winner.tenantId === entry.bidderTenantId) ? 'WON' : 'LOST';
  if (effectiveStatus(item, at) === 'CLOSED' && outcomeOf(item) !== 'SOLD') return 'LOST';
  return leading ? 'LEADING' : 'TRAILING';
}

/** The bids, latest first: the owner sees the companies; a bidder sees "Bidder n" for the others. */
export async function listBids(actor: Member, auctionId: string, page: number, size: number): Promise<Page<AuctionBid>> {
  const { item } = await readable(actor, auctionId);
  const own = item.tenantId === actor.tenantId;
  await unrecorded(item);
  const [entries, places] = await Promise.all([pageOf((limit, cursor) => pageLedger(auctionId, limit, cursor), page, size), listBiddersOfAuction(auctionId)]);
  const byTenant = new Map(places.map((p) => [p.tenantId, p]));
  const withdrawn = new Set(places.filter((p) => p.withdrawn).map((p) => p.tenantId));
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

/**
 * The ledger as CSV (the owner's and each bidder's copy): every entry with its hashes. Others are
 * "Bidder n" to bidders; maximums show only on the reader's own entries.
 */
export async function ledgerFile(actor: Member, auctionId: string): Promise<Download> {
  const { item } = await readable(actor, auctionId);
  const own = item.tenantId === actor.tenantId;
  const [entries, places] = await Promise.all([ledgerOf(item), own ? listBiddersOfAuction(auctionId) : Promise.resolve([])]);
  const names = new Map(places.map((p) => [p.tenantId, p.company.name]));
  const who = (tenantId: string, n: number) => (tenantId === actor.tenantId ? `${alias(n)} (you)` : own ? `${alias(n)} (${names.get(tenantId) ?? 'unknown'})` : alias(n));
  const leaderAlias = new Map(entries.map((e) => [e.bidderTenantId, e.bidderAlias]));
  const header = ['Sequence', 'Time (UTC)', 'Kind', 'Bidder', `Price (USD per ${item.unit})`, 'Maximum', 'Leader after', 'Leading price', 'Ends', 'Extended', 'Previous hash', 'Hash'];
  const rows = entries.map((e) => [
    e.seq,
    e.at,
    e.kind,
    who(e.bidderTenantId, e.bidderAlias),
    e.price,
    e.bidderTenantId === actor.tenantId && e.maximum !== undefined ? e.maximum : '',
    e.leaderTenantId ? who(e.leaderTenantId, leaderAlias.get(e.leaderTenantId) ?? 0) : '',
    e.leadingPrice,
    e.endDate,
    e.extended ? 'yes' : 'no',
    e.prevHash,
    e.hash,
  ]);
  return { fileName: `auction-${auctionId}-ledger.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(header, rows) };
}

/** Checks the ledger's chain against the auction's head (anyone who may read the auction). */
export async function verifyLedger(actor: Member, auctionId: string): Promise<LedgerVerification> {
  const { item } = await readable(actor, auctionId, { consistent: true });
  return verifyChain(auctionId, await ledgerOf(item), { seq: item.seq, headHash: item.headHash });
}

/** The whole ledger the auction counts: what is recorded, and what of its last judgement the stream has yet to record. */
async function ledgerOf(item: AuctionItem): Promise<LedgerEntryItem[]> {
  const pending = await unrecorded(item);
  const entries = await listLedger(item.auctionId);
  const known = entries.at(-1)?.seq ?? 0;
  return [...entries, ...pending.filter((e) => e.seq > known)];
}
