import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { ClientError } from './http.js';

/** A file an e-mail carried (sent raw, with attachments), kept whole so the outbox can show and hand it back. */
export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  size: number;
  /** The file's bytes, base64. */
  content: string;
}

/** What lands in the outbox: one JSON file per message, named so that names sort by time. */
export interface OutboxMessage {
  id: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text?: string;
  html?: string;
  /** Set when the message was sent with a stored template instead of simple content. */
  template?: { name?: string; data?: string };
  attachments?: OutboxAttachment[];
  sentAt: string;
}

interface Content {
  Data?: string;
}

/** What a raw (MIME) message says: its subject, bodies and files. */
async function readRaw(
  data: unknown,
): Promise<Pick<OutboxMessage, 'subject' | 'text' | 'html' | 'attachments'>> {
  if (typeof data !== 'string' || !data)
    throw new ClientError(400, 'BadRequestException', 'Raw.Data is required.');
  const parsed = await PostalMime.parse(Buffer.from(data, 'base64'));
  return {
    subject: parsed.subject ?? '',
    text: parsed.text,
    html: parsed.html,
    attachments: parsed.attachments.map((a) => {
      const bytes = Buffer.from(
        typeof a.content === 'string' ? Buffer.from(a.content, 'binary') : new Uint8Array(a.content),
      );
      return {
        fileName: a.filename ?? 'attachment',
        contentType: a.mimeType,
        size: bytes.length,
        content: bytes.toString('base64'),
      };
    }),
  };
}

/** SESv2 `SendEmail` with simple or raw (MIME, with attachments) content; template sends are recorded as such. */
export async function handleSendEmail(
  outboxDir: string,
  body: Record<string, unknown>,
): Promise<{ MessageId: string }> {
  const content = body.Content as
    | {
        Simple?: { Subject?: Content; Body?: { Text?: Content; Html?: Content } };
        Template?: { TemplateName?: string; TemplateData?: string };
        Raw?: { Data?: unknown };
      }
    | undefined;
  if (!content || (!content.Simple && !content.Template && !content.Raw)) {
    throw new ClientError(400, 'BadRequestException', 'Content with Simple, Raw or Template is required.');
  }
  const raw = content.Raw ? await readRaw(content.Raw.Data) : undefined;
  const destination = (body.Destination ?? {}) as {
    ToAddresses?: string[];
    CcAddresses?: string[];
    BccAddresses?: string[];
  };
  const to = destination.ToAddresses ?? [];
  if (to.length + (destination.CcAddresses?.length ?? 0) + (destination.BccAddresses?.length ?? 0) === 0) {
    throw new ClientError(400, 'BadRequestException', 'At least one destination address is required.');
  }
  const from = typeof body.FromEmailAddress === 'string' ? body.FromEmailAddress : '';
  if (!from) throw new ClientError(400, 'BadRequestException', 'FromEmailAddress is required.');
  const sentAt = new Date();
  const message: OutboxMessage = {
    id: randomUUID(),
    from,
    to,
    cc: destination.CcAddresses ?? [],
    bcc: destination.BccAddresses ?? [],
    replyTo: Array.isArray(body.ReplyToAddresses) ? body.ReplyToAddresses.map(String) : [],
    subject: content.Simple?.Subject?.Data ?? '',
    text: content.Simple?.Body?.Text?.Data,
    html: content.Simple?.Body?.Html?.Data,
    ...raw,
    ...(content.Template
      ? { template: { name: content.Template.TemplateName, data: content.Template.TemplateData } }
      : {}),
    sentAt: sentAt.toISOString(),
  };
  fs.mkdirSync(outboxDir, { recursive: true });
  const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.json`;
  const temp = path.join(outboxDir, `.${name}.tmp`);
  fs.writeFileSync(temp, JSON.stringify(message, null, 2));
  fs.renameSync(temp, path.join(outboxDir, name));
  return { MessageId: message.id };
}
