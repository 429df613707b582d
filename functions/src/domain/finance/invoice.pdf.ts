import { PRICE_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared/conversions';
import { PAYMENT_TERMS_LABELS, INVOICE_STATUS_LABELS, type Invoice } from '@polyloop/shared/finance/invoice';
import type { Download } from '../export/index.js';
import { loadPaper, writerOf, type Writer } from '../document/index.js';
import { usd } from './money.js';

const quantity = (w: Invoice['items'][number]['netWeight']) =>
  `${w.unitValue.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${WEIGHT_UNIT_LABELS[w.unit]}`;
const price = (p: Invoice['items'][number]['price']) =>
  `$${p.unitValue.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} ${PRICE_UNIT_LABELS[p.unit]}`;
/** A tax rate as written on the paper: 8.25%, 0%. */
const rate = (percent: number) => `${percent.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;

/**
 * An invoice or bill as a PDF on the writing company's letterhead (the paper of the shipping
 * documents): its numbers and dates, the company it is for, its items, the totals to the cent, and
 * its terms. Every amount is drawn as text, so the totals can be read back from the file.
 */
export async function invoicePdf(tenantId: string, invoice: Invoice, letterhead?: Writer): Promise<Download> {
  const [writer, { Paper }] = await Promise.all([
    letterhead ?? writerOf(tenantId, invoice.kind),
    loadPaper(),
  ]);
  const noun = invoice.kind === 'INVOICE' ? 'Invoice' : 'Bill';
  const number = invoice.number ?? 'Draft';
  const paper = await Paper.create(writer.letterhead, `${noun} ${number}`, new Date(invoice.updatedDate));
  paper.title(
    noun,
    `${noun} ${number}${invoice.status === 'DRAFT' ? '' : ` · ${INVOICE_STATUS_LABELS[invoice.status]}`}`,
  );
  paper.facts([
    ['Number', number],
    ['Alternate ID', invoice.alternateId],
    ['Shipment', invoice.shipment?.identifier],
    [`${noun} date`, invoice.invoiceDate],
    ['Due date', invoice.dueDate],
    ['Posting date', invoice.postingDate],
  ]);
  paper.parties(
    { label: invoice.kind === 'INVOICE' ? 'FROM' : 'TO', lines: writer.lines },
    {
      label: invoice.kind === 'INVOICE' ? 'BILL TO' : 'FROM',
      lines: [invoice.company.name, ...(invoice.account ? [`Account ${invoice.account}`] : [])],
    },
  );
  if (invoice.description) paper.paragraph(invoice.description, 10);
  paper.table(
    [
      { header: 'Description', width: 4 },
      { header: 'Quantity', width: 2, align: 'right' },
      { header: 'Price', width: 2, align: 'right' },
      { header: 'Amount', width: 2, align: 'right' },
    ],
    invoice.items.map((item) => [
      item.description,
      quantity(item.netWeight),
      price(item.price),
      usd(item.amountCents),
    ]),
  );
  const totals: [string, string][] = [
    ['Subtotal', usd(invoice.subtotalCents)],
    [`Tax (${rate(invoice.taxRate)})`, usd(invoice.taxCents)],
    ['Total', usd(invoice.totalCents)],
    ['Paid', usd(invoice.paidCents)],
    ['Balance due', usd(invoice.balanceCents)],
  ];
  paper.table(
    [
      { header: '', width: 6 },
      { header: 'Totals', width: 2 },
      { header: 'USD', width: 2, align: 'right' },
    ],
    totals.slice(0, -1).map(([label, amount]) => ['', label, amount]),
    ['', totals.at(-1)![0], totals.at(-1)![1]],
  );
  paper.facts([['Payment terms', PAYMENT_TERMS_LABELS[invoice.paymentTerms]]], 1);
  if (invoice.paymentInstructions) {
    paper.heading('Payment instructions');
    paper.paragraph(invoice.paymentInstructions);
  }
  const terms = invoice.termsAndConditions ?? writer.terms;
  if (terms) {
    paper.heading('Terms and conditions');
    paper.paragraph(terms);
  }
  return {
    fileName: invoice.fileName,
    contentType: 'application/pdf',
    body: Buffer.from(await paper.save()),
  };
}
