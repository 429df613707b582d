import * as z from 'zod';
import { AddressInput } from '@polyloop/shared/identity/address';
import { PublishingPermissions } from '@polyloop/shared/permissions';
import { defineEntity } from '../../data/entity.js';

/** A company using the product: every user and every Core record belongs to exactly one. */
export const Tenant = defineEntity({
  name: 'tenant',
  schema: z.object({
    tenantId: z.string(),
    name: z.string(),
    shortCode: z.string(),
    website: z.string().optional(),
    city: z.string().optional(),
    stateProvince: z.string().optional(),
    country: z.string().optional(),
    createdAt: z.string(),
    createdBy: z.string().optional(),
    onboardedAt: z.string().optional(),
    intents: z.array(z.string()),
    /** When every step of the getting-started checklist was first found done: the dashboard stops looking. */
    gettingStartedDoneAt: z.string().optional(),
    materials: z.array(z.string()),
    /** Cleared settings are removed from the item and read back as null. */
    defaultTaxRate: z.number().nullable().default(null),
    paymentTerms: z.string().nullable().default(null),
    /** Printed at the end of the documents the company generates (orders, shipments). */
    documentTerms: z.string().nullable().default(null),
    publishing: PublishingPermissions,
    /** When a platform administrator last changed `publishing`: changes are conditioned on it, so two never overwrite each other. */
    publishingChangedAt: z.string().optional(),
    /** As given at onboarding, kept for the company's own records even without a public profile. */
    primaryLocation: AddressInput.extend({ name: z.string().optional() }).optional(),
    primaryContact: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string().optional(),
      })
      .optional(),
    /**
     * Active users holding ROLE_USER_ADMIN. Demoting or archiving an admin decrements it under the
     * condition that it stays above zero, so two admins demoting each other cannot both succeed.
     */
    activeAdmins: z.number().int().min(0).optional(),
    /**
     * The random part of the company's e-mail assistant address (domain/draft/assistant.ts): made on
     * first use, replaced when an administrator rotates the address. Never the tenant id, which
     * would let anyone who learns it put drafts into the company.
     */
    assistantToken: z.string().optional(),
    /** An Enterprise company's agreed auction fee (part 2 §1); the standard 3% otherwise. */
    transactionFeePercent: z.number().min(0).max(100).optional(),
    /** Everyone signs in with two steps (an authenticator app's code); set by an administrator. */
    requireMfa: z.boolean().optional(),
  }),
  indexes: {
    // Tenant.get: one company by id
    byId: { pk: ['tenantId'], sk: [] },
    // pageTenants: every company, for the weekly e-mails (one partition: thousands of small keys)
    all: { index: 'gsi1', pk: [], sk: ['tenantId'] },
  },
});
export type TenantItem = z.infer<typeof Tenant.schema>;

/** One page of every company (the weekly e-mails walk them). */
export const pageTenants = (cursor: string | null, limit = 100) => Tenant.query('all', {}, { cursor, limit });
