import { FinanceRoutes } from '@polyloop/shared/contract/routes/finance';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const invoices = loadOnce(() => import('../../domain/finance/invoice.service.js'));
const issuing = loadOnce(() => import('../../domain/finance/invoice.issue.js'));
const payments = loadOnce(() => import('../../domain/finance/payment.service.js'));
const commissions = loadOnce(() => import('../../domain/finance/commission.service.js'));
const ledger = loadOnce(() => import('../../domain/finance/ledger.service.js'));
const pdf = loadOnce(() => import('../../domain/finance/invoice.pdf.js'));
const send = loadOnce(() => import('../../domain/finance/invoice.send.js'));
const exports = loadOnce(() => import('../../domain/finance/finance.export.js'));

export const financeRoutes = implement(FinanceRoutes, {
  listInvoices: async ({ query, actor }) => (await invoices()).list(actor, 'INVOICE', query),
  createInvoice: async ({ body, actor }) => (await invoices()).create(actor, 'INVOICE', body),
  exportInvoices: async ({ query, actor }) =>
    attachment(await (await exports()).exportInvoices(actor, 'INVOICE', query)),
  getInvoice: async ({ params, actor }) => (await invoices()).get(actor, 'INVOICE', params.id),
  updateInvoice: async ({ params, body, actor }) =>
    (await invoices()).update(actor, 'INVOICE', params.id, body),
  deleteInvoice: async ({ params, actor }) => (await invoices()).remove(actor, 'INVOICE', params.id),
  issueInvoice: async ({ params, actor }) => (await issuing()).issue(actor, 'INVOICE', params.id),
  voidInvoice: async ({ params, body, actor }) =>
    (await issuing()).voidDocument(actor, 'INVOICE', params.id, body),
  listInvoicePayments: async ({ params, actor }) => (await payments()).list(actor, 'INVOICE', params.id),
  recordInvoicePayment: async ({ params, body, actor }) =>
    (await payments()).record(actor, 'INVOICE', params.id, body),
  invoicePdf: async ({ params, actor }) =>
    attachment(
      await (
        await pdf()
      ).invoicePdf(actor.tenantId, await (await invoices()).get(actor, 'INVOICE', params.id)),
    ),
  emailInvoice: async ({ params, body, actor }) =>
    (await send()).sendInvoice(actor, await (await invoices()).get(actor, 'INVOICE', params.id), body.to),

  listBills: async ({ query, actor }) => (await invoices()).list(actor, 'BILL', query),
  createBill: async ({ body, actor }) => (await invoices()).create(actor, 'BILL', body),
  exportBills: async ({ query, actor }) =>
    attachment(await (await exports()).exportInvoices(actor, 'BILL', query)),
  getBill: async ({ params, actor }) => (await invoices()).get(actor, 'BILL', params.id),
  updateBill: async ({ params, body, actor }) => (await invoices()).update(actor, 'BILL', params.id, body),
  deleteBill: async ({ params, actor }) => (await invoices()).remove(actor, 'BILL', params.id),
  issueBill: async ({ params, actor }) => (await issuing()).issue(actor, 'BILL', params.id),
  voidBill: async ({ params, body, actor }) => (await issuing()).voidDocument(actor, 'BILL', params.id, body),
  listBillPayments: async ({ params, actor }) => (await payments()).list(actor, 'BILL', params.id),
  recordBillPayment: async ({ params, body, actor }) =>
    (await payments()).record(actor, 'BILL', params.id, body),
  billPdf: async ({ params, actor }) =>
    attachment(
      await (await pdf()).invoicePdf(actor.tenantId, await (await invoices()).get(actor, 'BILL', params.id)),
    ),
  emailBill: async ({ params, body, actor }) =>
    (await send()).sendInvoice(actor, await (await invoices()).get(actor, 'BILL', params.id), body.to),

  listShipmentCommissions: async ({ params, actor }) => (await commissions()).list(actor, params.id),
  createCommission: async ({ params, body, actor }) => (await commissions()).create(actor, params.id, body),
  payCommission: async ({ params, body, actor }) =>
    (await commissions()).pay(actor, params.id, params.commissionId, body.paidDate),
  deleteCommission: async ({ params, actor }) =>
    (await commissions()).remove(actor, params.id, params.commissionId),

  listLedgerEntries: async ({ query, actor }) => (await ledger()).ledger(actor, query),
  getReceivables: async ({ query, actor }) => (await ledger()).aged(actor, 'INVOICE', query.asOf),
  getPayables: async ({ query, actor }) => (await ledger()).aged(actor, 'BILL', query.asOf),
  getFinanceSummary: async ({ query, actor }) => (await ledger()).summary(actor, query),
  exportFinancials: async ({ query, actor }) =>
    attachment(await (await exports()).exportFinancials(actor, query)),
});
