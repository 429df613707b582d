import { FinanceRoutes } from '@polyloop/shared';

export const FINANCE_BASE = '/market/financials';

/**
 * "$1,234.56" from whole cents, split into dollars and cents with integer arithmetic only (no
 * division that could drift); a negative amount "−$1,234.56".
 */
export function formatCents(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  const rest = abs % 100;
  const dollars = (abs - rest) / 100;
  const sign = cents < 0 && abs !== 0 ? '−' : '';
  return `${sign}$${dollars.toLocaleString('en-US')}.${String(rest).padStart(2, '0')}`;
}

/** "12.5%"; a dash without revenue. */
export const formatPercent = (p: number | null) =>
  p === null ? '—' : `${p.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * Whole cents from an amount as typed ("1,234.5", "$20", "0.07"), read from its digits (never a
 * float times 100); an error for anything else.
 */
export function parseDollars(typed: string): { cents: number } | { error: string } {
  const s = typed.trim().replace(/^\$\s*/, '');
  if (!s) return { error: 'Amount is required' };
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(s);
  if (!m || (!m[1] && !m[2])) return { error: 'Enter an amount in dollars, like 1,250.00' };
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { error: 'Amount has at most 2 decimals' };
  const whole = (m[1] ?? '0').replaceAll(',', '');
  if (whole.length > 13) return { error: 'Amount is too large' };
  return { cents: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Today, yyyy-mm-dd, in the browser's own day. */
export function today(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** yyyy-mm of the month `back` months before this one. */
export function monthsAgo(back: number): string {
  const d = new Date();
  const t = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}`;
}

/** "Mar 2026" from "2026-03". */
export const formatMonth = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Invoices and bills share one shape; each kind has its own routes, words and address. */
export const KINDS = {
  invoice: {
    noun: 'invoice',
    Noun: 'Invoice',
    plural: 'Invoices',
    base: `${FINANCE_BASE}/invoices`,
    routes: {
      list: FinanceRoutes.listInvoices,
      create: FinanceRoutes.createInvoice,
      export: FinanceRoutes.exportInvoices,
      get: FinanceRoutes.getInvoice,
      update: FinanceRoutes.updateInvoice,
      remove: FinanceRoutes.deleteInvoice,
      issue: FinanceRoutes.issueInvoice,
      void: FinanceRoutes.voidInvoice,
      payments: FinanceRoutes.listInvoicePayments,
      pay: FinanceRoutes.recordInvoicePayment,
      pdf: FinanceRoutes.invoicePdf,
      send: FinanceRoutes.emailInvoice,
    },
  },
  bill: {
    noun: 'bill',
    Noun: 'Bill',
    plural: 'Bills',
    base: `${FINANCE_BASE}/bills`,
    routes: {
      list: FinanceRoutes.listBills,
      create: FinanceRoutes.createBill,
      export: FinanceRoutes.exportBills,
      get: FinanceRoutes.getBill,
      update: FinanceRoutes.updateBill,
      remove: FinanceRoutes.deleteBill,
      issue: FinanceRoutes.issueBill,
      void: FinanceRoutes.voidBill,
      payments: FinanceRoutes.listBillPayments,
      pay: FinanceRoutes.recordBillPayment,
      pdf: FinanceRoutes.billPdf,
      send: FinanceRoutes.emailBill,
    },
  },
} as const;
export type DocKind = keyof typeof KINDS;
export type KindSpec = (typeof KINDS)[DocKind];
