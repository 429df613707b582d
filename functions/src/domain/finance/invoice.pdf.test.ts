import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@polyloop/shared/finance/invoice';
import { pdfText } from '../../../../tests/support/pdf-text.js';

vi.mock('../document/index.js', async (original) => ({
  ...(await original<typeof import('../document/index.js')>()),
  writerOf: async () => ({
    letterhead: { name: 'Loop Recycling', lines: ['1 Mill Rd, Houston, TX'] },
    lines: ['Loop Recycling', '1 Mill Rd', 'Houston, TX'],
    terms: 'Claims within 5 days.',
  }),
}));
const { invoicePdf } = await import('./invoice.pdf.js');

const invoice: Invoice = {
  id: 'i1',
  kind: 'BILL',
  number: null,
  alternateId: 'ALT-9',
  status: 'DRAFT',
  company: { id: 'c1', name: 'Bale Works' },
  account: '4000',
  shipment: { id: 's1', identifier: 'SH-00042' },
  invoiceDate: '2026-02-03',
  dueDate: '2026-03-05',
  postingDate: '2026-02-04',
  paidDate: null,
  paymentTerms: 'NET_30',
  paymentInstructions: null,
  termsAndConditions: null,
  description: null,
  items: [
    {
      id: 'l1',
      description: 'HDPE regrind',
      materialType: 'PE',
      netWeight: { unitValue: 12345.5, unit: 'POUND' },
      price: { unitValue: 0.1234, unit: 'POUND' },
      amountCents: 152343,
    },
  ],
  taxRate: 0,
  subtotalCents: 152343,
  taxCents: 0,
  totalCents: 152343,
  paidCents: 52343,
  balanceCents: 100000,
  externalNumber: null,
  fileName: 'Bill SH-00042.pdf',
  createdDate: '2026-02-03T00:00:00.000Z',
  updatedDate: '2026-02-03T00:00:00.000Z',
};

describe('the invoice PDF', () => {
  it('writes a draft bill on the letterhead with its amounts as text', async () => {
    const file = await invoicePdf('t1', invoice);
    expect(file.fileName).toBe('Bill SH-00042.pdf');
    expect(file.contentType).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(file.body as Buffer))).join('\n');
    for (const expected of [
      'Loop Recycling',
      'Bill',
      'Draft',
      'ALT-9',
      'SH-00042',
      '2026-03-05',
      '2026-02-04',
      'Bale Works',
      'Account 4000',
      'HDPE regrind',
      '12,345.5 lb',
      '$1,523.43',
      'Tax (0%)',
      '$523.43',
      '$1,000.00',
      'Claims within 5 days.',
    ])
      expect(text).toContain(expected);
  });

  it('is the same bytes every time it is made from the same invoice', async () => {
    const [first, second] = [await invoicePdf('t1', invoice), await invoicePdf('t1', invoice)];
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
  });
});
