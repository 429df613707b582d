import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CrmRoutes, FinanceRoutes } from '@polyloop/shared';
import { MATERIAL_TYPE_LABELS, type MaterialType } from '@polyloop/shared/enums';
import { dueDateOf, type PaymentTerms } from '@polyloop/shared/finance/invoice';
import { ageBucket, AGE_BUCKETS, type AgedReport } from '@polyloop/shared/finance/ledger';
import type { FinanceSummary } from '@polyloop/shared/finance/summary';
import { lineCents, lineName } from '@polyloop/shared/orders/order';
import type { BatchPut } from '@polyloop/functions/data/entity';
import type { InvoiceRecord } from '@polyloop/functions/domain/finance/invoice.entity';
import type { Posting } from '@polyloop/functions/domain/ledger/journal.records';
import type { ShipmentRecord } from '@polyloop/functions/domain/order/shipment.entity';
import { benchTenant, type Cloud } from './harness.js';
import { measure, percentile } from './stats.js';

const SHIPMENTS = Number(process.env.BENCH_FINANCE_SHIPMENTS ?? 100_000);
const PARTNERS = 40;
/** The shipments' days: spread evenly over the last 14 months, the newest delivered today. */
const SPREAD_DAYS = 425;
/** Shipments made, written and summed at a time, so 100,000 never sit in memory at once. */
const CHUNK = 2_000;
/** Timed calls of each route (fewer than the bench's 500: each reads every open balance of the tenant). */
const SAMPLES = Number(process.env.BENCH_FINANCE_SAMPLES ?? 200);
/** `BENCH_FINANCE_PROGRESS=1` says on stderr how far the seed and the checks are. */
const progress = (line: string) => {
  if (process.env.BENCH_FINANCE_PROGRESS) console.error(`finance: ${line}`);
};
const TYPES: MaterialType[] = ['PET', 'PE', 'PP', 'PS', 'ABS', 'PVC'];
const TERMS: PaymentTerms[] = ['NET_30', 'NET_15', 'NET_45', 'DUE_ON_RECEIPT', 'NET_60', 'NET_90'];
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
/** The leading count of a `requestsOf` answer ("3 DynamoDB requests (3 Query)"). */
const countOf = (requests: string) => Number(/^\d+/.exec(requests)?.[0] ?? NaN);

/**
 * Seeds one tenant with 100,000 delivered shipments over the last 14 months, sold to 40 CRM
 * companies in six material types, each invoiced (issued, then paid, partly paid or still owed, due
 * on six terms so every aged bucket fills) and one in four billed by its supplier, written in
 * batches as the finance services store them: the shipment, the invoice or bill, its payments and
 * the journal entries `issuePosting` and `paymentPosting` make (with `journalEntryOf`, as `journalTx`
 * builds them). What the `journal-entry.rollup` and `invoice.open-balances` projections would make
 * of them is written too, by their own rules (`rollupMoves`, `openMoves`) summed, and the stream's
 * records of the load are passed over. Then times the 12-month finance summary and the aged
 * receivables through the gateway, checks both against what was seeded, and reads the journal back
 * to count entries whose debits and credits differ.
 */
