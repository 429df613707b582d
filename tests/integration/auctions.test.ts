import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NetworkRoutes } from '@polyloop/shared';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction';
import { multipart } from '../support/client.js';
import { busEvents } from '../support/bus.js';
import { eventually } from '../support/eventually.js';
import { link, newHave } from '../support/network.js';
import {
  age,
  allowAuctions,
  auctioneerWith,
  auctionOf,
  bidBy,
  inMinutes,
  perLb,
} from './auctions-support.js';
import { useParties } from './network-support.js';

/**
 * Forward auctions: who may start, read and bid in one; how bids are judged (in order, once, against
 * the time of the write), how the end moves and how an auction closes (maximums and the reserve:
 * auction-proxy-bids.test.ts).
 */

const cloud = inject('cloud');

const [owner, first, second, outsider, unapproved] = useParties(cloud, [
  ['Auctioneer', { services: ['GRINDING'] }],
  ['First bidder', { services: ['EXTRUSION'] }],
  ['Second bidder', { services: ['COMPOUNDING'] }],
  ['Uninvited', { services: ['WASHING'] }],
  ['Unapproved', { services: ['BALING'] }],
]);

beforeAll(async () => {
  await auctioneerWith(owner, [first, second]);
  await link(unapproved, first);
});

const auction = (extra: Parameters<typeof auctionOf>[2] = {}) => auctionOf(owner, [first, second], extra);

describe('starting an auction', () => {
  it('auctions a have to invited linked companies, who see it with themselves as “Bidder n”', async () => {
    const started = await auction({ reservePrice: perLb(0.5) });
    expect(started).toMatchObject({
      own: true,
      status: 'ACTIVE',
      displayState: 'LIVE',
      startingBid: perLb(0.3),
      bidIncrement: perLb(0.01),
      minimumBid: perLb(0.3),
      reservePrice: perLb(0.5),
      hasReserve: true,
      reserveMet: false,
      bidderCount: 2,
      bidCount: 0,
      leadingBid: null,
      offeringCompany: { id: owner.id },
      actions: ['EDIT', 'CANCEL', 'INVITE'],
    });
    const seen = (await first.member.ok(NetworkRoutes.getAuction, { params: { id: started.id } })).body;
    expect(seen).toMatchObject({
      own: false,
      reservePrice: null,
      hasReserve: true,
      coreHaveId: null,
      myAlias: 'Bidder 1',
      currentBidderStatus: null,
      actions: ['BID'],
    });
    expect(
      (await second.member.ok(NetworkRoutes.getAuction, { params: { id: started.id } })).body.myAlias,
    ).toBe('Bidder 2');
    expect((await first.member.ok(NetworkRoutes.listAuctions, {})).body.map((a) => a.id)).toContain(
      started.id,
    );
    expect(
      (await owner.member.ok(NetworkRoutes.listAuctions, { query: { scope: 'OWN' } })).body.map((a) => a.id),
    ).toContain(started.id);
  });

  it('needs the fee agreed, an end in the future, linked bidders and the platform’s pre-approval', async () => {
    const unagreed = await owner.member.invalid(NetworkRoutes.createAuction, {
      body: { ...(await bodyOf()), feeAgreement: false },
    });
    expect(unagreed).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'body.feeAgreement': [AUCTION_MESSAGES.feeAgreement] } },
    });
    const past = await owner.member.refused(NetworkRoutes.createAuction, {
      body: { ...(await bodyOf()), endDate: inMinutes(-1) },
    });
    expect(past).toMatchObject({
      status: 400,
      body: { fieldErrors: { endDate: [AUCTION_MESSAGES.endInFuture] } },
    });
    const stranger = await owner.member.refused(NetworkRoutes.createAuction, {
      body: { ...(await bodyOf()), bidders: [outsider.id] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fieldErrors?.bidders?.[0]).toContain('not a company you are linked with');
    const notApproved = await unapproved.member.refused(NetworkRoutes.createAuction, {
      body: { ...(await bodyOf()), bidders: [first.id] },
    });
    expect(notApproved.status).toBe(403);
    expect(
      (await owner.member.ok(NetworkRoutes.listAuctions, { query: { scope: 'OWN' } })).body.every(
        (a) => a.materialName !== 'Refused',
      ),
    ).toBe(true);
  });
});

/** A creation payload for a fresh have of the owner's, named “Refused” (none of these may start). */
async function bodyOf() {
  const have = await newHave(owner, 1_000);
  return {
    coreHaveId: have.id,
    materialName: 'Refused',
    terms: 'FOB_ORIGIN' as const,
    startingBid: perLb(0.3),
    bidIncrement: perLb(0.01),
    endDate: inMinutes(60),
    bidders: [first.id],
    feeAgreement: true as const,
  };
}

