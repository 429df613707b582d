import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction';
import { perLb } from '../support/network.js';
import { fieldsOf } from './crm-support.js';
import { useParties } from './network-support.js';
import { auctioneerWith, auctionOf, inMinutes } from './auctions-support.js';
import { sweep } from './clear-fields-support.js';
import { publicRequestOf, tradeCases } from './clear-fields-trade-cases.js';

/**
 * Clearing a field of the network's trades: a public offer, a public request, a private request
 * and an auction each set their optional fields, send them as null, and read back without them,
 * for the company that changed them and for the other company of the trade. A state that holds
 * a field (a target price enforced) or holds the record (a live reverse auction, an auction in
 * its last ten minutes) refuses the clear with what the person is told.
 */

const cloud = inject('cloud');

const [seller, buyer] = useParties(cloud, [
  ['Clearing seller', { approved: true }],
  ['Clearing buyer', { approved: true, reverseAuctions: true }],
]);

beforeAll(async () => {
  await Promise.all([
    auctioneerWith(seller, [buyer]),
    seller.member.ok(NetworkRoutes.acceptGroundRules),
    buyer.member.ok(NetworkRoutes.acceptGroundRules),
  ]);
});

describe('clearing a field of a trade', () => {
  sweep(tradeCases(seller, buyer), () => seller.member);

  it('a public request enforcing its target price keeps it until enforcing stops', async () => {
    const { id } = await publicRequestOf(buyer, { priceTarget: perLb(0.4), enforceTargetPrice: true });
    const refused = await buyer.member.refused(NetworkRoutes.updatePublicRequest, {
      params: { id },
      body: { priceTarget: null },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused).priceTarget).toEqual([MARKET_MESSAGES.targetRequired]);
    expect(
      (await seller.member.ok(NetworkRoutes.getPublicRequest, { params: { id } })).body.priceTarget,
    ).toEqual(perLb(0.4));

    const cleared = await buyer.member.ok(NetworkRoutes.updatePublicRequest, {
      params: { id },
      body: { priceTarget: null, enforceTargetPrice: false },
    });
    expect(cleared.body).toMatchObject({ priceTarget: null, enforceTargetPrice: false });
  });

  it('a live reverse auction is not edited, so nothing of it is cleared', async () => {
    const { id } = await publicRequestOf(buyer, {
      description: 'For injection molding',
      reverseAuction: true,
      bidIncrement: perLb(0.01),
    });
    const refused = await buyer.member.refused(NetworkRoutes.updatePublicRequest, {
      params: { id },
      body: { description: null },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: REVERSE_AUCTION_MESSAGES.liveNotEditable },
    });
    expect(
      (await seller.member.ok(NetworkRoutes.getPublicRequest, { params: { id } })).body.description,
    ).toBe('For injection molding');
  });

  it('an auction in its last ten minutes keeps its description', async () => {
    const endDate = inMinutes(5);
    const auction = await auctionOf(seller, [buyer], { endDate, materialDescription: 'Natural, dry' });
    const refused = await seller.member.refused(NetworkRoutes.updateAuction, {
      params: { id: auction.id },
      body: { materialName: auction.materialName, endDate, materialDescription: null },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.editTooLate } });
    expect(
      (await buyer.member.ok(NetworkRoutes.getAuction, { params: { id: auction.id } })).body
        .materialDescription,
    ).toBe('Natural, dry');
  });
});
