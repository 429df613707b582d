import { billingProvider } from '../../adapters/billing/index.js';
import { ConditionFailed, type Where } from '../../data/entity.js';
import { commit } from '../../lib/commit.js';
import { occurrence, publish } from '../../lib/events.js';
import { logger } from '../../lib/observability.js';
import type { BillingProvider } from '../../ports/billing.js';
import { Billing } from '../billing/index.js';
import {
  AuctionFeeEntity,
  journalTx,
  listDueFeesOfTenant,
  listFeesDue,
  type AuctionFeeItem,
} from '../ledger/index.js';
import { Tenant } from '../tenant/index.js';
import { FeeChargeForTenant } from './fee.events.js';

/**
 * The monthly charge of transaction fees, exactly once per fee. Each fee is claimed by a
 * conditional write before it is charged, charged with an idempotency key made from the fee, and
 * marked charged (with its settlement in the ledger) in one transaction conditioned on the claim.
 * A charge that fails lets the claim go and is tried again by the bus's retry or the next run,
 * with the same key, so the provider adds it once. A run that dies mid-charge leaves a claim that
 * another run may take over after `STALE_CLAIM_MS`, but only while the provider still remembers
 * the key (`KEY_LIFE_MS`): past it, the fee stays claimed and is reported for a person to check,
 * never charged a second time.
 */
export const STALE_CLAIM_MS = 15 * 60_000;
/** Stripe keeps idempotency keys for 24 hours; an hour's margin. */
export const KEY_LIFE_MS = 23 * 3_600_000;

/** The provider's idempotency key for a fee: the fee's own identity. */
export const chargeKey = (fee: Pick<AuctionFeeItem, 'tenantId' | 'auctionId'>) =>
  `polyloop-fee-${fee.tenantId}-${fee.auctionId}`;

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const chargeDescription = (fee: AuctionFeeItem) =>
  `Transaction fee (${fee.ratePercent}%) on ${fee.reverseAuction ? 'reverse auction' : 'auction'} ${fee.auctionName ?? fee.auctionId}, ${monthName(fee.month)}`;

export const settlementDescription = (month: string) => `Transaction fees charged for ${monthName(month)}`;

/** Where fees are claimed and marked: the table in the product, a fake in the unit tests. */
export interface FeeStore {
  /** The fee, claimed by this run at `at`; undefined when it is charged, held by another run, or past its key's life. */
  claim(fee: AuctionFeeItem, at: Date): Promise<AuctionFeeItem | undefined>;
  /** Lets a claim go after a failed charge (nothing when the claim was taken over meanwhile). */
  release(claimed: AuctionFeeItem): Promise<void>;
  /** Marks the claimed fee charged and posts its settlement, together, as long as the claim is still this run's. */
  markCharged(claimed: AuctionFeeItem, reference: string, at: Date): Promise<void>;
}

export interface ChargeResult {
  charged: number;
  chargedCents: number;
  /** Held by another run, charged meanwhile, or past the key's life. */
  skipped: number;
  failed: number;
}

/** Charges one company's due fees, one by one; a failure of one does not stop the others. */
export async function chargeFees(
  fees: AuctionFeeItem[],
  company: { tenantId: string; name: string; customerId?: string },
  {
    provider,
    store,
    now = () => new Date(),
    onCustomer,
  }: {
    provider: BillingProvider;
    store: FeeStore;
    now?: () => Date;
    /** Told when the provider made the company's customer, so it is kept. */
    onCustomer?: (customerId: string) => Promise<void>;
  },
): Promise<ChargeResult> {
  const result: ChargeResult = { charged: 0, chargedCents: 0, skipped: 0, failed: 0 };
  let customerId = company.customerId;
  for (const fee of fees) {
    if (fee.chargedDate || fee.feeCents <= 0) continue;
    const claimed = await store.claim(fee, now());
    if (!claimed) {
      result.skipped++;
      continue;
    }
    let reference: string;
    try {
      const added = await provider.addInvoiceItem({
        tenantId: company.tenantId,
        customerId,
        companyName: company.name,
        amountCents: fee.feeCents,
        description: chargeDescription(fee),
        idempotencyKey: chargeKey(fee),
      });
      reference = added.reference;
      if (added.customerId !== customerId) {
        customerId = added.customerId;
        await onCustomer?.(customerId);
      }
    } catch (error) {
      logger.warn('transaction fee charge failed', {
        tenantId: fee.tenantId,
        auctionId: fee.auctionId,
        error,
      });
      await store.release(claimed);
      result.failed++;
      continue;
    }
    await store.markCharged(claimed, reference, now());
    result.charged++;
    result.chargedCents += fee.feeCents;
  }
  return result;
}

