import type { AuctionBidderItem, AuctionItem } from './auction.entity.js';
import {
  PUBLIC_SCOPE,
  wordsOf,
  as,
  fromImage,
  joined,
  path,
  placeOf,
  type SearchDocument,
  type SearchMapper,
} from '../search/index.js';

/** An auction as companies other than its owner find it: without the owner's have identifier. */
function seen(a: AuctionItem, scopes: string[], own: boolean): SearchDocument {
  const place = placeOf(a.location);
  return {
    category: 'auctions',
    scopes,
    id: a.auctionId,
    title: a.materialName,
    subtitle: joined(a.offeringCompany.name, place),
    url: path('/network/auctions', a.auctionId),
    date: a.endDate,
    words: wordsOf(
      a.materialName,
      a.materialType,
      a.offeringCompany.name,
      place,
      ...(own ? [a.haveIdentifier] : []),
    ),
  };
}

/** An auction: for its owner always, and for every company while a public one is open. */
export const auction = fromImage(
  (image) => `auction:${as<AuctionItem>(image).auctionId}`,
  (image) => {
    const a = as<AuctionItem>(image);
    const open = a.audience === 'PUBLIC' && a.lane === 'OPEN';
    return [
      seen(a, [a.tenantId], true),
      ...(open ? [{ ...seen(a, [PUBLIC_SCOPE], false), until: a.endDate }] : []),
    ];
  },
);

/**
 * A company's place in an auction (invited, or bidding on a public one): the auction for that
 * company, read from the auction item. Uninvited, it drops out. Each place is its own record, so
 * one writer (its stream records, in order) ever changes what the index holds for it.
 */
export const auctionBidder: SearchMapper = {
  reads: true,
  record: (image) =>
    `auction-bidder:${as<AuctionBidderItem>(image).tenantId}:${as<AuctionBidderItem>(image).auctionId}`,
  watched: (image) => {
    const b = image && as<AuctionBidderItem>(image);
    return b && [b.invitation, b.auctionId];
  },
  async documents(image) {
    const b = image && as<AuctionBidderItem>(image);
    if (!b || b.invitation === 'UNINVITED') return [];
    const { AuctionEntity } = await import('./auction.entity.js');
    const item = await AuctionEntity.get({ auctionId: b.auctionId }, { consistent: true });
    return item ? [seen(item, [b.tenantId], false)] : [];
  },
};
