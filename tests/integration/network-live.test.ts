import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes, NotificationRoutes } from '@polyloop/shared';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { openSocket } from '../support/socket.js';
import { contact, day, lbs, link, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { useParties } from './network-support.js';

const cloud = inject('cloud');
const wsUrl = `ws://localhost:${cloud.ports.app}/ws`;

const [seller, buyer, outsider] = useParties(cloud, [
  ['Live seller', { approved: true }],
  'Live buyer',
  'Live outsider',
]);

beforeAll(async () => {
  await link(seller, buyer);
});

const tokenOf = async (p: Party) =>
  (await signIn(cloud.config, p.company.member.email, TEST_PASSWORD)).idToken;

async function offer(expiresIn = 30, expirationDate?: string) {
  const have = await newHave(seller, 10_000, { expiresIn });
  const [made] = (
    await seller.member.ok(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: have.id,
        recipients: [{ companyId: buyer.id, destinationLocationId: buyer.publicLocationId }],
        price: perLb(0.5),
        weight: lbs(5_000),
        terms: 'FOB_ORIGIN',
        expirationDate,
        contactInformation: contact(seller),
        representatives: [seller.company.member.userId],
      },
    })
  ).body;
  return made!;
}

describe('an offer’s channel', () => {
  it('is open to the people of its two companies only, and carries each move and comment to both', async () => {
    const { id } = await offer();
    const channel = `network.${id}`;
    const [mine, theirs, nosy] = await Promise.all([
      openSocket(wsUrl, await tokenOf(seller)),
      openSocket(wsUrl, await tokenOf(buyer)),
      openSocket(wsUrl, await tokenOf(outsider)),
    ]);
    for (const s of [mine, theirs, nosy]) s.send({ action: 'subscribe', channel });
    await mine.next((m) => m.type === 'subscribed' && m.channel === channel);
    await theirs.next((m) => m.type === 'subscribed' && m.channel === channel);
    expect(await nosy.next((m) => m.type === 'error')).toMatchObject({
      channel,
      message: 'You may not read this channel',
    });

    await buyer.member.ok(NetworkRoutes.negotiateOffer, {
      params: { id },
      body: { action: 'COUNTER', version: 1, price: perLb(0.46), weight: lbs(5_000), terms: 'FOB_ORIGIN' },
    });
    const pushed = (m: { type: string; event?: string; payload?: unknown }) =>
      m.type === 'event' && m.event === 'offer-changed' && (m.payload as { version: number }).version === 2;
    expect(await mine.next(pushed)).toMatchObject({
      channel,
      payload: { id, status: 'COUNTERED_BY_RECEIVING', version: 2 },
    });
    await theirs.next(pushed);

    const comment = (
      await seller.member.ok(NetworkRoutes.createOfferComment, {
        params: { id },
        body: { body: 'Delivered at $0.46 works.' },
      })
    ).body;
    expect(await theirs.next((m) => m.type === 'event' && m.event === 'comment-created')).toMatchObject({
      channel,
      payload: { id: comment.id, offerId: id },
    });
    await seller.member.ok(NetworkRoutes.updateOfferComment, {
      params: { id, commentId: comment.id },
      body: { body: 'Delivered at $0.46 works for us.' },
    });
    await theirs.next((m) => m.type === 'event' && m.event === 'comment-changed');
    expect(nosy.received.filter((m) => m.type === 'event')).toEqual([]);
    for (const s of [mine, theirs, nosy]) s.socket.close();
  });
});

