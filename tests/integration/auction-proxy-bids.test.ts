import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction';
import { contact } from '../support/network.js';
import { age, auctioneerWith, auctionOf, bidBy, perLb } from './auctions-support.js';
import { useParties } from './network-support.js';

/**
 * Proxy bids and the hidden reserve: a bidder's maximum answers rivals up to itself and is never
 * shown to them, and an auction below its reserve ends without a sale.
 */

const cloud = inject('cloud');

const [owner, first, second] = useParties(cloud, [
  ['Proxy auctioneer', { services: ['GRINDING'] }],
  ['Proxy first bidder', { services: ['EXTRUSION'] }],
  ['Proxy second bidder', { services: ['COMPOUNDING'] }],
]);

beforeAll(async () => {
  await auctioneerWith(owner, [first, second]);
});

const auction = (extra: Parameters<typeof auctionOf>[2] = {}) => auctionOf(owner, [first, second], extra);

describe('proxy bids and the reserve', () => {
  it('gives a tie of maximums to the earlier bidder, at that maximum', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.5) });
    const tied = (
      await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.4, 0.5) })
    ).body;
    expect(tied).toMatchObject({
      currentBidderStatus: 'TRAILING',
      leadingBid: { price: perLb(0.5), mine: false, bidderAlias: 'Bidder 1' },
      myMaximum: perLb(0.5),
    });
    expect((await first.member.ok(NetworkRoutes.getAuction, { params: { id } })).body).toMatchObject({
      currentBidderStatus: 'LEADING',
      leadingBid: { price: perLb(0.5), mine: true },
    });
  });

  it('never outbids the leader when it raises its own maximum, nor moves the price', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.5) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.35) });
    const raised = (
      await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.4, 0.8642) })
    ).body;
    expect(raised).toMatchObject({
      currentBidderStatus: 'LEADING',
      leadingBid: { price: perLb(0.36), mine: true },
      myMaximum: perLb(0.8642),
    });
    const notHigher = await first.member.refused(NetworkRoutes.placeBid, {
      params: { id },
      body: bidBy(first, 0.4, 0.6),
    });
    expect(notHigher).toMatchObject({
      status: 400,
      body: { fieldErrors: { maximum: [AUCTION_MESSAGES.maximumNotHigher] } },
    });
    // The rival is answered up to the raised maximum, which it never sees.
    const answered = (
      await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.7) })
    ).body;
    expect(answered).toMatchObject({
      currentBidderStatus: 'TRAILING',
      leadingBid: { price: perLb(0.71), mine: false },
    });
    const theirs = [
      JSON.stringify(answered),
      JSON.stringify((await second.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body),
      (await second.member.ok(NetworkRoutes.downloadAuctionLedger, { params: { id } })).text,
    ];
    for (const text of theirs) expect(text).not.toContain('0.8642');
  });

  it('ends without a sale below the hidden reserve, and refuses to declare a winner', async () => {
    const { id } = await auction({ reservePrice: perLb(1) });
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.6) });
    const seen = (
      await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.4) })
    ).body;
    expect(seen).toMatchObject({
      hasReserve: true,
      reservePrice: null,
      reserveMet: false,
      leadingBid: { price: perLb(0.41) },
    });
    await age(id);
    const ended = (await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body;
    expect(ended).toMatchObject({
      status: 'CLOSED',
      outcome: 'RESERVE_NOT_MET',
      reserveMet: false,
      actions: [],
    });
    const leading = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body[0]!;
    const refused = await owner.member.refused(NetworkRoutes.declareWinner, {
      params: { id },
      body: { auctionBidId: leading.id, contactInformation: contact(owner) },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.reserveNotMet } });
    expect(
      (await first.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.currentBidderStatus,
    ).toBe('LOST');
  });

  it('lifts the price to the reserve when a maximum reaches it', async () => {
    const { id } = await auction({ reservePrice: perLb(0.75) });
    const met = (
      await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.9) })
    ).body;
    expect(met).toMatchObject({ reserveMet: true, leadingBid: { price: perLb(0.75), mine: true } });
  });
});
