import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { AdminRoutes, NetworkRoutes } from '@polyloop/shared';
import { eventually } from '../support/eventually.js';
import { contact } from '../support/network.js';
import { age, auctioneerWith, auctionOf, bidBy } from './auctions-support.js';
import { useParties } from './network-support.js';

/**
 * The transaction fee of a won auction: a line on the owner's statement under Administration →
 * Billing, a balanced journal entry, and a charge through the billing provider (the sandbox
 * portal here) on the monthly run, exactly once however often the run is delivered.
 */

const cloud = inject('cloud');
const [owner, bidder] = useParties(cloud, ['Fee owner', 'Fee bidder']);

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

const statement = async () =>
  (await owner.admin.ok(AdminRoutes.listTransactionFees, { query: { month } })).body;
const journalOf = async () => {
  const { JournalEntryEntity } = await import('@polyloop/functions/domain/ledger/journal.entity');
  return (await JournalEntryEntity.queryAll('byId', { tenantId: owner.company.tenantId })).filter(
    (e) => e.sourceKind === 'auction-fee' && e.sourceId === auctionId,
  );
};
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
