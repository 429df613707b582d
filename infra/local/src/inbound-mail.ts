import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SESEvent } from 'aws-lambda';
import { env } from '@polyloop/functions/lib/env';
import { s3 } from '@polyloop/functions/lib/s3';
import { envelopeOf, type Received } from '@polyloop/functions/domain/draft/inbound';
import { inboundKey } from '@polyloop/functions/domain/draft/inbound.definition';
import { inboundMailFunction } from '../../definitions/functions.js';
import { invokeLambda } from './lambdas.js';

/** SES accepts messages up to 40 MB through its S3 action; the local endpoint keeps to 10 MB. */
const MAX_BYTES = 10 * 1024 * 1024;

export class InboundRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** What SES's receipt rule hands the function after its S3 action stored the message. */
export function sesEventOf(
  messageId: string,
  recipients: string[],
  source: string,
  subject: string,
): SESEvent {
  const timestamp = new Date().toISOString();
  const verdict = { status: 'PASS' };
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: {
            timestamp,
            source,
            messageId,
            destination: recipients,
            headersTruncated: false,
            headers: [],
            commonHeaders: {
              returnPath: source,
              from: [source],
              date: timestamp,
              to: recipients,
              messageId,
              subject,
            },
          },
          receipt: {
            timestamp,
            processingTimeMillis: 0,
            recipients,
            spamVerdict: verdict,
            virusVerdict: verdict,
            spfVerdict: verdict,
            dkimVerdict: verdict,
            dmarcVerdict: verdict,
            action: {
              type: 'Lambda',
              functionArn: `arn:aws:lambda:us-east-1:000000000000:function:polyloop-${inboundMailFunction.name}`,
              invocationType: 'Event',
            },
          },
        },
      },
    ],
  } as SESEvent;
}

/**
 * Receives one raw RFC 822 message the way SES does for the assistant's domain: the message is
 * stored under `inbound/<messageId>` (s3rver here, S3 in AWS), then the same inbound function
 * runs with the same event. Recipients are the envelope's when given, else the To and Cc headers.
 */
export async function deliver(
  raw: Buffer,
  envelopeTo: string[] = [],
): Promise<{ messageId: string } & Received> {
  if (raw.length === 0) throw new InboundRefused(400, 'Send the raw e-mail (RFC 822) as the request body.');
  if (raw.length > MAX_BYTES) throw new InboundRefused(413, 'The e-mail is larger than 10 MB.');
  const headers = await envelopeOf(raw);
  const recipients = envelopeTo.length ? envelopeTo : headers.to;
  if (!recipients.length)
    throw new InboundRefused(400, 'The e-mail names no recipient: add a To header or ?to=<address>.');
  const messageId = `local-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env().DOCUMENTS_BUCKET,
      Key: inboundKey(messageId),
      Body: raw,
      ContentType: 'message/rfc822',
    }),
  );
  const source = headers.from ?? 'unknown@sender.invalid';
  const received = await invokeLambda<Received>(
    inboundMailFunction.entry,
    sesEventOf(messageId, recipients, source, headers.subject),
    inboundMailFunction.name,
  );
  return { messageId, ...received };
}

/** A header value safe in a message: one line, non-ASCII as an RFC 2047 encoded word. */
const headerValue = (text: string) => {
  const line = text.replace(/[\r\n]+/g, ' ').trim();
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
};

/** A plain-text e-mail as RFC 822, as a mail client would send it. */
export function composeMail(mail: { from: string; to: string; subject: string; text: string }): Buffer {
  const lines = [
    `From: ${headerValue(mail.from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@polyloop.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    ...(Buffer.from(mail.text.replace(/\r?\n/g, '\r\n'), 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []),
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

async function readLimited(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) throw new InboundRefused(413, 'The e-mail is larger than 10 MB.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * `POST /_local/inbound` (a raw message as the body, optional `?to=` recipients) answers 202 with
 * the drafts made; `POST /_local/outbox/send` (the outbox page's test form) composes a message
 * from its fields, delivers it the same way and goes back to the page saying what happened.
 */
export async function handleInboundRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ message: 'POST an e-mail here.', code: 'METHOD_NOT_ALLOWED' }));
  }
  try {
    const body = await readLimited(req);
    if (url.pathname === '/_local/inbound') {
      return json(res, 202, await deliver(body, url.searchParams.getAll('to')));
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const fields = {
      from: form.get('from') ?? '',
      to: form.get('to') ?? '',
      subject: form.get('subject') ?? '',
      text: form.get('text') ?? '',
    };
    if (!fields.to.trim())
      throw new InboundRefused(400, 'Enter the assistant address to send the test e-mail to.');
    const delivered = await deliver(
      composeMail({ ...fields, from: fields.from.trim() || 'tester@example.com' }),
    );
    const made = delivered.drafts.filter((d) => d.type !== 'UNKNOWN').length;
    const notice = delivered.drafts.length === 0 ? 'none' : made ? 'draft' : 'unknown';
    res.writeHead(303, { location: `/_local/outbox?sent=${notice}` });
    res.end();
  } catch (error) {
    if (!(error instanceof InboundRefused)) throw error;
    json(res, error.status, {
      message: error.message,
      code: error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
    });
  }
}
