import { listUsersOfTenant } from '../user/index.js';

/** A company's active administrators: who hears of what concerns the whole company. */
export async function adminsOf(tenantId: string): Promise<string[]> {
  const users = await listUsersOfTenant(tenantId);
  return users.filter((u) => !u.archived && u.authorities.includes('ROLE_USER_ADMIN')).map((u) => u.userId);
}