export async function financeFigures(cloud: Cloud, samples = SAMPLES) {
  const { company, api, get, requestsOf } = await benchTenant(cloud, 'Finance bench', {
    plan: 'INTELLIGENCE',
  });
  const { ShipmentEntity } = await import('@polyloop/functions/domain/order/shipment.entity');
  const { COUNTERS } = await import('@polyloop/functions/domain/order/order.records');
  const { Counter } = await import('@polyloop/functions/domain/counter/counter.entity');
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const { dynamo } = await import('@polyloop/functions/data/client');
  const { InvoiceEntity, PaymentEntity } = await import('@polyloop/functions/domain/finance/invoice.entity');
  const { JournalEntryEntity } = await import('@polyloop/functions/domain/ledger/journal.entity');
  const { FinanceRollupEntity, OpenBalanceEntity } =
    await import('@polyloop/functions/domain/finance/finance.rollup.entity');
  const { rollupMoves, openMoves, ALL_COMPANIES } =
    await import('@polyloop/functions/domain/finance/finance.rollups');
  const { issuePosting, numberOf, paymentPosting, sequenceName, totalsOf } =
    await import('@polyloop/functions/domain/finance/invoice.records');
  const { journalEntryOf } = await import('@polyloop/functions/domain/ledger/journal.records');
  const { newId } = await import('@polyloop/functions/lib/commit');

  const partners: { id: string; name: string }[] = [];
  for (let n = 0; n < PARTNERS; n++) {
    const res = await api.ok(CrmRoutes.createCompany, {
      body: { name: `Bench Customer ${String(n).padStart(3, '0')}`, confirmDuplicate: true },
    });
    partners.push({ id: res.body.id, name: res.body.name });
  }
  await cloud.settle();
  cloud.stream.hold();
  const started = Date.now();
  const { tenantId } = company;
  const by = company.admin.userId;
  const todayMs = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
  const today = dayOf(todayMs);
  const stamp = new Date().toISOString();
  const audit = { updatedBy: by, updatedByName: 'Bench Admin', updatedDate: stamp };

  /** The rollups and open balances the projections would hold, summed over every entry and invoice. */
  const rollups = new Map<string, ReturnType<typeof rollupMoves>[number]>();
  const open = new Map<string, ReturnType<typeof openMoves>[number]>();
  /** What the checks expect, from what was seeded. */
  const revenueByMonth = new Map<string, number>();
  const owedBuckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<
    (typeof AGE_BUCKETS)[number],
    number
  >;
  const seeded = {
    invoices: 0,
    bills: 0,
    payments: 0,
    entries: 0,
    items: 0,
    receivableCents: 0,
    payableCents: 0,
  };
  const statuses = new Map<string, number>();
  let writeMs = 0;
  const shipmentStatuses = new Map<string, number>();

  const entryOf = (posting: Posting) => {
    const entry = journalEntryOf(posting, stamp)!;
    for (const move of rollupMoves(entry)) {
      const key = `${move.month}|${move.dimension}`;
      const was = rollups.get(key);
      if (!was) rollups.set(key, { ...move });
      else {
        was.revenueCents += move.revenueCents;
        was.costCents += move.costCents;
        was.commissionsCents += move.commissionsCents;
        was.feesCents += move.feesCents;
      }
    }
    seeded.entries++;
    return JournalEntryEntity.batchPut(entry);
  };

  /**
   * What the `invoice.open-balances` projection moves for one change of an invoice (for its company
   * and for all companies), added to what it holds; a balance brought to nothing is removed.
   */
  const moveOpen = (before: InvoiceRecord, after: InvoiceRecord) => {
    const image = (r: InvoiceRecord) => ({ ...r, __entity: InvoiceEntity.name });
    const moves = openMoves(image(before), image(after));
    for (const move of [
      ...moves,
      ...moves.map((m) => ({ ...m, companyId: ALL_COMPANIES, companyName: '' })),
    ]) {
      const key = `${move.kind}|${move.companyId}|${move.dueDate}`;
      const was = open.get(key);
      if (!was) open.set(key, { ...move });
      else {
        was.balanceCents += move.balanceCents;
        was.count += move.count;
      }
    }
  };

  /**
   * An issued invoice or bill with its payments (none, part, or all in one or two), as the issue and
   * payment services leave it, and the puts that store it with its journal entries.
   */
  const documentOf = (
    base: Omit<InvoiceRecord, 'status' | 'paidCents' | 'version' | 'number' | 'openKind'>,
    paymentsOf: (totalCents: number) => { date: string; amountCents: number }[],
    sequence: number,
  ): { record: InvoiceRecord; puts: BatchPut[] } => {
    const issued: InvoiceRecord = {
      ...base,
      number: numberOf(base.kind, sequence),
      status: 'ISSUED',
      paidCents: 0,
      openKind: base.kind,
      version: 2,
    };
    const draft: InvoiceRecord = { ...base, status: 'DRAFT', paidCents: 0, version: 1 };
    const puts: BatchPut[] = [entryOf(issuePosting(issued, by))];
    moveOpen(draft, issued);
    let current = issued;
    for (const [i, p] of paymentsOf(issued.totalCents).entries()) {
      const payment = {
        tenantId,
        invoiceId: issued.id,
        id: `${issued.id}-p${i}`,
        date: p.date,
        method: 'ACH' as const,
        amountCents: p.amountCents,
        createdDate: stamp,
        createdBy: by,
      };
      puts.push(PaymentEntity.batchPut(payment), entryOf(paymentPosting(current, payment, by)));
      const paidCents = current.paidCents + p.amountCents;
      const paid = paidCents === current.totalCents;
      const before = current;
      current = {
        ...current,
        paidCents,
        status: paid ? 'PAID' : 'PARTLY_PAID',
        ...(paid ? { paidDate: p.date } : {}),
        version: current.version + 1,
      };
      if (paid) delete current.openKind;
      moveOpen(before, current);
      seeded.payments++;
    }
    puts.push(InvoiceEntity.batchPut(current));
    statuses.set(
      `${current.kind} ${current.status}`,
      (statuses.get(`${current.kind} ${current.status}`) ?? 0) + 1,
    );
    return { record: current, puts };
  };

  for (let from = 0; from < SHIPMENTS; from += CHUNK) {
    const puts: BatchPut[] = [];
    for (let n = from; n < Math.min(SHIPMENTS, from + CHUNK); n++) {
      const delivered = dayOf(todayMs - Math.floor(((SHIPMENTS - 1 - n) * SPREAD_DAYS) / SHIPMENTS) * DAY);
      const receiver = partners[n % PARTNERS]!;
      const billed = n % 4 === 0;
      const supplier = billed
        ? partners[(Math.floor(n / 4) + 17) % PARTNERS]!
        : { id: tenantId, name: company.name };
      const materialType = TYPES[Math.floor(n / PARTNERS) % TYPES.length]!;
      const pounds = 1000 + ((n * 37) % 40_000);
      const sellPrice = { unitValue: (20 + (n % 30)) / 100, unit: 'POUND' as const };
      const buyPrice = { unitValue: (15 + (n % 30)) / 100, unit: 'POUND' as const };
      const netWeight = { unitValue: pounds, unit: 'POUND' as const };
      const line = {
        id: newId(),
        materialType,
        sellPrice,
        buyPrice,
        milliPounds: pounds * 1000,
        netWeight,
        tareWeight: 40,
        revenueCents: lineCents(netWeight, sellPrice),
        costCents: lineCents(netWeight, buyPrice),
      };
      const shipmentId = `${(todayMs - (SHIPMENTS - n) * 1000).toString(36).padStart(9, '0')}${String(n).padStart(12, '0')}`;
      const identifier = `BNCH-S${n + 1}`;

      // Its invoice: issued the day it was delivered, on one of six terms, taxed for one in three.
      const terms = TERMS[n % TERMS.length]!;
      const item = {
        id: newId(),
        description: lineName(line, (t) => MATERIAL_TYPE_LABELS[t]),
        materialType,
        netWeight,
        price: sellPrice,
        amountCents: line.revenueCents,
      };
      const taxRate = n % 3 === 0 ? 8.25 : 0;
      const dueDate = dueDateOf(delivered, terms);
      const pastDue = daysBetween(dueDate, today);
      // Long past due: nearly all paid, a few still owed (over 90 days). Recent: paid, part paid or owed.
      const state =
        pastDue > 90
          ? n % 20 === 0
            ? 'OWED'
            : n % 20 === 1
              ? 'PART'
              : 'PAID'
          : ['PAID', 'PAID', 'PAID', 'PAID', 'PART', 'PART', 'OWED', 'OWED', 'OWED', 'OWED'][
              (n + Math.floor(n / PARTNERS)) % 10
            ]!;
      const payDay = (offset: number) => {
        const d = plusDays(delivered, offset);
        return d < today ? d : today;
      };
      const invoice = documentOf(
        {
          tenantId,
          id: `${shipmentId}i`,
          kind: 'INVOICE',
          companyId: receiver.id,
          companyName: receiver.name,
          shipmentId,
          shipmentIdentifier: identifier,
          invoiceDate: delivered,
          dueDate,
          postingDate: delivered,
          paymentTerms: terms,
          items: [item],
          taxRate,
          ...totalsOf([item], taxRate),
          createdDate: stamp,
          ...audit,
        },
        (total) => {
          const half = Math.floor(total / 2);
          const late = daysBetween(delivered, dueDate) + (n % 7) - 3;
          if (state === 'OWED') return [];
          if (state === 'PART') return [{ date: payDay(Math.max(0, late - 10)), amountCents: half }];
          return n % 3 === 1
            ? [
                { date: payDay(Math.max(0, late - 10)), amountCents: half },
                { date: payDay(Math.max(0, late)), amountCents: total - half },
              ]
            : [{ date: payDay(Math.max(0, late)), amountCents: total }];
        },
        ++seeded.invoices,
      );
      puts.push(...invoice.puts);
      if (invoice.record.postingDate)
        revenueByMonth.set(
          invoice.record.postingDate.slice(0, 7),
          (revenueByMonth.get(invoice.record.postingDate.slice(0, 7)) ?? 0) + invoice.record.subtotalCents,
        );
      const owed = invoice.record.totalCents - invoice.record.paidCents;
      if (invoice.record.openKind) {
        seeded.receivableCents += owed;
        owedBuckets[ageBucket(dueDate, today)] += owed;
      }

      // One in four brokered: its supplier's bill, on net 30, paid once due.
      let bill: InvoiceRecord | undefined;
      if (billed) {
        const billItem = { ...item, id: newId(), price: buyPrice, amountCents: line.costCents };
        const billDue = dueDateOf(delivered, 'NET_30');
        const made = documentOf(
          {
            tenantId,
            id: `${shipmentId}b`,
            kind: 'BILL',
            companyId: supplier.id,
            companyName: supplier.name,
            shipmentId,
            shipmentIdentifier: identifier,
            invoiceDate: delivered,
            dueDate: billDue,
            postingDate: delivered,
            paymentTerms: 'NET_30',
            items: [billItem],
            taxRate: 0,
            ...totalsOf([billItem], 0),
            createdDate: stamp,
            ...audit,
          },
          (total) => (billDue < today ? [{ date: billDue, amountCents: total }] : []),
          ++seeded.bills,
        );
        puts.push(...made.puts);
        bill = made.record;
        if (bill.openKind) seeded.payableCents += bill.totalCents - bill.paidCents;
      }

      const status = invoice.record.status === 'PAID' ? 'PAID' : 'INVOICED';
      shipmentStatuses.set(status, (shipmentStatuses.get(status) ?? 0) + 1);
      const shipment: ShipmentRecord = {
        tenantId,
        id: shipmentId,
        identifier,
        orderId: `bench-order-${n}`,
        orderIdentifier: `BNCH-O${n + 1}`,
        supplierId: supplier.id,
        supplierName: supplier.name,
        receiverId: receiver.id,
        receiverName: receiver.name,
        representatives: [],
        status,
        pickupDate: plusDays(delivered, -2),
        deliveryDate: delivered,
        blindShipment: false,
        manifest: [line],
        netMilliPounds: line.milliPounds,
        revenueCents: line.revenueCents,
        costCents: line.costCents,
        commissionCents: 0,
        invoiceLocks: bill ? 2 : 1,
        createdDate: `${plusDays(delivered, -3)}T12:00:00.000Z`,
        ...audit,
      };
      puts.push(ShipmentEntity.batchPut(shipment));
    }
    seeded.items += puts.length;
    const writing = Date.now();
    await batchPut(puts, 8);
    writeMs += Date.now() - writing;
    progress(
      `${Math.min(SHIPMENTS, from + CHUNK)} shipments, ${seeded.items} items, ${((Date.now() - started) / 1000).toFixed(0)} s (${(writeMs / 1000).toFixed(0)} s writing)`,
    );
  }
  const derived = [
    ...[...rollups.values()].map(({ tenantId: t, month, dimension, name, ...sums }) =>
      FinanceRollupEntity.batchPut({ tenantId: t, month, dimension, ...(name ? { name } : {}), ...sums }),
    ),
    ...[...open.values()]
      .filter((m) => m.count !== 0 || m.balanceCents !== 0)
      .map((m) => OpenBalanceEntity.batchPut(m)),
  ];
  await batchPut(derived, 8);
  const add = (name: string, count: number) =>
    Counter.update({ tenantId, name }, {}, { add: { count }, upsert: true });
  await add(sequenceName('INVOICE'), seeded.invoices);
  await add(sequenceName('BILL'), seeded.bills);
  await add(COUNTERS.shipments, SHIPMENTS);
  for (const [status, count] of shipmentStatuses) await add(COUNTERS.shipmentsOf(status), count);
  const seedMs = Date.now() - started;
  await cloud.stream.discard();
  const discardMs = Date.now() - started - seedMs;
  progress(
    `seeded in ${(seedMs / 1000).toFixed(0)} s, stream passed over in ${(discardMs / 1000).toFixed(0)} s`,
  );

  // Once: what the summary and the aged view say equals what was seeded.
  const summaryPath = FinanceRoutes.getFinanceSummary.path;
  const agedPath = `${FinanceRoutes.getReceivables.path}?asOf=${today}`;
  const summaryRes = await get(summaryPath);
  if (summaryRes.status !== 200) throw new Error(`${summaryPath} answered ${summaryRes.status}`);
  const summary = summaryRes.body as FinanceSummary;
  let expectedRevenue = 0;
  for (const [month, cents] of revenueByMonth)
    if (month >= summary.from && month <= summary.to) expectedRevenue += cents;
  if (summary.revenueCents !== expectedRevenue)
    throw new Error(
      `The summary's revenue is ${summary.revenueCents} cents, not the ${expectedRevenue} seeded in ${summary.from}..${summary.to}`,
    );
  if (summary.receivables.openCents !== seeded.receivableCents)
    throw new Error(
      `The summary's open receivables are ${summary.receivables.openCents} cents, not ${seeded.receivableCents}`,
    );
  const agedRes = await get(agedPath);
  if (agedRes.status !== 200) throw new Error(`${agedPath} answered ${agedRes.status}`);
  const aged = agedRes.body as AgedReport;
  if (aged.totals.total !== seeded.receivableCents)
    throw new Error(
      `The aged receivables total ${aged.totals.total} cents, not the ${seeded.receivableCents} seeded open`,
    );
  for (const bucket of AGE_BUCKETS)
    if (aged.totals[bucket] !== owedBuckets[bucket] || owedBuckets[bucket] <= 0)
      throw new Error(
        `The aged bucket ${bucket} holds ${aged.totals[bucket]} cents; seeded ${owedBuckets[bucket]}`,
      );

  // The journal read back from the table (its raw lines, not through the schema that refuses an
  // unbalanced entry): entries whose debits and credits differ.
  const checkStarted = Date.now();
  const keys = JournalEntryEntity.keys({ tenantId, id: '0' });
  const [pkName, pkValue] = Object.entries(keys)[0]!;
  let unbalanced = 0;
  let readBack = 0;
  let journalQueries = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: cloud.env.TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkName, '#lines': 'lines' },
        ExpressionAttributeValues: { ':pk': pkValue },
        ProjectionExpression: '#lines',
        ExclusiveStartKey,
      }),
    );
    journalQueries++;
    for (const item of page.Items ?? []) {
      readBack++;
      const lines = (item.lines ?? []) as { debitCents: number; creditCents: number }[];
      const debits = lines.reduce((s, l) => s + l.debitCents, 0);
      const credits = lines.reduce((s, l) => s + l.creditCents, 0);
      if (lines.length < 2 || debits !== credits) unbalanced++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  if (readBack !== seeded.entries)
    throw new Error(`The journal holds ${readBack} entries, not the ${seeded.entries} seeded`);
  const checkMs = Date.now() - checkStarted;
  progress(`checked; journal read back in ${(checkMs / 1000).toFixed(0)} s`);

  const summaryRequests = await requestsOf(summaryPath);
  const summaryTimes = await measure(samples, () => get(summaryPath));
  progress(`summary timed (${samples} calls)`);
  const agedRequests = await requestsOf(agedPath);
  const agedTimes = await measure(samples, () => get(agedPath));
  return {
    shipments: SHIPMENTS,
    seeded,
    statuses: [...statuses].sort(([a], [b]) => a.localeCompare(b)),
    rollupItems: rollups.size,
    openItems: open.size,
    seedMs,
    writeMs,
    discardMs,
    checkMs,
    journalQueries,
    window: { from: summary.from, to: summary.to, revenueCents: summary.revenueCents },
    buckets: aged.totals,
    agedRows: aged.rows.length,
    summary: { samples: summaryTimes, requests: summaryRequests, count: countOf(summaryRequests) },
    aged: { samples: agedTimes, requests: agedRequests, count: countOf(agedRequests) },
    unbalanced,
  };
}

