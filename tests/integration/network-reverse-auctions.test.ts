import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { REVERSE_AUCTION_MESSAGES } from '@polyloop/shared/network/reverse-auction';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { openSocket } from '../support/socket.js';
import { contact, day, lbs, link, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const MINUTE = 60_000;

const [buyer, plainBuyer, sellerA, sellerB, outsider, sellerC] = useParties(cloud, [
  ['Auction buyer', { services: ['EXTRUSION'], approved: true, reverseAuctions: true }],
  ['Plain buyer', { services: ['EXTRUSION'], approved: true }],
  ['Auction seller', { services: ['GRINDING'] }],
  ['Auction rival', { services: ['WASHING'] }],
  ['Auction outsider', { services: ['WASHING'] }],
  ['Auction third', { services: ['BALING'] }],
]);

beforeAll(async () => {
  await Promise.all([
    link(buyer, sellerA),
    link(buyer, sellerB),
    link(buyer, sellerC),
    buyer.member.ok(NetworkRoutes.acceptGroundRules),
    plainBuyer.member.ok(NetworkRoutes.acceptGroundRules),
  ]);
});

const auctionOf = (p: Party, needId: string, extra: Record<string, unknown> = {}) => ({
  needId,
  title: 'PP regrind, lowest price wins',
  endDate: fromNow(7 * 24 * 60 * MINUTE),
  priceTarget: perLb(0.4),
  enforceTargetPrice: true,
  reverseAuction: true,
  bidIncrement: perLb(0.01),
  contactInformation: contact(p),
  representatives: [p.company.member.userId],
  ...extra,
});

async function publish(extra: Record<string, unknown> = {}) {
  const need = await newNeed(buyer, 40_000);
  return (
    await buyer.member.ok(NetworkRoutes.createPublicRequest, { body: auctionOf(buyer, need.id, extra) })
  ).body;
}

const bidBody = async (seller: Party, requestId: string, price: number, expirationDate?: string) => {
  const have = await newHave(seller, 30_000);
  return {
    haveId: have.id,
    requestId,
    price: perLb(price),
    weight: lbs(10_000),
    terms: 'FOB_ORIGIN' as const,
    expirationDate,
    contactInformation: contact(seller),
    representatives: [seller.company.member.userId],
  };
};
const bid = async (seller: Party, requestId: string, price: number, expirationDate?: string) =>
  (
    await seller.member.ok(NetworkRoutes.createNetworkOffers, {
      body: await bidBody(seller, requestId, price, expirationDate),
    })
  ).body[0]!;
const seen = async (p: Party, id: string) =>
  (await p.member.ok(NetworkRoutes.getPublicRequest, { params: { id } })).body;

describe('publishing a reverse auction', () => {
  it('needs an increment of at least the minimum of its unit, and the platform’s approval of reverse auctions', async () => {
    const need = await newNeed(buyer, 10_000);
    const missing = await buyer.member.refused(NetworkRoutes.createPublicRequest, {
      body: auctionOf(buyer, need.id, { bidIncrement: undefined }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.['body.bidIncrement']).toEqual([
      REVERSE_AUCTION_MESSAGES.incrementRequired,
    ]);
    const tiny = await buyer.member.refused(NetworkRoutes.createPublicRequest, {
      body: auctionOf(buyer, need.id, { bidIncrement: perLb(0.0005) }),
    });
    expect(tiny.body.fieldErrors?.['body.bidIncrement']).toEqual([
      'Bid increment must be at least $0.001 per lb',
    ]);
    const perTonne = await buyer.member.refused(NetworkRoutes.createPublicRequest, {
      body: auctionOf(buyer, need.id, { bidIncrement: { unitValue: 1, unit: 'METRIC_TON' } }),
    });
    expect(perTonne.body.fieldErrors?.['body.bidIncrement']).toEqual([
      'Bid increment must be at least $2.2 per MT',
    ]);

    const otherNeed = await newNeed(plainBuyer, 10_000);
    const unapproved = await plainBuyer.member.refused(NetworkRoutes.createPublicRequest, {
      body: auctionOf(plainBuyer, otherNeed.id),
    });
    expect(unapproved).toMatchObject({
      status: 403,
      body: { message: REVERSE_AUCTION_MESSAGES.notPermitted },
    });

    const published = (
      await buyer.member.ok(NetworkRoutes.createPublicRequest, {
        body: auctionOf(buyer, need.id, { bidIncrement: { unitValue: 2.5, unit: 'METRIC_TON' } }),
      })
    ).body;
    expect(published).toMatchObject({
      reverseAuction: true,
      bidIncrement: { unitValue: 2.5, unit: 'METRIC_TON' },
      lowestBid: null,
      bidCount: 0,
      myRank: null,
    });
  });
});

describe('bidding in a reverse auction', () => {
  it('takes a bid only at or under the lowest bid less the increment (the enforced target before the first)', async () => {
    const auction = await publish();
    const aboveTarget = await sellerA.member.refused(NetworkRoutes.createNetworkOffers, {
      body: await bidBody(sellerA, auction.id, 0.41),
    });
    expect(aboveTarget).toMatchObject({
      status: 400,
      body: { fieldErrors: { price: ['Your bid must be at most $0.4 per lb (the request’s price limit).'] } },
    });
    await bid(sellerA, auction.id, 0.39);
    const tooClose = await sellerB.member.refused(NetworkRoutes.createNetworkOffers, {
      body: await bidBody(sellerB, auction.id, 0.385),
    });
    expect(tooClose).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          price: ['Your bid must be at most $0.38 per lb (the lowest bid less the increment).'],
        },
      },
    });
    // The same limit in another unit: $0.38 a pound is $837.76 a metric ton.
    const inTonnes = await bidBody(sellerB, auction.id, 0);
    await sellerB.member.ok(NetworkRoutes.createNetworkOffers, {
      body: { ...inTonnes, price: { unitValue: 837, unit: 'METRIC_TON' } },
    });
    expect(await seen(buyer, auction.id)).toMatchObject({
      bidCount: 2,
      lowestBid: { unitValue: 837, unit: 'METRIC_TON' },
      lowestBidder: { id: sellerB.id },
    });
  });

  it('accepts exactly one of two bids at the same price made at the same moment', async () => {
    const auction = await publish();
    const bodies = await Promise.all([
      bidBody(sellerA, auction.id, 0.35),
      bidBody(sellerB, auction.id, 0.35),
    ]);
    const results = await Promise.all([
      sellerA.member(NetworkRoutes.createNetworkOffers, { body: bodies[0] }),
      sellerB.member(NetworkRoutes.createNetworkOffers, { body: bodies[1] }),
    ]);
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect([400, 409]).toContain(refused[0]!.status);
    expect(await seen(buyer, auction.id)).toMatchObject({
      bidCount: 1,
      offerCount: 1,
      lowestBid: perLb(0.35),
    });
  });

  it('moves an end within five minutes to five minutes after the bid, once per bid', async () => {
    const auction = await publish({ endDate: fromNow(4 * MINUTE) });
    const demand = (await sellerA.member.ok(NetworkRoutes.countMarket)).body.demand;
    const before = Date.now();
    await bid(sellerA, auction.id, 0.39);
    const after = Date.now();
    const extended = await seen(buyer, auction.id);
    const end = Date.parse(extended.endDate);
    expect(end).toBeGreaterThanOrEqual(before + 5 * MINUTE);
    expect(end).toBeLessThanOrEqual(after + 5 * MINUTE);
    expect(extended.closesAt).toBe(extended.endDate);
    expect(Date.parse(auction.endDate)).toBeLessThan(end);
    // Read again, nothing moved it further; the market still counts it once.
    expect((await seen(sellerB, auction.id)).endDate).toBe(extended.endDate);
    expect((await sellerA.member.ok(NetworkRoutes.countMarket)).body.demand).toBe(demand);

    const far = await publish();
    await bid(sellerB, far.id, 0.39);
    expect((await seen(buyer, far.id)).endDate).toBe(far.endDate);
  });

  it('refuses a bid after the end, though nothing has closed the auction', async () => {
    const auction = await publish({ endDate: fromNow(2_000) });
    await eventually(async () => ((await seen(sellerA, auction.id)).status === 'EXPIRED' ? true : undefined));
    const late = await sellerA.member.refused(NetworkRoutes.createNetworkOffers, {
      body: await bidBody(sellerA, auction.id, 0.3),
    });
    expect(late).toMatchObject({ status: 409, body: { message: REVERSE_AUCTION_MESSAGES.ended } });
  });
});

