import { randomUUID } from 'node:crypto';
import { DEFAULT_PUBLISHING, type OrganizationPatch, type TenantSettings } from '@polyloop/shared';
import type * as z from 'zod';
import { NotFound } from '../../lib/errors.js';
import { Tenant, type TenantItem } from './tenant.entity.js';

export interface NewTenant {
  name: string;
  shortCode: string;
  website?: string;
  city?: string;
  stateProvince?: string;
  country?: 'US' | 'CA';
  onboarded?: boolean;
}

export const newTenantId = () => randomUUID();

/** Creates a bare company. Onboarding is the way in (it writes the billing and users too); tests of other areas may use this. */
export async function create(input: NewTenant) {
  const now = new Date().toISOString();
  const { onboarded, ...fields } = input;
  return Tenant.create({ tenantId: newTenantId(), ...fields, createdAt: now, onboardedAt: onboarded ? now : undefined, intents: [], materials: [], defaultTaxRate: null, paymentTerms: null, publishing: DEFAULT_PUBLISHING });
}

export async function get(tenantId: string) {
  return Tenant.get({ tenantId });
}

export function settingsOf(tenant: TenantItem): TenantSettings {
  return {
    tenantId: tenant.tenantId,
    name: tenant.name,
    shortCode: tenant.shortCode,
    website: tenant.website ?? null,
    onboardedAt: tenant.onboardedAt ?? null,
    defaultTaxRate: tenant.defaultTaxRate,
    paymentTerms: tenant.paymentTerms,
    publishing: tenant.publishing,
  };
}

export async function settings(tenantId: string): Promise<TenantSettings> {
  const tenant = await Tenant.get({ tenantId });
  if (!tenant) throw new NotFound();
  return settingsOf(tenant);
}

/** An empty website clears it; everything else left out stays as it is. */
export async function updateSettings(tenantId: string, patch: z.infer<typeof OrganizationPatch>): Promise<TenantSettings> {
  // An empty patch changes nothing (and DynamoDB refuses an empty update).
  if (Object.values(patch).every((v) => v === undefined)) return settings(tenantId);
  const { website, ...rest } = patch;
  const clear = website === '';
  const updated = await Tenant.update({ tenantId }, { ...rest, ...(website && !clear ? { website } : {}) }, { remove: clear ? ['website'] : [] });
  return settingsOf(updated);
}