const keyOf = (fee: AuctionFeeItem) => ({
  tenantId: fee.tenantId,
  month: fee.month,
  auctionId: fee.auctionId,
});
const lost = (error: unknown) => error instanceof ConditionFailed;

/** The table's fee store: conditional writes on the fee item. */
export const tableFeeStore: FeeStore = {
  async claim(fee, at) {
    const stamp = at.toISOString();
    try {
      return await AuctionFeeEntity.update(
        keyOf(fee),
        { claimedDate: stamp, firstClaimedDate: fee.firstClaimedDate ?? stamp },
        { condition: claimCondition(at) },
      );
    } catch (error) {
      if (!lost(error)) throw error;
      const stood = await AuctionFeeEntity.get(keyOf(fee), { consistent: true });
      if (
        stood &&
        !stood.chargedDate &&
        stood.firstClaimedDate &&
        Date.parse(stood.firstClaimedDate) <= at.getTime() - KEY_LIFE_MS
      )
        logger.error(
          'transaction fee claimed a day ago and not marked charged: check the provider before charging it',
          {
            tenantId: fee.tenantId,
            auctionId: fee.auctionId,
            idempotencyKey: chargeKey(fee),
          },
        );
      return undefined;
    }
  },
  async release(claimed) {
    try {
      await AuctionFeeEntity.update(
        keyOf(claimed),
        { claimedDate: undefined },
        { condition: { claimedDate: claimed.claimedDate } },
      );
    } catch (error) {
      if (!lost(error)) throw error;
    }
  },
  async markCharged(claimed, reference, at) {
    const stamp = at.toISOString();
    await commit(
      [
        AuctionFeeEntity.tx.update(
          keyOf(claimed),
          { chargedDate: stamp, chargeReference: reference, dueMonth: undefined, claimedDate: undefined },
          {
            current: claimed,
            condition: (w) => w.and(w.eq('claimedDate', claimed.claimedDate!), w.missing('chargedDate')),
          },
        ),
        ...journalTx({
          tenantId: claimed.tenantId,
          postingDate: stamp.slice(0, 10),
          kind: 'FEE',
          source: {
            kind: AuctionFeeEntity.name,
            id: claimed.auctionId,
            label: claimed.auctionName ?? claimed.auctionId,
          },
          description: settlementDescription(claimed.month),
          debit: [{ account: 'FEES_PAYABLE', cents: claimed.feeCents }],
          credit: [{ account: 'CASH', cents: claimed.feeCents }],
          by: 'fee-charge',
        }),
      ],
      () => undefined,
    );
  },
};

/** A fee may be claimed when uncharged, held by no live claim, and still within its key's life. */
export const claimCondition = (at: Date) => (w: Where<AuctionFeeItem>) =>
  w.and(
    w.missing('chargedDate'),
    w.exists('dueMonth'),
    w.or(
      w.missing('claimedDate'),
      w.lt('claimedDate', new Date(at.getTime() - STALE_CLAIM_MS).toISOString()),
    ),
    w.or(
      w.missing('firstClaimedDate'),
      w.gt('firstClaimedDate', new Date(at.getTime() - KEY_LIFE_MS).toISOString()),
    ),
  );

/** Announces one charge per company with fees due from the months before the run's. */
export async function startFeeCharge(runId: string, occurredAt: string): Promise<number> {
  const before = occurredAt.slice(0, 7);
  const tenants = [
    ...new Set((await listFeesDue()).filter((f) => f.dueMonth! < before).map((f) => f.tenantId)),
  ];
  await publish(
    ...tenants.map((tenantId) =>
      occurrence(FeeChargeForTenant, { tenantId, before }, { id: `${runId}:${tenantId}` }),
    ),
  );
  return tenants.length;
}

/**
 * Charges one company's fees due before `before`. Throws when one failed, after trying the others,
 * so the bus delivers the event again and the failed fees are tried again (the charged ones are not).
 */
export async function chargeFeesOfTenant(
  tenantId: string,
  before: string,
  provider: BillingProvider = billingProvider(),
): Promise<ChargeResult> {
  const fees = await listDueFeesOfTenant(tenantId, before);
  if (!fees.length) return { charged: 0, chargedCents: 0, skipped: 0, failed: 0 };
  const [tenant, billing] = await Promise.all([Tenant.get({ tenantId }), Billing.get({ tenantId })]);
  const result = await chargeFees(
    fees,
    { tenantId, name: tenant?.name ?? tenantId, customerId: billing?.customerId },
    {
      provider,
      store: tableFeeStore,
      onCustomer: async (customerId) => {
        if (billing) await Billing.update({ tenantId }, { customerId, updatedAt: new Date().toISOString() });
      },
    },
  );
  if (result.failed)
    throw new Error(`${result.failed} transaction fee charge(s) of ${tenantId} failed; retrying`);
  return result;
}
