import type { NotificationType } from '@polyloop/shared/notifications/notification';
import { AUCTION_OUTCOME_LABELS } from '@polyloop/shared/network/auction-states';
import { bidAmount } from '@polyloop/shared/network/auction';
import {
  AuctionBidderEntity,
  AuctionEntity,
  listBiddersOfAuction,
  type AuctionBidderItem,
  AuctionEvents,
  needsWinner,
} from '../auction/index.js';
import type { Notice } from './catalogue.js';
import { entry, type CatalogueEntry } from './catalogue-entry.js';
import { adminsOf } from './recipients.js';

/**
 * The auctions' entries of the notification catalogue (part 3 §3.2): every auction type, each to
 * the companies it concerns — the owner's person who started it, and each bidding company's
 * people who bid (its administrators while nobody has).
 */

const subject = (d: { auctionId: string; materialName: string }) => ({
  kind: 'auction' as const,
  id: d.auctionId,
  label: d.materialName,
});
const peopleOf = async (b: AuctionBidderItem) => (b.people.length ? b.people : adminsOf(b.tenantId));

/** One notice per bidding company (uninvited ones left out; `only` narrows to those who bid). */
async function toBidders(
  d: { auctionId: string; materialName: string },
  type: NotificationType,
  message: (b: AuctionBidderItem) => string,
  only: (b: AuctionBidderItem) => boolean = () => true,
): Promise<Notice[]> {
  const places = (await listBiddersOfAuction(d.auctionId)).filter(
    (b) => b.invitation !== 'UNINVITED' && only(b),
  );
  return Promise.all(
    places.map(async (b) => ({
      type,
      tenantId: b.tenantId,
      userIds: await peopleOf(b),
      subject: subject(d),
      message: message(b),
    })),
  );
}

const toOwner = (
  d: { auctionId: string; tenantId: string; materialName: string; createdBy: string },
  type: NotificationType,
  message: string,
): Notice[] => [{ type, tenantId: d.tenantId, userIds: [d.createdBy], subject: subject(d), message }];

/** One company's place in an auction: one GetItem, however many companies bid (a lead change reads it for every bid). */
const placeOf = (auctionId: string, tenantId: string) => AuctionBidderEntity.get({ tenantId, auctionId });

/** The notice to one company of the auction's, if it has a place in it. */
async function toBidder(
  d: { auctionId: string; materialName: string },
  tenantId: string,
  type: NotificationType,
  message: string,
): Promise<Notice[]> {
  const place = await placeOf(d.auctionId, tenantId);
  if (!place) return [];
  return [{ type, tenantId: place.tenantId, userIds: await peopleOf(place), subject: subject(d), message }];
}

export const auctionNotices: CatalogueEntry[] = [
  entry(AuctionEvents.opened, (d) =>
    toBidders(
      d,
      'AUCTION_STATUS_CHANGED',
      () => `${d.ownerName} started an auction of ${d.materialName} and invited your company`,
    ),
  ),
  entry(AuctionEvents.invited, async (d) => {
    const auction = await AuctionEntity.get({ auctionId: d.auctionId });
    // Companies invited at the start hear that it started; those added later, that they were invited.
    if (!auction || auction.createdDate === d.invitedDate) return [];
    return toBidder(
      auction,
      d.tenantId,
      'AUCTION_NEW_BIDDER_INVITED',
      `${auction.offeringCompany.name} invited your company to its auction of ${auction.materialName}`,
    );
  }),
  entry(AuctionEvents.cancelled, (d) =>
    toBidders(d, 'AUCTION_STATUS_CHANGED', () => `${d.ownerName} cancelled its auction of ${d.materialName}`),
  ),
  entry(AuctionEvents.leadChanged, async (d) => {
    if (d.previousLeaderTenantId && d.previousLeaderTenantId !== d.leaderTenantId)
      return toBidder(
        d,
        d.previousLeaderTenantId,
        'AUCTION_BID_STATUS_CHANGED',
        `You were outbid on ${d.materialName}: the leading bid is ${bidAmount(d.price, d.unit)}`,
      );
    if (d.previousLeaderTenantId === d.leaderTenantId)
      return toBidder(
        d,
        d.leaderTenantId,
        'AUCTION_BID_STATUS_CHANGED',
        `Your bid on ${d.materialName} is still leading, now at ${bidAmount(d.price, d.unit)}`,
      );
    return [];
  }),
  entry(AuctionEvents.endChanged, (d) =>
    d.byBid
      ? Promise.resolve([])
      : toBidders(
          d,
          'AUCTION_END_DATE_CHANGED',
          () => `The auction of ${d.materialName} now ends ${new Date(d.endDate).toUTCString()}`,
        ),
  ),
  entry(AuctionEvents.startingBidChanged, (d) =>
    toBidders(
      d,
      'AUCTION_STARTING_BID_CHANGED',
      () => `The starting bid of the auction of ${d.materialName} is now ${bidAmount(d.startingBid, d.unit)}`,
    ),
  ),
  entry(AuctionEvents.closed, async (d) => [
    ...toOwner(
      d,
      'AUCTION_CLOSED_NOTIFY_OWNER',
      `Your auction of ${d.materialName} closed: ${AUCTION_OUTCOME_LABELS[d.outcome].toLowerCase()}${d.outcome === 'SOLD' ? '. Declare the winner.' : '.'}`,
    ),
    ...(await toBidders(
      d,
      'AUCTION_CLOSED',
      (b) =>
        b.tenantId === d.leaderTenantId && d.outcome === 'SOLD'
          ? `The auction of ${d.materialName} closed with your bid leading`
          : `The auction of ${d.materialName} closed`,
      (b) => b.bidCount > 0,
    )),
  ]),
  entry(AuctionEvents.reminderDue, async (d) => {
    const auction = await needsWinner(d.auctionId);
    if (!auction) return [];
    return toOwner(
      { ...auction, auctionId: auction.auctionId },
      'AUCTION_OWNER_DECLARE_WINNER_REMINDER',
      `Your auction of ${auction.materialName} closed two days ago: declare its winner`,
    );
  }),
  entry(AuctionEvents.winnerDeclared, (d) =>
    toBidder(
      d,
      d.winnerTenantId,
      'AUCTION_WINNER_DECLARED',
      `You won the auction of ${d.materialName} at ${bidAmount(d.price, d.unit)}: confirm the offer to make your order`,
    ),
  ),
];
