import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes, NotificationRoutes, OrderRoutes } from '@polyloop/shared';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { openSocket } from '../support/socket.js';
import { contact, party, type Party } from '../support/network.js';
import { age, auctioneerWith, auctionOf, bidBy, inMinutes, perLb } from './auctions-support.js';
import { useParties } from './network-support.js';

/**
 * What each company sees of an auction (bidders are “Bidder n” to each other), what the owner may
 * change and when, declaring the winner (an order, a confirmed offer, the fee), the ledger's
 * check, and the live push of every bid.
 */

const cloud = inject('cloud');

const [owner, first, second, third] = useParties(cloud, [
  ['Seller', { services: ['GRINDING'] }],
  ['Bidder one', { services: ['EXTRUSION'] }],
  ['Bidder two', { services: ['COMPOUNDING'] }],
  ['Bidder three', { services: ['WASHING'] }],
]);

beforeAll(async () => {
  await auctioneerWith(owner, [first, second, third]);
});

const auction = (extra: Parameters<typeof auctionOf>[2] = {}) =>
  auctionOf(owner, [first, second, third], extra);

describe('what each company sees', () => {
  it('shows bidders each other as “Bidder n”, never their companies or maximums; the owner sees the companies', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.4567) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.35, 0.3812) });

    const bids = (await second.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body;
    expect(bids.map((b) => [b.bidderAlias, b.mine, b.company])).toEqual(
      bids.map((b) => [b.bidderAlias, b.bidderAlias === 'Bidder 2', null]),
    );
    expect(new Set(bids.map((b) => b.bidderAlias))).toEqual(new Set(['Bidder 1', 'Bidder 2']));
    expect(bids[0]).toMatchObject({ bidderAlias: 'Bidder 1', status: 'LEADING', price: perLb(0.3912) });
    const ledger = (await second.member.ok(NetworkRoutes.downloadAuctionLedger, { params: { id } })).text;
    expect(ledger).toContain('Bidder 2 (you)');
    expect(ledger).toContain('0.3812');
    for (const text of [
      JSON.stringify(bids),
      ledger,
      JSON.stringify((await second.member.ok(NetworkRoutes.getAuction, { params: { id } })).body),
    ]) {
      expect(text).not.toContain(first.company.name);
      expect(text).not.toContain(first.id);
      expect(text).not.toContain('0.4567');
    }

    const all = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body;
    expect(all.map((b) => b.company?.name)).toContain(first.company.name);
    expect((await owner.member.ok(NetworkRoutes.downloadAuctionLedger, { params: { id } })).text).toContain(
      `Bidder 2 (${second.company.name})`,
    );
    expect(
      (await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.leadingBid,
    ).toMatchObject({ company: { id: first.id }, price: perLb(0.3912) });
    const standing = (await owner.member.ok(NetworkRoutes.listAuctionBidders, { params: { id } })).body;
    expect(standing.map((b) => [b.alias, b.company.id, b.status])).toEqual([
      ['Bidder 1', first.id, 'LEADING'],
      ['Bidder 2', second.id, 'TRAILING'],
      ['Bidder 3', third.id, null],
    ]);
    expect((await first.member.refused(NetworkRoutes.listAuctionBidders, { params: { id } })).status).toBe(
      404,
    );
  });
});

describe('what the owner may change', () => {
  it('edits the auction until ten minutes before the end', async () => {
    const { id, version } = await auction({ endDate: inMinutes(30) });
    const edited = (
      await owner.member.ok(NetworkRoutes.updateAuction, {
        params: { id },
        body: { version, materialName: 'PP regrind, washed', endDate: inMinutes(60) },
      })
    ).body;
    expect(edited).toMatchObject({ materialName: 'PP regrind, washed', version: version + 1 });
    const tooClose = await owner.member.refused(NetworkRoutes.updateAuction, {
      params: { id },
      body: { materialName: 'PP', endDate: inMinutes(5) },
    });
    expect(tooClose).toMatchObject({
      status: 400,
      body: { fieldErrors: { endDate: [AUCTION_MESSAGES.editTooLate] } },
    });

    const closing = await auction({ endDate: inMinutes(9) });
    expect(closing.actions).toEqual(['CANCEL', 'INVITE']);
    const late = await owner.member.refused(NetworkRoutes.updateAuction, {
      params: { id: closing.id },
      body: { materialName: 'PP', endDate: inMinutes(60) },
    });
    expect(late).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.editTooLate } });
    expect(
      (await first.member.ok(NetworkRoutes.getAuction, { params: { id: closing.id } })).body.endDate,
    ).toBe(closing.endDate);
  });

  it('uninvites a company with a reason, to which the private auction then no longer exists', async () => {
    const { id } = await auction();
    await third.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(third, 0.3) });
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.31) });
    await owner.member.ok(NetworkRoutes.uninviteAuctionBidder, {
      params: { id, companyId: third.id },
      query: { reason: 'SUBMITTING_INVALID_BIDS' },
    });
    const refused = await third.member.refused(NetworkRoutes.placeBid, {
      params: { id },
      body: bidBy(third, 0.5),
    });
    expect(refused.status).toBe(404);
    const listed = (await owner.member.ok(NetworkRoutes.listAuctionBidders, { params: { id } })).body.find(
      (b) => b.company.id === third.id,
    );
    expect(listed).toMatchObject({
      invitation: 'UNINVITED',
      uninviteReason: 'SUBMITTING_INVALID_BIDS',
      status: 'CANCELLED',
    });
    expect((await third.member.refused(NetworkRoutes.getAuction, { params: { id } })).status).toBe(404);
    // The leader cannot be uninvited: the lead would pass to nobody.
    const leader = await owner.member.refused(NetworkRoutes.uninviteAuctionBidder, {
      params: { id, companyId: first.id },
      query: { reason: 'OTHER' },
    });
    expect(leader.status).toBe(409);
  });
});

