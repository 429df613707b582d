import * as z from 'zod';
import type { Permission } from '../../permissions.js';
import { RecordId as Id } from '../../primitives.js';
import { defineRoutes, FileBinary, PathParams as P } from '../define.js';
import { creation, deletion, pagedList, tableExport } from '../kinds.js';
import {
  Invoice,
  InvoiceInput,
  InvoiceListItem,
  InvoiceListQuery,
  InvoicePatch,
  Payment,
  PaymentInput,
  VoidInput,
} from '../../finance/invoice.js';
import { AgedQuery, AgedReport, JournalEntry, LedgerQuery } from '../../finance/ledger.js';
import { Commission, CommissionInput, CommissionPaid } from '../../finance/commission.js';
import { FinanceSummary, SummaryQuery } from '../../finance/summary.js';

/** The e-mail of an invoice or bill: to the company's accounting contact unless an address is given. */
export const SendDocumentInput = z.object({ to: z.email('Please enter a valid email address').optional() });
export const SentDocument = z.object({ to: z.string() });

/** The routes of invoices or of bills: the same eleven, at `/api/invoices` or `/api/bills`. */
function documentRoutes(
  at: '/api/invoices' | '/api/bills',
  noun: 'invoice' | 'bill',
  read: Permission,
  write: Permission,
) {
  const tags = [noun === 'invoice' ? 'Invoices' : 'Bills'];
  return {
    list: pagedList(InvoiceListItem, {
      path: at,
      summary: `The company’s ${noun}s, newest date first, by status, company, shipment or overdue; total in x-total-count.`,
      permission: read,
      query: InvoiceListQuery,
      tags,
    }),
    create: creation(Invoice, {
      path: at,
      summary: `A draft ${noun}, from a shipment’s manifest (${noun === 'invoice' ? 'sell' : 'buy'} prices) or by hand.`,
      permission: write,
      body: InvoiceInput,
      tags,
    }),
    export: tableExport({
      path: `${at}/export`,
      summary: `${noun === 'invoice' ? 'Invoices' : 'Bills'} dated in the range as CSV or XLSX.`,
      permission: read,
      tags,
    }),
    get: {
      method: 'GET',
      path: `${at}/{id}`,
      summary: `One ${noun} with its items.`,
      permission: read,
      params: P.id,
      response: Invoice,
      tags,
    },
    update: {
      method: 'PATCH',
      path: `${at}/{id}`,
      summary: `Changes a draft ${noun} (the fields sent); an issued one is voided and made anew instead (409).`,
      permission: write,
      params: P.id,
      body: InvoicePatch,
      response: Invoice,
      tags,
    },
    remove: deletion({
      path: `${at}/{id}`,
      summary: `Deletes a draft ${noun} (409 once issued).`,
      permission: write,
      params: P.id,
      tags,
    }),
    issue: {
      method: 'POST',
      path: `${at}/{id}/issue`,
      summary: `Issues a draft ${noun}: gives it the next number and posts it to the ledger; its shipment becomes invoiced.`,
      permission: write,
      params: P.id,
      body: z.object({}),
      response: Invoice,
      tags,
    },
    void: {
      method: 'POST',
      path: `${at}/{id}/void`,
      summary: `Voids an issued ${noun} without payments: its posting is reversed and its number kept.`,
      permission: write,
      params: P.id,
      body: VoidInput,
      response: Invoice,
      tags,
    },
    payments: {
      method: 'GET',
      path: `${at}/{id}/payments`,
      summary: `The payments recorded against the ${noun}, oldest first.`,
      permission: read,
      params: P.id,
      response: z.array(Payment),
      tags,
    },
    pay: creation(Payment, {
      path: `${at}/{id}/payments`,
      summary: `Records a full or partial payment of the ${noun} (never more than is owed) and posts it.`,
      permission: write,
      params: P.id,
      body: PaymentInput,
      tags,
    }),
    pdf: {
      method: 'GET',
      path: `${at}/{id}/pdf`,
      summary: `The ${noun} as a PDF on the company’s letterhead.`,
      permission: read,
      params: P.id,
      response: FileBinary,
      contentType: 'application/pdf',
      tags,
    },
    send: {
      method: 'POST',
      path: `${at}/{id}/email`,
      summary: `E-mails the ${noun}’s PDF to the company’s accounting contact (or the address given).`,
      permission: write,
      params: P.id,
      body: SendDocumentInput,
      response: SentDocument,
      tags,
    },
  } as const;
}

