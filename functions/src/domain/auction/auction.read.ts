import { convertPrice } from '@polyloop/shared/conversions';
import { AUCTION_MESSAGES, type Auction } from '@polyloop/shared/network/auction';
import type { Price } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { myProfile } from '../network/index.js';
import type { PublicProfileItem } from '../public-company/index.js';
import {
  AuctionBidderEntity,
  AuctionEntity,
  type AuctionBidderItem,
  type AuctionItem,
} from './auction.entity.js';
import { maySee } from './auction.access.js';
import { auctionView } from './auction.view.js';

/**
 * How the auction's use cases reach an auction and answer with it: read as my company may see it,
 * or as its owner, and shown as my company sees it; a lost condition on it; a price in its unit.
 */

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
