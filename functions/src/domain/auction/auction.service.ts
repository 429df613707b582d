import {
  AUCTION_MESSAGES,
  type Auction,
  type AuctionCancelInput,
  type AuctionInput,
  type AuctionListQuery,
  type AuctionPatch,
} from '@polyloop/shared/network/auction';
import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import type { Weight } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { lazy } from '../../lib/lazy.js';
import { commit } from '../../lib/commit.js';
import { Conflict, fieldError } from '../../lib/errors.js';
import { batchGetMany } from '../../data/entity.js';
import { pageFrom, readAll, type Page } from '../../data/page.js';
import { HaveItem, isTradable } from '../listing/index.js';
import { MaterialItem } from '../material/index.js';
import { placeOf, newNetworkId, myEnabledProfile, myProfile, partyOf } from '../network/index.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  namedWith,
  pageAuctionsOfBidder,
  pageOwnAuctions,
  pagePublicAuctions,
  type AuctionBidderItem,
  type AuctionItem,
  type AuctionLane,
} from './auction.entity.js';
import { auctionView, effectiveStatus } from './auction.view.js';
import { genesis, newLedgerKey } from './ledger.js';
import { maySee } from './auction.access.js';
import { holdOf, holdTx, onHaveAsRead, releaseTx } from './auction.hold.js';
import { changed, inUnit, owned, present, readable } from './auction.read.js';
import { invitation, invitees } from './auction.invitations.js';
import type { PublicProfileItem } from '../public-company/index.js';
import { audit } from '../history/index.js';

export async function get(actor: Member, auctionId: string): Promise<Auction> {
  const { item, bidder } = await readable(actor, auctionId);
  return present(actor, item, bidder);
}

function checkEnd(endDate: string, at: Date): string {
  const end = new Date(endDate);
  if (end.getTime() <= at.getTime()) throw fieldError('endDate', AUCTION_MESSAGES.endInFuture);
  if (end.getTime() - at.getTime() > AUCTION_RULES.maxDays * 86_400_000)
    throw fieldError('endDate', AUCTION_MESSAGES.endTooFar);
  return end.toISOString();
}

/**
 * Starts an auction of one of my haves (part 2 §5): shipping terms, a starting bid and an
 * increment in one unit, an end in the future, linked companies invited (or a public auction), the
 * fee agreed. The auction, every invitation and the have's weight it holds are written in one
 * transaction, conditioned on the have's remaining weight as read: two auctions (or an auction and
 * an order) cannot take the same pounds.
 */
export const create = (actor: Member, input: AuctionInput): Promise<Auction> =>
  onHaveAsRead(() => createOnce(actor, input));

async function createOnce(actor: Member, input: AuctionInput): Promise<Auction> {
  const at = new Date();
  const endDate = checkEnd(input.endDate, at);
  const [me, have] = await Promise.all([
    myEnabledProfile(actor),
    HaveItem.get({ tenantId: actor.tenantId, id: input.coreHaveId }, { consistent: true }),
  ]);
  if (!have) throw fieldError('coreHaveId', 'The have was not found.');
  if (!isTradable(have, at.toISOString().slice(0, 10)))
    throw new Conflict(AUCTION_MESSAGES.haveClosed, 'HAVE_CLOSED');
  const weight = input.weight ?? have.remainingWeight;
  const held = holdOf(have, weight);
  if (held.unitValue > have.remainingWeight.unitValue)
    throw fieldError('weight', AUCTION_MESSAGES.weightAboveAvailable);
  const [bidders, material, stamp] = await Promise.all([
    invitees(actor, input.bidders, 'bidders'),
    have.materialId ? MaterialItem.get({ tenantId: actor.tenantId, materialId: have.materialId }) : undefined,
    audit(actor, at.toISOString()),
  ]);
  const when = at.toISOString();
  const auctionId = newNetworkId(at.getTime());
  const item = auctionOf(actor, input, {
    auctionId,
    me,
    have,
    material,
    bidders,
    weight,
    held,
    endDate,
    when,
  });
  await commit(
    [
      AuctionEntity.tx.create(item),
      holdTx(have, held, stamp),
      ...bidders.map((p, n) => AuctionBidderEntity.tx.create(invitation(item, p, n + 1, when))),
    ],
    changed,
  );
  return auctionView(item, { tenantId: actor.tenantId });
}

