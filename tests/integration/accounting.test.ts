import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AccountingRoutes, CrmRoutes, FinanceRoutes } from '@polyloop/shared';
import { ACCOUNTING_MESSAGES } from '@polyloop/shared/finance/accounting';
import type { SignedInClient } from '../support/client.js';
import { day, setUpOrders, type OrdersWorld } from './orders-support.js';

/**
 * The accounting sync through the API against the local cloud's sandbox accounting service:
 * connect (following its authorization page's redirect with plain fetch), settings from its
 * lists, a company linked, an issued invoice pushed once however often it is sent, and the
 * service's refusals answered with the spec's messages.
 */
const cloud = inject('cloud');
let world: OrdersWorld;
let admin: SignedInClient;

interface SandboxRealm {
  id: string;
  parties: { id: string; name: string; kind: string }[];
  documents: { id: string; number: string; reference: string; updates: number }[];
}
const sandboxRealm = async (realmId: string) => {
  const state = (await (await fetch(`${cloud.baseUrl}/_local/accounting?format=json`)).json()) as {
    realms: SandboxRealm[];
  };
  return state.realms.find((r) => r.id === realmId)!;
};

/** Starts a connect, presses the sandbox's Connect, and hands what it redirects with to the callback. */
async function connect(client: SignedInClient, provider: 'QUICKBOOKS' | 'XERO') {
  const { authorizationUrl } = (
    await client.ok(AccountingRoutes.startAccountingConnection, { body: { provider } })
  ).body;
  const page = await (await fetch(authorizationUrl)).text();
  expect(page).toContain('Sandbox');
  const grant = /href="([^"]*authorize\/grant[^"]*)"/.exec(page)![1]!.replaceAll('&amp;', '&');
  const redirect = await fetch(new URL(grant, cloud.baseUrl), { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location')!);
  expect(back.pathname).toBe('/admin/integrations/accounting-callback');
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    realmId: back.searchParams.get('realmId')!,
  };
}

beforeAll(async () => {
  world = await setUpOrders(cloud, { plan: 'INTELLIGENCE' });
  admin = world.admin;
});

describe('the accounting sync with the sandbox service', () => {
  let realmId: string;

  it('connects one service through a single-use state and refuses a second while it is active', async () => {
    const granted = await connect(admin, 'QUICKBOOKS');
    const connected = await admin.ok(AccountingRoutes.completeAccountingConnection, { body: granted });
    expect(connected.body).toMatchObject({ provider: 'QUICKBOOKS', status: 'ACTIVE', sandbox: true });
    realmId = connected.body.realmId;
    const reused = await admin.refused(AccountingRoutes.completeAccountingConnection, { body: granted });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ACCOUNTING_MESSAGES.connectExpired);
    const second = await admin.refused(AccountingRoutes.startAccountingConnection, {
      body: { provider: 'XERO' },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ACCOUNTING_MESSAGES.onlyOne);
    expect((await admin.ok(AccountingRoutes.listAccountingConnections)).body).toHaveLength(1);
  });

  it('pushes nothing before its settings name the income account', async () => {
    const accounts = (await admin.ok(AccountingRoutes.listAccountingAccounts)).body;
    const items = (await admin.ok(AccountingRoutes.listAccountingItems)).body;
    expect(accounts.map((a) => a.id)).toContain('4000');
    const saved = await admin.ok(AccountingRoutes.updateAccountingSettings, {
      body: {
        incomeAccountId: '4000',
        expenseAccountId: '5000',
        termsId: 'NET30',
        itemMapping: { PE: items[0]!.id },
      },
    });
    expect(saved.body).toMatchObject({
      provider: 'QUICKBOOKS',
      incomeAccountId: '4000',
      itemMapping: { PE: 'ITEM-MATERIAL' },
    });
    const unknown = await admin.refused(AccountingRoutes.updateAccountingSettings, {
      body: { incomeAccountId: 'nope', itemMapping: {} },
    });
    expect(unknown.status).toBe(400);
  });

  it('pushes an issued invoice once, keeps its external number, and updates it on a second push', async () => {
    await admin.ok(AccountingRoutes.createAccountingParty, {
      params: { id: world.receiverId },
      body: { kind: 'CUSTOMER' },
    });
    const draft = await admin.ok(FinanceRoutes.createInvoice, {
      body: {
        companyId: world.receiverId,
        invoiceDate: day(0),
        items: [
          {
            description: 'HDPE bales',
            materialType: 'PE',
            netWeight: { unitValue: 1000, unit: 'POUND' },
            price: { unitValue: 0.5, unit: 'POUND' },
          },
        ],
      },
    });
    const early = await admin.refused(AccountingRoutes.pushInvoice, { params: { id: draft.body.id } });
    expect(early.status).toBe(409);
    await admin.ok(FinanceRoutes.issueInvoice, { params: { id: draft.body.id }, body: {} });
    const pushed = await admin.ok(AccountingRoutes.pushInvoice, { params: { id: draft.body.id } });
    expect(pushed.body.externalNumber).toMatch(/^QB-\d+$/);
    const read = await admin.ok(FinanceRoutes.getInvoice, { params: { id: draft.body.id } });
    expect(read.body.externalNumber).toBe(pushed.body.externalNumber);
    const again = await admin.ok(AccountingRoutes.pushInvoice, { params: { id: draft.body.id } });
    expect(again.body).toEqual(pushed.body);
    const received = (await sandboxRealm(realmId)).documents.filter((d) => d.reference === draft.body.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.updates).toBe(1);
  });

  it('refuses a company whose name is already a vendor or customer with the spec’s message', async () => {
    const twin = await admin.ok(CrmRoutes.createCompany, { body: { name: 'Sandbox Vendor Co' } });
    const refused = await admin.refused(AccountingRoutes.createAccountingParty, {
      params: { id: twin.body.id },
      body: { kind: 'CUSTOMER' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ACCOUNTING_DUPLICATE_NAME',
      message: ACCOUNTING_MESSAGES.duplicateName,
    });
  });

  it('disconnects, after which another service may connect', async () => {
    await admin.ok(AccountingRoutes.disconnectAccounting);
    expect((await admin.ok(AccountingRoutes.listAccountingConnections)).body).toEqual([]);
    const granted = await connect(admin, 'XERO');
    const connected = await admin.ok(AccountingRoutes.completeAccountingConnection, { body: granted });
    expect(connected.body.provider).toBe('XERO');
  });
});
