import { createHash, createHmac } from 'node:crypto';
import type * as z from 'zod';
import type { Account, AccountPatch } from '@polyloop/shared';
import { ConditionFailed, batchGet } from '../../data/entity.js';
import type { Actor } from '../../lib/actor.js';
import { env } from '../../lib/env.js';
import { NotFound } from '../../lib/errors.js';
import { forget, User, type UserItem } from '../user/index.js';
import { mfaEnabledFor, sortNameOf } from '../auth/index.js';
import { Tenant } from '../tenant/index.js';

/** Sign-ins are recorded at most this often, so the account call (made on every page load) stays a read. */
const SIGNIN_RESOLUTION_MS = 60 * 60 * 1000;

/**
 * Identifies the user to the support chat widget without exposing the address. The key is
 * derived from the deployment (pool id), so hashes differ between environments and cannot be
 * computed from a user id alone outside it.
 */
export function supportHash(userId: string): string {
  const key = createHash('sha256').update(`polyloop-support-chat\n${env().USER_POOL_ID}`).digest();
  return createHmac('sha256', key).update(userId).digest('hex');
}

function toAccount(
  actor: Actor,
  user: UserItem | undefined,
  tenant: { name: string; onboardedAt?: string } | undefined,
): Account {
  return {
    id: actor.userId,
    email: user?.email ?? actor.email,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? null,
    authorities: actor.authorities,
    functionalRoles: actor.functionalRoles,
    tenantId: user?.tenantId ?? actor.tenantId ?? null,
    companyName: tenant?.name ?? null,
    onboarded: !!tenant?.onboardedAt,
    invitedDate: user?.invitedDate ?? null,
    lastSigninDate: user?.lastSigninDate ?? null,
    archived: user?.archived ?? false,
    supportHash: supportHash(actor.userId),
    permissions: [...actor.permissions].sort(),
    effectiveTier: actor.effectiveTier,
    publishing: actor.publishing,
    mfaSetupRequired: false,
  };
}

async function tenantOf(user: UserItem | undefined, actor: Actor) {
  const tenantId = user?.tenantId ?? actor.tenantId;
  return tenantId ? Tenant.get({ tenantId }) : undefined;
}

/**
 * The signed-in user as the web app needs it on every page load. Also notes the sign-in, with
 * a conditional write that only lands once an hour, so most calls cost two reads.
 */
export async function getAccount(actor: Actor): Promise<Account> {
  // The actor knows the company of an onboarded user: then both records are one batch read.
  let [user, tenant] = actor.tenantId
    ? await batchGet([User.batch({ userId: actor.userId }), Tenant.batch({ tenantId: actor.tenantId })])
    : [await User.get({ userId: actor.userId }), undefined];
  if (!tenant) tenant = await tenantOf(user, actor);
  if (user) {
    const now = new Date();
    const cutoff = new Date(now.getTime() - SIGNIN_RESOLUTION_MS).toISOString();
    if (!user.lastSigninDate || user.lastSigninDate < cutoff) {
      try {
        user = await User.update(
          { userId: user.userId },
          { lastSigninDate: now.toISOString() },
          { condition: (w) => w.or(w.missing('lastSigninDate'), w.lt('lastSigninDate', cutoff)) },
        );
      } catch (error) {
        // Another request recorded it a moment ago; that one is as good.
        if (!(error instanceof ConditionFailed)) throw error;
      }
    }
  }
  const account = toAccount(actor, user, tenant);
  // Only a company that requires two-step sign-in costs the read of the person's own setting.
  if (tenant?.requireMfa) return { ...account, mfaSetupRequired: !(await mfaEnabledFor(actor.email)) };
  return account;
}

/** Changes the caller's own name and phone; the sort name used by the options list follows the name. */
export async function updateAccount(actor: Actor, patch: z.output<typeof AccountPatch>): Promise<Account> {
  const user = await User.get({ userId: actor.userId }, { consistent: true });
  if (!user) throw new NotFound('There is no account record for this user yet.');
  const firstName = patch.firstName ?? user.firstName;
  const lastName = patch.lastName ?? user.lastName;
  // The sort name orders the company's users index: the entity rewrites that index's keys from the
  // company as read (and none for someone who has not onboarded yet).
  // A blank phone is removed (a change given as undefined removes the attribute).
  const phone = patch.phone === undefined ? {} : { phone: patch.phone || undefined };
  const updated = await User.update(
    { userId: user.userId },
    { firstName, lastName, sortName: sortNameOf(firstName, lastName), ...phone },
    { current: user },
  );
  forget(actor.userId);
  return toAccount(actor, updated, await tenantOf(updated, actor));
}
