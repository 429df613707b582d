import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, CrmRoutes, NetworkRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { AUCTION_MESSAGES } from '@polyloop/shared/network/auction';
import { eventually } from '../support/eventually.js';
import { contact, day, newHave } from '../support/network.js';
import { age, auctioneerWith, auctionOf, bidBy, perLb } from './auctions-support.js';
import { address } from './crm-support.js';
import { useParties } from './network-support.js';

/**
 * What an auction sells, and at what price: the weight it holds of the have (never sold twice),
 * the winning bid as the price (another price is a counter-offer the winner accepts, and the fee
 * is always on the winning bid, in cents), invitations read from the auction itself, and a public
 * auction closed to a company whose profile is disabled.
 */

const cloud = inject('cloud');

/** A customer of the owner's, in its CRM: who an order of the have would sell to. */
let buyer: string;

const [owner, first, second, stranger] = useParties(cloud, [
  'Trade owner',
  'Trade first',
  'Trade second',
  'Trade stranger',
]);

beforeAll(async () => {
  await auctioneerWith(owner, [first, second]);
  buyer = (
    await owner.member.ok(CrmRoutes.createCompany, {
      body: { name: 'Trade customer', locations: [address('12 Dock St')] },
    })
  ).body.id;
});

const remaining = async (haveId: string) =>
  (await owner.member.ok(SupplyRoutes.getHave, { params: { id: haveId } })).body.remainingWeight.unitValue;
const closeNow = async (id: string) => {
  await age(id);
  const { close } = await import('@polyloop/functions/domain/auction/auction.timers');
  return close(id);
};
const feesOf = async (auctionId: string) => {
  const { listFeesOfMonth } = await import('@polyloop/functions/domain/ledger/fee.entity');
  return (await listFeesOfMonth(owner.company.tenantId, new Date().toISOString().slice(0, 7))).filter(
    (f) => f.auctionId === auctionId,
  );
};

describe('the weight an auction holds', () => {
  it('is taken from the have when the auction starts: no second auction or order can sell those pounds, and cancelling gives them back', async () => {
    const have = await newHave(owner, 12_000);
    const { id } = await auctionOf(owner, [first], { coreHaveId: have.id });
    expect(await remaining(have.id)).toBe(2_000);
    const twice = await owner.member.refused(NetworkRoutes.createAuction, {
      body: {
        coreHaveId: have.id,
        materialName: 'Again',
        terms: 'FOB_ORIGIN',
        startingBid: perLb(0.3),
        bidIncrement: perLb(0.01),
        weight: { unitValue: 10_000, unit: 'POUND' },
        endDate: day(1) + 'T12:00:00.000Z',
        bidders: [first.id],
        feeAgreement: true,
      },
    });
    expect(twice).toMatchObject({
      status: 400,
      body: { fieldErrors: { weight: [AUCTION_MESSAGES.weightAboveAvailable] } },
    });
    const order = await owner.member.refused(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: owner.ownId,
        receivingCompanyId: buyer,
        orderDate: day(0),
        items: [{ haveId: have.id, materialType: 'PP', weight: { unitValue: 5_000, unit: 'POUND' } }],
      },
    });
    expect(order).toMatchObject({ status: 409, body: { code: 'NOT_ENOUGH_REMAINING' } });
    await owner.member.ok(NetworkRoutes.cancelAuction, { params: { id }, body: { reason: 'OTHER' } });
    expect(await remaining(have.id)).toBe(12_000);
  });

  it('goes back to the have when the auction ends unsold', async () => {
    const have = await newHave(owner, 12_000);
    const { id } = await auctionOf(owner, [first], { coreHaveId: have.id });
    expect(await remaining(have.id)).toBe(2_000);
    // Its end moved into the past, its own timer may close it before this close does: either way once.
    expect(['closed', 'settled']).toContain(await closeNow(id));
    expect((await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.status).toBe('CLOSED');
    expect(await remaining(have.id)).toBe(12_000);
  });

  it('passes to the winner’s order: the pounds are sold once', async () => {
    const have = await newHave(owner, 12_000);
    const { id } = await auctionOf(owner, [first], {
      coreHaveId: have.id,
      weight: { unitValue: 10_001, unit: 'POUND' },
    });
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.335) });
    await closeNow(id);
    const leading = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body.find(
      (b) => b.status === 'LEADING',
    )!;
    const won = (
      await owner.member.ok(NetworkRoutes.declareWinner, {
        params: { id },
        body: { auctionBidId: leading.id, contactInformation: contact(owner) },
      })
    ).body;
    expect(
      (await owner.member.ok(OrderRoutes.getOrder, { params: { id: won.orderId! } })).body.items[0],
    ).toMatchObject({ weight: { unitValue: 10_001, unit: 'POUND' }, sellPrice: perLb(0.335) });
    expect(await remaining(have.id)).toBe(1_999);
    // 10,001 lb at $0.335 is $3,350.335, half a cent: exact arithmetic, rounded once, never 3350.33 from floating point.
    expect(await feesOf(id)).toEqual([
      expect.objectContaining({ transactionValueCents: 335_034, ratePercent: 3, feeCents: 10_051 }),
    ]);
  });

  it('may be the whole have: its winner is declared, countered or at the winning bid, and the have is sold out once', async () => {
    const have = await newHave(owner, 10_000);
    const whole = { coreHaveId: have.id, weight: { unitValue: 10_000, unit: 'POUND' as const } };
    const sell = async (agreedPrice?: ReturnType<typeof perLb>) => {
      const { id } = await auctionOf(owner, [first], whole);
      expect(await remaining(have.id)).toBe(0);
      await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
      await closeNow(id);
      const leading = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body.find(
        (b) => b.status === 'LEADING',
      )!;
      return (
        await owner.member.ok(NetworkRoutes.declareWinner, {
          params: { id },
          body: {
            auctionBidId: leading.id,
            contactInformation: contact(owner),
            ...(agreedPrice ? { agreedPrice } : {}),
          },
        })
      ).body;
    };
    const countered = await sell(perLb(0.28));
    expect(countered).toMatchObject({
      orderId: null,
      offer: { status: 'COUNTERED_BY_OFFERING', totalAvailableWeight: { unitValue: 10_000, unit: 'POUND' } },
    });
    expect(await remaining(have.id)).toBe(10_000);
    const won = await sell();
    expect(won.offer).toMatchObject({
      status: 'CONFIRMED',
      totalAvailableWeight: { unitValue: 10_000, unit: 'POUND' },
    });
    expect(
      (await owner.member.ok(OrderRoutes.getOrder, { params: { id: won.orderId! } })).body.items[0],
    ).toMatchObject({ weight: { unitValue: 10_000, unit: 'POUND' } });
    expect(await remaining(have.id)).toBe(0);
  });
});

