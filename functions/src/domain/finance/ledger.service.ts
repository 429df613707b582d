import type { AgedReport, AgedRow, JournalEntry, LedgerQuery } from '@polyloop/shared/finance/ledger';
import { ageBucket } from '@polyloop/shared/finance/ledger';
import type { FinanceKind } from '@polyloop/shared/finance/invoice';
import type { FinanceSummary, SummaryQuery } from '@polyloop/shared/finance/summary';
import { figuresOf } from '@polyloop/shared/finance/summary';
import type { MaterialType } from '@polyloop/shared/enums';
import { countedPage, pageFrom, pageOf, type Page } from '../../data/page.js';
import type { Member } from '../../lib/actor.js';
import { today } from '../../lib/commit.js';
import { listOpenBalances, listOpenTotals, listRollups } from './finance.rollup.entity.js';
import { countJournal, pageJournal, type JournalEntryRecord } from '../ledger/index.js';

export const entryView = (e: JournalEntryRecord): JournalEntry => ({
  id: e.id,
  postingDate: e.postingDate,
  kind: e.kind,
  source: { kind: e.sourceKind, id: e.sourceId, label: e.sourceLabel },
  description: e.description,
  lines: e.lines.map((l) => ({
    account: l.account,
    debitCents: l.debitCents,
    creditCents: l.creditCents,
    company: l.companyId ? { id: l.companyId, name: l.companyName ?? '' } : null,
    materialType: l.materialType ?? null,
  })),
  createdDate: e.createdDate,
});

/**
 * Journal entries, newest posting first. All of them is one Query and one count; a period or an
 * account reads the period (bounded by it) and pages in memory.
 */
export async function ledger(actor: Member, query: LedgerQuery): Promise<Page<JournalEntry>> {
  const { tenantId } = actor;
  if (!query.account && !query.from && !query.to)
    return countedPage(
      (limit, cursor) => pageJournal(tenantId, {}, limit, cursor),
      query.page,
      query.size,
      countJournal(tenantId),
      entryView,
    );
  const period = { from: query.from, to: query.to };
  if (!query.account) {
    const all = await pageOf((limit, cursor) => pageJournal(tenantId, period, limit, cursor), 0, 5_000);
    return pageFrom(all.map(entryView), query.page, query.size);
  }
  const all: JournalEntryRecord[] = [];
  let cursor: string | null = null;
  do {
    const next = await pageJournal(tenantId, period, 500, cursor);
    all.push(...next.items.filter((e) => e.lines.some((l) => l.account === query.account)));
    cursor = next.cursor;
  } while (cursor && all.length < 5_000);
  return pageFrom(all.map(entryView), query.page, query.size);
}

const zero = () => ({ current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 });

/** Receivables (invoices) or payables (bills) aged per company as of a day, from the open balances. */
export async function aged(actor: Member, kind: FinanceKind, asOf = today()): Promise<AgedReport> {
  const balances = await listOpenBalances(actor.tenantId, kind);
  const rows = new Map<string, AgedRow>();
  const totals = zero();
  for (const b of balances) {
    if (b.balanceCents === 0 && b.count === 0) continue;
    let row = rows.get(b.companyId);
    if (!row) {
      row = { company: { id: b.companyId, name: b.companyName ?? '' }, documents: 0, ...zero() };
      rows.set(b.companyId, row);
    }
    const bucket = ageBucket(b.dueDate, asOf);
    row[bucket] += b.balanceCents;
    row.total += b.balanceCents;
    row.documents += b.count;
    totals[bucket] += b.balanceCents;
    totals.total += b.balanceCents;
  }
  return {
    asOf,
    rows: [...rows.values()]
      .filter((r) => r.documents > 0 || r.total !== 0)
      .sort((a, b) => b.total - a.total || a.company.name.localeCompare(b.company.name)),
    totals,
  };
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let d = new Date(`${from}-01T00:00:00Z`);
    monthOf(d) <= to && out.length < 120;
    d.setUTCMonth(d.getUTCMonth() + 1)
  )
    out.push(monthOf(d));
  return out;
}

/**
 * The finance summary over whole months (the last 12 unless said): one Query of the rollups for the
 * window and one of the open balances per kind, however many shipments, invoices or entries exist.
 */
export async function summary(actor: Member, query: SummaryQuery): Promise<FinanceSummary> {
  const { tenantId } = actor;
  const now = new Date();
  const to = query.to ?? monthOf(now);
  const from =
    query.from ?? monthOf(new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 12, 1)));
  const [rollups, receivable, payable] = await Promise.all([
    listRollups(tenantId, from, to),
    listOpenTotals(tenantId, 'INVOICE'),
    listOpenTotals(tenantId, 'BILL'),
  ]);
  const day = today();
  const owed = (balances: typeof receivable) => ({
    openCents: balances.reduce((s, b) => s + b.balanceCents, 0),
    overdueCents: balances.filter((b) => b.dueDate < day).reduce((s, b) => s + b.balanceCents, 0),
    count: balances.reduce((s, b) => s + b.count, 0),
  });
  const blank = () => ({ revenueCents: 0, costCents: 0, commissionsCents: 0, feesCents: 0 });
  const add = (t: ReturnType<typeof blank>, r: ReturnType<typeof blank>) => {
    t.revenueCents += r.revenueCents;
    t.costCents += r.costCents;
    t.commissionsCents += r.commissionsCents;
    t.feesCents += r.feesCents;
  };
  const total = blank();
  const months = new Map(monthsBetween(from, to).map((m) => [m, blank()]));
  const types = new Map<string, ReturnType<typeof blank>>();
  const companies = new Map<string, { name: string; t: ReturnType<typeof blank> }>();
  for (const r of rollups) {
    if (r.dimension === 'all') {
      add(total, r);
      const m = months.get(r.month);
      if (m) add(m, r);
    } else if (r.dimension.startsWith('type:')) {
      const key = r.dimension.slice(5);
      if (!types.has(key)) types.set(key, blank());
      add(types.get(key)!, r);
    } else if (r.dimension.startsWith('company:')) {
      const key = r.dimension.slice(8);
      if (!companies.has(key)) companies.set(key, { name: r.name ?? '', t: blank() });
      add(companies.get(key)!.t, r);
    }
  }
  return {
    from,
    to,
    ...figuresOf(total),
    receivables: owed(receivable),
    payables: owed(payable),
    months: [...months.entries()].map(([month, t]) => ({ month, ...figuresOf(t) })),
    byMaterialType: [...types.entries()]
      .map(([materialType, t]) => ({ materialType: materialType as MaterialType, ...figuresOf(t) }))
      .sort((a, b) => b.revenueCents - a.revenueCents),
    byCompany: [...companies.entries()]
      .map(([id, { name, t }]) => ({ company: { id, name }, ...figuresOf(t) }))
      .sort((a, b) => b.revenueCents - a.revenueCents),
  };
}
