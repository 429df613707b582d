import { randomUUID } from 'node:crypto';
import { cleared } from '../../data/patch.js';
import type { OrganizationPatch, TenantSettings } from '@polyloop/shared';
import type * as z from 'zod';
import { NotFound } from '../../lib/errors.js';
import { Tenant, type TenantItem } from './tenant.entity.js';

export const newTenantId = () => randomUUID();

export function settingsOf(tenant: TenantItem): TenantSettings {
  return {
    tenantId: tenant.tenantId,
    name: tenant.name,
    shortCode: tenant.shortCode,
    website: tenant.website ?? null,
    onboardedAt: tenant.onboardedAt ?? null,
    defaultTaxRate: tenant.defaultTaxRate,
    paymentTerms: tenant.paymentTerms,
    documentTerms: tenant.documentTerms,
    publishing: tenant.publishing,
  };
}

export async function settings(tenantId: string): Promise<TenantSettings> {
  const tenant = await Tenant.get({ tenantId });
  if (!tenant) throw new NotFound();
  return settingsOf(tenant);
}

/** A field sent as null (or an empty text) is cleared; everything left out stays as it is. */
export async function updateSettings(
  tenantId: string,
  patch: z.infer<typeof OrganizationPatch>,
): Promise<TenantSettings> {
  // An empty patch changes nothing (and DynamoDB refuses an empty update).
  if (Object.values(patch).every((v) => v === undefined)) return settings(tenantId);
  const { set, remove } = cleared(patch);
  const updated = await Tenant.update({ tenantId }, set, { remove });
  return settingsOf(updated);
}
