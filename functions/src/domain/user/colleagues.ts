import type { CompanyUser, CompanyUserFilter, CompanyUserQuery } from '@polyloop/shared/identity/users';
import type { Member } from '../../lib/actor.js';
import { pageFrom, type Page } from '../../data/page.js';
import { listUsersOfTenant, type UserItem } from './user.entity.js';

/**
 * The company's users as every member reads them (spec part 1 §7 `GET /users`): active ones only,
 * without what administration alone reads. A company has a handful of users, so its partition of
 * the users index is read whole (already by first name) and narrowed and paged in memory, as the
 * administration list does.
 */

const view = (user: UserItem): CompanyUser => ({
  id: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? null,
  functionalRoles: user.functionalRoles,
  administrator: user.authorities.includes('ROLE_USER_ADMIN'),
});

async function found(actor: Member, filter: CompanyUserFilter): Promise<UserItem[]> {
  const needle = filter.q?.toLowerCase();
  return (await listUsersOfTenant(actor.tenantId)).filter(
    (u) =>
      !u.archived &&
      (!needle || u.sortName.includes(needle) || u.email.includes(needle)) &&
      (!filter.role || u.functionalRoles.includes(filter.role)),
  );
}

export async function list(actor: Member, query: CompanyUserQuery): Promise<Page<CompanyUser>> {
  return pageFrom((await found(actor, query)).map(view), query.page, query.size);
}

export async function count(actor: Member, filter: CompanyUserFilter): Promise<number> {
  return (await found(actor, filter)).length;
}
