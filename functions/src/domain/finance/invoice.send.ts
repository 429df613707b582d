import { randomUUID } from 'node:crypto';
import { FINANCE_MESSAGES, type Invoice } from '@polyloop/shared/finance/invoice';
import type { Member } from '../../lib/actor.js';
import { sendEmail } from '../../lib/email.js';
import { renderEmail } from '../../lib/email-layout.js';
import { BadRequest } from '../../lib/errors.js';
import { putDocument } from '../../lib/s3.js';
import { listContactsOfCompany } from '../contact/index.js';
import { writerOf } from '../document/index.js';
import { invoicePdf } from './invoice.pdf.js';
import { usd } from './money.js';

/** Where an invoice's e-mail goes: the address given, else the company's first accounting contact with an e-mail. */
async function recipientOf(tenantId: string, invoice: Invoice, to: string | undefined): Promise<string> {
  if (to) return to;
  const contacts = await listContactsOfCompany(tenantId, invoice.company.id, 'ACTIVE');
  const accounting = contacts.find((c) => c.type === 'ACCOUNTING' && c.email);
  if (!accounting?.email) throw new BadRequest(FINANCE_MESSAGES.noAccountingContact);
  return accounting.email;
}

/**
 * E-mails the invoice or bill as a PDF attachment through the product's e-mail road (the
 * `email.requested` event and its sender): the PDF is kept in the documents bucket under `mail/`
 * for the sender to attach, since an event is capped at 256 KB and a letterhead's logo alone may
 * pass that. Sent to the address given, else the company's accounting contact (a 400 with neither).
 */
export async function sendInvoice(actor: Member, invoice: Invoice, to?: string): Promise<{ to: string }> {
  const address = await recipientOf(actor.tenantId, invoice, to);
  const writer = await writerOf(actor.tenantId, invoice.kind);
  const pdf = await invoicePdf(actor.tenantId, invoice, writer);
  const key = `mail/${randomUUID()}`;
  await putDocument({ Key: key, Body: pdf.body, ContentType: pdf.contentType });
  const noun = invoice.kind === 'INVOICE' ? 'Invoice' : 'Bill';
  const title = `${noun} ${invoice.number ?? '(draft)'}`;
  const mail = renderEmail({
    companyName: writer.letterhead.name,
    subject: `${title} from ${writer.letterhead.name}`,
    heading: title,
    paragraphs: [
      `${writer.letterhead.name} sends ${invoice.company.name} ${invoice.kind === 'INVOICE' ? 'an invoice' : 'a bill'}, attached as a PDF.`,
      ...(invoice.paymentInstructions ? [invoice.paymentInstructions] : []),
    ],
    rows: [
      ['Total', usd(invoice.totalCents)],
      ['Balance due', usd(invoice.balanceCents)],
      ['Due date', invoice.dueDate],
    ],
    reason: `Sent by ${writer.letterhead.name} through Polyloop.`,
  });
  await sendEmail({
    to: [address],
    ...mail,
    attachments: [{ fileName: pdf.fileName, contentType: pdf.contentType, key }],
  });
  return { to: address };
}
