import * as z from 'zod';
import { FREIGHT_RULES } from '@polyloop/shared/freight/freight';
import { defineEntity } from '../../data/entity.js';

/** A signing secret (`whsec_` and 32 random bytes in base64), as Standard Webhooks writes them. */
export const PartnerSecret = z.object({ id: z.string(), key: z.string(), createdDate: z.string() });
export type PartnerSecret = z.infer<typeof PartnerSecret>;

/**
 * A freight partner (a carrier or broker): where its webhook is, what it serves, and the secrets
 * that sign every message both ways. Two secrets are valid during a rotation. All partners share
 * one index partition: there are tens of them, read whole.
 */
export const FreightPartnerEntity = defineEntity({
  name: 'freight-partner',
  schema: z.object({
    partnerId: z.string(),
    /** The partition of the partners' list. */
    directory: z.literal('ALL').default('ALL'),
    name: z.string(),
    logoUrl: z.string().optional(),
    bookingDisclaimer: z.string(),
    regions: z.array(z.enum(FREIGHT_RULES.countries)),
    webhookUrl: z.string(),
    active: z.boolean(),
    /** A simulated partner of the local cloud. */
    sandbox: z.boolean().default(false),
    /** Newest first. */
    secrets: z.array(PartnerSecret).min(1),
    createdDate: z.string(),
    updatedDate: z.string(),
    version: z.number().int(),
  }),
  indexes: {
    // FreightPartnerEntity.get: one partner (its webhook's posts, deliveries to it)
    byId: { pk: ['partnerId'], sk: [] },
    // listPartners: every partner, by id
    all: { index: 'gsi1', pk: ['directory'], sk: ['partnerId'] },
  },
});
export type FreightPartnerItem = z.infer<typeof FreightPartnerEntity.schema>;

/** Every freight partner, active or not. */
export const listPartners = () => FreightPartnerEntity.queryAll('all', { directory: 'ALL' });
