import type { Account, Contact, Invoice, Item, LineItem, TaxRate } from 'xero-node';
import type { AccountingItem, AccountingParty } from '@polyloop/shared/finance/accounting';
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

const AUTHORIZE = 'https://login.xero.com/identity/connect/authorize';
const TOKEN = 'https://identity.xero.com/connect/token';
const REVOKE = 'https://identity.xero.com/connect/revocation';
const CONNECTIONS = 'https://api.xero.com/connections';
const SCOPE =
  'openid profile email offline_access accounting.transactions accounting.contacts accounting.settings';

/** Xero has no list of terms: a bill's or invoice's due date is set on it. These are the choices offered. */
const TERMS = [0, 7, 14, 15, 30, 45, 60, 90].map((days) => ({
  id: String(days),
  name: days === 0 ? 'Due on receipt' : `Net ${days}`,
  detail: `${days} days`,
}));

interface XeroError {
  Message?: string;
  Detail?: string;
  Elements?: { ValidationErrors?: { Message?: string }[] }[];
}

/** A Xero validation error: the reasons are read from its messages ("…already assigned to another contact"). */
export const classifyXero: Classify = (status, body) => {
  const error = (body ?? {}) as XeroError;
  const messages = (error.Elements ?? []).flatMap((e) =>
    (e.ValidationErrors ?? []).map((v) => v.Message ?? ''),
  );
  const text = [
    ...messages,
    ...(messages.length ? [] : [error.Message ?? error.Detail ?? `Xero answered ${status}.`]),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    reason: /already assigned to another contact/i.test(text) ? 'DUPLICATE_NAME' : reasonFromText(text),
    message: text,
  };
};

/** Xero's model of an invoice or bill (xero-node's `Invoice`): ACCREC for an invoice, ACCPAY for a bill. */
export function xeroInvoice(document: AccountingDocument) {
  const lineItems: Partial<LineItem>[] = document.lines.map((line) => ({
    description: line.description,
    quantity: 1,
    unitAmount: Number(decimalOf(line.amountCents)),
    itemCode: line.itemId,
    accountCode: document.accountId,
    taxType: document.taxRateId,
  }));
  const invoice: Partial<Record<keyof Invoice, unknown>> = {
    type: document.kind === 'INVOICE' ? 'ACCREC' : 'ACCPAY',
    invoiceID: document.existingId,
    contact: { contactID: document.partyId } satisfies Partial<Contact>,
    date: document.date,
    dueDate: document.dueDate,
    invoiceNumber: document.number,
    reference: document.reference,
    lineAmountTypes: 'Exclusive',
    status: 'AUTHORISED',
    lineItems,
  };
  // Xero's API speaks PascalCase; xero-node's models are the camelCase of the same fields.
  return pascal(invoice) as Record<string, unknown>;
}

function pascal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pascal);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k.charAt(0).toUpperCase() + k.slice(1), pascal(v)]),
    );
  return value;
}

/**
 * Xero: OAuth 2 and the Accounting API with xero-node's models (the SDK's client itself, about
 * 1.7 MB bundled, would not fit the finance function's 300 KB budget, so requests go over fetch).
 * A push carries `Idempotency-Key` = the invoice's id, so a retry is answered the first result.
 */
