import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

export const CodePurpose = z.enum(['VERIFY_EMAIL', 'RESET_PASSWORD']);
export type CodePurpose = z.infer<typeof CodePurpose>;

/**
 * The one live e-mailed code of an address for one purpose; a new code replaces the old. Only a
 * hash is stored. `expiresAt` (epoch seconds) lets DynamoDB's TTL sweep it, but reads check it
 * too because TTL deletes late. No `.default()`s: partial updates must not rewrite attributes.
 */
export const Verification = defineEntity({
  name: 'verification',
  schema: z.object({
    email: z.string(),
    purpose: CodePurpose,
    codeHash: z.string(),
    attempts: z.number().int().min(0),
    /** Epoch milliseconds of the last code sent: the per-address rate limit. */
    sentAt: z.number().int(),
    expiresAt: z.number().int(),
  }),
  indexes: {
    // Verification.get: the live code of one address for one purpose
    byEmail: { pk: ['email', 'purpose'], sk: [] },
  },
});
export type VerificationItem = z.infer<typeof Verification.schema>;