/** The auction my company starts, as first written: live, nobody bidding yet, its ledger at its start. */
function auctionOf(
  actor: Member,
  input: AuctionInput,
  {
    auctionId,
    me,
    have,
    material,
    bidders,
    weight,
    held,
    endDate,
    when,
  }: {
    auctionId: string;
    me: PublicProfileItem;
    have: HaveItem;
    material: MaterialItem | undefined;
    bidders: Awaited<ReturnType<typeof invitees>>;
    weight: Weight;
    held: Weight;
    endDate: string;
    when: string;
  },
): AuctionItem {
  return {
    auctionId,
    tenantId: actor.tenantId,
    ...(input.isPublic ? { audience: 'PUBLIC' as const } : {}),
    lane: 'OPEN',
    status: 'ACTIVE',
    offeringCompany: partyOf(me),
    haveId: have.id,
    haveIdentifier: have.identifier,
    materialName: input.materialName,
    materialDescription: input.materialDescription ?? have.description ?? material?.description ?? have.notes,
    materialType: have.materialType,
    packaging: have.packaging,
    grade: material?.grade,
    form: material?.form,
    color: material?.color,
    thumbnailKey: have.photos[0]?.thumbnailKey,
    weight,
    location: placeOf(have.location),
    sourceLocationId: have.location?.locationId,
    terms: input.terms,
    unit: input.startingBid.unit,
    startingBid: input.startingBid.unitValue,
    increment: input.bidIncrement.unitValue,
    ...(input.reservePrice ? { reserve: input.reservePrice.unitValue } : {}),
    startDate: when,
    endDate,
    originalEndDate: endDate,
    bidCount: 0,
    bidderCount: bidders.length,
    named: namedWith(
      {},
      bidders.map((p) => p.tenantId),
    ),
    seq: 0,
    headHash: genesis(auctionId),
    ledgerKey: newLedgerKey(),
    held,
    createdBy: actor.userId,
    createdDate: when,
    updatedDate: when,
    updatedBy: actor.userId,
    version: 1,
  };
}

/** Editing is refused under ten minutes before the end (part 2 §4), and once it is not live. */
function editable(item: AuctionItem, at: Date, message: string = AUCTION_MESSAGES.editTooLate) {
  const status = effectiveStatus(item, at);
  if (status !== 'ACTIVE' && status !== 'PENDING')
    throw new Conflict(AUCTION_MESSAGES.notActive, 'AUCTION_NOT_ACTIVE');
  if (new Date(item.endDate).getTime() - at.getTime() < AUCTION_RULES.editBlockMinutes * 60_000)
    throw new Conflict(message, 'AUCTION_EDIT_TOO_LATE');
}

/** The owner's moves of the end an auction keeps in its history (edits stop ten minutes before the end, so few). */
const MAX_END_MOVES = 100;

/**
 * Edits my live auction: its name and description, its end (not under ten minutes away; once a bid
 * is placed, only later), its starting bid before the first bid. A moved end joins the auction's
 * history, which every bidder reads.
 */
export async function update(actor: Member, auctionId: string, patch: AuctionPatch): Promise<Auction> {
  const item = await owned(actor, auctionId);
  if (patch.version !== undefined && patch.version !== item.version)
    throw new Conflict(AUCTION_MESSAGES.changed, 'AUCTION_CHANGED');
  const at = new Date();
  editable(item, at);
  const asked = checkEnd(patch.endDate, at);
  // The form gives the end to the minute: the end's own minute leaves it as it is.
  const moved =
    Math.floor(new Date(asked).getTime() / 60_000) !== Math.floor(new Date(item.endDate).getTime() / 60_000);
  const endDate = moved ? asked : item.endDate;
  if (moved && new Date(endDate).getTime() - at.getTime() < AUCTION_RULES.editBlockMinutes * 60_000)
    throw fieldError('endDate', AUCTION_MESSAGES.editTooLate);
  // Bidders bid against the end they were shown: once one has, the end may only move later.
  if (moved && item.bidCount > 0 && endDate < item.endDate)
    throw fieldError('endDate', AUCTION_MESSAGES.endOnlyLater);
  let startingBid = item.startingBid;
  if (patch.startingBid) {
    const asked = inUnit(patch.startingBid, item.unit);
    if (asked !== item.startingBid && item.bidCount > 0)
      throw fieldError('startingBid', AUCTION_MESSAGES.startingBidLocked);
    if (item.reserve !== undefined && asked > item.reserve)
      throw fieldError('startingBid', AUCTION_MESSAGES.reserveBelowStart);
    startingBid = asked;
  }
  const changes = {
    materialName: patch.materialName,
    // A description sent as null (or empty) is given as undefined, which the update REMOVEs.
    ...(patch.materialDescription !== undefined
      ? { materialDescription: patch.materialDescription || undefined }
      : {}),
    ...(moved
      ? {
          endDate,
          originalEndDate: endDate,
          endMoves: [
            ...(item.endMoves ?? []),
            { from: item.endDate, to: endDate, at: at.toISOString(), by: actor.userId },
          ].slice(-MAX_END_MOVES),
        }
      : {}),
    startingBid,
    updatedDate: at.toISOString(),
    updatedBy: actor.userId,
    version: item.version + 1,
  };
  await commit(
    [
      AuctionEntity.tx.update({ auctionId }, changes, {
        current: item,
        condition: { version: item.version },
      }),
    ],
    changed,
  );
  return present(actor, { ...item, ...changes });
}

