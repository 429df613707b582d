import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes, NotificationRoutes, SupplyRoutes } from '@polyloop/shared';
import { REQUEST_MESSAGES } from '@polyloop/shared/network/request';
import { NETWORK_MESSAGES } from '@polyloop/shared/network/common';
import { eventually } from '../support/eventually.js';
import { contact, day, lbs, link, newHave, newNeed } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');

const [buyer, first, second, outsider, free] = useParties(cloud, [
  'Asker',
  'First',
  'Second',
  'Nosy',
  ['Freebie', { plan: 'PLATFORM' }],
]);

beforeAll(async () => {
  await Promise.all([link(buyer, first), link(buyer, second), link(free, buyer)]);
});

const ask = (needId: string, ids: string[], extra: Record<string, unknown> = {}) => ({
  needId,
  title: 'Natural PP regrind, 40,000 lbs',
  description: 'For injection molding',
  locationId: buyer.locationId,
  receivingCompanyIds: ids,
  representatives: [buyer.company.member.userId],
  ...extra,
});

describe('private requests', () => {
  let need: Awaited<ReturnType<typeof newNeed>>;
  let sent: Awaited<ReturnType<typeof buyer.member.ok<typeof NetworkRoutes.createNetworkRequests>>>['body'];

  it('asks each linked company separately, and each is told', async () => {
    need = await newNeed(buyer, 40_000);
    sent = (
      await buyer.member.ok(NetworkRoutes.createNetworkRequests, {
        body: ask(need.id, [first.id, second.id]),
      })
    ).body;
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.groupId)).size).toBe(1);
    expect(sent[0]).toMatchObject({
      side: 'REQUESTING',
      status: 'ACTIVE',
      needId: need.id,
      weight: lbs(40_000),
      priceTarget: { unitValue: 0.4, unit: 'POUND' },
      location: { city: 'Denver' },
    });

    const theirs = (await first.member.ok(NetworkRoutes.listNetworkRequests, { query: { tab: 'RECEIVED' } }))
      .body;
    expect(theirs).toMatchObject([
      {
        side: 'RECEIVING',
        needId: null,
        groupId: null,
        requestingCompany: { id: buyer.id },
        title: 'Natural PP regrind, 40,000 lbs',
      },
    ]);
    expect((await first.member.ok(NetworkRoutes.countNetworkRequests)).body).toEqual({
      sent: 0,
      received: 1,
    });
    expect((await buyer.member.ok(NetworkRoutes.countNetworkRequests)).body).toEqual({
      sent: 2,
      received: 0,
    });
    const told = await eventually(async () =>
      (await first.admin.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'NETWORK_REQUEST',
      ),
    );
    expect(told.message).toBe(`${buyer.company.name} asks for Natural PP regrind, 40,000 lbs`);
    expect(
      (await outsider.admin.refused(NetworkRoutes.getNetworkRequest, { params: { id: sent[0]!.id } })).status,
    ).toBe(404);
  });

  it('needs a link, a location of the need’s company, and a paid plan', async () => {
    expect(
      (await buyer.member.refused(NetworkRoutes.createNetworkRequests, { body: ask(need.id, [outsider.id]) }))
        .status,
    ).toBe(409);
    expect(
      (
        await buyer.member.refused(NetworkRoutes.createNetworkRequests, {
          body: ask(need.id, [first.id], { locationId: first.locationId }),
        })
      ).status,
    ).toBe(400);
    expect(
      (await buyer.member.invalid(NetworkRoutes.createNetworkRequests, { body: ask(need.id, []) })).body
        .fieldErrors?.['body.receivingCompanyIds'],
    ).toEqual([NETWORK_MESSAGES.linkRequired]);
    expect(
      (await free.member.refused(NetworkRoutes.createNetworkRequests, { body: ask(need.id, [buyer.id]) }))
        .status,
    ).toBe(403);
  });

  it('is answered with an offer by the company asked, which the requester sees on the request', async () => {
    const mine = sent.find((r) => r.receivingCompany.id === first.id)!;
    const have = await newHave(first, 50_000);
    const [offer] = (
      await first.member.ok(NetworkRoutes.createNetworkOffers, {
        body: {
          haveId: have.id,
          requestId: mine.id,
          price: { unitValue: 0.39, unit: 'POUND' },
          weight: lbs(40_000),
          terms: 'FOB_DESTINATION',
          contactInformation: contact(first),
          representatives: [first.company.member.userId],
        },
      })
    ).body;
    expect(offer).toMatchObject({
      status: 'REQUEST_BID',
      requestId: mine.id,
      requestKind: 'NETWORK_REQUEST',
      destinationLocation: { city: 'Denver' },
    });
    const answered = (await buyer.member.ok(NetworkRoutes.getNetworkRequest, { params: { id: mine.id } }))
      .body;
    expect(answered).toMatchObject({ hasOpenOffer: true, offerCount: 1 });
    const offers = (await buyer.member.ok(NetworkRoutes.listRequestOffers, { params: { id: mine.id } })).body;
    expect(offers).toMatchObject([
      { id: offer!.id, side: 'RECEIVING', needId: need.id, actions: ['ACCEPT', 'COUNTER', 'DECLINE'] },
    ]);
    expect((await buyer.member.ok(NetworkRoutes.getRequest, { params: { id: mine.id } })).body.kind).toBe(
      'NETWORK_REQUEST',
    );
    // Only the requester changes a request.
    expect(
      (await first.member.refused(NetworkRoutes.cancelNetworkRequest, { params: { id: mine.id } })).body
        .message,
    ).toBe(REQUEST_MESSAGES.requesterOnly);
  });

  it('cancels one, then all sent together, and sends one again', async () => {
    const [a, b] = sent;
    const one = (await buyer.member.ok(NetworkRoutes.cancelNetworkRequest, { params: { id: a!.id } })).body;
    expect(one.status).toBe('CANCELLED');
    expect(
      (await buyer.member.refused(NetworkRoutes.cancelNetworkRequest, { params: { id: a!.id } })).body
        .message,
    ).toBe(REQUEST_MESSAGES.notActive);
    const all = (await buyer.member.ok(NetworkRoutes.cancelNetworkRequestGroup, { params: { id: b!.id } }))
      .body;
    expect(all.map((r) => r.status)).toEqual(['CANCELLED', 'CANCELLED']);
    const theirSide = (
      await second.member.ok(NetworkRoutes.listNetworkRequests, { query: { status: 'CLOSED' } })
    ).body;
    expect(theirSide.map((r) => r.status)).toContain('CANCELLED');

    const again = (
      await buyer.member.ok(NetworkRoutes.reactivateNetworkRequest, {
        params: { id: a!.id },
        body: { expirationDate: day(20) },
      })
    ).body;
    expect(again).toMatchObject({ status: 'ACTIVE', expirationDate: day(20) });
    const told = await eventually(async () =>
      (
        await (a!.receivingCompany.id === first.id ? first : second).admin.ok(
          NotificationRoutes.listNotifications,
        )
      ).body.find((n) => n.message.includes('sent the request')),
    );
    expect(told.type).toBe('NETWORK_REQUEST');
  });

  it('is cancelled with its need', async () => {
    const other = await newNeed(buyer, 1_000);
    const [request] = (
      await buyer.member.ok(NetworkRoutes.createNetworkRequests, { body: ask(other.id, [second.id]) })
    ).body;
    await buyer.member.ok(SupplyRoutes.changeNeedStatus, {
      params: { id: other.id },
      body: { status: 'COMPLETED' },
    });
    const seen = await eventually(async () => {
      const r = (await second.member.ok(NetworkRoutes.getNetworkRequest, { params: { id: request!.id } }))
        .body;
      return r.status === 'CANCELLED' ? r : undefined;
    });
    expect(seen.status).toBe('CANCELLED');
  });
});