describe('what leaves a reverse auction', () => {
  /** An auction whose first bid ($0.39) a rival undercuts ($0.30): the rival's bid is the one that will leave. */
  async function undercut(expirationDate?: string) {
    const auction = await publish();
    await bid(sellerA, auction.id, 0.39);
    const low = await bid(sellerB, auction.id, 0.3, expirationDate);
    expect((await seen(buyer, auction.id)).lowestBid).toEqual(perLb(0.3));
    return { auction, low };
  }

  /** Right after the lowest left: a bid under the first one, though above the one that left, is taken and becomes the lowest. */
  async function judgedWithoutIt(auctionId: string) {
    await bid(sellerC, auctionId, 0.35);
    expect(await seen(buyer, auctionId)).toMatchObject({
      lowestBid: perLb(0.35),
      lowestBidder: { id: sellerC.id },
      bidCount: 3,
    });
    expect((await seen(sellerB, auctionId)).myRank).toBeNull();
    expect((await seen(sellerC, auctionId)).myRank).toBe(1);
  }

  it('cannot be frozen by a bid of next to nothing: a bid is at least one increment', async () => {
    const auction = await publish();
    const tiny = await sellerB.member.refused(NetworkRoutes.createNetworkOffers, {
      body: await bidBody(sellerB, auction.id, 0.000001),
    });
    expect(tiny).toMatchObject({
      status: 400,
      body: { fieldErrors: { price: [REVERSE_AUCTION_MESSAGES.bidTooLow(perLb(0.01))] } },
    });
    expect(await seen(buyer, auction.id)).toMatchObject({ bidCount: 0, lowestBid: null });
  });

  it('drops a bid its bidder withdraws: the next bid is judged against the bids still open', async () => {
    const { auction, low } = await undercut();
    await sellerB.member.ok(NetworkRoutes.negotiateOffer, {
      params: { id: low.id },
      body: { action: 'CANCEL', reason: 'OTHER' },
    });
    await judgedWithoutIt(auction.id);
  });

  it('drops a bid the requester declines', async () => {
    const { auction, low } = await undercut();
    await buyer.member.ok(NetworkRoutes.negotiateOffer, {
      params: { id: low.id },
      body: { action: 'DECLINE', reason: 'SPAM' },
    });
    await judgedWithoutIt(auction.id);
  });

  it('drops a bid the requester disqualifies, and counts it again once qualified', async () => {
    const { auction, low } = await undercut();
    await buyer.member.ok(NetworkRoutes.qualifyOffers, {
      body: { requestId: auction.id, offerIds: [low.id], qualification: 'DISQUALIFIED' },
    });
    await judgedWithoutIt(auction.id);
    await buyer.member.ok(NetworkRoutes.qualifyOffers, {
      body: { requestId: auction.id, offerIds: [low.id], qualification: 'QUALIFIED' },
    });
    expect(await seen(buyer, auction.id)).toMatchObject({
      lowestBid: perLb(0.3),
      lowestBidder: { id: sellerB.id },
    });
    expect((await seen(sellerC, auction.id)).myRank).toBe(2);
  });

  it('drops a bid whose offer expires, as the morning sweep settles it', async () => {
    const { auction, low } = await undercut(day(0));
    // The sweep of tomorrow morning: the bid expired at the end of today.
    const { sweepNetwork } = await import('@polyloop/functions/domain/network-offer/network.sweep');
    await sweepNetwork(new Date(Date.now() + 24 * 60 * MINUTE));
    expect(
      (await sellerB.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: low.id } })).body.status,
    ).toBe('EXPIRED');
    await judgedWithoutIt(auction.id);
  });
});

