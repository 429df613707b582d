import type { DemoCompanyRecord } from './demo-companies.js';

/** E-mails a trader forwards to the assistant: an offer, a request, and small talk the assistant keeps but does not list. */
const MAILS = [
  {
    from: 'Rosa Alvarez <rosa@gulfcoastplastics.example>',
    subject: 'Fwd: HDPE regrind available',
    text: 'Hi,\n\nWe have 40,000 lbs of post-industrial HDPE regrind in Houston, TX, bagged in supersacks.\nAsking $0.32/lb FOB our dock.\n\nRosa',
  },
  {
    from: 'Ken Ito <ken@northshoremolding.example>',
    subject: 'Fwd: Looking for PP',
    text: 'Looking for 20 MT of prime PP pellets for injection molding, delivered to Milwaukee, WI. Target $0.58/lb.\n\nKen',
  },
  {
    from: 'Pat Lee <pat@northshoremolding.example>',
    subject: 'Fwd: Plant tour next week',
    text: 'Thanks for the visit, see you at the trade show.',
  },
];

/**
 * Gives the first two demo companies the drafts their assistant made of forwarded e-mails, taking
 * the very path a forwarded e-mail takes locally (stored in S3, read by the inbound function).
 */
export async function seedDrafts(companies: DemoCompanyRecord[]): Promise<void> {
  const { deliver, composeMail } = await import('../inbound-mail.js');
  const { addressOf } = await import('@polyloop/functions/domain/draft/assistant');
  for (const company of companies.slice(0, 2)) {
    // The address the drafts panel shows, its token made on this first read.
    const to = await addressOf(company.tenantId);
    for (const mail of MAILS) await deliver(composeMail({ ...mail, to }));
  }
}
