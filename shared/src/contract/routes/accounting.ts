import * as z from 'zod';
import { defineRoutes, PathParams as P } from '../define.js';
import { deletion } from '../kinds.js';
import {
  AccountingConnection,
  AccountingItem,
  AccountingOption,
  AccountingParty,
  AccountingSettings,
  AccountingSettingsInput,
  CompanyLink,
  CompanyLinkInput,
  CompleteConnection,
  ConnectionStarted,
  CreatePartyInput,
  PushResult,
  StartConnection,
} from '../../finance/accounting.js';

const a = '/api/accounting';
const admin = { authority: 'ROLE_USER_ADMIN', permission: 'INTEGRATIONS_MANAGEMENT' } as const;

/**
 * The accounting sync (issue 27 part 7): connecting QuickBooks Online or Xero (one at a time),
 * its settings and company links (administrators), and pushing invoices and bills (whoever writes
 * them). Served by the finance function.
 */
export const AccountingRoutes = defineRoutes(
  'finance',
  { tags: ['Accounting'] },
  {
    listAccountingConnections: {
      method: 'GET',
      path: `${a}/connections`,
      summary:
        'The company’s active accounting connection (at most one), without its tokens; read by whoever sees invoices, to offer the push.',
      permission: 'INVOICE_READ',
      response: z.array(AccountingConnection),
    },
    startAccountingConnection: {
      ...admin,
      method: 'POST',
      path: `${a}/connections`,
      summary:
        'Starts connecting a service: answers its authorization address, with a single-use state bound to the company and the person that expires in 10 minutes (409 while another is active).',
      body: StartConnection,
      response: ConnectionStarted,
    },
    completeAccountingConnection: {
      ...admin,
      method: 'POST',
      path: `${a}/connections/callback`,
      summary:
        'Completes the connection with what the service handed the redirect page (code, state, realm): the state must be this person’s, unused and fresh.',
      body: CompleteConnection,
      response: AccountingConnection,
    },
    disconnectAccounting: deletion({
      ...admin,
      path: `${a}/connections`,
      summary:
        'Disconnects the active service and forgets its tokens; settings and links are kept for a reconnect.',
    }),

    getAccountingSettings: {
      ...admin,
      method: 'GET',
      path: `${a}/settings`,
      summary:
        'The defaults pushes use: tax rate, terms, income and expense accounts, item per material type.',
      response: AccountingSettings,
    },
    updateAccountingSettings: {
      ...admin,
      method: 'PUT',
      path: `${a}/settings`,
      summary: 'Saves the defaults, each checked against the service’s own lists.',
      body: AccountingSettingsInput,
      response: AccountingSettings,
    },
    listAccountingAccounts: {
      ...admin,
      method: 'GET',
      path: `${a}/accounts`,
      summary: 'The service’s chart of accounts.',
      response: z.array(AccountingOption),
    },
    listAccountingTaxRates: {
      ...admin,
      method: 'GET',
      path: `${a}/tax-rates`,
      summary: 'The service’s tax rates.',
      response: z.array(AccountingOption),
    },
    listAccountingTerms: {
      ...admin,
      method: 'GET',
      path: `${a}/terms`,
      summary: 'The service’s payment terms.',
      response: z.array(AccountingOption),
    },
    listAccountingItems: {
      ...admin,
      method: 'GET',
      path: `${a}/items`,
      summary: 'The service’s products and services, with whether each is for sale and purchasable.',
      response: z.array(AccountingItem),
    },
    listAccountingParties: {
      ...admin,
      method: 'GET',
      path: `${a}/parties`,
      summary: 'The service’s customers and vendors, to link companies to.',
      response: z.array(AccountingParty),
    },

    listAccountingCompanyLinks: {
      ...admin,
      method: 'GET',
      path: `${a}/company-links`,
      summary: 'The CRM companies linked to a customer or vendor of the service, by name.',
      response: z.array(CompanyLink),
    },
    linkAccountingCompany: {
      ...admin,
      method: 'PUT',
      path: `${a}/company-links/{id}`,
      summary: 'Links a CRM company to an existing customer and/or vendor of the service.',
      params: P.id,
      body: CompanyLinkInput,
      response: CompanyLink,
    },
    createAccountingParty: {
      ...admin,
      method: 'POST',
      path: `${a}/company-links/{id}/create`,
      summary:
        'Creates the CRM company in the service as a customer or vendor and links it (409 when the name is already a vendor or customer there).',
      params: P.id,
      body: CreatePartyInput,
      response: CompanyLink,
    },
    unlinkAccountingCompany: deletion({
      ...admin,
      path: `${a}/company-links/{id}`,
      summary: 'Forgets a company’s link (nothing changes in the service).',
      params: P.id,
    }),

    pushInvoice: {
      method: 'POST',
      path: `${a}/invoices/{id}/push`,
      summary:
        'Sends an issued, partly paid or paid invoice to the service and keeps its number there; sending again updates the same record, never a second one.',
      permission: 'INVOICE_WRITE',
      params: P.id,
      response: PushResult,
    },
    pushBill: {
      method: 'POST',
      path: `${a}/bills/{id}/push`,
      summary:
        'Sends an issued, partly paid or paid bill to the service and keeps its number there; sending again updates the same record, never a second one.',
      permission: 'BILL_WRITE',
      params: P.id,
      response: PushResult,
    },
  },
);
