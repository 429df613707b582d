import { NetworkRoutes } from '@polyloop/shared';
import { contact, lbs, newHave, newNeed, perLb, type Party } from '../support/network.js';

/**
 * Records of the network that the sweeps beyond HTTP name (bad-input-realtime, bad-input-uploads):
 * each made by its owner as people make them, one call each. The owner must be allowed to publish
 * (a party made `approved`, with `reverseAuctions` for a reverse auction) and to have accepted the
 * market's ground rules; the partner must be linked with it.
 */

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** An offer of a fresh have of the owner's to its partner: the offer's id. */
export async function offerTo(owner: Party, partner: Party): Promise<string> {
  const have = await newHave(owner, 30_000);
  const sent = await owner.member.ok(NetworkRoutes.createNetworkOffers, {
    body: {
      haveId: have.id,
      recipients: [{ companyId: partner.id, destinationLocationId: partner.publicLocationId }],
      price: perLb(0.45),
      weight: lbs(20_000),
      terms: 'FOB_ORIGIN',
      contactInformation: contact(owner),
      representatives: [owner.company.member.userId],
    },
  });
  return sent.body[0]!.id;
}

/** A private request of a fresh need of the owner's, sent to its partner: the request's id. */
export async function requestTo(owner: Party, partner: Party): Promise<string> {
  const need = await newNeed(owner, 40_000);
  const sent = await owner.member.ok(NetworkRoutes.createNetworkRequests, {
    body: {
      needId: need.id,
      title: 'Natural PP regrind',
      description: 'For injection molding',
      locationId: owner.locationId,
      receivingCompanyIds: [partner.id],
      representatives: [owner.company.member.userId],
    },
  });
  return sent.body[0]!.id;
}

/** A public request of a fresh need of the owner's, a reverse auction when asked: the listing's id. */
export async function publicRequestOf(owner: Party, reverseAuction = false): Promise<string> {
  const need = await newNeed(owner, 40_000);
  const published = await owner.member.ok(NetworkRoutes.createPublicRequest, {
    body: {
      needId: need.id,
      title: 'PP regrind, lowest price wins',
      endDate: inAWeek(),
      priceTarget: perLb(0.4),
      contactInformation: contact(owner),
      representatives: [owner.company.member.userId],
      ...(reverseAuction
        ? { reverseAuction: true, enforceTargetPrice: true, bidIncrement: perLb(0.01) }
        : {}),
    },
  });
  return published.body.id;
}

/** A public offer of a fresh have of the owner's: the listing's id. */
export async function publicOfferOf(owner: Party): Promise<string> {
  const have = await newHave(owner, 30_000);
  const published = await owner.member.ok(NetworkRoutes.createPublicOffer, {
    body: {
      haveId: have.id,
      askingPrice: perLb(0.48),
      terms: 'FOB_ORIGIN',
      contactInformation: contact(owner),
      representatives: [owner.company.member.userId],
    },
  });
  return published.body.id;
}
