import { describe, expect, it } from 'vitest';
import { renderOutbox } from './outbox-page.js';

describe('outbox page', () => {
  it('shows subject, recipients and body, escaping what the app wrote', () => {
    const html = renderOutbox([
      {
        id: '1',
        from: 'no-reply@polyloop.local',
        to: ['ann@example.com'],
        cc: [],
        bcc: [],
        replyTo: [],
        subject: 'Offer <accepted>',
        text: 'See https://localhost:3000/offers/1',
        sentAt: '2030-01-01T10:00:00.000Z',
      },
    ]);
    expect(html).toContain('Offer &lt;accepted&gt;');
    expect(html).toContain('ann@example.com');
    expect(html).toContain('<a href="https://localhost:3000/offers/1">');
    expect(html).not.toContain('<accepted>');
  });

  it('says so when nothing has been sent', () => {
    expect(renderOutbox([])).toContain('No e-mails yet.');
  });

  it('offers a form that sends a test e-mail to the assistant, and says what the last one made', () => {
    const html = renderOutbox([], 'unknown');
    expect(html).toContain('<form id="test-mail" method="post" action="/_local/outbox/send">');
    expect(html).toContain('Sent. The assistant could not tell whether it offers or asks for material');
    expect(renderOutbox([], '<script>')).not.toContain('role="status"');
  });
});
