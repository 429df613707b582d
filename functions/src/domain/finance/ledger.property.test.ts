import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanced } from '@polyloop/shared/finance/ledger';
import { openMoves } from './finance.rollups.js';
import { commissionPosting } from './commission.service.js';
import type { CommissionRecord } from './commission.entity.js';
import type { InvoiceRecord } from './invoice.entity.js';
import { issuePosting, paymentPosting, totalsOf } from './invoice.records.js';
import { linesOf, type Posting } from '../ledger/index.js';

/**
 * Any sequence of invoices, bills, payments, voids and commissions, run through the same posting
 * and open-balance functions the services and the stream use: every entry balances, the ledger's
 * receivables and payables equal what the open invoices and bills still owe, and the open
 * balances the aged views read sum to the same.
 */
type Op =
  | { op: 'create'; kind: 'INVOICE' | 'BILL'; amounts: number[]; tax: number; company: number; due: number }
  | { op: 'issue'; at: number }
  | { op: 'pay'; at: number; share: number }
  | { op: 'void'; at: number }
  | { op: 'commission'; cents: number }
  | { op: 'uncommission'; at: number }
  | { op: 'payCommission'; at: number };

const ops: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    kind: fc.constantFrom('INVOICE' as const, 'BILL' as const),
    amounts: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 4 }),
    tax: fc.constantFrom(0, 5, 8.25, 7.125, 100),
    company: fc.integer({ min: 0, max: 2 }),
    due: fc.integer({ min: -120, max: 30 }),
  }),
  fc.record({ op: fc.constant('issue' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('pay' as const),
    at: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({ op: fc.constant('void' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('commission' as const), cents: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({ op: fc.constant('uncommission' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('payCommission' as const), at: fc.nat() }),
);

const day = (offset: number) =>
  new Date(Date.UTC(2026, 5, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const image = (i: InvoiceRecord) => ({ ...i, __entity: 'invoice' });

describe('the ledger', () => {
  it('stays balanced, and its open totals equal the open invoices and bills and their aged balances', () => {
    fc.assert(
      fc.property(fc.array(ops, { maxLength: 60 }), (sequence) => {
        const docs: InvoiceRecord[] = [];
        const commissions: CommissionRecord[] = [];
        const entries: Posting[] = [];
        const open = new Map<string, number>();
        const moveOpen = (before: InvoiceRecord | undefined, after: InvoiceRecord) => {
          for (const m of openMoves(before && image(before), image(after)))
            open.set(
              `${m.kind}|${m.companyId}|${m.dueDate}`,
              (open.get(`${m.kind}|${m.companyId}|${m.dueDate}`) ?? 0) + m.balanceCents,
            );
        };
        for (const step of sequence) {
          if (step.op === 'create') {
            const items = step.amounts.map((amountCents, n) => ({
              id: `i${n}`,
              description: 'Bales',
              materialType: 'PP' as const,
              netWeight: { unitValue: 1, unit: 'POUND' as const },
              price: { unitValue: 1, unit: 'POUND' as const },
              amountCents,
            }));
            docs.push({
              tenantId: 't1',
              id: `d${docs.length}`,
              kind: step.kind,
              status: 'DRAFT',
              companyId: `c${step.company}`,
              companyName: `Company ${step.company}`,
              invoiceDate: day(step.due - 30),
              dueDate: day(step.due),
              postingDate: day(step.due - 30),
              paymentTerms: 'NET_30',
              items,
              taxRate: step.tax,
              ...totalsOf(items, step.tax),
              paidCents: 0,
              version: 1,
              createdDate: day(0),
              updatedDate: day(0),
            });
          } else if (step.op === 'issue' || step.op === 'pay' || step.op === 'void') {
            const doc = docs.length ? docs[step.at % docs.length]! : undefined;
            if (!doc) continue;
            const before = { ...doc };
            if (step.op === 'issue' && doc.status === 'DRAFT') {
              Object.assign(doc, { status: 'ISSUED', number: `N-${doc.id}`, openKind: doc.kind });
              entries.push(issuePosting(doc, 'u1'));
            } else if (step.op === 'pay' && (doc.status === 'ISSUED' || doc.status === 'PARTLY_PAID')) {
              const balance = doc.totalCents - doc.paidCents;
              const amountCents = Math.max(1, Math.min(balance, Math.round(balance * step.share)));
              entries.push(
                paymentPosting(doc, { id: `p${entries.length}`, date: day(0), amountCents }, 'u1'),
              );
              doc.paidCents += amountCents;
              doc.status = doc.paidCents === doc.totalCents ? 'PAID' : 'PARTLY_PAID';
              if (doc.status === 'PAID') delete doc.openKind;
            } else if (step.op === 'void' && doc.status === 'ISSUED' && doc.paidCents === 0) {
              entries.push(issuePosting(doc, 'u1', { date: day(0) }));
              doc.status = 'VOID';
              delete doc.openKind;
            } else continue;
            moveOpen(before.openKind ? before : undefined, doc);
          } else if (step.op === 'commission') {
            const c: CommissionRecord = {
              tenantId: 't1',
              shipmentId: 's1',
              id: `k${commissions.length}`,
              representativeId: 'u1',
              representativeName: 'Rep',
              type: 'FIXED',
              amountCents: step.cents,
              createdDate: day(0),
              createdBy: 'u1',
            };
            commissions.push(c);
            entries.push(commissionPosting(c, 'S1', 'add', 'u1'));
          } else if (commissions.length) {
            const c = commissions[step.at % commissions.length]!;
            if (step.op === 'payCommission' && !c.paidDate) {
              c.paidDate = day(0);
              entries.push(commissionPosting(c, 'S1', 'pay', 'u1'));
            } else if (step.op === 'uncommission' && !c.paidDate) {
              commissions.splice(commissions.indexOf(c), 1);
              entries.push(commissionPosting(c, 'S1', 'remove', 'u1'));
            }
          }
        }
        const lines = entries.flatMap((e) => linesOf(e));
        for (const e of entries) {
          const own = linesOf(e);
          if (own.length) expect(balanced(own)).toBe(true);
        }
        const net = (account: string) =>
          lines.filter((l) => l.account === account).reduce((s, l) => s + l.debitCents - l.creditCents, 0);
        expect(lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0)).toBe(0);
        const owed = (kind: 'INVOICE' | 'BILL') =>
          docs
            .filter((d) => d.kind === kind && (d.status === 'ISSUED' || d.status === 'PARTLY_PAID'))
            .reduce((s, d) => s + d.totalCents - d.paidCents, 0);
        expect(net('RECEIVABLES')).toBe(owed('INVOICE'));
        expect(0 - net('PAYABLES')).toBe(owed('BILL'));
        const aged = (kind: string) =>
          [...open.entries()].filter(([k]) => k.startsWith(`${kind}|`)).reduce((s, [, v]) => s + v, 0);
        expect(aged('INVOICE')).toBe(owed('INVOICE'));
        expect(aged('BILL')).toBe(owed('BILL'));
        expect(0 - net('COMMISSIONS_PAYABLE')).toBe(
          commissions.filter((c) => !c.paidDate).reduce((s, c) => s + c.amountCents, 0),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('cannot write an entry whose debits and credits differ', async () => {
    const { JournalEntryEntity } = await import('../ledger/index.js');
    const entry = {
      tenantId: 't1',
      id: 'e1',
      postingDate: day(0),
      kind: 'INVOICE' as const,
      sourceKind: 'invoice',
      sourceId: 'd1',
      sourceLabel: 'INV-1001',
      description: 'Invoice',
      createdDate: day(0),
      createdBy: 'u1',
    };
    // Every write of an entity goes through its schema: this one refuses the entry.
    const refused = JournalEntryEntity.schema.safeParse({
      ...entry,
      lines: [
        { account: 'RECEIVABLES', debitCents: 100, creditCents: 0 },
        { account: 'REVENUE', debitCents: 0, creditCents: 99 },
      ],
    });
    expect(refused.error?.issues[0]?.message).toBe('A journal entry’s debits must equal its credits');
    expect(() =>
      linesOf({
        tenantId: 't1',
        postingDate: day(0),
        kind: 'INVOICE',
        source: { kind: 'invoice', id: 'd1', label: 'INV-1001' },
        description: 'Invoice',
        debit: [{ account: 'RECEIVABLES', cents: 100 }],
        credit: [{ account: 'REVENUE', cents: 99 }],
        by: 'u1',
      }),
    ).toThrow(/Unbalanced/);
    expect(
      JournalEntryEntity.schema.safeParse({
        ...entry,
        lines: [
          { account: 'RECEIVABLES', debitCents: 100, creditCents: 0 },
          { account: 'REVENUE', debitCents: 0, creditCents: 100 },
        ],
      }).success,
    ).toBe(true);
  });
});
