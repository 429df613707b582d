import type { Price } from '@polyloop/shared/supply/listing';
import type { PublicListingStatus, PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import type { Member } from '../../lib/actor.js';
import { documentUrl } from '../../lib/s3.js';
import type { PublicListingItem } from './public-listing.entity.js';
import { lowestBidOf, rankOf } from './open-bids.js';

/** How a public offer or request reads to a company: its status now, its own records, its contact once linked. */
const THUMBNAIL_TTL_SECONDS = 3600;

export function statusOf(l: PublicListingItem, at: string): PublicListingStatus {
  if (l.status !== 'ACTIVE') return l.status;
  if (l.closesAt <= at) return 'EXPIRED';
  if (l.startDate && l.startDate > at) return 'SCHEDULED';
  return 'ACTIVE';
}

export interface Seen {
  at: string;
  /** Null in lists (looked up on a listing's own page only). */
  linked: boolean | null;
  lowestQualifiedPrice?: Price | null;
}

function common(actor: Member, l: PublicListingItem, seen: Seen) {
  const own = l.tenantId === actor.tenantId;
  return {
    id: l.id,
    company: { id: l.publicCompanyId, name: l.companyName },
    own,
    linked: own ? false : !!seen.linked,
    materialName: l.materialName ?? null,
    materialType: l.materialType,
    description: l.description ?? null,
    packaging: l.packaging ?? null,
    weight: l.weight,
    location: l.location ?? null,
    status: statusOf(l, seen.at),
    offerCount: l.offerCount,
    hasOpenNegotiation: l.openOfferCount > 0,
    contactInformation: own || seen.linked ? l.contactInformation : null,
    representatives: own ? l.representatives : [],
    createdDate: l.createdDate,
    activatedDate: l.activatedDate,
    closesAt: l.closesAt,
  };
}

export async function offerView(actor: Member, l: PublicListingItem, seen: Seen): Promise<PublicOffer> {
  return {
    ...common(actor, l, seen),
    kind: 'PUBLIC_OFFER',
    haveId: l.tenantId === actor.tenantId ? l.recordId : null,
    askingPrice: l.askingPrice ?? null,
    terms: l.terms ?? 'FOB_ORIGIN',
    palletized: l.palletized,
    pieceCount: l.pieceCount ?? null,
    thumbnailUrl: l.thumbnailKey ? await documentUrl({ Key: l.thumbnailKey }, THUMBNAIL_TTL_SECONDS) : null,
    expirationDate: l.expirationDate ?? l.closesAt.slice(0, 10),
  };
}

export function requestView(actor: Member, l: PublicListingItem, seen: Seen): PublicRequest {
  const own = l.tenantId === actor.tenantId;
  const lowest = l.reverseAuction ? lowestBidOf(l, seen.at) : null;
  return {
    ...common(actor, l, seen),
    kind: 'PUBLIC_REQUEST',
    needId: l.tenantId === actor.tenantId ? l.recordId : null,
    title: l.title ?? l.materialName ?? l.materialType,
    startDate: l.startDate ?? l.activatedDate,
    endDate: l.endDate ?? l.closesAt,
    preferredShippingTerms: l.preferredShippingTerms ?? null,
    priceTarget: l.priceTarget ?? null,
    enforceTargetPrice: l.enforceTargetPrice,
    maxOfferPrice: l.maxOfferPrice ?? null,
    reverseAuction: l.reverseAuction,
    lowestQualifiedPrice: seen.lowestQualifiedPrice ?? null,
    bidIncrement: l.bidIncrement ?? null,
    // Bidders see the price to beat and their own place; only the requester sees who bid it.
    lowestBid: lowest?.bid.price ?? null,
    lowestBidder: own && lowest ? { id: lowest.bidder.id, name: lowest.bidder.name } : null,
    bidCount: l.bidCount,
    myRank: own || !l.reverseAuction ? null : rankOf(l, actor.tenantId, seen.at),
  };
}

export const viewOf = (actor: Member, l: PublicListingItem, seen: Seen) =>
  l.kind === 'PUBLIC_OFFER' ? offerView(actor, l, seen) : Promise.resolve(requestView(actor, l, seen));