describe('the price a winner is declared at', () => {
  it('is the winning bid: another price is a counter-offer the winner must accept, and the fee is on the winning bid', async () => {
    const have = await newHave(owner, 12_000);
    const { id } = await auctionOf(owner, [first, second], { coreHaveId: have.id });
    await first.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(first, 0.3) });
    await second.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(second, 0.35) });
    await closeNow(id);
    const leading = (await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id } })).body.find(
      (b) => b.status === 'LEADING',
    )!;
    // The owner types a price below the winning bid (a shill's way to a lower fee, or a surprise for the winner).
    const declared = (
      await owner.member.ok(NetworkRoutes.declareWinner, {
        params: { id },
        body: { auctionBidId: leading.id, agreedPrice: perLb(0.2), contactInformation: contact(owner) },
      })
    ).body;
    expect(declared).toMatchObject({
      orderId: null,
      orderIdentifier: null,
      offer: { status: 'COUNTERED_BY_OFFERING', currentPrice: perLb(0.2) },
    });
    expect(
      (await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body.winnerBid,
    ).toMatchObject({ price: perLb(0.35), company: { id: second.id } });
    expect(await feesOf(id)).toEqual([
      expect.objectContaining({ transactionValueCents: 350_000, feeCents: 10_500 }),
    ]);
    // Nothing is sold until the winner accepts: the have has its weight back meanwhile.
    expect(await remaining(have.id)).toBe(12_000);
    const theirs = (
      await second.member.ok(NetworkRoutes.getNetworkOffer, { params: { id: declared.offer.id } })
    ).body;
    expect(theirs).toMatchObject({
      side: 'RECEIVING',
      status: 'COUNTERED_BY_OFFERING',
      currentPrice: perLb(0.2),
    });
    expect(theirs.actions).toContain('ACCEPT');
    const accepted = (
      await second.member.ok(NetworkRoutes.negotiateOffer, {
        params: { id: declared.offer.id },
        body: { action: 'ACCEPT' },
      })
    ).body;
    expect(accepted).toMatchObject({ status: 'ACCEPTED' });
  });
});

describe('inviting more companies', () => {
  it('reads who is invited from the auction itself: a company invited already is refused at once, even when the bidders’ index lags', async () => {
    const { id } = await auctionOf(owner, [first]);
    // The index of an auction's companies is eventually consistent: here it has not caught up with the first's place.
    const { AuctionBidderEntity } = await import('@polyloop/functions/domain/auction/auction.entity');
    const { dynamo, table } = await import('@polyloop/functions/data/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const key = AuctionBidderEntity.keys({ tenantId: first.company.tenantId, auctionId: id });
    await dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      }),
    );
    const again = await owner.member.refused(NetworkRoutes.addAuctionBidders, {
      params: { id },
      body: { companyIds: [first.id] },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { fieldErrors: { companyIds: [AUCTION_MESSAGES.alreadyInvited] } },
    });
    expect(
      (
        await owner.member.ok(NetworkRoutes.addAuctionBidders, {
          params: { id },
          body: { companyIds: [second.id] },
        })
      ).body.map((b) => b.alias),
    ).toEqual(['Bidder 1', 'Bidder 2']);
  });
});

describe('a public auction', () => {
  it('closes to a company that disables its public profile: no more bids, nor the auction', async () => {
    const { id } = await auctionOf(owner, [], { isPublic: true });
    await stranger.member.ok(NetworkRoutes.placeBid, { params: { id }, body: bidBy(stranger, 0.3) });
    await stranger.admin.ok(AdminRoutes.updatePublicCompany, { body: { enabled: false } });
    try {
      // Bids read the profile through a cache of a few seconds: within them, the bid stops.
      const refused = await eventually(async () => {
        const res = await stranger.member(NetworkRoutes.placeBid, {
          params: { id },
          body: bidBy(stranger, 0.4),
        });
        return res.status === 404 ? res : undefined;
      });
      expect(refused.ok).toBe(false);
      expect((await stranger.member.refused(NetworkRoutes.getAuction, { params: { id } })).status).toBe(404);
      expect((await stranger.member.ok(NetworkRoutes.listAuctions, {})).body.map((a) => a.id)).not.toContain(
        id,
      );
      expect((await owner.member.ok(NetworkRoutes.getAuction, { params: { id } })).body).toMatchObject({
        bidCount: 1,
        leadingBid: { price: perLb(0.3) },
      });
    } finally {
      await stranger.admin.ok(AdminRoutes.updatePublicCompany, { body: { enabled: true } });
    }
  });
});
