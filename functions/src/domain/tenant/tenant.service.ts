import { randomUUID } from 'node:crypto';
import { DEFAULT_PUBLISHING } from '@polyloop/shared';
import { Tenant } from './tenant.entity.js';

export interface NewTenant {
  name: string;
  shortCode: string;
  website?: string;
  city?: string;
  stateProvince?: string;
  country?: 'US' | 'CA';
  onboarded?: boolean;
}

/** Creates a company. Onboarding is the usual way in; seeding uses it directly. */
export async function create(input: NewTenant) {
  const now = new Date().toISOString();
  const { onboarded, ...fields } = input;
  return Tenant.create({ tenantId: randomUUID(), ...fields, createdAt: now, onboardedAt: onboarded ? now : undefined, publishing: DEFAULT_PUBLISHING });
}

export async function get(tenantId: string) {
  return Tenant.get({ tenantId });
}
