import { AccountingRoutes } from '@polyloop/shared/contract/routes/accounting';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const sync = loadOnce(() => import('../../domain/accounting/accounting.service.js'));
const links = loadOnce(() => import('../../domain/accounting/accounting.links.js'));

export const accountingRoutes = implement(AccountingRoutes, {
  listAccountingConnections: async ({ actor }) => (await sync()).connections(actor),
  startAccountingConnection: async ({ actor, body }) => (await sync()).start(actor, body.provider),
  completeAccountingConnection: async ({ actor, body }) => (await sync()).complete(actor, body),
  disconnectAccounting: async ({ actor }) => (await sync()).disconnect(actor),
  getAccountingSettings: async ({ actor }) => (await sync()).settings(actor),
  updateAccountingSettings: async ({ actor, body }) => (await sync()).updateSettings(actor, body),
  listAccountingAccounts: async ({ actor }) => (await sync()).accounts(actor),
  listAccountingTaxRates: async ({ actor }) => (await sync()).taxRates(actor),
  listAccountingTerms: async ({ actor }) => (await sync()).terms(actor),
  listAccountingItems: async ({ actor }) => (await sync()).items(actor),
  listAccountingParties: async ({ actor }) => (await sync()).parties(actor),
  listAccountingCompanyLinks: async ({ actor }) => (await links()).links(actor),
  linkAccountingCompany: async ({ actor, params, body }) => (await links()).link(actor, params.id, body),
  createAccountingParty: async ({ actor, params, body }) =>
    (await links()).createParty(actor, params.id, body.kind),
  unlinkAccountingCompany: async ({ actor, params }) => (await links()).unlink(actor, params.id),
  pushInvoice: async ({ actor, params }) => (await sync()).push(actor, 'INVOICE', params.id),
  pushBill: async ({ actor, params }) => (await sync()).push(actor, 'BILL', params.id),
});
