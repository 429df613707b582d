import { describe, expect, it } from 'vitest';
import { AccountingRefused, AccountingUnavailable, type AccountingDocument } from '../../ports/accounting.js';
import { centsOf, decimalOf } from './http.js';
import { quickBooksAccounting, quickBooksDocument } from './quickbooks.js';
import { sandboxAccounting } from './sandbox.js';
import { xeroAccounting, xeroInvoice } from './xero.js';

const tokens = { accessToken: 'at', refreshToken: 'rt', expiresAt: '2030-01-01T00:00:00Z', realmId: 'R1' };
const app = async () => ({ clientId: 'client', clientSecret: 'secret' });
const invoice: AccountingDocument = {
  kind: 'INVOICE',
  reference: 'inv-1',
  number: 'INV-1001',
  partyId: 'C-1',
  date: '2026-05-01',
  dueDate: '2026-05-31',
  termsId: 'NET30',
  taxRateId: 'TAX',
  accountId: '4000',
  lines: [{ description: 'HDPE bales', itemId: 'ITEM-1', amountCents: 123_456 }],
  taxCents: 10_185,
  totalCents: 133_641,
};

/** A fetch that records what it was asked and answers each call in turn. */
function recorder(...answers: { status: number; body: unknown }[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = answers.shift() ?? { status: 200, body: {} };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('amounts', () => {
  it('goes between whole cents and decimal amounts exactly', () => {
    expect(decimalOf(123_456)).toBe('1234.56');
    expect(decimalOf(5)).toBe('0.05');
    expect(decimalOf(-101)).toBe('-1.01');
    expect(centsOf('1234.5')).toBe(123_450);
    expect(centsOf(0.07)).toBe(7);
  });
});

describe('the QuickBooks Online adapter', () => {
  it('builds an invoice with the customer, terms, tax code, item lines and the reference', () => {
    expect(quickBooksDocument(invoice)).toMatchObject({
      CustomerRef: { value: 'C-1' },
      DocNumber: 'INV-1001',
      SalesTermRef: { value: 'NET30' },
      TxnTaxDetail: { TxnTaxCodeRef: { value: 'TAX' }, TotalTax: 101.85 },
      PrivateNote: 'Polyloop inv-1',
      Line: [
        {
          Amount: 1234.56,
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: { ItemRef: { value: 'ITEM-1' } },
        },
      ],
    });
  });

  it('books a bill line without an item to the expense account', () => {
    const bill = quickBooksDocument({
      ...invoice,
      kind: 'BILL',
      lines: [{ description: 'PET', amountCents: 100 }],
    });
    expect(bill).toMatchObject({
      VendorRef: { value: 'C-1' },
      Line: [
        {
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '4000' } },
        },
      ],
    });
  });

  it('posts a new invoice with the invoice id as requestid, so a retry is answered the first result', async () => {
    const { calls, fetcher } = recorder({
      status: 200,
      body: { Invoice: { Id: '77', DocNumber: 'INV-1001' } },
    });
    const result = await quickBooksAccounting({ app, fetcher }).pushDocument(tokens, invoice);
    expect(result).toEqual({ externalId: '77', externalNumber: 'INV-1001' });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v3/company/R1/invoice');
    expect(url.searchParams.get('requestid')).toBe('inv-1');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer at');
  });

  it('updates a pushed invoice with its SyncToken instead of creating another', async () => {
    const { calls, fetcher } = recorder(
      { status: 200, body: { Invoice: { SyncToken: '3' } } },
      { status: 200, body: { Invoice: { Id: '77', DocNumber: 'INV-1001' } } },
    );
    await quickBooksAccounting({ app, fetcher }).pushDocument(tokens, { ...invoice, existingId: '77' });
    expect(new URL(calls[0]!.url).pathname).toBe('/v3/company/R1/invoice/77');
    expect(JSON.parse(calls[1]!.init.body as string)).toMatchObject({
      Id: '77',
      SyncToken: '3',
      sparse: true,
    });
  });

  it('maps fault 6240 to a duplicate name, 401 to a lost grant and 5xx to unavailable', async () => {
    const duplicate = recorder({
      status: 400,
      body: { Fault: { Error: [{ Message: 'Duplicate Name Exists Error', code: '6240' }] } },
    });
    await expect(
      quickBooksAccounting({ app, fetcher: duplicate.fetcher }).createParty(tokens, {
        name: 'Acme',
        kind: 'CUSTOMER',
      }),
    ).rejects.toMatchObject({ reason: 'DUPLICATE_NAME' });
    const lost = recorder({ status: 401, body: {} });
    await expect(
      quickBooksAccounting({ app, fetcher: lost.fetcher }).listAccounts(tokens),
    ).rejects.toMatchObject({
      reason: 'UNAUTHORIZED',
    });
    const down = recorder({ status: 503, body: 'down' });
    await expect(
      quickBooksAccounting({ app, fetcher: down.fetcher }).listTerms(tokens),
    ).rejects.toBeInstanceOf(AccountingUnavailable);
  });

  it('asks for the accounting scope with the state, and exchanges a code with Basic client authentication', async () => {
    const { calls, fetcher } = recorder({
      status: 200,
      body: { access_token: 'a', refresh_token: 'r', expires_in: 3600 },
    });
    const qbo = quickBooksAccounting({ app, fetcher });
    const url = new URL(await qbo.authorizationUrl({ state: 's1', redirectUri: 'https://app/cb' }));
    expect(url.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(url.searchParams.get('state')).toBe('s1');
    const t = await qbo.exchangeCode({ code: 'c', redirectUri: 'https://app/cb', realmId: 'R9' });
    expect(t.realmId).toBe('R9');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
  });
});

describe('the Xero adapter', () => {
  it('builds an ACCREC invoice (ACCPAY bill) in Xero’s fields, with the reference', () => {
    expect(xeroInvoice(invoice)).toMatchObject({
      Type: 'ACCREC',
      Contact: { ContactID: 'C-1' },
      InvoiceNumber: 'INV-1001',
      Reference: 'inv-1',
      LineItems: [
        {
          Description: 'HDPE bales',
          UnitAmount: 1234.56,
          ItemCode: 'ITEM-1',
          AccountCode: '4000',
          TaxType: 'TAX',
        },
      ],
    });
    expect(xeroInvoice({ ...invoice, kind: 'BILL' })).toMatchObject({ Type: 'ACCPAY' });
  });

  it('sends the tenant and an idempotency key, and reads the invoice number back', async () => {
    const { calls, fetcher } = recorder({
      status: 200,
      body: { Invoices: [{ InvoiceID: 'X1', InvoiceNumber: 'INV-1001' }] },
    });
    expect(await xeroAccounting({ app, fetcher }).pushDocument(tokens, invoice)).toEqual({
      externalId: 'X1',
      externalNumber: 'INV-1001',
    });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['xero-tenant-id']).toBe('R1');
    expect(headers['idempotency-key']).toBe('inv-1:new');
  });

  it('maps Xero’s validation messages to the spec’s reasons', async () => {
    const refusal = (message: string) =>
      recorder({
        status: 400,
        body: { Type: 'ValidationException', Elements: [{ ValidationErrors: [{ Message: message }] }] },
      });
    const cases: [string, string][] = [
      ['The contact name Acme is already assigned to another contact.', 'DUPLICATE_NAME'],
      ['Item code ITEM-1 is not marked for sale', 'ITEM_NOT_FOR_SALE'],
      ['Item code ITEM-1 is not purchased (not purchasable)', 'ITEM_NOT_PURCHASABLE'],
      ['The total must be 0 or greater', 'TOTAL_NEGATIVE'],
    ];
    for (const [message, reason] of cases) {
      const { fetcher } = refusal(message);
      const error = await xeroAccounting({ app, fetcher })
        .pushDocument(tokens, invoice)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccountingRefused);
      expect((error as AccountingRefused).reason, message).toBe(reason);
    }
  });
});

describe('the sandbox adapter', () => {
  it('puts the document under its reference and reads the sandbox’s stated reason', async () => {
    const { calls, fetcher } = recorder(
      { status: 201, body: { id: 'DOC-1', number: 'QB-1001' } },
      {
        status: 422,
        body: { code: 'ITEM_NOT_FOR_SALE', message: 'Item Freight in is not marked for sale.' },
      },
    );
    const sandbox = sandboxAccounting({
      baseUrl: 'http://localhost:1/_local/accounting',
      provider: 'QUICKBOOKS',
      fetcher,
    });
    expect(await sandbox.pushDocument(tokens, invoice)).toEqual({
      externalId: 'DOC-1',
      externalNumber: 'QB-1001',
    });
    expect(calls[0]!.url).toBe('http://localhost:1/_local/accounting/api/documents/inv-1');
    expect(calls[0]!.init.method).toBe('PUT');
    await expect(sandbox.pushDocument(tokens, invoice)).rejects.toMatchObject({
      reason: 'ITEM_NOT_FOR_SALE',
    });
  });
});
