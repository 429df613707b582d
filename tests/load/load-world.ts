import { NetworkRoutes, type PublicConfig } from '@polyloop/shared';
import { useCloudEnv } from '../support/companies.js';
import { contact, link, lbs, newHave, party, perLb, type Party } from '../support/network.js';
import { auctionOf, allowAuctions } from '../integration/auctions-support.js';
import { inParallel, type Cloud } from './harness.js';

/**
 * What the load's users work on, made through the API before the clock starts: a selling company
 * with haves, offers to one buyer (each answered back and forth) and auctions that two buyers bid
 * on, and the three companies' people signed in.
 */
export interface LoadWorld {
  seller: Party;
  buyer: Party;
  rival: Party;
  haveIds: string[];
  offerIds: string[];
  auctionIds: string[];
}

/** More offers and auctions than the connections that use them, so a connection never waits for one. */
export async function loadWorld(
  cloud: Cloud,
  counts: { haves: number; offers: number; auctions: number },
): Promise<LoadWorld> {
  useCloudEnv(cloud.env);
  const config = (await (await fetch(`${cloud.urls.app}/config.json`)).json()) as PublicConfig;
  const at = { baseUrl: cloud.urls.app, config };
  const [seller, buyer, rival] = await Promise.all([
    party(at, 'Load seller', { approved: true }),
    party(at, 'Load buyer'),
    party(at, 'Load rival'),
  ]);
  await Promise.all([link(seller, buyer), link(seller, rival)]);
  await allowAuctions(seller);
  const haveIds: string[] = [];
  await inParallel(counts.haves, 4, async () => {
    haveIds.push((await newHave(seller, 200_000)).id);
  });
  const offerIds: string[] = [];
  await inParallel(counts.offers, 4, async (n) => {
    const [offer] = (
      await seller.member.ok(NetworkRoutes.createNetworkOffers, {
        body: {
          haveId: haveIds[n % haveIds.length]!,
          recipients: [{ companyId: buyer.id, destinationLocationId: buyer.publicLocationId }],
          price: perLb(0.45),
          weight: lbs(1_000),
          terms: 'FOB_ORIGIN',
          contactInformation: contact(seller),
          representatives: [seller.company.member.userId],
        },
      })
    ).body;
    offerIds.push(offer!.id);
  });
  const auctionIds: string[] = [];
  await inParallel(counts.auctions, 4, async () => {
    auctionIds.push((await auctionOf(seller, [buyer, rival])).id);
  });
  await cloud.settle();
  return { seller, buyer, rival, haveIds, offerIds, auctionIds };
}
