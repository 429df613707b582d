import type { Account, Permission } from '@polyloop/shared';

/**
 * Permissions of the signed-in user: exactly what `GET /api/account` answered (the server derives
 * them with the shared `permissionsFor` from authorities, roles, plan and publishing approvals).
 * The client only mirrors them to show or lock things; the server enforces.
 */
export function permissionsOf(account: Pick<Account, 'permissions'> | undefined): ReadonlySet<Permission> {
  return new Set(account?.permissions ?? []);
}
