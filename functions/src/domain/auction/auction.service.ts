import { convertPrice } from '@polyloop/shared/conversions';
import {
  AUCTION_MESSAGES,
  type AddBiddersInput,
  type Auction,
  type AuctionBidder,
  type AuctionCancelInput,
  type AuctionInput,
  type AuctionListQuery,
  type AuctionPatch,
  type UninviteQuery,
} from '@polyloop/shared/network/auction';
import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import type { Price } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { lazy } from '../../lib/lazy.js';
import { commit, now } from '../../lib/commit.js';
import { Conflict, NotFound, fieldError } from '../../lib/errors.js';
import { batchGetMany } from '../../data/entity.js';
import { pageFrom, readAll, type Page } from '../../data/page.js';
import { HaveItem, isTradable } from '../listing/index.js';
import { MaterialItem } from '../material/index.js';
import {
  placeOf,
  newNetworkId,
  linkedPartner,
  myEnabledProfile,
  myProfile,
  partyOf,
} from '../network/index.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  aliasOf,
  namedCount,
  namedTenants,
  placesOf,
  namedWith,
  pageAuctionsOfBidder,
  pageOwnAuctions,
  pagePublicAuctions,
  type AuctionBidderItem,
  type AuctionItem,
  type AuctionLane,
} from './auction.entity.js';
import { alias, auctionView, bidderStatus, effectiveStatus } from './auction.view.js';
import { genesis, newLedgerKey } from './ledger.js';
import { maySee } from './auction.access.js';
import { holdOf, holdTx, onHaveAsRead, releaseTx } from './auction.hold.js';
import type { PublicProfileItem } from '../public-company/index.js';
import { audit } from '../history/index.js';

/** A lost condition on the auction: someone else changed it since it was read. */
export const changed = (entity: string) =>
  entity === 'auction' ? new Conflict(AUCTION_MESSAGES.changed, 'AUCTION_CHANGED') : undefined;

export const inUnit = (price: Price, unit: Price['unit']) =>
  price.unit === unit ? price.unitValue : convertPrice(price.unitValue, price.unit, unit);

/**
 * The auction as my company may see it (`maySee`: its owner, a company invited and not uninvited,
 * or, for a public auction, any company with an enabled profile), with my company's place in it.
 * Anyone else gets 404: another company's auctions do not exist for them.
 */
export async function readable(actor: Member, auctionId: string, options: { consistent?: boolean } = {}) {
  const [item, place] = await Promise.all([
    AuctionEntity.get({ auctionId }, options),
    AuctionBidderEntity.get({ tenantId: actor.tenantId, auctionId }, options),
  ]);
  return admitted(actor, item, place);
}

/** The auction as read, with my place, if my company may see it. */
export async function admitted(
  actor: Member,
  item: AuctionItem | undefined,
  place: AuctionBidderItem | undefined,
  profileOf: (actor: Member) => Promise<PublicProfileItem | undefined> = myProfile,
) {
  if (!item || !(await maySee(item, actor.tenantId, place, () => profileOf(actor)))) throw new NotFound();
  return { item, bidder: place };
}

/** My company's own auction (404 for anyone else's: bidders cannot act as its owner). */
export async function owned(actor: Member, auctionId: string): Promise<AuctionItem> {
  const item = await AuctionEntity.get({ auctionId }, { consistent: true });
  if (!item || item.tenantId !== actor.tenantId) throw new NotFound();
  return item;
}

/** The auction as my company sees it now. */
export const present = (actor: Member, item: AuctionItem, bidder?: AuctionBidderItem): Promise<Auction> =>
  auctionView(item, { tenantId: actor.tenantId, bidder });

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

/** The invited companies: each linked with mine (part 2 §1), never my own. */
async function invitees(actor: Member, companyIds: readonly string[], field: string) {
  const ids = [...new Set(companyIds)];
  const partners = await Promise.all(
    ids.map((id) =>
      linkedPartner(actor, id).catch(() => {
        throw fieldError(field, `${id} is not a company you are linked with.`);
      }),
    ),
  );
  return partners.filter((p) => p.profile.tenantId !== actor.tenantId).map((p) => p.profile);
}

