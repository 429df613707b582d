import { NotFound } from '../../lib/errors.js';
import { documentsOf } from '../file/index.js';
import { maySee, profileOf } from './auction.access.js';
import { AuctionBidderEntity, AuctionEntity } from './auction.entity.js';

/**
 * An auction's documents are kept in its owner's partition. Whoever may see the auction (the one
 * rule, `maySee`) reads them; only its owner adds to them.
 */
export const auctionDocuments = documentsOf('auction', async ({ tenantId }, auctionId, intent) => {
  const [auction, place] = await Promise.all([
    AuctionEntity.get({ auctionId }),
    AuctionBidderEntity.get({ tenantId, auctionId }),
  ]);
  if (!auction || !(await maySee(auction, tenantId, place, profileOf(tenantId)))) throw new NotFound();
  if (intent === 'add' && auction.tenantId !== tenantId) throw new NotFound();
  return auction.tenantId;
});