describe('changing a reverse auction', () => {
  it('refuses edits while it is live, and still lets it be cancelled', async () => {
    const auction = await publish();
    await bid(sellerA, auction.id, 0.39);
    const edits = [
      { endDate: fromNow(10_000) },
      { priceTarget: perLb(0.5), enforceTargetPrice: false },
      { maxOfferPrice: perLb(0.01) },
      { title: 'Changed terms', status: 'CANCELLED' as const },
    ];
    for (const body of edits) {
      const refused = await buyer.member.refused(NetworkRoutes.updatePublicRequest, {
        params: { id: auction.id },
        body,
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { message: REVERSE_AUCTION_MESSAGES.liveNotEditable },
      });
    }
    expect(await seen(sellerA, auction.id)).toMatchObject({
      status: 'ACTIVE',
      endDate: auction.endDate,
      priceTarget: perLb(0.4),
      enforceTargetPrice: true,
      maxOfferPrice: null,
    });
    const cancelled = (
      await buyer.member.ok(NetworkRoutes.updatePublicRequest, {
        params: { id: auction.id },
        body: { status: 'CANCELLED' },
      })
    ).body;
    expect(cancelled.status).toBe('CANCELLED');
  });

  it('may be edited before it starts', async () => {
    const auction = await publish({ startDate: fromNow(60 * MINUTE) });
    const endDate = fromNow(3 * 24 * 60 * MINUTE);
    const edited = (
      await buyer.member.ok(NetworkRoutes.updatePublicRequest, {
        params: { id: auction.id },
        body: { endDate, title: 'PP regrind, lowest price wins, 3 days' },
      })
    ).body;
    expect(edited).toMatchObject({
      status: 'SCHEDULED',
      endDate,
      title: 'PP regrind, lowest price wins, 3 days',
    });
  });
});

