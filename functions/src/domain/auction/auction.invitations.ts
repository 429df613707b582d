import {
  AUCTION_MESSAGES,
  type AddBiddersInput,
  type AuctionBidder,
  type UninviteQuery,
} from '@polyloop/shared/network/auction';
import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import type { Member } from '../../lib/actor.js';
import { commit, now } from '../../lib/commit.js';
import { Conflict, NotFound, fieldError } from '../../lib/errors.js';
import { linkedPartner } from '../network/index.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  aliasOf,
  namedCount,
  namedTenants,
  namedWith,
  placesOf,
  type AuctionBidderItem,
  type AuctionItem,
} from './auction.entity.js';
import { alias, bidderStatus, effectiveStatus } from './auction.view.js';
import { changed, owned } from './auction.read.js';

/**
 * Who takes part in an auction, as its owner decides: the linked companies invited when it starts
 * or while it is live, each under the next alias, and those uninvited with a reason.
 */

/** The invited companies: each linked with mine (part 2 §1), never my own. */
export async function invitees(actor: Member, companyIds: readonly string[], field: string) {
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

/** The place an invitation makes: the company's alias and the moment it was invited. */
export const invitation = (
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