const invoices = documentRoutes('/api/invoices', 'invoice', 'INVOICE_READ', 'INVOICE_WRITE');
const bills = documentRoutes('/api/bills', 'bill', 'BILL_READ', 'BILL_WRITE');
const commissionParams = z.object({ id: Id, commissionId: Id });
const f = '/api/finance';

/** Finance (spec part 1 §2–§3): invoices, bills, payments, commissions, the ledger and its views. */
export const FinanceRoutes = defineRoutes(
  'finance',
  { tags: ['Finance'] },
  {
    listInvoices: invoices.list,
    createInvoice: invoices.create,
    exportInvoices: invoices.export,
    getInvoice: invoices.get,
    updateInvoice: invoices.update,
    deleteInvoice: invoices.remove,
    issueInvoice: invoices.issue,
    voidInvoice: invoices.void,
    listInvoicePayments: invoices.payments,
    recordInvoicePayment: invoices.pay,
    invoicePdf: invoices.pdf,
    emailInvoice: invoices.send,

    listBills: bills.list,
    createBill: bills.create,
    exportBills: bills.export,
    getBill: bills.get,
    updateBill: bills.update,
    deleteBill: bills.remove,
    issueBill: bills.issue,
    voidBill: bills.void,
    listBillPayments: bills.payments,
    recordBillPayment: bills.pay,
    billPdf: bills.pdf,
    emailBill: bills.send,

    listShipmentCommissions: {
      method: 'GET',
      path: '/api/shipments/{id}/commissions',
      summary: 'A shipment’s commissions, oldest first.',
      permission: 'COMMISSION_READ',
      params: P.id,
      response: z.array(Commission),
      tags: ['Commissions'],
    },
    createCommission: creation(Commission, {
      path: '/api/shipments/{id}/commissions',
      summary:
        'Adds a representative’s commission to a shipment: fixed, or a percentage (at most 100) of its gross profit, material sale, material cost, inventory gain or loss; posts it.',
      permission: 'COMMISSION_WRITE',
      params: P.id,
      body: CommissionInput,
      tags: ['Commissions'],
    }),
    payCommission: {
      method: 'POST',
      path: '/api/shipments/{id}/commissions/{commissionId}/paid',
      summary: 'Marks a commission paid on a date and posts the payment.',
      permission: 'COMMISSION_WRITE',
      params: commissionParams,
      body: CommissionPaid,
      response: Commission,
      tags: ['Commissions'],
    },
    deleteCommission: deletion({
      path: '/api/shipments/{id}/commissions/{commissionId}',
      summary: 'Removes an unpaid commission and reverses its posting.',
      permission: 'COMMISSION_WRITE',
      params: commissionParams,
      tags: ['Commissions'],
    }),

    listLedgerEntries: pagedList(JournalEntry, {
      path: `${f}/ledger`,
      summary: 'Journal entries, newest posting first, by account or period; total in x-total-count.',
      permission: 'FINANCE_READ',
      query: LedgerQuery,
    }),
    getReceivables: {
      method: 'GET',
      path: `${f}/receivables`,
      summary: 'Open invoices aged per company (current, 1–30, 31–60, 61–90, 90+ days past due).',
      permission: 'FINANCE_READ',
      query: AgedQuery,
      response: AgedReport,
    },
    getPayables: {
      method: 'GET',
      path: `${f}/payables`,
      summary: 'Open bills aged per company (current, 1–30, 31–60, 61–90, 90+ days past due).',
      permission: 'FINANCE_READ',
      query: AgedQuery,
      response: AgedReport,
    },
    getFinanceSummary: {
      method: 'GET',
      path: `${f}/summary`,
      summary:
        'Revenue, cost, commissions, fees, gross margin and margin % by month, material type and company over whole months (the last 12 unless said), with open and overdue receivables and payables.',
      permission: 'FINANCE_READ',
      query: SummaryQuery,
      response: FinanceSummary,
    },
    exportFinancials: tableExport({
      path: `${f}/export`,
      summary: 'Journal entry lines posted in the range as CSV or XLSX.',
      permission: 'FINANCE_READ',
    }),
  },
);
