import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes, type RouteRequest } from '@polyloop/shared';
import { contact, lbs, link, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

/**
 * My Activity's combined lists (part 2 §7 `GET /network/offers`, `GET /network/requests`): every
 * kind of a company's offers, and of its requests, in one list by latest activity, narrowed by
 * kind, tab and list status, and paged; another company sees none of it.
 */

const cloud = inject('cloud');
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const [me, partner, rival] = useParties(cloud, [
  ['Activity', { approved: true, reverseAuctions: true }],
  ['Activity partner', { services: ['EXTRUSION'] }],
  ['Activity rival', { approved: true }],
]);

/** What my company and its partner made, by the id each list names it with. */
const ids = {
  offerSent: '',
  offerReceived: '',
  publicOffer: '',
  closedPublicOffer: '',
  requestSent: '',
  requestReceived: '',
  publicRequest: '',
  reverseAuction: '',
  rivalOffer: '',
};

const offerTo = (from: Party, to: Party, haveId: string) => ({
  haveId,
  recipients: [{ companyId: to.id, destinationLocationId: to.publicLocationId }],
  price: perLb(0.45),
  weight: lbs(1_000),
  terms: 'FOB_ORIGIN' as const,
  contactInformation: contact(from),
  representatives: [from.company.member.userId],
});
const publicOfferOf = async (p: Party) =>
  (
    await p.member.ok(NetworkRoutes.createPublicOffer, {
      body: {
        haveId: (await newHave(p, 5_000)).id,
        askingPrice: perLb(0.5),
        terms: 'FOB_ORIGIN',
        contactInformation: contact(p),
        representatives: [p.company.member.userId],
      },
    })
  ).body.id;
const requestTo = async (from: Party, to: Party) =>
  (
    await from.member.ok(NetworkRoutes.createNetworkRequests, {
      body: {
        needId: (await newNeed(from, 8_000)).id,
        title: `PP wanted by ${from.company.name}`.slice(0, 120),
        locationId: from.locationId,
        receivingCompanyIds: [to.id],
        representatives: [from.company.member.userId],
      },
    })
  ).body[0]!.id;
const publicRequestOf = async (p: Party, reverseAuction: boolean) =>
  (
    await p.member.ok(NetworkRoutes.createPublicRequest, {
      body: {
        needId: (await newNeed(p, 9_000)).id,
        title: reverseAuction ? 'PP regrind, lowest price wins' : 'PP regrind wanted',
        endDate: inDays(7),
        reverseAuction,
        bidIncrement: reverseAuction ? perLb(0.01) : undefined,
        contactInformation: contact(p),
        representatives: [p.company.member.userId],
      },
    })
  ).body.id;

beforeAll(async () => {
  await Promise.all([
    link(me, partner),
    me.member.ok(NetworkRoutes.acceptGroundRules),
    rival.member.ok(NetworkRoutes.acceptGroundRules),
  ]);
  // One after the other: each record's latest activity is later than the one before.
  ids.offerSent = (
    await me.member.ok(NetworkRoutes.createNetworkOffers, {
      body: offerTo(me, partner, (await newHave(me, 10_000)).id),
    })
  ).body[0]!.id;
  ids.publicOffer = await publicOfferOf(me);
  ids.offerReceived = (
    await partner.member.ok(NetworkRoutes.createNetworkOffers, {
      body: offerTo(partner, me, (await newHave(partner, 10_000)).id),
    })
  ).body[0]!.id;
  ids.closedPublicOffer = await publicOfferOf(me);
  await me.member.ok(NetworkRoutes.updatePublicOffer, {
    params: { id: ids.closedPublicOffer },
    body: { status: 'CLOSED' },
  });
  ids.requestSent = await requestTo(me, partner);
  ids.publicRequest = await publicRequestOf(me, false);
  ids.requestReceived = await requestTo(partner, me);
  ids.reverseAuction = await publicRequestOf(me, true);
  ids.rivalOffer = await publicOfferOf(rival);
});

type OfferQuery = RouteRequest<typeof NetworkRoutes.listOffers>['query'];
type RequestQuery = RouteRequest<typeof NetworkRoutes.listRequests>['query'];
const offersOf = (p: Party, query: OfferQuery = {}) => p.member.ok(NetworkRoutes.listOffers, { query });
const requestsOf = (p: Party, query: RequestQuery = {}) => p.member.ok(NetworkRoutes.listRequests, { query });
const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);
const datesOf = (rows: { updatedDate: string }[]) => rows.map((r) => r.updatedDate);
const newestFirst = (dates: string[]) => [...dates].sort().reverse();

