import { randomUUID } from 'node:crypto';
import { lazy } from '../../lib/lazy.js';
import { TenantEntity } from './tenant.entity.js';

const tenants = lazy(TenantEntity);

export interface NewTenant {
  name: string;
  shortCode: string;
  website?: string;
  city?: string;
  stateProvince?: string;
  country?: 'US' | 'CA';
  onboarded?: boolean;
}

/** Creates a company. Onboarding (the identity issue) is the usual way in; seeding uses it directly. */
export async function create(input: NewTenant) {
  const now = new Date().toISOString();
  const { onboarded, ...fields } = input;
  const { data } = await tenants()
    .create({ tenantId: randomUUID(), ...fields, createdAt: now, onboardedAt: onboarded ? now : undefined })
    .go();
  return data;
}

export async function get(tenantId: string) {
  const { data } = await tenants().get({ tenantId }).go();
  return data ?? undefined;
}
