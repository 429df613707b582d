import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawMail } from '@polyloop/functions/lib/mime';
import { readOutbox } from '../outbox-page.js';
import { handleSendEmail } from './ses.js';

describe('the local SES endpoint', () => {
  it('keeps a raw message’s files in the outbox, byte for byte', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const pdf = Buffer.from('%PDF-1.7 not really');
    const raw = rawMail({
      from: 'no-reply@polyloop.example',
      to: ['ap@buyer.example'],
      subject: 'Invoice INV-1001',
      text: 'Attached.',
      attachments: [{ fileName: 'INV-1001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await handleSendEmail(dir, {
      FromEmailAddress: 'no-reply@polyloop.example',
      Destination: { ToAddresses: ['ap@buyer.example'] },
      Content: { Raw: { Data: Buffer.from(raw).toString('base64') } },
    });
    const [message] = await readOutbox(dir);
    expect(message).toMatchObject({ to: ['ap@buyer.example'], subject: 'Invoice INV-1001' });
    expect(message!.text?.trim()).toBe('Attached.');
    expect(message!.attachments).toEqual([
      {
        fileName: 'INV-1001.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        content: pdf.toString('base64'),
      },
    ]);
  });

  it('refuses a message with no content', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    await expect(
      handleSendEmail(dir, {
        FromEmailAddress: 'a@b.example',
        Destination: { ToAddresses: ['c@d.example'] },
        Content: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
