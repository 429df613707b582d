import * as z from 'zod';
import { AuditDates } from '../primitives.js';
import { FREIGHT_RULES, FreightPartner } from './freight.js';

/** Freight partners as platform administrators manage them. */

export const FreightPartnerId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, 'Use 3 to 40 lowercase letters, digits and dashes');

/**
 * A web address. Which ones a partner may be given is the server's configuration (https to the
 * public internet in AWS; the local cloud's sandbox partners listen on http://127.0.0.1), decided
 * when the partner is saved and again, on the resolved address, at each delivery.
 */
export const WebhookUrl = z.url({ protocol: /^https?$/, error: 'Enter the webhook address' }).max(500);

export const FreightPartnerInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  logoUrl: z.url({ error: 'Enter the logo’s address' }).max(500).optional(),
  bookingDisclaimer: z.string().trim().min(1, 'The booking disclaimer is required').max(2000),
  regions: z.array(z.enum(FREIGHT_RULES.countries)).min(1, 'Choose at least one country').max(2),
  webhookUrl: WebhookUrl,
  active: z.boolean().default(true),
});
export type FreightPartnerInput = z.infer<typeof FreightPartnerInput>;

export const NewFreightPartnerInput = FreightPartnerInput.extend({
  id: FreightPartnerId,
  sandbox: z.boolean().default(false),
});
export type NewFreightPartnerInput = z.infer<typeof NewFreightPartnerInput>;

export const FreightPartnerSecret = z.object({
  id: z.string(),
  /** The first characters, to tell secrets apart; the whole secret is shown once, when it is made. */
  preview: z.string(),
  createdDate: z.string(),
});

export const FreightPartnerAdmin = FreightPartner.extend({
  webhookUrl: z.string(),
  active: z.boolean(),
  secrets: z.array(FreightPartnerSecret),
  ...AuditDates,
});
export type FreightPartnerAdmin = z.infer<typeof FreightPartnerAdmin>;

/** A partner with a secret just made: the only time the secret is shown. */
export const FreightPartnerSecretIssued = z.object({ partner: FreightPartnerAdmin, secret: z.string() });
export type FreightPartnerSecretIssued = z.infer<typeof FreightPartnerSecretIssued>;
