import { NetworkRoutes } from '@polyloop/shared';
import { contact, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { auctionOf, bidBy, inMinutes } from './auctions-support.js';
import type { Case, Row } from './clear-fields-support.js';

/**
 * The clearing cases of the network's trades, between a seller and a buyer (linked, both
 * approved for the market, the seller for private auctions): each record is read back by the
 * company that changed it and by the other company of the trade.
 */

export const inDays = (n: number) => inMinutes(n * 24 * 60);

/** A public request of the buyer's, of a fresh need, open for a week. */
export async function publicRequestOf(buyer: Party, extra: Row = {}) {
  const need = await newNeed(buyer, 20_000);
  const body = {
    needId: need.id,
    title: 'PP regrind, monthly',
    endDate: inDays(7),
    contactInformation: contact(buyer),
    representatives: [buyer.company.member.userId],
    ...extra,
  };
  return (await buyer.member.ok(NetworkRoutes.createPublicRequest, { body: body as never })).body;
}

/** The auctions of the sweep end at the same minute, so an edit that sends the end leaves it there. */
const auctionEnds = inDays(1);
const byId = (params: Row) => ({ params: { id: params.id as string } });

export function tradeCases(seller: Party, buyer: Party): Record<string, Case> {
  return {
    publicOffer: {
      route: NetworkRoutes.updatePublicOffer,
      make: async () => {
        const have = await newHave(seller, 30_000);
        const body = {
          haveId: have.id,
          terms: 'FOB_ORIGIN' as const,
          contactInformation: contact(seller),
          representatives: [seller.company.member.userId],
        };
        return { id: (await seller.member.ok(NetworkRoutes.createPublicOffer, { body })).body.id };
      },
      fill: () => ({ askingPrice: perLb(0.48), description: 'Baled, dry, under cover' }),
      read: async (params) => (await seller.member.ok(NetworkRoutes.getPublicOffer, byId(params))).body,
      readAs: async (params) => (await buyer.member.ok(NetworkRoutes.getPublicOffer, byId(params))).body,
      kept: 'terms',
      client: () => seller.member,
    },
    publicRequest: {
      route: NetworkRoutes.updatePublicRequest,
      make: async () => ({ id: (await publicRequestOf(buyer)).id }),
      fill: () => ({
        description: 'For injection molding',
        preferredShippingTerms: 'FOB_DESTINATION',
        priceTarget: perLb(0.4),
        maxOfferPrice: perLb(0.5),
      }),
      read: async (params) => (await buyer.member.ok(NetworkRoutes.getPublicRequest, byId(params))).body,
      readAs: async (params) => (await seller.member.ok(NetworkRoutes.getPublicRequest, byId(params))).body,
      kept: 'title',
      client: () => buyer.member,
    },
    networkRequest: {
      route: NetworkRoutes.updateNetworkRequest,
      make: async () => {
        const need = await newNeed(buyer, 40_000);
        const body = {
          needId: need.id,
          title: 'Natural PP regrind, 40,000 lbs',
          locationId: buyer.locationId,
          receivingCompanyIds: [seller.id],
          representatives: [buyer.company.member.userId],
        };
        return { id: (await buyer.member.ok(NetworkRoutes.createNetworkRequests, { body })).body[0]!.id };
      },
      fill: () => ({ description: 'For injection molding', priceTarget: perLb(0.4) }),
      read: async (params) => (await buyer.member.ok(NetworkRoutes.getNetworkRequest, byId(params))).body,
      readAs: async (params) => (await seller.member.ok(NetworkRoutes.getNetworkRequest, byId(params))).body,
      kept: 'title',
      client: () => buyer.member,
    },
    // Bid on already: its description may still change (only its starting bid is held by the first bid).
    auction: {
      route: NetworkRoutes.updateAuction,
      make: async () => {
        const auction = await auctionOf(seller, [buyer], { endDate: auctionEnds });
        await buyer.member.ok(NetworkRoutes.placeBid, {
          params: { id: auction.id },
          body: bidBy(buyer, 0.3),
        });
        return { id: auction.id };
      },
      fill: () => ({
        materialName: 'PP regrind lot',
        endDate: auctionEnds,
        materialDescription: 'Natural, dry',
      }),
      read: async (params) => (await seller.member.ok(NetworkRoutes.getAuction, byId(params))).body,
      readAs: async (params) => (await buyer.member.ok(NetworkRoutes.getAuction, byId(params))).body,
      kept: 'materialName',
      whole: true,
      client: () => seller.member,
    },
  };
}