describe('what each company sees of the bids', () => {
  it('shows the requester every bid and who leads, and each bidder the price to beat and its own rank only', async () => {
    const auction = await publish();
    await bid(sellerA, auction.id, 0.39);
    await bid(sellerB, auction.id, 0.37);

    expect(await seen(buyer, auction.id)).toMatchObject({
      own: true,
      bidCount: 2,
      lowestBid: perLb(0.37),
      lowestBidder: { id: sellerB.id, name: sellerB.company.name },
      myRank: null,
    });
    const responses = (
      await buyer.member.ok(NetworkRoutes.listRequestOffers, { params: { id: auction.id }, query: {} })
    ).body;
    expect(responses.map((o) => o.offeringCompany.id).sort()).toEqual([sellerA.id, sellerB.id].sort());

    const a = await seen(sellerA, auction.id);
    expect(a).toMatchObject({ lowestBid: perLb(0.37), lowestBidder: null, myRank: 2, bidCount: 2 });
    expect(JSON.stringify(a)).not.toContain(sellerB.company.name);
    expect(await seen(sellerB, auction.id)).toMatchObject({
      lowestBid: perLb(0.37),
      lowestBidder: null,
      myRank: 1,
    });

    await bid(sellerA, auction.id, 0.36);
    expect((await seen(sellerA, auction.id)).myRank).toBe(1);
    expect((await seen(sellerB, auction.id)).myRank).toBe(2);
  });

  it('refuses a counter offer while the auction is live, and does not offer one', async () => {
    const auction = await publish();
    const offer = await bid(sellerA, auction.id, 0.39);
    const theirs = (await buyer.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: offer.id } })).body;
    expect(theirs.actions).toEqual(['ACCEPT', 'DECLINE']);
    const counter = await buyer.member.refused(NetworkRoutes.negotiateOffer, {
      params: { id: offer.id },
      body: { action: 'COUNTER', price: perLb(0.3), weight: lbs(10_000), terms: 'FOB_ORIGIN' },
    });
    expect(counter).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.reverseAuctionCounter } });
  });
});

describe('a reverse auction’s bids channel', () => {
  it('carries each new bid and each lowest bid outbid to the requester and the linked companies, not to others', async () => {
    const auction = await publish();
    const channel = `request-bids.${auction.id}`;
    const wsUrl = `ws://localhost:${cloud.ports.app}/ws`;
    const tokenOf = async (p: Party) =>
      (await signIn(cloud.config, p.company.member.email, TEST_PASSWORD)).idToken;
    const [requester, bidder, nosy] = await Promise.all([
      openSocket(wsUrl, await tokenOf(buyer)),
      openSocket(wsUrl, await tokenOf(sellerA)),
      openSocket(wsUrl, await tokenOf(outsider)),
    ]);
    for (const s of [requester, bidder, nosy]) s.send({ action: 'subscribe', channel });
    await requester.next((m) => m.type === 'subscribed' && m.channel === channel);
    await bidder.next((m) => m.type === 'subscribed' && m.channel === channel);
    expect(await nosy.next((m) => m.type === 'error')).toMatchObject({
      channel,
      message: 'You may not read this channel',
    });

    await bid(sellerA, auction.id, 0.39);
    const created = (count: number) => (m: { type: string; event?: string; payload?: unknown }) =>
      m.type === 'event' &&
      m.event === 'bid-created' &&
      (m.payload as { bidCount: number }).bidCount === count;
    expect(await requester.next(created(1))).toMatchObject({
      channel,
      payload: { id: auction.id, bidCount: 1 },
    });
    await bidder.next(created(1));

    await bid(sellerB, auction.id, 0.37);
    await requester.next(created(2));
    expect(await bidder.next((m) => m.type === 'event' && m.event === 'bid-changed')).toMatchObject({
      channel,
      payload: { id: auction.id, standing: 'OUTBID' },
    });
    // No bidder's name or price travels on the channel: each page reads what its company may see.
    expect(JSON.stringify(await bidder.next(created(2)))).not.toContain(sellerB.company.name);
    for (const s of [requester, bidder, nosy]) s.socket.close();
  });
});
