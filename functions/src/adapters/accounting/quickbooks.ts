import type { AccountingItem, AccountingOption, AccountingParty } from '@polyloop/shared/finance/accounting';
import {
  AccountingRefused,
  AccountingUnavailable,
  type AccountingDocument,
  type AccountingService,
  type AccountingTokens,
} from '../../ports/accounting.js';
import {
  basicAuth,
  decimalOf,
  expiresAt,
  form,
  reasonFromText,
  requestJson,
  type Classify,
  type OAuthApp,
} from './http.js';

const AUTHORIZE = 'https://appcenter.intuit.com/connect/oauth2';
const TOKEN = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
const REVOKE = 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke';
const SCOPE = 'com.intuit.quickbooks.accounting';
const MINOR_VERSION = '75';
/** QuickBooks' fault code for a name already used by a customer, vendor or employee. */
const DUPLICATE_NAME = '6240';

interface Fault {
  Fault?: { Error?: { Message?: string; Detail?: string; code?: string }[] };
}

/** A QuickBooks fault: its code 6240 is a duplicate name; other reasons are read from its words. */
export const classifyQuickBooks: Classify = (status, body) => {
  const errors = (body as Fault)?.Fault?.Error ?? [];
  const text =
    errors.map((e) => [e.Message, e.Detail].filter(Boolean).join(': ')).join(' ') ||
    `QuickBooks answered ${status}.`;
  if (errors.some((e) => e.code === DUPLICATE_NAME)) return { reason: 'DUPLICATE_NAME', message: text };
  return { reason: reasonFromText(text), message: text };
};

const ref = (value: string | undefined) => (value ? { value } : undefined);

/** The QuickBooks Online entity a document becomes: an Invoice (receivable) or a Bill (payable). */
export function quickBooksDocument(
  document: AccountingDocument,
  syncToken?: string,
): Record<string, unknown> {
  const invoice = document.kind === 'INVOICE';
  const lines = document.lines.map((line) => ({
    Amount: Number(decimalOf(line.amountCents)),
    Description: line.description,
    ...(invoice
      ? { DetailType: 'SalesItemLineDetail', SalesItemLineDetail: { ItemRef: ref(line.itemId) } }
      : line.itemId
        ? {
            DetailType: 'ItemBasedExpenseLineDetail',
            ItemBasedExpenseLineDetail: { ItemRef: ref(line.itemId) },
          }
        : {
            DetailType: 'AccountBasedExpenseLineDetail',
            AccountBasedExpenseLineDetail: { AccountRef: ref(document.accountId) },
          }),
  }));
  return {
    ...(document.existingId ? { Id: document.existingId, SyncToken: syncToken ?? '0', sparse: true } : {}),
    [invoice ? 'CustomerRef' : 'VendorRef']: ref(document.partyId),
    DocNumber: document.number,
    TxnDate: document.date,
    DueDate: document.dueDate,
    SalesTermRef: ref(document.termsId),
    PrivateNote: `Polyloop ${document.reference}`,
    ...(document.taxRateId
      ? {
          TxnTaxDetail: {
            TxnTaxCodeRef: ref(document.taxRateId),
            TotalTax: Number(decimalOf(document.taxCents)),
          },
        }
      : {}),
    Line: lines,
  };
}

/**
 * QuickBooks Online: OAuth 2 as intuit-oauth performs it (the same endpoints, scope and Basic
 * client authentication) and the v3 REST API over fetch. The pushes carry `requestid` = the
 * invoice's id, which QuickBooks answers with the first result when a retry repeats it.
 */
