import { publishEvents } from './bus.js';

export interface Email {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * Asks for an e-mail: the bus routes `email.requested` to the sender, which sends through SES
 * (locally, the outbox at /_local/outbox). Callers never wait on SES itself.
 */
export async function sendEmail(...emails: Email[]): Promise<void> {
  await publishEvents(emails.map((detail) => ({ name: 'email.requested', detail })));
}
