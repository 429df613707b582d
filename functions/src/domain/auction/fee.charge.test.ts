import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { readable } from '../../data/conditions.js';
import type { BillingProvider } from '../../ports/billing.js';
import { AuctionFeeEntity, type AuctionFeeItem } from '../ledger/index.js';
import {
  chargeFees,
  chargeKey,
  claimCondition,
  KEY_LIFE_MS,
  settlementDescription,
  STALE_CLAIM_MS,
  type FeeStore,
} from './fee.charge.js';

const fee = (auctionId: string, feeCents = 10_051): AuctionFeeItem => ({
  tenantId: 't1',
  month: '2026-04',
  auctionId,
  auctionName: `Lot ${auctionId}`,
  offerId: `of-${auctionId}`,
  transactionValueCents: feeCents * 33,
  ratePercent: 3,
  feeCents,
  createdDate: '2026-04-10T12:00:00.000Z',
  dueMonth: '2026-04',
});

/** The fee items as the table holds them, with the claim rule the conditional write states. */
function memoryStore(items: AuctionFeeItem[]) {
  const table = new Map(items.map((f) => [f.auctionId, { ...f }]));
  const settlements: string[] = [];
  const store: FeeStore = {
    async claim(f, at) {
      const stood = table.get(f.auctionId)!;
      const free = !stood.claimedDate || Date.parse(stood.claimedDate) < at.getTime() - STALE_CLAIM_MS;
      const keyAlive =
        !stood.firstClaimedDate || Date.parse(stood.firstClaimedDate) > at.getTime() - KEY_LIFE_MS;
      if (stood.chargedDate || !stood.dueMonth || !free || !keyAlive) return undefined;
      const stamp = at.toISOString();
      Object.assign(stood, { claimedDate: stamp, firstClaimedDate: stood.firstClaimedDate ?? stamp });
      return { ...stood };
    },
    async release(claimed) {
      const stood = table.get(claimed.auctionId)!;
      if (stood.claimedDate === claimed.claimedDate) delete stood.claimedDate;
    },
    async markCharged(claimed, reference, at) {
      const stood = table.get(claimed.auctionId)!;
      if (stood.claimedDate !== claimed.claimedDate || stood.chargedDate) throw new Error('claim lost');
      Object.assign(stood, { chargedDate: at.toISOString(), chargeReference: reference });
      delete stood.dueMonth;
      delete stood.claimedDate;
      settlements.push(claimed.auctionId);
    },
  };
  return { store, table, settlements };
}

/** A provider that adds an item once per key (as Stripe does within a day) and can be made to fail. */
function provider(failing = new Set<string>()) {
  const items = new Map<string, number>();
  const calls: string[] = [];
  const billing: BillingProvider = {
    portalLink: () => Promise.reject(new Error('unused')),
    readWebhook: () => Promise.reject(new Error('unused')),
    chargeNow: () => Promise.reject(new Error('fees go on the next invoice, never charged at once')),
    async addInvoiceItem({ idempotencyKey, amountCents, customerId, tenantId }) {
      calls.push(idempotencyKey);
      if (failing.has(idempotencyKey)) throw new Error('provider unavailable');
      if (!items.has(idempotencyKey)) items.set(idempotencyKey, amountCents);
      return { reference: `ii-${idempotencyKey}`, customerId: customerId ?? `cus-${tenantId}` };
    },
  };
  return { billing, items, calls };
}

const company = { tenantId: 't1', name: 'Acme', customerId: 'cus-1' };
const at = (iso: string) => () => new Date(iso);

