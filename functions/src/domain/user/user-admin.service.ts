import { USER_MESSAGES, type AdminUser, type UpdateUserInput } from '@polyloop/shared/identity/admin';
import type { Authority } from '@polyloop/shared/permissions';
import type * as z from 'zod';
import { ConditionFailed, transact, type Condition, type TxItem } from '../../data/entity.js';
import type { Member } from '../../lib/actor.js';
import { Conflict } from '../../lib/errors.js';
import { forget } from './actor-cache.js';
import { releaseSeat, takeSeat, takeSeatUnconditionally } from '../billing/index.js';
import { Tenant } from '../tenant/index.js';
import { User, type UserItem } from './user.entity.js';
import { setEnabled, setGroups } from './user.identity.js';
import {
  adminCountTx,
  ensureAdminCount,
  ensureBilling,
  getInTenant,
  isAdmin,
  toAdminUser,
} from './user.service.js';

/**
 * What a company administrator does to colleagues. Every change that a rule depends on (seats,
 * the last active admin) is one transaction whose conditions also pin the user's state as read,
 * so a concurrent change fails instead of being counted twice.
 */

const CHANGED = 'This user was changed at the same time. Reload and try again.';

/** The user is still as read: archived or not, administrator or not. */
const stateIs =
  (archived: boolean, admin: boolean): Condition<UserItem> =>
  (w) => {
    const isAdmin = w.contains('authorities', 'ROLE_USER_ADMIN');
    return w.and(w.eq('archived', archived), admin ? isAdmin : w.not(isAdmin));
  };

async function run(items: TxItem[]): Promise<void> {
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.entity === 'tenant') throw new Conflict(USER_MESSAGES.lastAdmin, 'LAST_ADMIN');
    if (error.entity === 'billing') throw new Conflict(USER_MESSAGES.limit, 'USER_LIMIT');
    throw new Conflict(CHANGED);
  }
}

/** Names, authorities (at least one; a platform administrator keeps that) and functional roles. */
export async function update(
  actor: Member,
  userId: string,
  input: z.infer<typeof UpdateUserInput>,
): Promise<AdminUser> {
  const user = await getInTenant(actor.tenantId, userId);
  const authorities: Authority[] = input.authorities
    ? [
        ...new Set<Authority>([
          ...input.authorities,
          ...user.authorities.filter((a) => a === 'ROLE_PLATFORM_ADMIN'),
        ]),
      ]
    : user.authorities;
  const wasAdmin = isAdmin(user.authorities);
  const willAdmin = isAdmin(authorities);
  const firstName = input.firstName ?? user.firstName;
  const lastName = input.lastName ?? user.lastName;
  const changes: Partial<UserItem> = {
    firstName,
    lastName,
    // The byTenant sort key follows the name, and needs every composite of that index.
    tenantId: actor.tenantId,
    sortName: `${firstName} ${lastName}`.trim().toLowerCase(),
    authorities,
    functionalRoles: input.functionalRoles ?? user.functionalRoles,
  };
  const countsAsAdmin = !user.archived && wasAdmin !== willAdmin;
  if (countsAsAdmin) await ensureAdminCount(actor.tenantId);
  await run([
    User.tx.update({ userId }, changes, { condition: stateIs(user.archived, wasAdmin) }),
    ...(countsAsAdmin ? [adminCountTx(actor.tenantId, willAdmin ? 1 : -1)] : []),
  ]);
  await setGroups(user.email, user.authorities, authorities);
  forget(userId);
  return toAdminUser({ ...user, ...changes });
}

/** Archived users cannot sign in and free their seat; nobody archives themselves or the last admin. */
export async function archive(actor: Member, userId: string): Promise<AdminUser> {
  if (userId === actor.userId) throw new Conflict(USER_MESSAGES.self, 'SELF');
  const user = await getInTenant(actor.tenantId, userId);
  if (user.archived) return toAdminUser(user);
  const { tenantId } = actor;
  return setArchived(
    actor,
    user,
    true,
    { move: releaseSeat(tenantId), back: takeSeatUnconditionally(tenantId) },
    { move: adminCountTx(tenantId, -1), back: adminCountTx(tenantId, 1) },
  );
}

/** Restoring takes a seat again, so it needs a free one. */
export async function restore(actor: Member, userId: string): Promise<AdminUser> {
  const user = await getInTenant(actor.tenantId, userId);
  if (!user.archived) return toAdminUser(user);
  const { tenantId } = actor;
  return setArchived(
    actor,
    user,
    false,
    { move: takeSeat(tenantId), back: releaseSeat(tenantId) },
    {
      move: adminCountTx(tenantId, 1),
      back: Tenant.tx.update({ tenantId }, {}, { add: { activeAdmins: -1 } }),
    },
  );
}

/**
 * Archives or restores a user: the record, the seat and (for an admin) the admin count move in one
 * transaction, then the sign-in follows. If the sign-in cannot follow, everything is put back with
 * the `back` pieces: an archived record with a working sign-in would be half-done.
 */
async function setArchived(
  actor: Member,
  user: UserItem,
  archived: boolean,
  seat: { move: TxItem; back: TxItem },
  admins: { move: TxItem; back: TxItem },
): Promise<AdminUser> {
  const { userId } = user;
  const admin = isAdmin(user.authorities);
  await ensureBilling(actor.tenantId);
  if (admin) await ensureAdminCount(actor.tenantId);
  await run([
    User.tx.update({ userId }, { archived }, { condition: stateIs(!archived, admin) }),
    seat.move,
    ...(admin ? [admins.move] : []),
  ]);
  try {
    await setEnabled(user.email, !archived);
  } catch (error) {
    await transact([
      User.tx.update({ userId }, { archived: !archived }),
      seat.back,
      ...(admin ? [admins.back] : []),
    ]);
    throw error;
  }
  forget(userId);
  return toAdminUser({ ...user, archived });
}
