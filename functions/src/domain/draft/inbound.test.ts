import { describe, expect, it } from 'vitest';
import { assistantAddress, tokenOfAddress } from './assistant.js';
import { draftIdOf, htmlToText, readMail } from './inbound.js';

const tenantId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const domain = 'assistant.example.com';

describe('assistant addresses', () => {
  const token = '3f9c0a1b2c3d4e5f60718293a4b5c6';

  it('name the company by short code and its token, and read back to the token only on the assistant domain', () => {
    const address = assistantAddress({ shortCode: 'ACME' }, token, domain);
    expect(address).toBe(`acme.${token}@assistant.example.com`);
    expect(tokenOfAddress(address.toUpperCase(), domain)).toBe(token);
    expect(tokenOfAddress(`acme.${token}@elsewhere.example.com`, domain)).toBeUndefined();
    expect(tokenOfAddress(`acme.not-a-token@${domain}`, domain)).toBeUndefined();
    expect(tokenOfAddress('no-at-sign', domain)).toBeUndefined();
  });

  it('no longer take a tenant id for a token: an address made of one names no company', () => {
    expect(tokenOfAddress(`acme.${tenantId}@${domain}`, domain)).toBeUndefined();
  });
});

describe('a received e-mail', () => {
  it('gets one draft id per message and company, ordered by arrival', () => {
    const mail = { messageId: 'm1', receivedAt: '2026-11-22T10:00:00.000Z', recipients: [] };
    expect(draftIdOf(mail, tenantId)).toBe(draftIdOf({ ...mail }, tenantId));
    expect(draftIdOf(mail, tenantId)).not.toBe(draftIdOf(mail, 'another-tenant'));
    expect(
      draftIdOf({ ...mail, messageId: 'm0', receivedAt: '2026-11-21T10:00:00.000Z' }, tenantId) <
        draftIdOf(mail, tenantId),
    ).toBe(true);
  });

  it('is read as subject, sender and text, an HTML-only body turned into text', async () => {
    const raw = [
      'From: "Ann Lee" <ann@seller.example>',
      'To: acme@assistant.example.com',
      'Subject: =?UTF-8?B?UEVUIGZsYWtlcyDigJMgZm9yIHNhbGU=?=',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>We have <b>20&nbsp;MT</b> of PET flakes.</p><p>Ann &amp; team</p>',
      '',
    ].join('\r\n');
    const mail = await readMail(raw);
    expect(mail).toEqual({
      subject: 'PET flakes – for sale',
      from: 'Ann Lee <ann@seller.example>',
      text: expect.stringContaining('We have 20 MT of PET flakes.'),
    });
    expect(mail.text).toContain('Ann & team');
    expect(htmlToText('<style>p{}</style>a<br>b')).toBe('a\nb');
  });
});
