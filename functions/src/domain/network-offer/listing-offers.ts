import { convertPrice } from '@polyloop/shared/conversions';
import type { ListingKind, PublicOffer, PublicRequest } from '@polyloop/shared/network/market';
import type { AnyOffer, AnyRequest } from '@polyloop/shared/network/resolve';
import type { Price } from '@polyloop/shared/supply/listing';
import type { Member } from '../../lib/actor.js';
import { getPublicListing } from '../market/index.js';
import { NetworkRequestEntity, view as networkRequestView } from '../network-request/index.js';
import { listOffersOfSource, NetworkOfferEntity } from './network-offer.entity.js';
import { view } from './offer.records.js';

/**
 * What the market's listings show of the offers made on them, and the ids that name either: a
 * network offer or request of my company's, else a public listing.
 */

/** The lowest price among the qualified offers on my request, in its target's unit (or the first offer's). */
export async function lowestQualified(
  tenantId: string,
  requestId: string,
  target: Price | undefined,
): Promise<Price | null> {
  const qualified = (await listOffersOfSource(tenantId, requestId)).filter(
    (o) =>
      o.side === 'RECEIVING' &&
      (o.qualification === 'QUALIFIED' || o.qualification === 'CONDITIONALLY_QUALIFIED'),
  );
  if (!qualified.length) return null;
  const unit = target?.unit ?? qualified[0]!.price.unit;
  const lowest = Math.min(...qualified.map((o) => convertPrice(o.price.unitValue, o.price.unit, unit)));
  return { unitValue: Math.round(lowest * 1e6) / 1e6, unit };
}

/** One listing, as the market shows it; my own request with the lowest of its qualified offers. */
export const getListing = (
  actor: Member,
  kind: ListingKind,
  id: string,
): Promise<PublicOffer | PublicRequest> => getPublicListing(actor, kind, id, lowestQualified);

/** An offer id: my side of a network offer when my company has one, else a public offer. */
export async function resolveOffer(actor: Member, id: string): Promise<AnyOffer> {
  const mine = await NetworkOfferEntity.get({ tenantId: actor.tenantId, offerId: id });
  if (mine) return { kind: 'NETWORK_OFFER', networkOffer: await view(mine) };
  return { kind: 'PUBLIC_OFFER', publicOffer: (await getListing(actor, 'PUBLIC_OFFER', id)) as PublicOffer };
}

/** A request id: my side of a private request when my company has one, else a public request. */
export async function resolveRequest(actor: Member, id: string): Promise<AnyRequest> {
  const mine = await NetworkRequestEntity.get({ tenantId: actor.tenantId, requestId: id });
  if (mine) return { kind: 'NETWORK_REQUEST', networkRequest: networkRequestView(mine) };
  return {
    kind: 'PUBLIC_REQUEST',
    publicRequest: (await getListing(actor, 'PUBLIC_REQUEST', id)) as PublicRequest,
  };
}
