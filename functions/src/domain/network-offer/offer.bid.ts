import { OFFER_MESSAGES, type NetworkOffer, type PublicOfferBidInput } from '@polyloop/shared/network/offer';
import type { Member } from '../../lib/actor.js';
import { commit, now } from '../../lib/commit.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { actorName } from '../history/index.js';
import { checkRepresentatives } from '../company/index.js';
import { HaveItem } from '../listing/index.js';
import { PublicListingEntity, type PublicListingItem } from '../market/index.js';
import {
  newNetworkId,
  linkedTenant,
  myEnabledProfile,
  partyOf,
  type Partner,
  checkWeight,
} from '../network/index.js';
import { NetworkOfferEntity, type NetworkOfferItem } from './network-offer.entity.js';
import { negotiationStep, newOfferTx, proposalOf, receivingSideOf, today, view } from './offer.records.js';
import { destinationOf, listingCount } from './offer.create.js';

/** A public offer another company may still answer, with its seller's link and the have it offers. */
async function openPublicOffer(actor: Member, listing: PublicListingItem | undefined, at: string) {
  if (!listing || listing.kind !== 'PUBLIC_OFFER') throw new NotFound();
  if (listing.tenantId === actor.tenantId) throw new Conflict(OFFER_MESSAGES.ownListing, 'OWN_LISTING');
  if (listing.status !== 'ACTIVE' || listing.closesAt <= at)
    throw new Conflict(OFFER_MESSAGES.inactivePublicOffer, 'PUBLIC_OFFER_INACTIVE');
  const partner = await linkedTenant(actor, listing.tenantId, listing.publicCompanyId);
  const have = await HaveItem.get({ tenantId: listing.tenantId, id: listing.recordId }, { consistent: true });
  if (!have || have.lane !== 'OPEN' || have.archived)
    throw new Conflict(OFFER_MESSAGES.inactivePublicOffer, 'PUBLIC_OFFER_INACTIVE');
  return { listing, partner, have };
}

/** What a bid on a public offer is made of: the listing as offered and the buyer's answer to it. */
interface Bid {
  actor: Member;
  me: Awaited<ReturnType<typeof myEnabledProfile>>;
  name: string;
  listing: PublicListingItem;
  partner: Partner;
  have: NonNullable<Awaited<ReturnType<typeof HaveItem.get>>>;
  input: PublicOfferBidInput;
  destination: NetworkOfferItem['destinationLocation'];
  at: string;
  on: string;
}

/** The seller's side of the bid: the listing's facts, the buyer's price, weight and destination. */
function offeringOf({
  actor,
  me,
  name,
  listing,
  partner,
  have,
  input,
  destination,
  at,
  on,
}: Bid): NetworkOfferItem {
  return NetworkOfferEntity.schema.parse({
    tenantId: listing.tenantId,
    offerId: newNetworkId(),
    side: 'OFFERING',
    otherTenantId: actor.tenantId,
    lane: 'OPEN',
    status: 'PUBLIC_OFFER_BID',
    offeringCompany: partyOf(partner.profile),
    receivingCompany: partyOf(me),
    listingId: have.id,
    haveId: have.id,
    haveIdentifier: have.identifier,
    sourceId: listing.id,
    publicOfferId: listing.id,
    materialName: listing.materialName ?? have.materialType,
    materialType: listing.materialType,
    materialId: have.materialId,
    description: listing.description,
    packaging: listing.packaging,
    palletized: listing.palletized,
    pieceCount: listing.pieceCount,
    thumbnailKey: listing.thumbnailKey,
    totalAvailableWeight: listing.weight,
    price: input.price,
    weight: input.weight,
    terms: input.terms,
    sourceLocation: listing.location,
    sourceLocationId: have.location?.locationId,
    destinationLocation: destination,
    destinationLocationId: input.destinationLocationId,
    offererContact: listing.contactInformation,
    recipientContact: input.contactInformation,
    representatives: listing.representatives,
    negotiations: [{ seq: 1, ...negotiationStep('RECEIVING', 'BID', proposalOf(input), name, at) }],
    expirationDate:
      listing.expirationDate && listing.expirationDate >= on ? listing.expirationDate : have.expirationDate,
    createdDate: at,
    updatedDate: at,
    updatedBy: actor.userId,
    updatedByName: name,
    version: 1,
  });
}

/**
 * A buyer answers a public offer with an offer of its own (PUBLIC_OFFER_BID): the seller's side
 * names the have, the buyer's its destination; written with the listing's offer count.
 */
export async function bid(
  actor: Member,
  publicOfferId: string,
  input: PublicOfferBidInput,
): Promise<NetworkOffer> {
  const [found, me, representatives, name] = await Promise.all([
    PublicListingEntity.get({ id: publicOfferId }, { consistent: true }),
    myEnabledProfile(actor),
    checkRepresentatives(actor.tenantId, input.representatives),
    actorName(actor),
  ]);
  const at = now();
  const on = today();
  const { listing, partner, have } = await openPublicOffer(actor, found, at);
  checkWeight(input.weight, listing.weight);
  checkWeight(input.weight, have.remainingWeight);
  const destination = await destinationOf(
    actor.tenantId,
    input.destinationLocationId,
    'destinationLocationId',
  );
  const offering = offeringOf({ actor, me, name, listing, partner, have, input, destination, at, on });
  const receiving = receivingSideOf(offering, undefined, representatives);
  await commit([...newOfferTx(offering, receiving), listingCount(listing, 1)], (entity) =>
    entity === PublicListingEntity.name
      ? new Conflict(OFFER_MESSAGES.inactivePublicOffer, 'PUBLIC_OFFER_INACTIVE')
      : undefined,
  );
  return view(receiving, on);
}