describe('the monthly charge of transaction fees', () => {
  it('charges each due fee once, under a key made from the fee, and settles it', async () => {
    const { store, table, settlements } = memoryStore([fee('a1'), fee('a2', 300)]);
    const p = provider();
    const result = await chargeFees([...table.values()], company, {
      provider: p.billing,
      store,
      now: at('2026-05-01T10:00:00Z'),
    });
    expect(result).toEqual({ charged: 2, chargedCents: 10_351, skipped: 0, failed: 0 });
    expect([...p.items]).toEqual([
      [chargeKey(fee('a1')), 10_051],
      [chargeKey(fee('a2')), 300],
    ]);
    expect(table.get('a1')).toMatchObject({
      chargedDate: '2026-05-01T10:00:00.000Z',
      chargeReference: `ii-${chargeKey(fee('a1'))}`,
    });
    expect(table.get('a1')!.dueMonth).toBeUndefined();
    expect(settlements).toEqual(['a1', 'a2']);
  });

  it('charges nothing a second time when the run is delivered again', async () => {
    const { store, table } = memoryStore([fee('a1')]);
    const p = provider();
    const run = () =>
      chargeFees([...table.values()], company, {
        provider: p.billing,
        store,
        now: at('2026-05-01T10:00:00Z'),
      });
    await run();
    expect(await run()).toEqual({ charged: 0, chargedCents: 0, skipped: 0, failed: 0 });
    expect(p.calls).toHaveLength(1);
  });

  it('leaves a fee another run holds alone, and takes it over once that claim is stale', async () => {
    const { store, table } = memoryStore([fee('a1')]);
    await store.claim(table.get('a1')!, new Date('2026-05-01T10:00:00Z'));
    const p = provider();
    const soon = await chargeFees([fee('a1')], company, {
      provider: p.billing,
      store,
      now: at('2026-05-01T10:05:00Z'),
    });
    expect(soon).toMatchObject({ charged: 0, skipped: 1 });
    const later = await chargeFees([fee('a1')], company, {
      provider: p.billing,
      store,
      now: at('2026-05-01T10:30:00Z'),
    });
    expect(later).toMatchObject({ charged: 1 });
    // The same key the first run would have used: had it reached the provider, nothing is added twice.
    expect(p.calls).toEqual([chargeKey(fee('a1'))]);
  });

  it('lets a failed charge go to be tried again with the same key, charging the others meanwhile', async () => {
    const { store, table } = memoryStore([fee('a1'), fee('a2')]);
    const failing = new Set([chargeKey(fee('a1'))]);
    const p = provider(failing);
    const first = await chargeFees([...table.values()], company, {
      provider: p.billing,
      store,
      now: at('2026-05-01T10:00:00Z'),
    });
    expect(first).toMatchObject({ charged: 1, failed: 1 });
    expect(table.get('a1')!.claimedDate).toBeUndefined();
    failing.clear();
    const retry = await chargeFees([...table.values()], company, {
      provider: p.billing,
      store,
      now: at('2026-05-01T10:01:00Z'),
    });
    expect(retry).toMatchObject({ charged: 1, failed: 0 });
    expect(p.calls).toEqual([chargeKey(fee('a1')), chargeKey(fee('a2')), chargeKey(fee('a1'))]);
    expect(p.items.size).toBe(2);
  });

  it('never charges a fee again once the provider may have forgotten its key: it is left for a person', async () => {
    const { store, table } = memoryStore([fee('a1')]);
    await store.claim(table.get('a1')!, new Date('2026-05-01T10:00:00Z'));
    const p = provider();
    const dayLater = await chargeFees([fee('a1')], company, {
      provider: p.billing,
      store,
      now: at('2026-05-02T10:00:00Z'),
    });
    expect(dayLater).toMatchObject({ charged: 0, skipped: 1 });
    expect(p.calls).toEqual([]);
  });

  it('keeps the customer the provider made for a company without one', async () => {
    const { store, table } = memoryStore([fee('a1'), fee('a2')]);
    const p = provider();
    const kept: string[] = [];
    await chargeFees(
      [...table.values()],
      { tenantId: 't1', name: 'Acme' },
      {
        provider: p.billing,
        store,
        onCustomer: async (id) => void kept.push(id),
      },
    );
    expect(kept).toEqual(['cus-t1']);
  });

  it('claims with a conditional write: uncharged, due, unclaimed or stale, and within the key’s life', () => {
    const request = AuctionFeeEntity.tx.update(
      { tenantId: 't1', month: '2026-04', auctionId: 'a1' },
      { claimedDate: '2026-05-01T10:00:00.000Z' },
      { condition: claimCondition(new Date('2026-05-01T10:00:00Z')) },
    );
    const { condition } = readable(request.item.Update!);
    expect(condition).toContain('attribute_not_exists(chargedDate)');
    expect(condition).toContain('attribute_exists(dueMonth)');
    expect(condition).toContain('claimedDate < "2026-05-01T09:45:00.000Z"');
    expect(condition).toContain('firstClaimedDate > "2026-04-30T11:00:00.000Z"');
  });

  it('describes the settlement by the month it charges', () => {
    expect(settlementDescription('2026-04')).toBe('Transaction fees charged for April 2026');
  });
});
