import type { Image, ItemChange } from '../../data/changes.js';
import { ConditionFailed, type TxItem } from '../../data/entity.js';
import { tableWrites } from '../../lib/projection.js';
import { FinanceRollupEntity, OpenBalanceEntity } from './finance.rollup.entity.js';
import { InvoiceEntity } from './invoice.entity.js';
import { JournalEntryEntity, type JournalEntryRecord } from '../ledger/index.js';

export interface RollupMove {
  tenantId: string;
  month: string;
  dimension: string;
  name?: string;
  revenueCents: number;
  costCents: number;
  commissionsCents: number;
  feesCents: number;
}

/** What one journal entry adds to the summary, per dimension of its month. */
export function rollupMoves(
  entry: Pick<JournalEntryRecord, 'tenantId' | 'postingDate' | 'lines'>,
): RollupMove[] {
  const month = entry.postingDate.slice(0, 7);
  const moves = new Map<string, RollupMove>();
  const at = (dimension: string, name?: string) => {
    let m = moves.get(dimension);
    if (!m) {
      m = {
        tenantId: entry.tenantId,
        month,
        dimension,
        ...(name ? { name } : {}),
        revenueCents: 0,
        costCents: 0,
        commissionsCents: 0,
        feesCents: 0,
      };
      moves.set(dimension, m);
    }
    return m;
  };
  for (const line of entry.lines) {
    const net = line.debitCents - line.creditCents;
    const field =
      line.account === 'REVENUE'
        ? { key: 'revenueCents' as const, cents: -net }
        : line.account === 'COST_OF_GOODS'
          ? { key: 'costCents' as const, cents: net }
          : line.account === 'COMMISSIONS_EXPENSE'
            ? { key: 'commissionsCents' as const, cents: net }
            : line.account === 'FEES'
              ? { key: 'feesCents' as const, cents: net }
              : undefined;
    if (!field) continue;
    at('all')[field.key] += field.cents;
    if (field.key === 'revenueCents' || field.key === 'costCents') {
      if (line.materialType) at(`type:${line.materialType}`)[field.key] += field.cents;
      if (line.companyId) at(`company:${line.companyId}`, line.companyName)[field.key] += field.cents;
    }
  }
  return [...moves.values()].filter(
    (m) => m.revenueCents || m.costCents || m.commissionsCents || m.feesCents,
  );
}

/** A journal entry is written once: only its creation moves the rollups. */
export function rollupWrites(change: ItemChange): TxItem[] {
  if (change.kind !== 'INSERT' || change.after?.__entity !== JournalEntryEntity.name) return [];
  const entry = JournalEntryEntity.decode(change.after)!;
  return rollupMoves(entry).map(({ tenantId, month, dimension, name, ...add }) =>
    FinanceRollupEntity.tx.update({ tenantId, month, dimension }, name ? { name } : {}, {
      add,
      upsert: true,
    }),
  );
}

export interface OpenMove {
  tenantId: string;
  kind: 'INVOICE' | 'BILL';
  companyId: string;
  companyName: string;
  dueDate: string;
  balanceCents: number;
  count: number;
}

function owed(image: Image | undefined): OpenMove | undefined {
  const invoice = image?.__entity === InvoiceEntity.name ? InvoiceEntity.decode(image) : undefined;
  if (!invoice?.openKind) return undefined;
  return {
    tenantId: invoice.tenantId,
    kind: invoice.kind,
    companyId: invoice.companyId,
    companyName: invoice.companyName,
    dueDate: invoice.dueDate,
    balanceCents: invoice.totalCents - invoice.paidCents,
    count: 1,
  };
}

/** What one change of an invoice moves in the open balances: what it owed leaves, what it owes joins. */
export function openMoves(before: Image | undefined, after: Image | undefined): OpenMove[] {
  const moves = new Map<string, OpenMove>();
  for (const [sign, image] of [
    [-1, before],
    [1, after],
  ] as const) {
    const m = owed(image);
    if (!m) continue;
    const key = `${m.kind}|${m.companyId}|${m.dueDate}`;
    const was = moves.get(key);
    moves.set(key, {
      ...m,
      balanceCents: (was?.balanceCents ?? 0) + sign * m.balanceCents,
      count: (was?.count ?? 0) + sign,
    });
  }
  return [...moves.values()].filter((m) => m.balanceCents !== 0 || m.count !== 0);
}

/** The company id of the open balances that total every company's, per due date: what the summary reads. */
export const ALL_COMPANIES = '~all';

/** Each move counts for its company and for all companies on that due date. */
export const openBalanceMoves = (change: ItemChange): OpenMove[] =>
  openMoves(change.before, change.after).flatMap((m) => [
    m,
    { ...m, companyId: ALL_COMPANIES, companyName: '' },
  ]);

const keyOf = (m: OpenMove) => ({
  tenantId: m.tenantId,
  kind: m.kind,
  companyId: m.companyId,
  dueDate: m.dueDate,
});

/**
 * Adds the moves with the projection's marker (all or nothing, never twice), then removes the
 * balances they brought to nothing, each on the condition that it is still nothing: what is kept
 * is what is owed now, not every company and due date there ever was.
 */
export async function writeOpenBalances(moves: OpenMove[], marker: () => TxItem): Promise<void> {
  await tableWrites(
    moves.map((m) =>
      OpenBalanceEntity.tx.update(keyOf(m), m.companyName ? { companyName: m.companyName } : {}, {
        add: { balanceCents: m.balanceCents, count: m.count },
        upsert: true,
      }),
    ),
    marker,
  );
  await Promise.all(
    moves
      .filter((m) => m.count < 0)
      .map((m) =>
        OpenBalanceEntity.delete(keyOf(m), { condition: { balanceCents: 0, count: 0 } }).catch(
          (error: unknown) => {
            if (!(error instanceof ConditionFailed)) throw error;
          },
        ),
      ),
  );
}
