import { USER_MESSAGES, type AdminUser } from '@polyloop/shared/identity/admin';
import type { Authority, FunctionalRole } from '@polyloop/shared/permissions';
import { ConditionFailed, transact, type TxItem } from '../../data/entity.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { ensure as ensureBillingRecord, takeSeat } from '../billing/index.js';
import { Tenant } from '../tenant/index.js';
import { getUserByEmail, listUsersOfTenant, normalizeEmail, User, type UserItem } from './user.entity.js';
import { UserEmail } from './user-email.entity.js';
import { createIdentity, deleteIdentity, EmailTaken } from './user.identity.js';
import { pageFrom, type Page } from '../../data/page.js';

export { EmailTaken } from './user.identity.js';

export interface NewUser {
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  authorities: Authority[];
  functionalRoles?: FunctionalRole[];
  /** A known permanent password (seeding, tests); invitees otherwise choose theirs with a code. */
  password?: string;
  invitedBy?: string;
}

export const isAdmin = (authorities: readonly Authority[]) => authorities.includes('ROLE_USER_ADMIN');
export { normalizeEmail };

export function toAdminUser(user: UserItem): AdminUser {
  return {
    id: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    authorities: user.authorities,
    functionalRoles: user.functionalRoles,
    invitedDate: user.invitedDate ?? null,
    lastSigninDate: user.lastSigninDate ?? null,
    archived: user.archived,
  };
}

/** One user of the caller's company; someone else's user does not exist for them (404). */
export async function getInTenant(tenantId: string, userId: string): Promise<UserItem> {
  const user = await User.get({ userId }, { consistent: true });
  if (!user || user.tenantId !== tenantId) throw new NotFound();
  return user;
}

/**
 * A company's users by first name. A company has a handful of users (the seat limit is small even
 * on paid plans), so the whole byTenant partition is read and filtered and paged in memory: a
 * filter with Limit would not give full pages, and no counter is needed for the total.
 */
export async function list(
  tenantId: string,
  options: { page: number; size: number; archived?: 'true' | 'false'; q?: string },
): Promise<Page<AdminUser>> {
  const q = options.q?.toLowerCase();
  const all = (await listUsersOfTenant(tenantId)).filter(
    (u) =>
      (options.archived === undefined || u.archived === (options.archived === 'true')) &&
      (!q || u.sortName.includes(q) || u.email.includes(q)),
  );
  return pageFrom(all.map(toAdminUser), options.page, options.size);
}

/** Seats in use: the active users. Used only to start a billing record for an older company. */
export async function activeSeats(tenantId: string): Promise<number> {
  return (await listUsersOfTenant(tenantId)).filter((u) => !u.archived).length;
}

export const ensureBilling = (tenantId: string) => ensureBillingRecord(tenantId, () => activeSeats(tenantId));

/**
 * The count of active administrators lives on the tenant so the last-admin rule is a condition.
 * Companies from before it existed get it counted once.
 */
export async function ensureAdminCount(tenantId: string): Promise<void> {
  const tenant = await Tenant.get({ tenantId }, { consistent: true });
  if (!tenant || tenant.activeAdmins !== undefined) return;
  const admins = (await listUsersOfTenant(tenantId)).filter(
    (u) => !u.archived && isAdmin(u.authorities),
  ).length;
  await Tenant.update(
    { tenantId },
    { activeAdmins: admins },
    { condition: (w) => w.missing('activeAdmins') },
  ).catch((error: unknown) => {
    if (!(error instanceof ConditionFailed)) throw error;
  });
}

/** Adds one to, or takes one from, the active admins; taking needs another admin to remain. */
export function adminCountTx(tenantId: string, delta: 1 | -1): TxItem {
  return Tenant.tx.update(
    { tenantId },
    {},
    {
      add: { activeAdmins: delta },
      condition: delta < 0 ? (w) => w.gt('activeAdmins', 1) : undefined,
    },
  );
}

/** A new user's record and the claim on their address, as pieces of the caller's transaction. */
export function newUserTx(
  userId: string,
  input: Omit<NewUser, 'password'>,
  now = new Date().toISOString(),
): TxItem[] {
  const email = normalizeEmail(input.email);
  return [
    User.tx.create({
      userId,
      tenantId: input.tenantId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      sortName: `${input.firstName} ${input.lastName}`.trim().toLowerCase(),
      authorities: input.authorities,
      functionalRoles: input.functionalRoles ?? [],
      archived: false,
      invitedDate: now,
      invitedBy: input.invitedBy,
      createdAt: now,
    }),
    UserEmail.tx.create({ email, userId, tenantId: input.tenantId, createdAt: now }),
  ];
}

/**
 * Adds a user to a company: the sign-in identity first (its `sub` is the user's id), then ONE
 * transaction takes a seat under the plan's limit, writes the record, claims the address and
 * counts a new admin. If the transaction loses (limit, address), the identity is deleted again,
 * so nothing is left half-made.
 */
export async function create(input: NewUser): Promise<UserItem> {
  const email = normalizeEmail(input.email);
  await ensureBilling(input.tenantId);
  if (isAdmin(input.authorities)) await ensureAdminCount(input.tenantId);
  if (await getUserByEmail(email)) throw new Conflict(USER_MESSAGES.exists, 'USER_EXISTS');
  let userId: string;
  try {
    userId = await createIdentity({
      email,
      tenantId: input.tenantId,
      authorities: input.authorities,
      password: input.password,
    });
  } catch (error) {
    if (error instanceof EmailTaken) throw new Conflict(USER_MESSAGES.exists, 'USER_EXISTS');
    throw error;
  }
  try {
    await transact([
      takeSeat(input.tenantId),
      ...newUserTx(userId, { ...input, email }),
      ...(isAdmin(input.authorities) ? [adminCountTx(input.tenantId, 1)] : []),
    ]);
  } catch (error) {
    await deleteIdentity(email);
    if (error instanceof ConditionFailed && error.entity === 'billing')
      throw new Conflict(USER_MESSAGES.limit, 'USER_LIMIT');
    if (error instanceof ConditionFailed) throw new Conflict(USER_MESSAGES.exists, 'USER_EXISTS');
    throw error;
  }
  return (await User.get({ userId }, { consistent: true }))!;
}

export async function displayName(userId: string, fallback: string): Promise<string> {
  const user = await User.get({ userId });
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || fallback;
}
