import type { DraftAssistant } from '@polyloop/shared/supply/draft';
import { extractor } from '../../adapters/extraction/index.js';
import type { Member } from '../../lib/actor.js';
import { env } from '../../lib/env.js';
import { NotFound } from '../../lib/errors.js';
import { Tenant } from '../tenant/tenant.entity.js';

/**
 * Each company's assistant address: its short code for people to recognise, a dot, and its tenant
 * id, which alone decides whose drafts an e-mail makes (`acme.6f1c…@assistant.example.com`).
 * Short codes are not unique across companies; tenant ids are, and cannot be guessed.
 */
export const assistantAddress = (
  tenant: { tenantId: string; shortCode: string },
  domain = env().ASSISTANT_DOMAIN,
) => `${tenant.shortCode.toLowerCase()}.${tenant.tenantId}@${domain}`.toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The tenant id an assistant address names, or undefined for any other address. */
export function tenantIdOfAddress(address: string, domain = env().ASSISTANT_DOMAIN): string | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return undefined;
  const local = address.slice(0, at).toLowerCase();
  const id = local.slice(local.lastIndexOf('.') + 1);
  return UUID.test(id) ? id : undefined;
}

export async function assistant(actor: Member): Promise<DraftAssistant> {
  const tenant = await Tenant.get({ tenantId: actor.tenantId });
  if (!tenant) throw new NotFound();
  return { address: assistantAddress(tenant), extractor: extractor().name };
}