describe('who may bid', () => {
  it('hides an auction from a company that is not invited: 404 on every read and on a bid', async () => {
    const { id } = await auction();
    for (const res of await Promise.all([
      outsider.member.refused(NetworkRoutes.getAuction, { params: { id } }),
      outsider.member.refused(NetworkRoutes.listAuctionBids, { params: { id } }),
      outsider.member.refused(NetworkRoutes.downloadAuctionLedger, { params: { id } }),
      outsider.member.refused(NetworkRoutes.verifyAuctionLedger, { params: { id } }),
      outsider.member.refused(NetworkRoutes.placeBid, { params: { id }, body: bidBy(outsider, 0.5) }),
    ]))
      expect(res.status).toBe(404);
    expect((await outsider.member.ok(NetworkRoutes.listAuctions, {})).body.map((a) => a.id)).not.toContain(
      id,
    );
  });

  it('shows the owner’s documents to its bidders, who may not add any; a company not invited finds none', async () => {
    const { id } = await auction();
    const spec = Buffer.from('%PDF-1.4\n%%EOF\n');
    const [added] = (
      await owner.member.ok(NetworkRoutes.uploadAuctionFiles, {
        params: { id },
        form: multipart([['Bale photos.pdf', spec, 'application/pdf']]),
      })
    ).body;
    expect(
      (await first.member.ok(NetworkRoutes.listAuctionFiles, { params: { id } })).body.map((f) => f.name),
    ).toEqual(['Bale photos.pdf']);
    expect(
      (await first.member.ok(NetworkRoutes.downloadAuctionFile, { params: { id, fileId: added!.id } })).body
        .url,
    ).toContain('Bale');
    // Even a bidder that may run auctions of its own.
    await allowAuctions(first);
    const bidderAdds = await first.member.refused(NetworkRoutes.uploadAuctionFiles, {
      params: { id },
      form: multipart([['Mine.pdf', spec, 'application/pdf']]),
    });
    expect(bidderAdds.status).toBe(404);
    for (const res of await Promise.all([
      outsider.member.refused(NetworkRoutes.listAuctionFiles, { params: { id } }),
      outsider.member.refused(NetworkRoutes.downloadAuctionFile, { params: { id, fileId: added!.id } }),
    ]))
      expect(res.status).toBe(404);
    expect(
      (await owner.member.ok(NetworkRoutes.listAuctionFiles, { params: { id } })).body.map((f) => f.name),
    ).toEqual(['Bale photos.pdf']);
  });

  it('refuses the owner’s bid on its own auction', async () => {
    const { id } = await auction();
    const own = await owner.member.refused(NetworkRoutes.placeBid, {
      params: { id },
      body: bidBy(owner, 0.5),
    });
    expect(own).toMatchObject({ status: 403, body: { message: AUCTION_MESSAGES.ownAuction } });
  });
});

