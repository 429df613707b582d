import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { AdminRoutes, NetworkRoutes } from '@polyloop/shared';
import { eventually } from '../support/eventually.js';
import { contact, lbs, link, newHave, newNeed, perLb, type Party } from '../support/network.js';
import { age, auctioneerWith, auctionOf, bidBy } from './auctions-support.js';
import { useParties } from './network-support.js';

/**
 * The transaction fee of a won auction: a line on the owner's statement under Administration →
 * Billing, a balanced journal entry, and a charge through the billing provider (the sandbox
 * portal here) on the monthly run, exactly once however often the run is delivered. A won reverse
 * auction's fee is the buyer's, written once when it confirms the winning bid.
 */

const cloud = inject('cloud');
const [owner, bidder, buyer, seller, rival] = useParties(cloud, [
  'Fee owner',
  'Fee bidder',
  ['Fee buyer', { services: ['EXTRUSION'], approved: true, reverseAuctions: true }],
  ['Fee seller', { services: ['GRINDING'] }],
  ['Fee rival', { services: ['WASHING'] }],
]);

const month = new Date().toISOString().slice(0, 7);
const nextMonth = (() => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
})();

let auctionId: string;

beforeAll(async () => {
  await auctioneerWith(owner, [bidder]);
  auctionId = (await auctionOf(owner, [bidder], { materialName: 'Fee test PP regrind' })).id;
  await bidder.member.ok(NetworkRoutes.placeBid, { params: { id: auctionId }, body: bidBy(bidder, 0.335) });
  await age(auctionId);
  const { close } = await import('@polyloop/functions/domain/auction/auction.timers');
  await close(auctionId);
  const leading = (
    await owner.member.ok(NetworkRoutes.listAuctionBids, { params: { id: auctionId } })
  ).body.find((b) => b.status === 'LEADING')!;
  await owner.member.ok(NetworkRoutes.declareWinner, {
    params: { id: auctionId },
    body: { auctionBidId: leading.id, contactInformation: contact(owner) },
  });
});

const statementOf = async (p: Party) =>
  (await p.admin.ok(AdminRoutes.listTransactionFees, { query: { month } })).body;
const statement = () => statementOf(owner);
const feeJournalOf = async (p: Party, id: string) => {
  const { JournalEntryEntity } = await import('@polyloop/functions/domain/ledger/journal.entity');
  return (await JournalEntryEntity.queryAll('byId', { tenantId: p.company.tenantId })).filter(
    (e) => e.sourceKind === 'auction-fee' && e.sourceId === id,
  );
};
const journalOf = () => feeJournalOf(owner, auctionId);
const invoiceItems = async () => {
  const res = await fetch(`${cloud.baseUrl}/_local/billing-portal/invoice-items?format=json`);
  const { items } = (await res.json()) as {
    items: Array<{ tenantId: string; amountCents: number; idempotencyKey: string; id: string }>;
  };
  return items.filter((i) => i.tenantId === owner.company.tenantId);
};

