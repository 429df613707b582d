import type { Lead } from '@polyloop/shared/matching/match';
import type { MaterialType, Service } from '@polyloop/shared/enums';

/** What a company trades and where it is: what leads are ranked against. */
export interface LeadContext {
  tenantId: string;
  /** Material types of its open haves and needs and of its public profile. */
  materials: MaterialType[];
  services: Service[];
  place?: { latitude: number; longitude: number };
  /** Tenants it is linked with, or has asked or been asked to link with. */
  connected: ReadonlySet<string>;
}

/**
 * Where leads come from. The product ranks the directory's companies by fit; a richer source
 * (an enrichment provider, a model trained on trades) can be plugged in behind the same call.
 */
export interface LeadSource {
  leadsFor(context: LeadContext): Promise<Lead[]>;
}