describe('judging bids', () => {
  it('lets exactly one of two bids at the same price lead; the other is too small', async () => {
    const { id } = await auction();
    const answers = await Promise.all([
      first.member(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) }),
      second.member(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.3) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const lost = answers.find((a) => !a.ok)!;
    expect(!lost.ok && lost.body.fieldErrors?.price?.[0]).toContain(AUCTION_MESSAGES.bidTooSmall);
    const now = (await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body;
    expect(now).toMatchObject({
      bidCount: 1,
      ledgerLength: 1,
      leadingBid: { price: perLb(0.3) },
      minimumBid: perLb(0.31),
    });
    const winner = answers.findIndex((a) => a.ok) === 0 ? first : second;
    expect(now.leadingBid!.company).toEqual({ id: winner.id, name: winner.company.name });
    expect(
      (await winner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.currentBidderStatus,
    ).toBe('LEADING');
  });

  it('refuses a bid below the leading bid plus the increment', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    const low = await second.member.refused(NetworkRoutes.placeBid, {
      params: { id },
      body: bidBy(second, 0.305),
    });
    expect(low.status).toBe(400);
    expect(low.body.fieldErrors?.price?.[0]).toBe(
      `${AUCTION_MESSAGES.bidTooSmall}: bid at least $0.31 per pound.`,
    );
    const outbid = (
      await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.31) })
    ).body;
    expect(outbid).toMatchObject({
      currentBidderStatus: 'LEADING',
      leadingBid: { price: perLb(0.31), mine: true, bidderAlias: 'Bidder 2', company: null },
    });
    // The outbid company's standing is its recorded bids: what its page reads again on the push.
    await expect
      .poll(
        async () =>
          (await first.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.currentBidderStatus,
      )
      .toBe('TRAILING');
  });

  it('moves the end to five minutes after a bid in the last five minutes, once', async () => {
    const { id, endDate } = await auction({ endDate: inMinutes(4) });
    const after = (await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) }))
      .body;
    const [entry] = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body;
    expect(new Date(after.endDate).getTime()).toBe(new Date(entry!.createdDate).getTime() + 5 * 60_000);
    expect(after.originalEndDate).toBe(endDate);
    const moved = await eventually(async () => {
      const found = (await busEvents(cloud.env, 'auction.end-changed')).filter(
        (e) => e.detail.data.auctionId === id,
      );
      return found.length ? found : undefined;
    });
    expect(moved.map((e) => e.detail.data)).toEqual([
      expect.objectContaining({ previous: endDate, endDate: after.endDate, byBid: true }),
    ]);
    const ledger = (await owner.member.ok(NetworkRoutes.downloadAuctionLedger, { params: { id } })).text;
    expect(ledger.match(/,true,/g)).toHaveLength(1);
  });

  it('once bid on, lets the owner move the end only later, and keeps every move in the history its bidders read', async () => {
    const { id, endDate, materialName } = await auction({ endDate: inMinutes(120) });
    // Before any bid, the owner may still shorten it.
    const shorter = inMinutes(90);
    const moved = (
      await owner.member.ok(NetworkRoutes.updateAuction, {
        params: { id },
        body: { materialName, endDate: shorter },
      })
    ).body;
    expect(new Date(moved.endDate).getTime()).toBe(new Date(shorter).getTime());
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });

    const earlier = await owner.member.refused(NetworkRoutes.updateAuction, {
      params: { id },
      body: { materialName, endDate: inMinutes(20) },
    });
    expect(earlier).toMatchObject({
      status: 400,
      body: { fieldErrors: { endDate: [AUCTION_MESSAGES.endOnlyLater] } },
    });
    const later = inMinutes(150);
    await owner.member.ok(NetworkRoutes.updateAuction, {
      params: { id },
      body: { materialName, endDate: later },
    });

    // The refused move is not in it; both moves the owner made are, for a bidder as for the owner.
    const seen = (await second.member.ok(NetworkRoutes.getAuction, { params: { id } })).body;
    expect(seen.endMoves.map((m) => [new Date(m.from).getTime(), new Date(m.to).getTime()])).toEqual([
      [new Date(endDate).getTime(), new Date(shorter).getTime()],
      [new Date(shorter).getTime(), new Date(later).getTime()],
    ]);
    expect(new Date(seen.endDate).getTime()).toBe(new Date(later).getTime());
  });

  it('refuses a bid after the end though nothing has closed the auction yet', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    await age(id);
    const late = await second.member.refused(NetworkRoutes.placeBid, {
      params: { id },
      body: bidBy(second, 0.5),
    });
    expect(late).toMatchObject({ status: 409, body: { message: AUCTION_MESSAGES.ended } });
    expect((await second.member.ok(NetworkRoutes.getAuction, { params: { id } })).body).toMatchObject({
      status: 'CLOSED',
      displayState: 'CLOSED',
      outcome: 'SOLD',
      actions: [],
    });
    expect((await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.actions).toEqual([
      'DECLARE_WINNER',
    ]);
    expect((await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.bidCount).toBe(1);
  });
});

describe('closing', () => {
  it('closes once however often the close fires', async () => {
    const { id } = await auction();
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    await age(id);
    const { close } = await import('@polyloop/functions/domain/auction/auction.timers');
    const { AuctionEvents } = await import('@polyloop/functions/domain/auction/auction.events');
    const { occurrence, publish } = await import('@polyloop/functions/lib/events');
    const results = await Promise.all([close(id), close(id)]);
    expect(results.filter((r) => r === 'closed').length).toBeLessThanOrEqual(1);
    expect(results.every((r) => r === 'closed' || r === 'settled')).toBe(true);
    // Scheduler firing late, twice: each firing its own event.
    for (const n of [1, 2])
      await publish(
        occurrence(
          AuctionEvents.closeDue,
          { auctionId: id, endDate: new Date().toISOString() },
          { id: `late-close-${id}-${n}` },
        ),
      );
    const closedOf = async (settle: boolean) =>
      (await busEvents(cloud.env, 'auction.closed', settle)).filter((e) => e.detail.data.auctionId === id);
    await eventually(async () => ((await closedOf(false)).length ? true : undefined));
    await eventually(async () =>
      (await busEvents(cloud.env, 'auction.close-due', true)).filter((e) =>
        e.detail.id.startsWith(`late-close-${id}`),
      ).length === 2
        ? true
        : undefined,
    );
    const closed = await closedOf(true);
    expect(closed.map((e) => e.detail.data)).toEqual([
      expect.objectContaining({ outcome: 'SOLD', leaderTenantId: first.company.tenantId }),
    ]);
    const { AuctionEntity } = await import('@polyloop/functions/domain/auction/auction.entity');
    expect(await AuctionEntity.get({ auctionId: id })).toMatchObject({
      status: 'CLOSED',
      lane: 'DONE',
      outcome: 'SOLD',
    });
    expect(
      (
        await owner.member.ok(NetworkRoutes.listAuctions, { query: { scope: 'OWN', status: 'CLOSED' } })
      ).body.map((a) => a.id),
    ).toContain(id);
  });
});
