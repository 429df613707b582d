import { createHash } from 'node:crypto';
import PostalMime, { type Email } from 'postal-mime';
import type { DraftType } from '@polyloop/shared/supply/draft';
import { extractor } from '../../adapters/extraction/index.js';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/observability.js';
import { s3 } from '../../lib/s3.js';
import type { MailText } from '../../ports/extraction.js';
import { companiesAddressed } from './assistant.js';
import { visibilityOf, type DraftItem } from './draft.entity.js';
import * as Drafts from './draft.service.js';
import { announce } from './draft.push.js';
import { inboundKey } from './inbound.definition.js';

/** An e-mail as received: the mail system's message id, when it arrived, and whom it was for. */
export interface InboundMail {
  messageId: string;
  receivedAt: string;
  recipients: string[];
}

export interface Received {
  drafts: Array<{ tenantId: string; draftId: string; type: DraftType; stored: boolean }>;
}

/**
 * The same e-mail to the same company always makes the same draft id (time-ordered by arrival),
 * so a retried delivery finds the draft already stored instead of making a second one.
 */
export function draftIdOf(mail: InboundMail, tenantId: string): string {
  const time = new Date(mail.receivedAt).getTime();
  const stamp = (Number.isFinite(time) ? time : 0).toString(36).padStart(9, '0');
  return `${stamp}${createHash('sha256').update(`${mail.messageId}\n${tenantId}`).digest('hex').slice(0, 12)}`;
}

async function readRaw(messageId: string): Promise<Uint8Array | undefined> {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(
      new sdk.GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: inboundKey(messageId) }),
    );
    return await object.Body?.transformToByteArray();
  } catch (error) {
    if (error instanceof sdk.NoSuchKey) return undefined;
    throw error;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** An HTML body as plain text, for e-mails that carry no text part. */
export const htmlToText = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The sender's mailbox, when the From header names one (not a group). */
const senderOf = (from: Email['from']) =>
  from && 'address' in from && from.address ? { name: from.name, address: from.address } : undefined;

/** Parses an RFC 822 message into what the extractor reads. */
export async function readMail(raw: Uint8Array | string): Promise<MailText> {
  const parsed = await PostalMime.parse(raw);
  const sender = senderOf(parsed.from);
  const subject = (parsed.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return {
    subject: subject || '(no subject)',
    text: parsed.text ?? (parsed.html ? htmlToText(parsed.html) : ''),
    from: sender && (sender.name ? `${sender.name} <${sender.address}>` : sender.address),
  };
}

/** Whom a message's To and Cc headers name, its sender's address and its subject (the local inbound endpoint's envelope). */
export async function envelopeOf(
  raw: Uint8Array | string,
): Promise<{ to: string[]; from?: string; subject: string }> {
  const parsed = await PostalMime.parse(raw);
  const to = [...(parsed.to ?? []), ...(parsed.cc ?? [])].flatMap((a) =>
    a.address ? [a.address] : (a.group ?? []).map((m) => m.address),
  );
  return { to, from: senderOf(parsed.from)?.address, subject: parsed.subject ?? '' };
}

/**
 * Turns a received e-mail into a draft for each company whose assistant address it was sent to:
 * read the stored message, extract the have or need once, store one draft per company (with its
 * counter), and tell the company's users. E-mails to no current assistant address (an unknown or
 * a rotated one) are dropped.
 * A draft of unknown type is stored but neither listed nor announced.
 */
export async function receive(mail: InboundMail): Promise<Received> {
  const tenants = await companiesAddressed(mail.recipients);
  if (!tenants.length) {
    logger.warn('e-mail for no known assistant address', {
      messageId: mail.messageId,
      recipients: mail.recipients,
    });
    return { drafts: [] };
  }
  const raw = await readRaw(mail.messageId);
  if (!raw)
    throw new Error(
      `The received e-mail ${mail.messageId} is not stored under ${inboundKey(mail.messageId)}`,
    );
  const text = await readMail(raw);
  const reader = extractor();
  const fields = await reader.extract(text);
  const drafts: Received['drafts'] = [];
  for (const { tenantId } of tenants) {
    const item: DraftItem = {
      ...fields,
      tenantId,
      draftId: draftIdOf(mail, tenantId),
      visibility: visibilityOf(fields.type),
      subject: text.subject,
      from: text.from,
      extractor: reader.name,
      messageKey: inboundKey(mail.messageId),
      createdAt: mail.receivedAt,
    };
    const stored = await Drafts.store(item);
    // Announced again on a retried delivery: the pushes keep their ids, so nobody hears twice.
    if (fields.type !== 'UNKNOWN')
      await announce(tenantId, {
        id: item.draftId,
        type: fields.type,
        subject: item.subject,
        change: 'added',
      });
    drafts.push({ tenantId, draftId: item.draftId, type: fields.type, stored });
  }
  logger.info('drafts made from an e-mail', { messageId: mail.messageId, drafts });
  return { drafts };
}