/** Cancels my live auction; the have gets back the weight it held, in the same transaction. */
export async function cancel(actor: Member, auctionId: string, input: AuctionCancelInput): Promise<Auction> {
  return onHaveAsRead(async () => {
    const item = await owned(actor, auctionId);
    const at = new Date();
    const status = effectiveStatus(item, at);
    if (status !== 'ACTIVE' && status !== 'PENDING')
      throw new Conflict(AUCTION_MESSAGES.notActive, 'AUCTION_NOT_ACTIVE');
    const changes = {
      status: 'CANCELLED' as const,
      lane: 'DONE' as const,
      cancelReason: input.reason,
      ...(input.message ? { cancelMessage: input.message } : {}),
      held: undefined,
      closedDate: at.toISOString(),
      updatedDate: at.toISOString(),
      updatedBy: actor.userId,
      version: item.version + 1,
    };
    const giveBack = await releaseTx(item, await audit(actor, at.toISOString()));
    await commit(
      [
        AuctionEntity.tx.update({ auctionId }, changes, {
          current: item,
          condition: { version: item.version },
        }),
        ...giveBack,
      ],
      changed,
    );
    return present(actor, { ...item, ...changes });
  });
}

/**
 * The auctions lists: the market's (public ones, and those my company is invited to), my own, or
 * those my company has bid in; live (ACTIVE) or ended (CLOSED, cancelled included), ending first.
 * A company takes part in tens of auctions at a time, so each list is read whole and paged here.
 */
export async function list(actor: Member, query: AuctionListQuery): Promise<Page<Auction>> {
  const at = new Date();
  const lanes: AuctionLane[] = query.status === 'CLOSED' ? ['OPEN', 'DONE'] : ['OPEN'];
  const wanted = (i: AuctionItem) => {
    const s = effectiveStatus(i, at);
    return query.status === 'CLOSED'
      ? s === 'CLOSED' || s === 'CANCELLED'
      : s === 'ACTIVE' || s === 'PENDING';
  };
  let items: AuctionItem[];
  let places = new Map<string, AuctionBidderItem>();
  if (query.scope === 'OWN') {
    items = (
      await Promise.all(
        lanes.map((lane) => readAll((cursor) => pageOwnAuctions(actor.tenantId, lane, 200, cursor))),
      )
    ).flat();
  } else {
    ({ items, places } = await othersAuctions(actor, query, lanes));
  }
  const shown = items
    .filter(wanted)
    .sort((a, b) =>
      query.status === 'CLOSED' ? b.endDate.localeCompare(a.endDate) : a.endDate.localeCompare(b.endDate),
    );
  const page = pageFrom(shown, query.page, query.size);
  return {
    items: await Promise.all(
      page.items.map((i) =>
        auctionView(i, { tenantId: actor.tenantId, bidder: places.get(i.auctionId) }, at),
      ),
    ),
    total: page.total,
  };
}

/**
 * The other companies' auctions a list of the market, or of my bidding, shows: those that name my
 * company (for BIDDING, only those it has bid in) and, for MARKET, the public ones, each only if my
 * company may see it; with my company's places in them.
 */
async function othersAuctions(
  actor: Member,
  query: AuctionListQuery,
  lanes: AuctionLane[],
): Promise<{ items: AuctionItem[]; places: Map<string, AuctionBidderItem> }> {
  const mine = await readAll((cursor) => pageAuctionsOfBidder(actor.tenantId, 200, cursor));
  const places = new Map(mine.map((b) => [b.auctionId, b]));
  const invited = await batchGetMany(
    [...places.keys()].map((auctionId) => AuctionEntity.batch({ auctionId })),
  );
  const taking =
    query.scope === 'BIDDING' ? invited.filter((i) => (places.get(i.auctionId)?.bidCount ?? 0) > 0) : invited;
  const open =
    query.scope === 'MARKET'
      ? (
          await Promise.all(lanes.map((lane) => readAll((cursor) => pagePublicAuctions(lane, 200, cursor))))
        ).flat()
      : [];
  const seen = new Map<string, AuctionItem>();
  for (const i of [...taking, ...open]) if (i.tenantId !== actor.tenantId) seen.set(i.auctionId, i);
  // The one rule decides what is listed too: an uninvited company's auctions, and the public
  // ones while my company's profile is disabled, are not mine to see.
  const profile = lazy(() => myProfile(actor));
  const visible = await Promise.all(
    [...seen.values()].map(async (i) =>
      (await maySee(i, actor.tenantId, places.get(i.auctionId), profile)) ? i : undefined,
    ),
  );
  return { items: visible.filter((i): i is AuctionItem => !!i), places };
}