describe('a won auction’s transaction fee', () => {
  it('is a line of the month’s statement, to be charged, with the month’s total', async () => {
    // 10,000 lb at $0.335 is $3,350.00; 3% of it is $100.50.
    expect(await statement()).toEqual({
      month,
      lines: [
        expect.objectContaining({
          auctionId,
          auctionName: 'Fee test PP regrind',
          saleValueCents: 335_000,
          ratePercent: 3,
          feeCents: 10_050,
          chargedDate: null,
        }),
      ],
      totalCents: 10_050,
      chargedCents: 0,
    });
  });

  it('is posted to the ledger as a balanced entry: the fee expensed, owed until charged', async () => {
    const [entry, ...more] = await journalOf();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: 'FEE', postingDate: expect.stringMatching(new RegExp(`^${month}`)) });
    expect(entry!.lines).toEqual([
      expect.objectContaining({ account: 'FEES', debitCents: 10_050, creditCents: 0 }),
      expect.objectContaining({ account: 'FEES_PAYABLE', debitCents: 0, creditCents: 10_050 }),
    ]);
  });

  it('is not charged in its own month', async () => {
    const { chargeFeesOfTenant } = await import('@polyloop/functions/domain/auction/fee.charge');
    expect(await chargeFeesOfTenant(owner.company.tenantId, month)).toMatchObject({ charged: 0 });
    expect(await invoiceItems()).toEqual([]);
  });

  it('is charged once by the monthly run, in the sandbox portal, and a second run charges nothing', async () => {
    const { FeeChargeForTenant } = await import('@polyloop/functions/domain/auction/fee.events');
    const run = (id: string) =>
      new EventBridgeClient({}).send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: cloud.env.EVENT_BUS_NAME,
              Source: 'polyloop',
              DetailType: FeeChargeForTenant.name,
              Detail: JSON.stringify({
                id,
                version: FeeChargeForTenant.version,
                occurredAt: new Date().toISOString(),
                data: { tenantId: owner.company.tenantId, before: nextMonth },
              }),
            },
          ],
        }),
      );
    await run(`fee-test-${auctionId}-1`);
    const charged = await eventually(async () => (await statement()).lines[0]?.chargedDate ?? undefined);
    expect(charged.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const items = await invoiceItems();
    expect(items).toEqual([expect.objectContaining({ amountCents: 10_050 })]);
    expect((await statement()).lines[0]!.chargeReference).toBe(items[0]!.id);
    expect((await statement()).chargedCents).toBe(10_050);

    // Delivered again (a new run, and the same company's part of it called directly): nothing more.
    await run(`fee-test-${auctionId}-2`);
    const { chargeFeesOfTenant } = await import('@polyloop/functions/domain/auction/fee.charge');
    expect(await chargeFeesOfTenant(owner.company.tenantId, nextMonth)).toMatchObject({ charged: 0 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await invoiceItems()).toHaveLength(1);

    const settlement = (await journalOf()).find((e) =>
      e.description.startsWith('Transaction fees charged for'),
    );
    expect(settlement!.lines).toEqual([
      expect.objectContaining({ account: 'FEES_PAYABLE', debitCents: 10_050 }),
      expect.objectContaining({ account: 'CASH', creditCents: 10_050 }),
    ]);
    expect(await journalOf()).toHaveLength(2);
  });
});

