import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout.js';

const content = {
  companyName: 'Acme <Plastics>',
  subject: 'Ann mentioned you',
  heading: 'Ann mentioned you on have ACM-H1',
  paragraphs: ['A paragraph.'],
  quote: 'Can you <b>price</b> this?',
  rows: [['Active haves', '12']] as Array<[string, string]>,
  action: { label: 'Open in Polyloop', url: 'https://app.example/notifications/n1' },
  preferencesUrl: 'https://app.example/settings/notifications',
  reason: 'You get this because you were mentioned.',
};

describe('the e-mail layout', () => {
  it('says the same in HTML and plain text: company, heading, quote, figures, link and unsubscribe link', () => {
    const mail = renderEmail(content);
    expect(mail.subject).toBe('Ann mentioned you');
    for (const part of [
      'Acme <Plastics>',
      'Ann mentioned you on have ACM-H1',
      '> Can you <b>price</b> this?',
      'Active haves: 12',
      'Open in Polyloop: https://app.example/notifications/n1',
      'https://app.example/settings/notifications',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('Acme &lt;Plastics&gt;');
    expect(mail.html).toContain('Can you &lt;b&gt;price&lt;/b&gt; this?');
    expect(mail.html).toContain('href="https://app.example/notifications/n1"');
    expect(mail.html).toContain('href="https://app.example/settings/notifications"');
    expect(mail.html).toContain('Unsubscribe');
  });
});
