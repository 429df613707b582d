import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { MARKET_MESSAGES } from '@polyloop/shared/network/market';
import { eventually } from '../support/eventually.js';
import { contact, lbs, link, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const [buyer, sellerA, sellerB] = useParties(cloud, [
  ['Market buyer', { services: ['EXTRUSION'], approved: true }],
  ['Market seller', { services: ['GRINDING'] }],
  ['Market rival', { services: ['WASHING'] }],
]);

beforeAll(async () => {
  await Promise.all([link(buyer, sellerA), link(buyer, sellerB)]);
});

const requestOf = (needId: string, extra: Record<string, unknown> = {}) => ({
  needId,
  title: 'PP regrind, monthly',
  endDate: inDays(7),
  priceTarget: perLb(0.4),
  contactInformation: contact(buyer),
  representatives: [buyer.company.member.userId],
  ...extra,
});

const answer = async (seller: Party, requestId: string, price: number) => {
  const have = await newHave(seller, 30_000);
  const body = {
    haveId: have.id,
    requestId,
    price: perLb(price),
    weight: lbs(10_000),
    terms: 'FOB_ORIGIN' as const,
    contactInformation: contact(seller),
    representatives: [seller.company.member.userId],
  };
  return (await seller.member.ok(NetworkRoutes.createNetworkOffers, { body })).body[0]!;
};

describe('a need published as a public request', () => {
  it('waits for the ground rules, then lists on the market and on its need alone', async () => {
    const [need, other] = await Promise.all([newNeed(buyer, 20_000), newNeed(buyer, 5_000)]);
    const unaccepted = await buyer.member.refused(NetworkRoutes.createPublicRequest, {
      body: requestOf(need.id),
    });
    expect(unaccepted).toMatchObject({ status: 409, body: { message: MARKET_MESSAGES.groundRules } });
    expect((await buyer.member.ok(NetworkRoutes.acceptGroundRules)).body.acceptedDate).not.toBeNull();

    const published = (await buyer.member.ok(NetworkRoutes.createPublicRequest, { body: requestOf(need.id) }))
      .body;
    expect(published).toMatchObject({
      kind: 'PUBLIC_REQUEST',
      own: true,
      needId: need.id,
      status: 'ACTIVE',
      priceTarget: perLb(0.4),
    });

    const ofNeed = await buyer.member.ok(NetworkRoutes.listMyPublicRequests, {
      query: { recordId: need.id },
    });
    expect(ofNeed.body.map((r) => r.id)).toEqual([published.id]);
    expect(ofNeed.total).toBe(1);
    expect(
      (await buyer.member.ok(NetworkRoutes.listMyPublicRequests, { query: { recordId: other.id } })).body,
    ).toEqual([]);
    // A have's listings are offers: the need's request is not one of them.
    expect(
      (await buyer.member.ok(NetworkRoutes.listMyPublicOffers, { query: { recordId: need.id } })).body,
    ).toEqual([]);

    const demand = (
      await sellerA.member.ok(NetworkRoutes.listPublicRequests, {
        query: { materialType: 'PP', q: 'monthly', size: 100 },
      })
    ).body;
    expect(demand.find((r) => r.id === published.id)).toMatchObject({
      own: false,
      needId: null,
      company: { id: buyer.id },
    });

    // Its end moved by a minute, within the same hour, or by days: the market's total follows it once.
    const demandBefore = (await sellerA.member.ok(NetworkRoutes.countMarket)).body.demand;
    const nudged = new Date(Date.parse(published.endDate) + 60_000).toISOString();
    expect(
      (
        await buyer.member.ok(NetworkRoutes.updatePublicRequest, {
          params: { id: published.id },
          body: { endDate: nudged, title: 'PP regrind, monthly loads' },
        })
      ).body,
    ).toMatchObject({ endDate: nudged, title: 'PP regrind, monthly loads' });
    expect(
      (
        await buyer.member.ok(NetworkRoutes.updatePublicRequest, {
          params: { id: published.id },
          body: { endDate: inDays(9) },
        })
      ).body.status,
    ).toBe('ACTIVE');
    expect((await sellerA.member.ok(NetworkRoutes.countMarket)).body.demand).toBe(demandBefore);

    const cancelled = (
      await buyer.member.ok(NetworkRoutes.updatePublicRequest, {
        params: { id: published.id },
        body: { status: 'CANCELLED' },
      })
    ).body;
    expect(cancelled.status).toBe('CANCELLED');
    expect(
      (
        await buyer.member.ok(NetworkRoutes.listMyPublicRequests, {
          query: { recordId: need.id, status: 'ACTIVE' },
        })
      ).body,
    ).toEqual([]);
    expect(
      (
        await buyer.member.ok(NetworkRoutes.listMyPublicRequests, {
          query: { recordId: need.id, status: 'CLOSED' },
        })
      ).body.map((r) => r.id),
    ).toEqual([published.id]);
  });

  it('gathers offers its requester qualifies into the running and disqualified tabs, with the lowest qualified price', async () => {
    await buyer.member.ok(NetworkRoutes.acceptGroundRules);
    const need = await newNeed(buyer, 40_000);
    const request = (await buyer.member.ok(NetworkRoutes.createPublicRequest, { body: requestOf(need.id) }))
      .body;
    const [cheap, dear] = [await answer(sellerA, request.id, 0.38), await answer(sellerB, request.id, 0.45)];

    const all = await buyer.member.ok(NetworkRoutes.listRequestOffers, { params: { id: request.id } });
    expect(all.body.map((o) => o.id).sort()).toEqual([cheap.id, dear.id].sort());
    expect(all.body.every((o) => o.qualification === 'PENDING_REVIEW')).toBe(true);
    // Each responder sees its own offer only.
    expect(
      (await sellerA.member.ok(NetworkRoutes.listRequestOffers, { params: { id: request.id } })).body.map(
        (o) => o.id,
      ),
    ).toEqual([cheap.id]);

    await buyer.member.ok(NetworkRoutes.qualifyOffers, {
      body: { requestId: request.id, offerIds: [cheap.id], qualification: 'QUALIFIED' },
    });
    await buyer.member.ok(NetworkRoutes.qualifyOffers, {
      body: { requestId: request.id, offerIds: [dear.id], qualification: 'DISQUALIFIED' },
    });
    const tab = async (name: 'IN_THE_RUNNING' | 'DISQUALIFIED' | 'PENDING_REVIEW') =>
      (
        await buyer.member.ok(NetworkRoutes.listRequestOffers, {
          params: { id: request.id },
          query: { tab: name },
        })
      ).body.map((o) => o.id);
    expect(await tab('IN_THE_RUNNING')).toEqual([cheap.id]);
    expect(await tab('DISQUALIFIED')).toEqual([dear.id]);
    expect(await tab('PENDING_REVIEW')).toEqual([]);
    expect(
      (await sellerB.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: dear.id } })).body
        .qualification,
    ).toBe('DISQUALIFIED');

    const seen = (await buyer.member.ok(NetworkRoutes.getRequest, { params: { id: request.id } })).body;
    expect(seen).toMatchObject({
      kind: 'PUBLIC_REQUEST',
      publicRequest: { offerCount: 2, lowestQualifiedPrice: perLb(0.38) },
    });
    const theirs = (await sellerA.member.ok(NetworkRoutes.getRequest, { params: { id: request.id } })).body;
    expect(theirs).toMatchObject({
      kind: 'PUBLIC_REQUEST',
      publicRequest: {
        own: false,
        linked: true,
        lowestQualifiedPrice: null,
        contactInformation: contact(buyer),
      },
    });
  });

  it('leaves the demand list and its total the moment it closes, before any sweep', async () => {
    await buyer.member.ok(NetworkRoutes.acceptGroundRules);
    const need = await newNeed(buyer, 1_000);
    const demand = async () => {
      const res = await sellerA.member.ok(NetworkRoutes.listPublicRequests, { query: { size: 100 } });
      return { ids: res.body.map((r) => r.id), total: res.total ?? NaN };
    };
    const soon = (
      await buyer.member.ok(NetworkRoutes.createPublicRequest, {
        body: requestOf(need.id, {
          title: 'Closes in a moment',
          endDate: new Date(Date.now() + 2_000).toISOString(),
        }),
      })
    ).body;
    const open = await demand();
    expect(open.ids).toContain(soon.id);
    expect(open.total).toBe(open.ids.length);
    const closed = await eventually(async () => {
      const now = await demand();
      return now.ids.includes(soon.id) ? undefined : now;
    });
    expect(closed.total).toBe(closed.ids.length);
    expect(closed.total).toBe(open.total - 1);
    expect(
      (await buyer.member.ok(NetworkRoutes.getPublicRequest, { params: { id: soon.id } })).body.status,
    ).toBe('EXPIRED');
  });
});