describe('the public requests’ channel', () => {
  it('tells every signed-in company of a change to a public request', async () => {
    await buyer.admin.ok(NetworkRoutes.acceptGroundRules);
    const watcher = await openSocket(wsUrl, await tokenOf(outsider));
    watcher.send({ action: 'subscribe', channel: 'public-requests' });
    await watcher.next((m) => m.type === 'subscribed');
    await seller.member.ok(NetworkRoutes.acceptGroundRules);
    const need = await newNeed(seller, 5_000);
    const request = (
      await seller.member.ok(NetworkRoutes.createPublicRequest, {
        body: {
          needId: need.id,
          title: 'PET flake wanted',
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
          contactInformation: contact(seller),
          representatives: [seller.company.member.userId],
        },
      })
    ).body;
    expect(
      await watcher.next(
        (m) =>
          m.type === 'event' &&
          m.event === 'request-changed' &&
          (m.payload as { id: string }).id === request.id,
      ),
    ).toMatchObject({ channel: 'public-requests', payload: { status: 'ACTIVE' } });
    watcher.socket.close();
  });
});

describe('the public offers’ channel', () => {
  it('tells every signed-in company of a new public offer, and of each offer made on it, naming no company', async () => {
    const watcher = await openSocket(wsUrl, await tokenOf(outsider));
    watcher.send({ action: 'subscribe', channel: 'public-offers' });
    await watcher.next((m) => m.type === 'subscribed');
    await seller.member.ok(NetworkRoutes.acceptGroundRules);
    const have = await newHave(seller, 20_000);
    const listing = (
      await seller.member.ok(NetworkRoutes.createPublicOffer, {
        body: {
          haveId: have.id,
          askingPrice: perLb(0.42),
          terms: 'FOB_ORIGIN',
          materialName: 'Live PP flake',
          contactInformation: contact(seller),
          representatives: [seller.company.member.userId],
        },
      })
    ).body;
    const changed = (offerCount: number) => (m: { type: string; event?: string; payload?: unknown }) =>
      m.type === 'event' &&
      m.event === 'offer-changed' &&
      (m.payload as { id: string; offerCount: number }).id === listing.id &&
      (m.payload as { offerCount: number }).offerCount === offerCount;
    expect(await watcher.next(changed(0))).toEqual({
      type: 'event',
      channel: 'public-offers',
      event: 'offer-changed',
      payload: { id: listing.id, status: 'ACTIVE', offerCount: 0, version: expect.any(Number) },
    });

    await buyer.member.ok(NetworkRoutes.bidOnPublicOffer, {
      params: { id: listing.id },
      body: {
        price: perLb(0.39),
        weight: lbs(5_000),
        terms: 'FOB_ORIGIN',
        destinationLocationId: buyer.publicLocationId,
        contactInformation: contact(buyer),
        representatives: [buyer.company.member.userId],
      },
    });
    expect(await watcher.next(changed(1))).toMatchObject({
      channel: 'public-offers',
      payload: { id: listing.id, status: 'ACTIVE', offerCount: 1 },
    });
    watcher.socket.close();
  });
});

describe('the daily sweep', () => {
  it('tells both companies three days ahead, and settles an offer past its date as EXPIRED for both', async () => {
    const soon = await offer(40, day(3));
    const later = await offer(40, day(35));
    const { sweepNetwork } = await import('@polyloop/functions/domain/network-offer/network.sweep');
    await sweepNetwork(new Date());
    const warned = await eventually(async () =>
      (await buyer.member.ok(NotificationRoutes.listNotifications)).body.find(
        (n) => n.type === 'OFFER_EXPIRATION' && n.subject.id === soon.id,
      ),
    );
    expect(warned.message).toBe(`The offer of PP with ${seller.company.name} expires on ${day(3)}`);

    // A sweep run on a morning after the later offer's date, twice: it expires once, for both.
    const after = new Date(Date.now() + 37 * 86_400_000);
    await sweepNetwork(after);
    await sweepNetwork(after);
    const [mine, theirs] = await Promise.all([
      seller.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: later.id } }),
      buyer.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: later.id } }),
    ]);
    expect([mine.body.status, theirs.body.status]).toEqual(['EXPIRED', 'EXPIRED']);
    expect(mine.body).toMatchObject({ version: 2, hasOpenNegotiation: false, actions: [] });
    expect(
      (await buyer.member.ok(NetworkRoutes.listNetworkOffers, { query: { status: 'CLOSED' } })).body.map(
        (o) => o.id,
      ),
    ).toContain(later.id);
  });
});