const invitation = (
  item: AuctionItem,
  profile: { tenantId: string; publicCompanyId: string; name: string },
  n: number,
  at: string,
): AuctionBidderItem => ({
  tenantId: profile.tenantId,
  auctionId: item.auctionId,
  ownerTenantId: item.tenantId,
  company: { id: profile.publicCompanyId, name: profile.name },
  alias: n,
  invitation: 'INVITED',
  withdrawn: false,
  bidCount: 0,
  people: [],
  invitedDate: at,
  updatedDate: at,
});

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
  const item: AuctionItem = {
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
    const mine = await readAll((cursor) => pageAuctionsOfBidder(actor.tenantId, 200, cursor));
    places = new Map(mine.map((b) => [b.auctionId, b]));
    const invited = await batchGetMany(
      [...places.keys()].map((auctionId) => AuctionEntity.batch({ auctionId })),
    );
    const taking =
      query.scope === 'BIDDING'
        ? invited.filter((i) => (places.get(i.auctionId)?.bidCount ?? 0) > 0)
        : invited;
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
    items = visible.filter((i): i is AuctionItem => !!i);
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

/** The invited and bidding companies, with their standing (the owner only). */
export async function bidders(actor: Member, auctionId: string): Promise<AuctionBidder[]> {
  const item = await owned(actor, auctionId);
  // The companies the auction names, read consistently: a bid's change of its place shows at once.
  const all = (await placesOf(auctionId, namedTenants(item))).sort((a, b) => a.alias - b.alias);
  const at = new Date();
  return all.map((b) => ({
    company: b.company,
    alias: alias(b.alias),
    invitation: b.invitation,
    status: bidderStatus(item, b, at),
    bidCount: b.bidCount,
    lastBid: b.lastPrice !== undefined ? { unitValue: b.lastPrice, unit: item.unit } : null,
    uninviteReason: b.uninviteReason ?? null,
    invitedDate: b.invitedDate,
  }));
}

/**
 * Invites more linked companies while the auction is live; each new one gets the next alias. Who
 * is already there is read from the auction itself (the companies it names), and the write is
 * conditioned on the version read, so two invitations at once cannot name a company twice or pass
 * the limit together.
 */
export async function addBidders(
  actor: Member,
  auctionId: string,
  input: AddBiddersInput,
): Promise<AuctionBidder[]> {
  const item = await owned(actor, auctionId);
  const status = effectiveStatus(item, new Date());
  if (status !== 'ACTIVE' && status !== 'PENDING')
    throw new Conflict(AUCTION_MESSAGES.notActive, 'AUCTION_NOT_ACTIVE');
  const fresh = (await invitees(actor, input.companyIds, 'companyIds')).filter(
    (p) => aliasOf(item, p.tenantId) === undefined,
  );
  if (!fresh.length) throw fieldError('companyIds', AUCTION_MESSAGES.alreadyInvited);
  if (namedCount(item) + fresh.length > AUCTION_RULES.maxBidders)
    throw fieldError('companyIds', `Invite at most ${AUCTION_RULES.maxBidders} companies`);
  const at = now();
  await commit(
    [
      AuctionEntity.tx.update(
        { auctionId },
        {
          bidderCount: item.bidderCount + fresh.length,
          named: namedWith(
            item,
            fresh.map((p) => p.tenantId),
          ),
          updatedDate: at,
          version: item.version + 1,
        },
        { current: item, condition: { version: item.version } },
      ),
      ...fresh.map((p, n) =>
        AuctionBidderEntity.tx.create(invitation(item, p, item.bidderCount + n + 1, at)),
      ),
    ],
    changed,
  );
  return bidders(actor, auctionId);
}

/**
 * Uninvites a company with a reason (part 2 §4, §9). Its place stays (its alias, its bids in the
 * ledger) but it can no longer bid. A leading company cannot be uninvited: the lead would pass to
 * nobody, and bids once judged are not judged again.
 */
export async function uninvite(
  actor: Member,
  auctionId: string,
  publicCompanyId: string,
  query: UninviteQuery,
): Promise<void> {
  const item = await owned(actor, auctionId);
  const status = effectiveStatus(item, new Date());
  if (status !== 'ACTIVE' && status !== 'PENDING')
    throw new Conflict(AUCTION_MESSAGES.notActive, 'AUCTION_NOT_ACTIVE');
  const bidder = (await placesOf(auctionId, namedTenants(item))).find(
    (b) => b.company.id === publicCompanyId,
  );
  if (!bidder || bidder.invitation === 'UNINVITED') throw new NotFound();
  if (item.leader?.tenantId === bidder.tenantId)
    throw new Conflict('The leading company cannot be uninvited.', 'BIDDER_LEADING');
  const at = now();
  await commit(
    [
      AuctionEntity.tx.update(
        { auctionId },
        {
          uninvited: [...(item.uninvited ?? []), bidder.tenantId],
          updatedDate: at,
          version: item.version + 1,
        },
        { current: item, condition: { version: item.version } },
      ),
      AuctionBidderEntity.tx.update(
        { tenantId: bidder.tenantId, auctionId },
        {
          invitation: 'UNINVITED',
          uninviteReason: query.reason,
          ...(query.message ? { uninviteMessage: query.message } : {}),
          updatedDate: at,
        },
        { current: bidder, condition: { updatedDate: bidder.updatedDate } },
      ),
    ],
    changed,
  );
}
