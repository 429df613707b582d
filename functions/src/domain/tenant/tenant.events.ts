import * as z from 'zod';
import type { ItemChange } from '../../data/changes.js';
import { defineEvent } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { Tenant } from './tenant.entity.js';

/** A company finished onboarding: it now trades, and its people can use the product. */
export const TenantEvents = {
  onboarded: defineEvent(
    'tenant.onboarded',
    1,
    z.object({
      tenantId: z.string(),
      name: z.string(),
      shortCode: z.string(),
      intents: z.array(z.string()),
      userId: z.string().nullable(),
    }),
  ),
};

export const tenantEvents: Derivation = (change: ItemChange) => {
  const { before, after } = images(Tenant.decode, change);
  if (!after?.onboardedAt || before?.onboardedAt) return [];
  const data = {
    tenantId: after.tenantId,
    name: after.name,
    shortCode: after.shortCode,
    intents: after.intents,
    userId: after.createdBy ?? null,
  };
  return [derived(change, TenantEvents.onboarded, data, after.onboardedAt)];
};
