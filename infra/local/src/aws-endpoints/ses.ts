import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ClientError } from './http.js';

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
  sentAt: string;
}

interface Content {
  Data?: string;
}

/** SESv2 `SendEmail` with simple content (template sends are recorded as such). */
export function handleSendEmail(outboxDir: string, body: Record<string, unknown>): { MessageId: string } {
  const content = body.Content as
    | {
        Simple?: { Subject?: Content; Body?: { Text?: Content; Html?: Content } };
        Template?: { TemplateName?: string; TemplateData?: string };
        Raw?: unknown;
      }
    | undefined;
  if (!content || (!content.Simple && !content.Template)) {
    throw new ClientError(
      400,
      'BadRequestException',
      'Content with Simple or Template is required (Raw is not supported locally).',
    );
  }
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
