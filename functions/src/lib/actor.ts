import {
  Authority,
  permissionsFor,
  DEFAULT_PUBLISHING,
  type FunctionalRole,
  type Permission,
  type PublishingPermissions,
  type SubscriptionTier,
} from '@polyloop/shared/permissions';
import { effectiveTier } from '@polyloop/shared/plans';
import { Unauthorized } from './errors.js';

/**
 * Who is calling. The user comes from the verified token; their company, authorities, roles,
 * plan and approvals come from their own records, never from the request.
 */
export interface Actor {
  userId: string;
  email: string;
  /** The company the user acts for; absent until onboarding is complete. */
  tenantId?: string;
  authorities: Authority[];
  functionalRoles: FunctionalRole[];
  effectiveTier: SubscriptionTier;
  publishing: PublishingPermissions;
  permissions: Set<Permission>;
}

/** A caller acting for an onboarded company: what every company-scoped service takes. */
export type Member = Actor & { tenantId: string };

/** The actor as a member of their company, for callers outside a request (seeding, tests). */
export function asMember(actor: Actor): Member {
  if (!actor.tenantId) throw new Error(`${actor.email} has no company yet`);
  return { ...actor, tenantId: actor.tenantId };
}

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's JWT authorizer flattens array claims to "[a b]"; the local gateway does the same.
 * Accept real arrays as well.
 */
export function listClaim(value: Claims[string]): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export interface TokenIdentity {
  userId: string;
  email: string;
  tenantId?: string;
  groups: Authority[];
}

export function identityFromClaims(claims: Claims): TokenIdentity {
  const userId = claims.sub;
  if (typeof userId !== 'string' || !userId) throw new Unauthorized();
  const tenantId = claims['custom:tenantId'];
  return {
    userId,
    email: typeof claims.email === 'string' ? claims.email : '',
    tenantId: typeof tenantId === 'string' && tenantId !== '' ? tenantId : undefined,
    groups: listClaim(claims['cognito:groups']).flatMap((g) => {
      const parsed = Authority.safeParse(g);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** An actor from what the token alone says (no company records): used before onboarding and in tests. */
export function actorFromClaims(claims: Claims): Actor {
  const identity = identityFromClaims(claims);
  return buildActor({
    ...identity,
    authorities: identity.groups,
    functionalRoles: [],
    billing: undefined,
    publishing: DEFAULT_PUBLISHING,
  });
}

export function buildActor(input: {
  userId: string;
  email: string;
  tenantId?: string;
  authorities: Authority[];
  functionalRoles: FunctionalRole[];
  billing: Parameters<typeof effectiveTier>[0];
  publishing: PublishingPermissions;
}): Actor {
  const tier = effectiveTier(input.billing);
  return {
    userId: input.userId,
    email: input.email,
    tenantId: input.tenantId,
    authorities: input.authorities,
    functionalRoles: input.functionalRoles,
    effectiveTier: tier,
    publishing: input.publishing,
    permissions: permissionsFor({
      authorities: input.authorities,
      functionalRoles: input.functionalRoles,
      tenantId: input.tenantId,
      effectiveTier: tier,
      publishing: input.publishing,
    }),
  };
}
