import { NotFound } from '../../lib/errors.js';
import { documentsOf } from '../file/file.service.js';
import { AuctionBidderEntity, AuctionEntity } from './auction.entity.js';

/**
 * An auction's documents are kept in its owner's partition. Its owner, its invited companies and,
 * when it is public, anyone read them; only its owner adds to them.
 */
export const auctionDocuments = documentsOf('auction', async ({ tenantId }, auctionId, intent) => {
  const [auction, place] = await Promise.all([AuctionEntity.get({ auctionId }), AuctionBidderEntity.get({ tenantId, auctionId })]);
  const owner = auction?.tenantId === tenantId;
  const readable = owner || (place && place.invitation !== 'UNINVITED') || auction?.audience === 'PUBLIC';
  if (!auction || !readable || (intent === 'add' && !owner)) throw new NotFound();
  return auction.tenantId;
});
