import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes, routes, type RouteDefinition } from '@polyloop/shared';
import { describeRoute, multipart, type LooseInput } from '../support/client.js';
import { signIn } from '../support/auth.js';
import { TEST_PASSWORD } from '../support/companies.js';
import { openSocket } from '../support/socket.js';
import { attempt, pathParams } from '../support/contract-sweep.js';
import { contact } from '../support/network.js';
import { auctioneerWith, auctionOf, bidBy, perLb } from './auctions-support.js';
import { PDF } from './isolation-routes.js';
import { useParties } from './network-support.js';

/**
 * The uninvited bidder: a company invited to a private auction, that bid in it, then was
 * uninvited. Every route of the contract that names an auction (read, bid, ledger, files,
 * bidders, winner) refuses it as it refuses a stranger, and no list shows it the auction. Built
 * from the contract: an auction route added later is swept the day it is added.
 */

const cloud = inject('cloud');
const marker = randomUUID().slice(0, 8);

let auctionId: string;
let bidId: string;
let fileId: string;

const auctionRoutes = routes.filter((r) => r.path.startsWith('/api/network/auctions/{id}'));

const [owner, partner, uninvited] = useParties(cloud, [
  'Auction owner',
  'Auction partner',
  'Auction uninvited',
]);

beforeAll(async () => {
  await auctioneerWith(owner, [partner, uninvited]);
  const auction = await auctionOf(owner, [partner, uninvited], { materialName: `Secret lot ${marker}` });
  auctionId = auction.id;
  await uninvited.member.ok(NetworkRoutes.placeBid, {
    params: { id: auctionId },
    body: bidBy(uninvited, 0.3),
  });
  await partner.member.ok(NetworkRoutes.placeBid, { params: { id: auctionId }, body: bidBy(partner, 0.5) });
  bidId = (await uninvited.member.ok(NetworkRoutes.listAuctionBids, { params: { id: auctionId } })).body.find(
    (b) => b.mine,
  )!.id;
  fileId = (
    await owner.member.ok(NetworkRoutes.uploadAuctionFiles, {
      params: { id: auctionId },
      form: multipart([[`Secret ${marker}.pdf`, PDF, 'application/pdf']]),
    })
  ).body[0]!.id;
  // Before being uninvited it could read the auction, as a bidder does.
  expect(
    (await uninvited.member.ok(NetworkRoutes.getAuction, { params: { id: auctionId } })).body.myAlias,
  ).toBe('Bidder 2');
  await owner.member.ok(NetworkRoutes.uninviteAuctionBidder, {
    params: { id: auctionId, companyId: uninvited.id },
    query: { reason: 'SUBMITTING_INVALID_BIDS' },
  });
});

/** What each route takes: the auction's own records, and a body the uninvited company could send. */
function inputOf(route: RouteDefinition): LooseInput {
  const values: Record<string, string> = { id: auctionId, bidId, companyId: partner.id, fileId };
  const params = Object.fromEntries(pathParams(route).map((p) => [p, values[p]!]));
  const bodies: Partial<Record<string, LooseInput>> = {
    updateAuction: {
      body: { materialName: 'Hijacked', endDate: new Date(Date.now() + 86_400_000).toISOString() },
    },
    cancelAuction: { body: { reason: 'OTHER', message: 'Hijacked' } },
    placeBid: { body: bidBy(uninvited, 0.9) },
    declareWinner: { body: { auctionBidId: bidId, contactInformation: contact(uninvited) } },
    addAuctionBidders: { body: { companyIds: [uninvited.id] } },
    uninviteAuctionBidder: { query: { reason: 'OTHER' } },
    uploadAuctionFiles: { form: multipart([['Spy.pdf', PDF, 'application/pdf']]) },
  };
  return { params, ...bodies[route.id] };
}

describe('a company uninvited from a private auction', () => {
  it('is refused on every route that names the auction, and shown nothing of it', async () => {
    expect(auctionRoutes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const client of [uninvited.admin, uninvited.member]) {
      for (const route of auctionRoutes) {
        const res = await attempt(client, route, inputOf(route));
        const text = 'text' in res ? res.text : res.reason;
        if (res.status !== 403 && res.status !== 404)
          wrong.push(`${describeRoute(route)}: expected 403 or 404, got ${res.status} ${text.slice(0, 160)}`);
        else if (text.includes(marker)) wrong.push(`${describeRoute(route)}: the refusal names the auction`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('may not listen to the auction’s channel', async () => {
    const { idToken } = await signIn(cloud.config, uninvited.company.member.email, TEST_PASSWORD);
    const socket = await openSocket(`ws://localhost:${cloud.ports.app}/ws`, idToken);
    try {
      socket.send({ action: 'subscribe', channel: `network.${auctionId}` });
      expect(await socket.next((m) => m.type === 'error' || m.type === 'subscribed')).toMatchObject({
        type: 'error',
        channel: `network.${auctionId}`,
      });
    } finally {
      socket.socket.close();
    }
  });

  it('finds the auction in none of its lists, live or ended', async () => {
    for (const query of [
      {},
      { scope: 'BIDDING' as const },
      { status: 'CLOSED' as const },
      { scope: 'BIDDING' as const, status: 'CLOSED' as const },
    ]) {
      const listed = (await uninvited.member.ok(NetworkRoutes.listAuctions, { query })).body;
      expect(listed.map((a) => a.id)).not.toContain(auctionId);
    }
  });

  it('changed nothing of the auction by trying', async () => {
    const seen = (await owner.member.ok(NetworkRoutes.getAuction, { params: { id: auctionId } })).body;
    expect(seen).toMatchObject({
      materialName: `Secret lot ${marker}`,
      status: 'ACTIVE',
      bidCount: 2,
      leadingBid: { price: perLb(0.5), company: { id: partner.id } },
    });
    expect(
      (await owner.member.ok(NetworkRoutes.listAuctionBidders, { params: { id: auctionId } })).body.map(
        (b) => [b.company.id, b.invitation],
      ),
    ).toEqual([
      [partner.id, 'INVITED'],
      [uninvited.id, 'UNINVITED'],
    ]);
  });
});
