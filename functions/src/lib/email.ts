import * as z from 'zod';
import { defineEvent, occurrence, publish } from './events.js';

/** An e-mail was asked for; the e-mail consumer sends it through SES (the outbox locally). */
export const EmailRequested = defineEvent(
  'email.requested',
  1,
  z.object({
    to: z.array(z.email()).min(1),
    subject: z.string().min(1).max(200),
    text: z.string(),
    html: z.string().optional(),
    /**
     * Files sent with it, kept in the documents bucket (under `mail/`) rather than in the event, which
     * the bus caps at 256 KB: the sender reads them and sends a raw MIME message.
     */
    attachments: z
      .array(
        z.object({
          fileName: z.string().min(1).max(200),
          contentType: z.string().min(1),
          key: z.string().min(1),
        }),
      )
      .max(5)
      .optional(),
  }),
);
export type Email = z.input<typeof EmailRequested.data>;

/**
 * Asks for e-mails: the bus routes `email.requested` to the sender, which sends through SES
 * (locally, the outbox at /_local/outbox). Callers never wait on SES itself.
 */
export async function sendEmail(...emails: Email[]): Promise<void> {
  await publish(...emails.map((email) => occurrence(EmailRequested, email)));
}
