import { beforeAll, describe, expect, inject, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { CrmRoutes, FinanceRoutes } from '@polyloop/shared';
import { JournalBatchRoutes } from '@polyloop/shared/contract/routes/finance-batches';
import { FINANCE_MESSAGES } from '@polyloop/shared/finance/invoice';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { pdfText } from '../support/pdf-text.js';
import { crmTenant, unique } from './crm-support.js';

/**
 * An invoice's paper and e-mail, the finance exports and the journal batches (issue 27 parts 1,
 * 7 and 8), through the local cloud: 1,000 lb at $0.50/lb with 8.25% tax is $500.00 + $41.25.
 */
const cloud = inject('cloud');
let admin: SignedInClient;
let customer: { id: string; name: string };
let bare: { id: string; name: string };
let invoiceId: string;
let invoiceNumber: string;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const accounting = `ap.${Date.now()}@buyer.example`;
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

const invoiceBody = (companyId: string, pounds = 1000) => ({
  companyId,
  taxRate: 8.25,
  paymentTerms: 'NET_30' as const,
  paymentInstructions: 'Wire to First Recycling Bank, account 000123.',
  termsAndConditions: 'Title passes on delivery.',
  description: 'Post-industrial PP bales',
  items: [
    {
      description: 'PP bales, natural',
      materialType: 'PP' as const,
      netWeight: { unitValue: pounds, unit: 'POUND' as const },
      price: { unitValue: 0.5, unit: 'POUND' as const },
    },
  ],
});

async function issuedInvoice(companyId: string, pounds?: number) {
  const draft = (await admin.ok(FinanceRoutes.createInvoice, { body: invoiceBody(companyId, pounds) })).body;
  return (await admin.ok(FinanceRoutes.issueInvoice, { params: { id: draft.id }, body: {} })).body;
}

beforeAll(async () => {
  useCloudEnv(cloud.env);
  admin = (await crmTenant(cloud, 'Finance documents', { plan: 'INTELLIGENCE' })).admin;
  const made = (
    await admin.ok(CrmRoutes.createCompany, {
      body: {
        name: unique('Pellet Buyer'),
        contacts: [
          { firstName: 'Sal', email: `sales.${Date.now()}@buyer.example`, type: 'SALES' },
          { firstName: 'Ada', email: accounting, type: 'ACCOUNTING' },
        ],
      },
    })
  ).body;
  customer = { id: made.id, name: made.name };
  const other = (await admin.ok(CrmRoutes.createCompany, { body: { name: unique('No Books Co') } })).body;
  bare = { id: other.id, name: other.name };
  const issued = await issuedInvoice(customer.id);
  invoiceId = issued.id;
  invoiceNumber = issued.number!;
});

describe('the invoice PDF', () => {
  it('is on the letterhead and its totals read back as text', async () => {
    const res = await admin(FinanceRoutes.invoicePdf, { params: { id: invoiceId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(res.bytes))).join('\n');
    expect(text).toContain('Invoice');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(customer.name);
    expect(text).toContain('PP bales, natural');
    expect(text).toContain('1,000 lb');
    expect(text).toContain('$500.00');
    expect(text).toContain('Tax (8.25%)');
    expect(text).toContain('$41.25');
    expect(text).toContain('$541.25');
    expect(text).toContain('Balance due');
    expect(text).toContain('Net 30');
    expect(text).toContain('Wire to First Recycling Bank');
    expect(text).toContain('Title passes on delivery.');
  });
});

describe('the invoice e-mail', () => {
  it('goes to the company’s accounting contact with the PDF attached, and shows in the outbox', async () => {
    const sent = await admin.ok(FinanceRoutes.emailInvoice, { params: { id: invoiceId }, body: {} });
    expect(sent.body).toEqual({ to: accounting });
    const mail = await eventually(async () => {
      const res = await fetch(
        `${cloud.baseUrl}/_local/outbox?format=json&to=${encodeURIComponent(accounting)}`,
      );
      const { messages } = (await res.json()) as {
        messages: {
          subject: string;
          text?: string;
          attachments?: { fileName: string; contentType: string; content: string }[];
        }[];
      };
      return messages[0];
    });
    expect(mail.subject).toContain(`Invoice ${invoiceNumber}`);
    expect(mail.text).toContain('$541.25');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.contentType).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(Buffer.from(mail.attachments![0]!.content, 'base64')))).join(
      '\n',
    );
    expect(text).toContain('$541.25');
  });

  it('goes to the address given, and is refused when the company has no accounting contact', async () => {
    const other = await issuedInvoice(bare.id, 10);
    const refused = await admin.refused(FinanceRoutes.emailInvoice, { params: { id: other.id }, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FINANCE_MESSAGES.noAccountingContact);
    const to = `books.${Date.now()}@nobooks.example`;
    expect(
      (await admin.ok(FinanceRoutes.emailInvoice, { params: { id: other.id }, body: { to } })).body,
    ).toEqual({ to });
  });
});

