import { randomBytes } from 'node:crypto';
import type { DraftAssistant } from '@polyloop/shared/supply/draft';
import { extractor } from '../../adapters/extraction/index.js';
import { batchGetMany, ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { refusedAs } from '../../lib/commit.js';
import { env } from '../../lib/env.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { Tenant, type TenantItem } from '../tenant/index.js';
import { AssistantToken } from './assistant.entity.js';

/**
 * Each company's assistant address: its short code for people to recognise, a dot, and a random
 * token of its own, which alone decides whose drafts an e-mail makes
 * (`acme.3f9c0a…@assistant.example.com`). Short codes are not unique across companies; tokens
 * are, cannot be guessed, and say nothing of the company. An administrator who finds the address
 * abused rotates it: the old one then makes no draft.
 */
export const assistantAddress = (
  tenant: { shortCode: string },
  token: string,
  domain = env().ASSISTANT_DOMAIN,
) => `${tenant.shortCode.toLowerCase()}.${token}@${domain}`.toLowerCase();

/** 120 random bits, as lowercase hex: an e-mail's local part is read case-insensitively. */
const TOKEN = /^[0-9a-f]{30}$/;
const newToken = () => randomBytes(15).toString('hex');

/** The token an assistant address names, or undefined for any other address. */
export function tokenOfAddress(address: string, domain = env().ASSISTANT_DOMAIN): string | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return undefined;
  const local = address.slice(0, at).toLowerCase();
  const token = local.slice(local.lastIndexOf('.') + 1);
  return TOKEN.test(token) ? token : undefined;
}

/** The companies whose current addresses are among `addresses`; an address rotated away names none. */
export async function companiesAddressed(addresses: string[]): Promise<TenantItem[]> {
  const tokens = [...new Set(addresses.map((a) => tokenOfAddress(a)).filter((t): t is string => !!t))];
  if (!tokens.length) return [];
  const owners = await batchGetMany(tokens.map((token) => AssistantToken.batch({ token })));
  const tenantIds = [...new Set(owners.map((o) => o.tenantId))];
  const tenants = tenantIds.length
    ? await batchGetMany(tenantIds.map((tenantId) => Tenant.batch({ tenantId })))
    : [];
  return tenants.filter((t) => t.assistantToken !== undefined && tokens.includes(t.assistantToken));
}

/**
 * The company's token and the token index moved to `token` in one transaction: from no token (the
 * first, while the company still has none) or from `current` (while it is still the current one).
 */
function tokenTx(tenantId: string, token: string, current?: string): TxItem[] {
  return [
    Tenant.tx.update(
      { tenantId },
      { assistantToken: token },
      { condition: current ? { assistantToken: current } : (w) => w.missing('assistantToken') },
    ),
    ...(current ? [AssistantToken.tx.delete({ token: current })] : []),
    AssistantToken.tx.create({ token, tenantId, createdAt: new Date().toISOString() }),
  ];
}

/**
 * Gives the company its first token, on the first read of its address (companies made before
 * addresses had tokens get theirs the same way). Two first reads at once agree on one token.
 */
async function tokenOf(tenant: TenantItem): Promise<string> {
  if (tenant.assistantToken) return tenant.assistantToken;
  const token = newToken();
  try {
    await transact(tokenTx(tenant.tenantId, token));
    return token;
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const now = await Tenant.get({ tenantId: tenant.tenantId }, { consistent: true });
    if (!now?.assistantToken) throw error;
    return now.assistantToken;
  }
}

async function tenantOf(tenantId: string, consistent = false): Promise<TenantItem> {
  const tenant = await Tenant.get({ tenantId }, { consistent });
  if (!tenant) throw new NotFound();
  return tenant;
}

/** The company's address (made on first read) for its own people, by tenant id: the demo seed forwards e-mails to it. */
export async function addressOf(tenantId: string): Promise<string> {
  const tenant = await tenantOf(tenantId);
  return assistantAddress(tenant, await tokenOf(tenant));
}

export async function assistant(actor: Member): Promise<DraftAssistant> {
  return { address: await addressOf(actor.tenantId), extractor: extractor().name };
}

/**
 * A new address for the company: the new token replaces the old one on the company and in the
 * token index in one transaction, so from its commit an e-mail to the old address makes no draft.
 * Drafts already made stay.
 */
export async function rotate(actor: Member): Promise<DraftAssistant> {
  const tenant = await tenantOf(actor.tenantId, true);
  const current = await tokenOf(tenant);
  const token = newToken();
  await refusedAs(
    () => transact(tokenTx(tenant.tenantId, token, current)),
    () => new Conflict('The address was changed meanwhile. Reload it and try again.', 'ADDRESS_CHANGED'),
  );
  return { address: assistantAddress(tenant, token), extractor: extractor().name };
}
