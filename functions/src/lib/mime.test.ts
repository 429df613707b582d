import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { rawMail } from './mime.js';

describe('rawMail', () => {
  it('writes a message a MIME reader reads back: body, HTML and the file, byte for byte', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 1, 2, 255]);
    const raw = rawMail({
      from: 'no-reply@polyloop.example',
      to: ['ap@buyer.example', 'cc@buyer.example'],
      subject: 'Invoice INV-1001 — Acmé',
      text: 'Please find the invoice attached.\nTotal: $1,234.56',
      html: '<p>Please find the invoice attached.</p>',
      attachments: [{ fileName: 'INV-1001 "Acme".pdf', contentType: 'application/pdf', content: pdf }],
    });
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe('Invoice INV-1001 — Acmé');
    expect(parsed.to?.map((a) => a.address)).toEqual(['ap@buyer.example', 'cc@buyer.example']);
    expect(parsed.text?.trim()).toBe('Please find the invoice attached.\nTotal: $1,234.56');
    expect(parsed.html).toContain('<p>Please find the invoice attached.</p>');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.filename).toBe('INV-1001 Acme.pdf');
    expect(parsed.attachments[0]!.mimeType).toBe('application/pdf');
    expect(new Uint8Array(parsed.attachments[0]!.content as ArrayBuffer)).toEqual(pdf);
  });

  it('keeps to lines of at most 78 characters with CRLF ends', () => {
    const raw = rawMail({
      from: 'a@b.example',
      to: ['c@d.example'],
      subject: 's',
      text: 'x'.repeat(500),
      attachments: [{ fileName: 'f.pdf', contentType: 'application/pdf', content: new Uint8Array(3000) }],
    });
    expect(raw.split('\r\n').every((line) => line.length <= 78 && !line.includes('\n'))).toBe(true);
  });
});
