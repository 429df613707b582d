import { describe, expect, it } from 'vitest';
import { batchCsv, batchIif } from './journal.batch.render.js';
import type { JournalEntryRecord } from '../ledger/index.js';
import { monthBounds } from './journal.batch.js';

const entry = (id: string, over: Partial<JournalEntryRecord> = {}): JournalEntryRecord => ({
  tenantId: 't1',
  id,
  postingDate: '2026-02-03',
  kind: 'INVOICE',
  sourceKind: 'invoice',
  sourceId: 'inv1',
  sourceLabel: 'INV-1001',
  description: 'Invoice INV-1001\tto "Acme"',
  lines: [
    { account: 'RECEIVABLES', debitCents: 54125, creditCents: 0, companyId: 'c1', companyName: 'Acme, Inc.' },
    { account: 'REVENUE', debitCents: 0, creditCents: 50000, materialType: 'PP' },
    { account: 'TAX', debitCents: 0, creditCents: 4125 },
  ],
  createdDate: '2026-02-03T00:00:00.000Z',
  createdBy: 'u1',
  ...over,
});

describe('a journal batch as QuickBooks IIF', () => {
  it('writes one GENERAL JOURNAL transaction per entry, debits positive and credits negative', () => {
    const rows = batchIif([
      entry('e1'),
      entry('e2', {
        postingDate: '2026-02-28',
        lines: entry('x')
          .lines.slice(0, 2)
          .map((l, i) => ({ ...l, debitCents: i ? 0 : 1, creditCents: i ? 1 : 0 })),
      }),
    ]).split('\r\n');
    expect(rows.slice(0, 3)).toEqual([
      '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO',
      '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO',
      '!ENDTRNS',
    ]);
    expect(rows.slice(3, 7)).toEqual([
      "TRNS\t\tGENERAL JOURNAL\t02/03/2026\tAccounts receivable\tAcme, Inc.\t541.25\tINV-1001\tInvoice INV-1001 to 'Acme'",
      "SPL\t\tGENERAL JOURNAL\t02/03/2026\tRevenue\t\t-500.00\tINV-1001\tInvoice INV-1001 to 'Acme'",
      "SPL\t\tGENERAL JOURNAL\t02/03/2026\tSales tax\t\t-41.25\tINV-1001\tInvoice INV-1001 to 'Acme'",
      'ENDTRNS',
    ]);
    expect(rows[7]).toMatch(
      /^TRNS\t\tGENERAL JOURNAL\t02\/28\/2026\tAccounts receivable\tAcme, Inc.\t0.01\t/,
    );
    expect(rows[8]).toContain('\t-0.01\t');
    expect(rows.at(-1)).toBe('');
  });

  it('sums every transaction to zero', () => {
    const amounts = batchIif([entry('e1')])
      .split('\r\n')
      .filter((r) => /^(TRNS|SPL)\t/.test(r))
      .map((r) => Math.round(Number(r.split('\t')[6]) * 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('a journal batch as CSV', () => {
  it('writes a row per line with debits and credits in dollars', () => {
    const lines = batchCsv([entry('e1')])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Entry,Date,Kind,Source,Description,Account,Company,Material type,Debit,Credit');
    expect(lines[1]).toBe(
      'e1,2026-02-03,Invoice,INV-1001,"Invoice INV-1001\tto ""Acme""",Accounts receivable,"Acme, Inc.",,541.25,0.00',
    );
    expect(lines[2]).toBe(
      'e1,2026-02-03,Invoice,INV-1001,"Invoice INV-1001\tto ""Acme""",Revenue,,PP,0.00,500.00',
    );
  });
});

describe('a batch’s month', () => {
  it('runs from its first to its last day', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