describe('a won reverse auction’s transaction fee', () => {
  let requestId: string;
  let materialName: string;
  /** Two bids of 10,000 lb: the seller's at $0.30 (the lowest), the rival's at $0.35. */
  let low: string;
  let high: string;

  const bid = async (p: Party, price: number) => {
    const have = await newHave(p, 30_000);
    return (
      await p.member.ok(NetworkRoutes.createNetworkOffers, {
        body: {
          haveId: have.id,
          requestId,
          price: perLb(price),
          weight: lbs(10_000),
          terms: 'FOB_ORIGIN' as const,
          contactInformation: contact(p),
          representatives: [p.company.member.userId],
        },
      })
    ).body[0]!.id;
  };
  const accept = (id: string) =>
    buyer.member.ok(NetworkRoutes.negotiateOffer, { params: { id }, body: { action: 'ACCEPT' } });
  const confirmBy = (p: Party, id: string) =>
    p.member(NetworkRoutes.confirmOffer, { params: { id }, body: {} });
  const listing = async () => {
    const { PublicListingEntity } = await import('@polyloop/functions/domain/market/public-listing.entity');
    return (await PublicListingEntity.get({ id: requestId }, { consistent: true }))!;
  };

  beforeAll(async () => {
    await Promise.all([
      link(buyer, seller),
      link(buyer, rival),
      buyer.member.ok(NetworkRoutes.acceptGroundRules),
    ]);
    const need = await newNeed(buyer, 40_000);
    requestId = (
      await buyer.member.ok(NetworkRoutes.createPublicRequest, {
        body: {
          needId: need.id,
          title: 'Fee test, lowest price wins',
          endDate: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
          priceTarget: perLb(0.4),
          reverseAuction: true,
          bidIncrement: perLb(0.01),
          contactInformation: contact(buyer),
          representatives: [buyer.company.member.userId],
        },
      })
    ).body.id;
    high = await bid(rival, 0.35);
    low = await bid(seller, 0.3);
    // The auction ends: its end passes (a new version, as every write of the listing is).
    const { PublicListingEntity } = await import('@polyloop/functions/domain/market/public-listing.entity');
    const item = await listing();
    const ended = new Date(Date.now() - 1_000).toISOString();
    await PublicListingEntity.update(
      { id: requestId },
      { closesAt: ended, endDate: ended, version: item.version + 1 },
      { current: item, condition: { version: item.version } },
    );
    materialName = item.materialName!;
  });

  it('is the buyer’s, written when it confirms the winning bid: a statement line and a balanced FEE entry', async () => {
    await accept(low);
    // Accepting the bid owes nothing yet: the buyer's confirmation wins the auction.
    expect((await statementOf(buyer)).lines).toEqual([]);
    expect((await confirmBy(buyer, low)).status).toBe(201);
    // 10,000 lb at $0.30 is $3,000.00; 3% of it is $90.00.
    expect(await statementOf(buyer)).toEqual({
      month,
      lines: [
        expect.objectContaining({
          auctionId: requestId,
          auctionName: materialName,
          saleValueCents: 300_000,
          ratePercent: 3,
          feeCents: 9_000,
          chargedDate: null,
        }),
      ],
      totalCents: 9_000,
      chargedCents: 0,
    });
    const [entry, ...more] = await feeJournalOf(buyer, requestId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'FEE',
      description: `Transaction fee of 3% on reverse auction ${materialName}`,
    });
    expect(entry!.lines).toEqual([
      expect.objectContaining({ account: 'FEES', debitCents: 9_000, creditCents: 0 }),
      expect.objectContaining({ account: 'FEES_PAYABLE', debitCents: 0, creditCents: 9_000 }),
    ]);
    expect((await listing()).wonOfferId).toBe(low);
  });

  it('is written once: confirming again, the seller confirming, and another bid confirmed after it owe nothing more', async () => {
    expect((await confirmBy(buyer, low)).status).toBe(409);
    expect((await confirmBy(seller, low)).status).toBe(201);
    await accept(high);
    expect((await confirmBy(rival, high)).status).toBe(201);
    expect((await confirmBy(buyer, high)).status).toBe(201);

    expect((await statementOf(buyer)).lines).toEqual([
      expect.objectContaining({ auctionId: requestId, feeCents: 9_000 }),
    ]);
    expect(await feeJournalOf(buyer, requestId)).toHaveLength(1);
    for (const p of [seller, rival]) expect((await statementOf(p)).lines).toEqual([]);
    expect((await listing()).wonOfferId).toBe(low);
  });

  it('is charged by the monthly run like an auction’s', async () => {
    const { chargeFeesOfTenant } = await import('@polyloop/functions/domain/auction/fee.charge');
    expect(await chargeFeesOfTenant(buyer.company.tenantId, nextMonth)).toMatchObject({
      charged: 1,
      chargedCents: 9_000,
    });
    const res = await fetch(`${cloud.baseUrl}/_local/billing-portal/invoice-items?format=json`);
    const { items } = (await res.json()) as {
      items: Array<{ tenantId: string; amountCents: number; description: string }>;
    };
    expect(items.filter((i) => i.tenantId === buyer.company.tenantId)).toEqual([
      expect.objectContaining({
        amountCents: 9_000,
        description: expect.stringContaining(`on reverse auction ${materialName}`),
      }),
    ]);
    expect(await chargeFeesOfTenant(buyer.company.tenantId, nextMonth)).toMatchObject({ charged: 0 });
  });
});
