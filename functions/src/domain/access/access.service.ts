import { DEFAULT_PUBLISHING } from '@polyloop/shared/permissions';
import { batchGet } from '../../data/entity.js';
import {
  buildActor,
  identityFromClaims,
  type Actor,
  type Claims,
  type TokenIdentity,
} from '../../lib/actor.js';
import { Forbidden, Unauthorized } from '../../lib/errors.js';
import { Billing } from '../billing/index.js';
import { Tenant } from '../tenant/index.js';
import { actorCache, User } from '../user/index.js';

/**
 * The request's actor: one BatchGetItem reads the user, their company and its billing (the
 * token's tenant claim is only a hint for batching; the user record decides). An archived user
 * is refused even while their token is still valid. Each actor is then reused for a few seconds
 * per warm container (`actorCache`).
 */
export async function loadActor(claims: Claims): Promise<Actor> {
  const identity = identityFromClaims(claims);
  return (await actorCache.through(identity.userId, () => readActor(identity)))!;
}

async function readActor(identity: TokenIdentity): Promise<Actor> {
  const hinted = identity.tenantId;
  const first = hinted
    ? await batchGet([
        User.batch({ userId: identity.userId }),
        Tenant.batch({ tenantId: hinted }),
        Billing.batch({ tenantId: hinted }),
      ])
    : ([await User.get({ userId: identity.userId }), undefined, undefined] as const);
  const user = first[0];
  // What was read for the hint counts only when it is the user's own company: the token's holder
  // can change the claim, and a person without a company must not take on another's settings.
  const own = user?.tenantId;
  let [tenant, billing] = own && own === hinted ? [first[1], first[2]] : [undefined, undefined];
  if (own && own !== hinted)
    [tenant, billing] = await batchGet([Tenant.batch({ tenantId: own }), Billing.batch({ tenantId: own })]);
  if (user?.archived)
    throw new Forbidden('Your account has been archived. Contact your company administrator.');
  if (!user && identity.groups.length === 0 && !identity.email) throw new Unauthorized();

  const onboarded = !!(user?.tenantId && tenant?.onboardedAt);
  const platformAdmin =
    identity.groups.includes('ROLE_PLATFORM_ADMIN') || !!user?.authorities.includes('ROLE_PLATFORM_ADMIN');
  const actor = buildActor({
    userId: identity.userId,
    email: user?.email ?? identity.email,
    tenantId: onboarded ? user!.tenantId : undefined,
    authorities: [
      ...new Set([
        ...(user?.authorities ?? ['ROLE_USER' as const]),
        ...(platformAdmin ? (['ROLE_PLATFORM_ADMIN'] as const) : []),
      ]),
    ],
    functionalRoles: user?.functionalRoles ?? [],
    billing: onboarded ? billing : undefined,
    publishing: tenant?.publishing ?? DEFAULT_PUBLISHING,
  });
  return actor;
}
