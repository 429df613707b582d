import * as z from 'zod';
import { defineEvent } from '../define.js';

/** An e-mail was asked for; the e-mail consumer sends it through SES (the outbox locally). */
export const EmailRequested = defineEvent(
  'email.requested',
  1,
  z.object({
    to: z.array(z.email()).min(1),
    subject: z.string().min(1).max(200),
    text: z.string(),
    html: z.string().optional(),
  }),
);
