import { Authority, permissionsFor, type Permission } from '@polyloop/shared';
import { Unauthorized } from './errors.js';

/** Who is calling, taken only from the verified token, never from the request. */
export interface Actor {
  userId: string;
  email: string;
  /** The company the user acts for; absent until onboarding is complete. */
  tenantId?: string;
  authorities: Authority[];
  permissions: Set<Permission>;
}

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's JWT authorizer flattens array claims to "[a b]"; the local gateway passes
 * real arrays. Accept both.
 */
function listClaim(value: Claims[string]): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value === '') return [];
  return value.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

export function actorFromClaims(claims: Claims): Actor {
  const userId = claims.sub;
  if (typeof userId !== 'string') throw new Unauthorized();
  const authorities = listClaim(claims['cognito:groups']).flatMap((group) => {
    const parsed = Authority.safeParse(group);
    return parsed.success ? [parsed.data] : [];
  });
  const tenantId = claims['custom:tenantId'];
  return {
    userId,
    email: typeof claims.email === 'string' ? claims.email : '',
    tenantId: typeof tenantId === 'string' && tenantId !== '' ? tenantId : undefined,
    authorities,
    permissions: permissionsFor(authorities),
  };
}