export function xeroAccounting({
  app,
  apiBase = 'https://api.xero.com/api.xro/2.0',
  fetcher = fetch,
}: {
  app: () => Promise<OAuthApp>;
  apiBase?: string;
  fetcher?: typeof fetch;
}): AccountingService {
  const basic = () => basicAuth(app);
  const tokenRequest = async (fields: Record<string, string>) =>
    requestJson<{ access_token: string; refresh_token: string; expires_in: number }>(
      fetcher,
      TOKEN,
      {
        method: 'POST',
        headers: { authorization: await basic(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form(fields),
      },
      classifyXero,
    );
  const api = <T>(
    t: AccountingTokens,
    path: string,
    init: RequestInit = {},
    headers: Record<string, string> = {},
  ) =>
    requestJson<T>(
      fetcher,
      `${apiBase}/${path}`,
      {
        ...init,
        headers: {
          authorization: `Bearer ${t.accessToken}`,
          'xero-tenant-id': t.realmId,
          accept: 'application/json',
          'content-type': 'application/json',
          ...headers,
        },
      },
      classifyXero,
    );
  type Answer<K extends string, T> = Partial<Record<K, T[]>>;
  return {
    provider: 'XERO',
    async authorizationUrl({ state, redirectUri }) {
      const { clientId } = await app();
      return `${AUTHORIZE}?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, scope: SCOPE, state })}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const answer = await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      // The grant may cover several organisations; the first connected is the one just chosen.
      const connections = await requestJson<{ tenantId: string }[]>(
        fetcher,
        CONNECTIONS,
        { headers: { authorization: `Bearer ${answer.access_token}`, accept: 'application/json' } },
        classifyXero,
      );
      const tenantId = connections[0]?.tenantId;
      if (!tenantId) throw new AccountingRefused('REFUSED', 'No Xero organisation was connected.');
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        expiresAt: expiresAt(answer.expires_in),
        realmId: tenantId,
      };
    },
    async refresh(t) {
      const answer = await tokenRequest({ grant_type: 'refresh_token', refresh_token: t.refreshToken });
      return {
        ...t,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        expiresAt: expiresAt(answer.expires_in),
      };
    },
    async revoke(t) {
      await requestJson(
        fetcher,
        REVOKE,
        {
          method: 'POST',
          headers: { authorization: await basic(), 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ token: t.refreshToken }),
        },
        classifyXero,
      );
    },
    listAccounts: async (t) =>
      (
        (
          await api<
            Answer<
              'Accounts',
              Pick<Account, 'accountID' | 'code' | 'name' | 'type'> & Record<string, unknown>
            >
          >(t, 'Accounts')
        ).Accounts ?? []
      ).map((a) => {
        const raw = a as unknown as { Code?: string; AccountID?: string; Name?: string; Type?: string };
        return { id: raw.Code ?? raw.AccountID ?? '', name: raw.Name ?? '', detail: raw.Type ?? null };
      }),
    listTaxRates: async (t) =>
      ((await api<Answer<'TaxRates', Record<keyof TaxRate, unknown>>>(t, 'TaxRates')).TaxRates ?? []).map(
        (r) => {
          const raw = r as unknown as { TaxType?: string; Name?: string; EffectiveRate?: number };
          return {
            id: raw.TaxType ?? '',
            name: raw.Name ?? '',
            detail: raw.EffectiveRate === undefined ? null : `${raw.EffectiveRate}%`,
          };
        },
      ),
    listTerms: async () => TERMS,
    listItems: async (t): Promise<AccountingItem[]> =>
      ((await api<Answer<'Items', Record<keyof Item, unknown>>>(t, 'Items')).Items ?? []).map((i) => {
        const raw = i as unknown as { Code?: string; Name?: string; IsSold?: boolean; IsPurchased?: boolean };
        return {
          id: raw.Code ?? '',
          name: raw.Name ?? raw.Code ?? '',
          detail: null,
          forSale: !!raw.IsSold,
          purchasable: !!raw.IsPurchased,
        };
      }),
    async listParties(t): Promise<AccountingParty[]> {
      const contacts = (await api<Answer<'Contacts', unknown>>(t, 'Contacts')).Contacts ?? [];
      return contacts.flatMap((c) => {
        const raw = c as { ContactID?: string; Name?: string; IsCustomer?: boolean; IsSupplier?: boolean };
        const base = { id: raw.ContactID ?? '', name: raw.Name ?? '' };
        return [
          ...(raw.IsCustomer || !raw.IsSupplier ? [{ ...base, kind: 'CUSTOMER' as const }] : []),
          ...(raw.IsSupplier ? [{ ...base, kind: 'VENDOR' as const }] : []),
        ];
      });
    },
    async createParty(t, { name, kind }) {
      const answer = await api<Answer<'Contacts', { ContactID?: string }>>(t, 'Contacts', {
        method: 'PUT',
        body: JSON.stringify({ Contacts: [{ Name: name }] }),
      });
      const id = answer.Contacts?.[0]?.ContactID;
      if (!id) throw new AccountingUnavailable('Xero answered no contact.');
      return { id, name, kind };
    },
    async pushDocument(t, document) {
      // POST creates, or updates the invoice named by its InvoiceID.
      const answer = await api<Answer<'Invoices', { InvoiceID?: string; InvoiceNumber?: string }>>(
        t,
        'Invoices',
        { method: 'POST', body: JSON.stringify({ Invoices: [xeroInvoice(document)] }) },
        { 'idempotency-key': `${document.reference}:${document.existingId ?? 'new'}` },
      );
      const saved = answer.Invoices?.[0];
      if (!saved?.InvoiceID) throw new AccountingUnavailable('Xero answered no invoice.');
      return { externalId: saved.InvoiceID, externalNumber: saved.InvoiceNumber ?? document.number };
    },
  };
}