describe('the finance exports', () => {
  it('lists the invoices dated in the range with money as exact dollars', async () => {
    const res = await admin(FinanceRoutes.exportInvoices, {
      query: { format: 'csv', from: today, to: today },
    });
    expect(res.status).toBe(200);
    const lines = csvLines(res.text);
    expect(lines[0]).toBe(
      'Number,Alternate ID,Status,Company,Shipment,Date,Due date,Posting date,Subtotal,Tax,Total,Paid,Balance,External number',
    );
    const row = lines.find((l) => l.startsWith(`${invoiceNumber},`));
    expect(row).toContain(',500.00,41.25,541.25,0.00,541.25,');
    const none = await admin(FinanceRoutes.exportBills, { query: { format: 'csv', from: today, to: today } });
    expect(csvLines(none.text)).toHaveLength(1);
  });

  it('lists the journal’s lines of the range, as CSV and XLSX', async () => {
    const res = await admin(FinanceRoutes.exportFinancials, {
      query: { format: 'csv', from: today, to: today },
    });
    const lines = csvLines(res.text);
    expect(lines[0]).toBe('Date,Entry,Source,Description,Account,Debit,Credit,Company,Material type');
    expect(lines.some((l) => l.includes('Accounts receivable,541.25,0.00'))).toBe(true);
    expect(lines.some((l) => l.includes('Revenue,0.00,500.00'))).toBe(true);
    const xlsx = await admin(FinanceRoutes.exportFinancials, {
      query: { format: 'xlsx', from: today, to: today },
    });
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('Accounts receivable');
    expect(sheet).toContain('541.25');
  });
});

describe('journal batches', () => {
  it('export a month once: downloaded again the same, and a second batch holds only what was posted since', async () => {
    const first = (await admin.ok(JournalBatchRoutes.createJournalBatch, { body: { month } })).body;
    expect(first.month).toBe(month);
    expect(first.entryCount).toBeGreaterThanOrEqual(2);
    const csv = async (id: string) =>
      (await admin(JournalBatchRoutes.downloadJournalBatch, { params: { id }, query: { format: 'csv' } }))
        .text;
    const iif = async (id: string) =>
      (await admin(JournalBatchRoutes.downloadJournalBatch, { params: { id }, query: { format: 'iif' } }))
        .text;
    const once = await csv(first.id);
    expect(await csv(first.id)).toBe(once);
    expect(once).toContain(invoiceNumber);
    const quickbooks = await iif(first.id);
    expect(await iif(first.id)).toBe(quickbooks);
    const rows = quickbooks.trim().split('\r\n');
    expect(rows.slice(0, 3)).toEqual([
      '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO',
      '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tNAME\tAMOUNT\tDOCNUM\tMEMO',
      '!ENDTRNS',
    ]);
    expect(rows.filter((r) => r === 'ENDTRNS')).toHaveLength(first.entryCount);
    expect(quickbooks).toContain('\t541.25\t');
    expect(quickbooks).toContain('\t-500.00\t');

    // Nothing new: no second batch.
    const again = await admin.refused(JournalBatchRoutes.createJournalBatch, { body: { month } });
    expect(again.status).toBe(409);

    const later = await issuedInvoice(customer.id, 2000);
    const second = (await admin.ok(JournalBatchRoutes.createJournalBatch, { body: { month } })).body;
    expect(second.entryCount).toBe(1);
    expect(second.debitCents).toBe(later.totalCents);
    const secondCsv = await csv(second.id);
    expect(secondCsv).toContain(later.number!);
    expect(secondCsv).not.toContain(`${invoiceNumber},`);
    expect(await csv(first.id)).toBe(once);

    const listed = (await admin.ok(JournalBatchRoutes.listJournalBatches)).body;
    expect(listed.map((b) => b.id)).toEqual([second.id, first.id]);
  });

  it('refuses a month that is not yyyy-mm and a batch of another company', async () => {
    expect(
      (await admin.refused(JournalBatchRoutes.createJournalBatch, { body: { month: '2026-13' } })).status,
    ).toBe(400);
    expect(
      (
        await admin.refused(JournalBatchRoutes.downloadJournalBatch, {
          params: { id: 'nope' },
          query: { format: 'csv' },
        })
      ).status,
    ).toBe(404);
  });
});