describe('declaring the winner', () => {
  it('confirms an offer to the winner and makes the owner’s order, tells the winner and keeps a 3% fee', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.35) });
    const early = await owner.member.refused(NetworkRoutes.declareWinner, {
      params: { id },
      body: { auctionBidId: '2', contactInformation: contact(owner) },
    });
    expect(early).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.notClosed } });
    await age(id);

    const leading = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body.find(
      (b) => b.status === 'LEADING',
    )!;
    const notLeading = await owner.member.refused(NetworkRoutes.declareWinner, {
      params: { id },
      body: { auctionBidId: '1', contactInformation: contact(owner) },
    });
    expect(notLeading).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.notWinningBid } });
    const result = (
      await owner.member.ok(NetworkRoutes.declareWinner, {
        params: { id },
        body: { auctionBidId: leading.id, contactInformation: contact(owner), message: 'Thank you' },
      })
    ).body;
    expect(result.offer).toMatchObject({
      side: 'OFFERING',
      status: 'CONFIRMED',
      receivingCompany: { id: second.id },
      currentPrice: perLb(0.35),
      orderId: result.orderId,
    });
    const order = (await owner.member.ok(OrderRoutes.getOrder, { params: { id: result.orderId! } })).body;
    expect(order).toMatchObject({ supplier: { id: owner.ownId }, receiver: { name: second.company.name } });
    expect(order.items[0]).toMatchObject({
      sellPrice: perLb(0.35),
      weight: { unitValue: 10_000, unit: 'POUND' },
    });
    const again = await owner.member.refused(NetworkRoutes.declareWinner, {
      params: { id },
      body: { auctionBidId: leading.id, contactInformation: contact(owner) },
    });
    expect(again).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.winnerDeclared } });

    const won = (await second.member.ok(NetworkRoutes.getAuction, { params: { id } })).body;
    expect(won).toMatchObject({
      currentBidderStatus: 'WON',
      winnerBid: { offerId: result.offer.id, price: perLb(0.35) },
    });
    expect((await first.member.ok(NetworkRoutes.getAuction, { params: { id } })).body).toMatchObject({
      currentBidderStatus: 'LOST',
      winnerBid: { offerId: null, company: null },
    });
    const theirs = (
      await second.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: result.offer.id } })
    ).body;
    expect(theirs).toMatchObject({
      side: 'RECEIVING',
      status: 'CONFIRMED',
      orderId: null,
      actions: ['CONFIRM'],
    });
    const bought = (
      await second.member.ok(NetworkRoutes.confirmOffer, { params: { id: result.offer.id }, body: {} })
    ).body;
    expect(
      (await second.member.ok(OrderRoutes.getOrder, { params: { id: bought.orderId } })).body.items[0],
    ).toMatchObject({ buyPrice: perLb(0.35) });

    const told = await eventually(async () =>
      (await second.member.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'AUCTION_WINNER_DECLARED',
      ),
    );
    expect(told).toMatchObject({ subject: { kind: 'auction', id } });
    const { listFeesOfMonth } = await import('@polyloop/functions/domain/ledger/fee.entity');
    const fees = (await listFeesOfMonth(owner.company.tenantId, new Date().toISOString().slice(0, 7))).filter(
      (f) => f.auctionId === id,
    );
    expect(fees).toEqual([
      expect.objectContaining({
        offerId: result.offer.id,
        transactionValueCents: 350_000,
        ratePercent: 3,
        feeCents: 10_500,
      }),
    ]);
  });
});

describe('the ledger', () => {
  it('verifies, and finds the entry changed behind the product’s back', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3, 0.5) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.4) });
    await third.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(third, 0.6) });
    const sound = (await second.member.ok(NetworkRoutes.verifyAuctionLedger, { params: { id } })).body;
    expect(sound).toMatchObject({ valid: true, brokenAt: null, problem: null });
    const { length } = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body;
    expect(sound.entries).toBe(length);

    const { LedgerEntryEntity, seqKey } = await import('@polyloop/functions/domain/auction/auction.entity');
    await LedgerEntryEntity.update({ auctionId: id, seqKey: seqKey(2) }, { price: 0.31 });
    const broken = (await first.member.ok(NetworkRoutes.verifyAuctionLedger, { params: { id } })).body;
    expect(broken).toMatchObject({ valid: false, brokenAt: 2 });
    expect(broken.problem).toContain('Entry 2');
  });
});

describe('live bidding', () => {
  it('pushes each bid to the auction’s channel, which only its companies may read', async () => {
    const { id } = await auction();
    const channel = `network.${id}`;
    const outsider = await party(cloud, 'Watcher');
    const tokenOf = async (p: Party) =>
      (await signIn(cloud.config, p.company.member.email, TEST_PASSWORD)).idToken;
    const [watching, nosy] = await Promise.all([
      openSocket(`ws://localhost:${cloud.ports.app}/ws`, await tokenOf(second)),
      openSocket(`ws://localhost:${cloud.ports.app}/ws`, await tokenOf(outsider)),
    ]);
    try {
      watching.send({ action: 'subscribe', channel });
      nosy.send({ action: 'subscribe', channel });
      await watching.next((m) => m.type === 'subscribed' && m.channel === channel);
      expect(await nosy.next((m) => m.type === 'error')).toMatchObject({ channel });
      const bid = (await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) }))
        .body;
      const pushed = await watching.next((m) => m.type === 'event' && m.event === 'bids-changed');
      expect(pushed).toMatchObject({
        channel,
        payload: { id, version: bid.version, leadingPrice: 0.3, bidCount: 1 },
      });
    } finally {
      watching.socket.close();
      nosy.socket.close();
    }
  });
});