export function quickBooksAccounting({
  app,
  apiBase = 'https://quickbooks.api.intuit.com',
  fetcher = fetch,
}: {
  app: () => Promise<OAuthApp>;
  apiBase?: string;
  fetcher?: typeof fetch;
}): AccountingService {
  const basic = () => basicAuth(app);
  const token = async (fields: Record<string, string>, realmId: string): Promise<AccountingTokens> => {
    const answer = await requestJson<{ access_token: string; refresh_token: string; expires_in: number }>(
      fetcher,
      TOKEN,
      {
        method: 'POST',
        headers: {
          authorization: await basic(),
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form(fields),
      },
      classifyQuickBooks,
    );
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: expiresAt(answer.expires_in),
      realmId,
    };
  };
  const api = <T>(
    t: AccountingTokens,
    path: string,
    init: RequestInit = {},
    query: Record<string, string> = {},
  ) =>
    requestJson<T>(
      fetcher,
      `${apiBase}/v3/company/${encodeURIComponent(t.realmId)}/${path}?${new URLSearchParams({ ...query, minorversion: MINOR_VERSION })}`,
      {
        ...init,
        headers: {
          authorization: `Bearer ${t.accessToken}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
      },
      classifyQuickBooks,
    );
  const select = async <T>(t: AccountingTokens, entity: string, where = '') => {
    const answer = await api<{ QueryResponse?: Record<string, T[] | undefined> }>(
      t,
      'query',
      {},
      {
        query: `select * from ${entity}${where} maxresults 1000`,
      },
    );
    return answer.QueryResponse?.[entity] ?? [];
  };
  type Named = { Id: string; Name?: string; DisplayName?: string };
  return {
    provider: 'QUICKBOOKS',
    async authorizationUrl({ state, redirectUri }) {
      const { clientId } = await app();
      return `${AUTHORIZE}?${new URLSearchParams({ client_id: clientId, response_type: 'code', scope: SCOPE, redirect_uri: redirectUri, state })}`;
    },
    async exchangeCode({ code, redirectUri, realmId }) {
      if (!realmId)
        throw new AccountingRefused('REFUSED', 'QuickBooks names the company (realmId) on the redirect.');
      return token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, realmId);
    },
    refresh: (t) => token({ grant_type: 'refresh_token', refresh_token: t.refreshToken }, t.realmId),
    async revoke(t) {
      await requestJson(
        fetcher,
        REVOKE,
        {
          method: 'POST',
          headers: {
            authorization: await basic(),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ token: t.refreshToken }),
        },
        classifyQuickBooks,
      );
    },
    listAccounts: async (t): Promise<AccountingOption[]> =>
      (await select<Named & { AccountType?: string }>(t, 'Account')).map((a) => ({
        id: a.Id,
        name: a.Name ?? a.Id,
        detail: a.AccountType ?? null,
      })),
    listTaxRates: async (t) =>
      (await select<Named>(t, 'TaxCode')).map((c) => ({ id: c.Id, name: c.Name ?? c.Id, detail: null })),
    listTerms: async (t) =>
      (await select<Named & { DueDays?: number }>(t, 'Term')).map((c) => ({
        id: c.Id,
        name: c.Name ?? c.Id,
        detail: c.DueDays === undefined ? null : `${c.DueDays} days`,
      })),
    listItems: async (t): Promise<AccountingItem[]> =>
      (
        await select<Named & { Type?: string; IncomeAccountRef?: unknown; ExpenseAccountRef?: unknown }>(
          t,
          'Item',
        )
      ).map((i) => ({
        id: i.Id,
        name: i.Name ?? i.Id,
        detail: i.Type ?? null,
        forSale: !!i.IncomeAccountRef,
        purchasable: !!i.ExpenseAccountRef,
      })),
    async listParties(t): Promise<AccountingParty[]> {
      const [customers, vendors] = await Promise.all([
        select<Named>(t, 'Customer'),
        select<Named>(t, 'Vendor'),
      ]);
      return [
        ...customers.map((c) => ({ id: c.Id, name: c.DisplayName ?? c.Id, kind: 'CUSTOMER' as const })),
        ...vendors.map((v) => ({ id: v.Id, name: v.DisplayName ?? v.Id, kind: 'VENDOR' as const })),
      ];
    },
    async createParty(t, { name, kind }) {
      const entity = kind === 'CUSTOMER' ? 'Customer' : 'Vendor';
      const answer = await api<Record<string, Named>>(t, entity.toLowerCase(), {
        method: 'POST',
        body: JSON.stringify({ DisplayName: name }),
      });
      return { id: answer[entity]!.Id, name, kind };
    },
    async pushDocument(t, document) {
      const entity = document.kind === 'INVOICE' ? 'Invoice' : 'Bill';
      const path = entity.toLowerCase();
      // An update needs the record's current SyncToken.
      const syncToken = document.existingId
        ? (
            await api<Record<string, { SyncToken?: string }>>(
              t,
              `${path}/${encodeURIComponent(document.existingId)}`,
            )
          )[entity]?.SyncToken
        : undefined;
      const answer = await api<Record<string, { Id: string; DocNumber?: string }>>(
        t,
        path,
        { method: 'POST', body: JSON.stringify(quickBooksDocument(document, syncToken)) },
        { requestid: document.reference },
      );
      const saved = answer[entity];
      if (!saved) throw new AccountingUnavailable(`QuickBooks answered no ${entity}.`);
      return { externalId: saved.Id, externalNumber: saved.DocNumber ?? document.number };
    },
  };
}
