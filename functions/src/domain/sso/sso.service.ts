import { createHash } from 'node:crypto';
import {
  domainOf,
  type SsoProvider,
  type SsoProviderInput,
  type SsoRoute,
} from '@polyloop/shared/identity/sso';
import { ConditionFailed, transact } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { now } from '../../lib/commit.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { getUserByEmail } from '../user/index.js';
import { SsoConnection, SsoDomain, type SsoConnectionItem } from './sso.entity.js';
import { keepOffered, removeIdentityProvider, saveIdentityProvider } from './identity-providers.js';

/**
 * A company's single sign-on (docs/sign-in.md): one provider per company, the e-mail domains it
 * serves (each domain routes to one company at most), and who a provider may sign in: only people
 * the company has already made members, found by e-mail. Nobody is created by a sign-in, and a
 * provider of company A can never sign anyone into company B.
 */

/** The provider's name in the pool: opaque (it names no company), stable, within Cognito's 32 characters. */
export const providerNameOf = (tenantId: string) =>
  `sso-${createHash('sha256').update(tenantId).digest('hex').slice(0, 20)}`;

const TAKEN = 'Another company’s single sign-on already serves this domain.';

function view(item: SsoConnectionItem): SsoProvider {
  return {
    name: item.name,
    type: item.type,
    issuer: item.issuer ?? null,
    clientId: item.clientId ?? null,
    hasClientSecret: item.hasClientSecret,
    metadataUrl: item.metadataUrl ?? null,
    domains: item.domains,
    updatedAt: item.updatedAt,
  };
}

/**
 * Which provider signs in this address, by its domain: a name or null, never whose it is. The app
 * client is made to offer the provider first (`keepOffered`); if the pool cannot be asked, the
 * route is still answered and managed login says what it finds.
 */
export async function routeSignIn(email: string): Promise<SsoRoute> {
  const claim = await SsoDomain.get({ domain: domainOf(email) });
  if (claim)
    await keepOffered(claim.provider).catch((error: unknown) =>
      logger.warn('could not make the app client offer a provider', { provider: claim.provider, error }),
    );
  return { identityProvider: claim?.provider ?? null };
}

export async function getProvider(member: Member): Promise<SsoProvider | null> {
  const item = await SsoConnection.get({ tenantId: member.tenantId });
  return item ? view(item) : null;
}

export async function putProvider(member: Member, input: SsoProviderInput): Promise<SsoProvider> {
  const { tenantId } = member;
  const current = await SsoConnection.get({ tenantId }, { consistent: true });
  if (current && current.type !== input.type)
    throw new BadRequest('Remove the provider first to change its type.', {
      type: ['Remove the provider first to change its type.'],
    });
  if (input.type === 'OIDC' && !input.clientSecret && !current?.hasClientSecret)
    throw new BadRequest('Enter the client secret the provider gave you.', {
      clientSecret: ['Enter the client secret the provider gave you.'],
    });
  const before = new Set(current?.domains ?? []);
  const added = input.domains.filter((domain) => !before.has(domain));
  const removed = [...before].filter((domain) => !input.domains.includes(domain));
  const claims = await Promise.all(added.map((domain) => SsoDomain.get({ domain })));
  const taken = added.filter((_, i) => claims[i] && claims[i].tenantId !== tenantId);
  if (taken.length > 0) throw new Conflict(`${TAKEN} (${taken.join(', ')})`, 'SSO_DOMAIN_TAKEN');

  const name = providerNameOf(tenantId);
  await saveIdentityProvider(name, input, !!current);
  const item: SsoConnectionItem = {
    tenantId,
    name,
    type: input.type,
    ...(input.type === 'OIDC'
      ? { issuer: input.issuer, clientId: input.clientId, hasClientSecret: true }
      : { metadataUrl: input.metadataUrl, hasClientSecret: false }),
    domains: input.domains,
    updatedAt: now(),
    updatedBy: member.userId,
  };
  try {
    await transact([
      SsoConnection.tx.put(item),
      ...added
        .filter((_, i) => !claims[i])
        .map((domain) => SsoDomain.tx.create({ domain, tenantId, provider: name })),
      ...removed.map((domain) => SsoDomain.tx.delete({ domain })),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new Conflict(TAKEN, 'SSO_DOMAIN_TAKEN');
    throw error;
  }
  logger.info('single sign-on provider saved', { tenantId, provider: name, type: input.type });
  return view(item);
}

export async function deleteProvider(member: Member): Promise<void> {
  const current = await SsoConnection.get({ tenantId: member.tenantId }, { consistent: true });
  if (!current) throw new NotFound('Your company has no single sign-on provider.');
  await removeIdentityProvider(current.name);
  await transact([
    SsoConnection.tx.delete({ tenantId: member.tenantId }),
    ...current.domains.map((domain) => SsoDomain.tx.delete({ domain })),
  ]);
}

/** Why a provider may not sign someone in: said the same whatever the reason, so it tells nothing. */
export class FederationRefused extends Error {}

/**
 * Who a sign-in through `provider` is, given the address the provider vouches for: the member of
 * the provider's own company with that address, or refused. The address must be of a domain the
 * provider serves, and its holder an active member of that same company.
 */
export async function federatedMember(
  provider: string,
  email: string,
): Promise<{ userId: string; email: string; tenantId: string }> {
  const refused = new FederationRefused(
    `${email} is not a member of a company that signs in with this provider. Ask your administrator to invite you.`,
  );
  const claim = await SsoDomain.get({ domain: domainOf(email) });
  if (!claim || claim.provider !== provider) throw refused;
  const user = await getUserByEmail(email);
  if (!user || user.archived || user.tenantId !== claim.tenantId) throw refused;
  return { userId: user.userId, email: user.email, tenantId: claim.tenantId };
}