export function financeLines(f: Awaited<ReturnType<typeof financeFigures>>, query50: number): string[] {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const n = (v: number) => v.toLocaleString('en-US');
  const dollars = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const row = (label: string, r: { samples: number[]; requests: string }) => {
    const p50 = percentile(r.samples, 50);
    return `  ${label.padEnd(34)} p50 ${ms(p50)}  p95 ${ms(percentile(r.samples, 95))}  = ${(p50 / query50).toFixed(2)}x a DynamoDB Local Query  ·  ${r.requests}`;
  };
  const s = f.seeded;
  return [
    `\nFinance with a tenant of ${n(f.shipments)} delivered and invoiced shipments over 14 months, through the gateway with a real token`,
    `  seeded ${n(s.items)} items in ${(f.seedMs / 1000).toFixed(1)} s (${(f.writeMs / 1000).toFixed(1)} s of it BatchWriteItem; ${n(s.invoices)} invoices, ${n(s.bills)} bills, ${n(s.payments)} payments, ${n(s.entries)} journal entries; ${n(f.rollupItems)} rollups and ${n(f.openItems)} open balances by the projections' rules); stream passed over in ${(f.discardMs / 1000).toFixed(1)} s`,
    `  ${f.statuses.map(([k, v]) => `${k.toLowerCase()} ${n(v)}`).join(', ')}`,
    `  summary ${f.window.from}..${f.window.to}: revenue ${dollars(f.window.revenueCents)} = the seeded invoices' subtotals posted in it; receivables ${dollars(f.buckets.total)} over ${f.agedRows} companies = the seeded open balances (${AGE_BUCKETS_LINE(f.buckets, dollars)})`,
    `  journal read back in ${f.journalQueries} Queries (${(f.checkMs / 1000).toFixed(1)} s): ${n(s.entries)} entries`,
    row('GET /api/finance/summary (12 mo)', f.summary),
    row('GET /api/finance/receivables', f.aged),
    `finance summary requests: ${f.summary.count}`,
    `finance summary ratio: ${(percentile(f.summary.samples, 50) / query50).toFixed(2)}`,
    `aged receivables requests: ${f.aged.count}`,
    `aged receivables ratio: ${(percentile(f.aged.samples, 50) / query50).toFixed(2)}`,
    `ledger unbalanced: ${f.unbalanced}`,
  ];
}

const AGE_BUCKETS_LINE = (b: AgedReport['totals'], dollars: (cents: number) => string) =>
  `current ${dollars(b.current)}, 1–30 ${dollars(b.days1to30)}, 31–60 ${dollars(b.days31to60)}, 61–90 ${dollars(b.days61to90)}, 90+ ${dollars(b.over90)}`;