describe('my offers of every kind', () => {
  it('lists network offers sent and received with my open public offers, latest activity first', async () => {
    const res = await offersOf(me);
    expect(res.total).toBe(3);
    expect(idsOf(res.body)).toEqual([ids.offerReceived, ids.publicOffer, ids.offerSent]);
    expect(datesOf(res.body)).toEqual(newestFirst(datesOf(res.body)));
    expect(res.body).toMatchObject([
      {
        kind: 'NETWORK_OFFER',
        networkOffer: { id: ids.offerReceived, side: 'RECEIVING', offeringCompany: { id: partner.id } },
      },
      { kind: 'PUBLIC_OFFER', publicOffer: { id: ids.publicOffer, own: true, status: 'ACTIVE' } },
      { kind: 'NETWORK_OFFER', networkOffer: { id: ids.offerSent, side: 'OFFERING' } },
    ]);
  });

  it('narrows by kind, by tab and by list status', async () => {
    expect(idsOf((await offersOf(me, { kind: 'NETWORK_OFFER' })).body)).toEqual([
      ids.offerReceived,
      ids.offerSent,
    ]);
    const published = await offersOf(me, { kind: 'PUBLIC_OFFER' });
    expect([idsOf(published.body), published.total]).toEqual([[ids.publicOffer], 1]);
    expect(idsOf((await offersOf(me, { tab: 'SENT' })).body)).toEqual([ids.publicOffer, ids.offerSent]);
    expect(idsOf((await offersOf(me, { tab: 'RECEIVED' })).body)).toEqual([ids.offerReceived]);
    const closed = await offersOf(me, { status: 'CLOSED' });
    expect(closed.total).toBe(1);
    expect(closed.body).toMatchObject([
      { kind: 'PUBLIC_OFFER', id: ids.closedPublicOffer, publicOffer: { status: 'CLOSED' } },
    ]);
  });

  it('sorts by latest activity either way, and pages through the kinds as one list', async () => {
    const oldestFirst = await offersOf(me, { sort: 'updatedDate,asc' });
    expect(idsOf(oldestFirst.body)).toEqual([ids.offerSent, ids.publicOffer, ids.offerReceived]);
    const pages = await Promise.all([0, 1, 2].map((page) => offersOf(me, { page, size: 1 })));
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => idsOf(p.body))).toEqual([ids.offerReceived, ids.publicOffer, ids.offerSent]);
    const second = await offersOf(me, { page: 1, size: 2, sort: 'updatedDate,asc' });
    expect(idsOf(second.body)).toEqual([ids.offerReceived]);
  });

  it('refuses a kind or a sort the list does not have', async () => {
    for (const query of [{ kind: 'AUCTION' }, { sort: 'price,asc' }, { status: 'OPEN' }]) {
      const refused = await me.member.invalid(NetworkRoutes.listOffers, { query });
      expect(refused.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('my requests of every kind', () => {
  it('lists private requests sent and received, public requests and reverse auctions, latest first', async () => {
    const res = await requestsOf(me);
    expect(res.total).toBe(4);
    expect(idsOf(res.body)).toEqual([
      ids.reverseAuction,
      ids.requestReceived,
      ids.publicRequest,
      ids.requestSent,
    ]);
    expect(res.body).toMatchObject([
      { kind: 'REVERSE_AUCTION', publicRequest: { id: ids.reverseAuction, reverseAuction: true } },
      {
        kind: 'NETWORK_REQUEST',
        networkRequest: { id: ids.requestReceived, side: 'RECEIVING', requestingCompany: { id: partner.id } },
      },
      { kind: 'PUBLIC_REQUEST', publicRequest: { id: ids.publicRequest, reverseAuction: false } },
      { kind: 'NETWORK_REQUEST', networkRequest: { id: ids.requestSent, side: 'REQUESTING' } },
    ]);
  });

  it('narrows by each kind of request, and by tab', async () => {
    const byKind = async (kind: RequestQuery['kind']) => idsOf((await requestsOf(me, { kind })).body);
    expect(await byKind('NETWORK_REQUEST')).toEqual([ids.requestReceived, ids.requestSent]);
    expect(await byKind('PUBLIC_REQUEST')).toEqual([ids.publicRequest]);
    expect(await byKind('REVERSE_AUCTION')).toEqual([ids.reverseAuction]);
    expect(idsOf((await requestsOf(me, { tab: 'RECEIVED' })).body)).toEqual([ids.requestReceived]);
    const sent = await requestsOf(me, { tab: 'SENT', size: 2 });
    expect([idsOf(sent.body), sent.total]).toEqual([[ids.reverseAuction, ids.publicRequest], 3]);
    expect((await requestsOf(me, { status: 'CLOSED' })).body).toEqual([]);
  });

  it('sorts oldest activity first when asked', async () => {
    const res = await requestsOf(me, { sort: 'updatedDate,asc', page: 1, size: 3 });
    expect([idsOf(res.body), res.total]).toEqual([[ids.reverseAuction], 4]);
  });
});

describe('another company', () => {
  it('sees its own records in the combined lists, and none of ours in any kind, tab or status', async () => {
    const ours = Object.entries(ids)
      .filter(([name]) => name !== 'rivalOffer')
      .map(([, id]) => id);
    const seen: string[] = [];
    for (const status of ['ACTIVE', 'CLOSED'] as const) {
      for (const tab of ['ALL', 'SENT', 'RECEIVED'] as const) {
        const offers = await offersOf(rival, { status, tab, size: 100 });
        const requests = await requestsOf(rival, { status, tab, size: 100 });
        seen.push(...idsOf(offers.body), ...idsOf(requests.body));
        expect(`${offers.text} ${requests.text}`).not.toContain(me.company.name);
      }
    }
    expect(seen.filter((id) => ours.includes(id))).toEqual([]);
    expect(idsOf((await offersOf(rival)).body)).toEqual([ids.rivalOffer]);
  });
});
