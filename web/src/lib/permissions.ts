import type { Authority, Permission } from '@polyloop/shared';

/**
 * Permissions of the signed-in user. Plans decide FREIGHTS_BOOKING and CORE_MATCH_READ and there is
 * no billing yet, so nobody holds them; the identity issue replaces this with the permissions the
 * API answers for the user.
 */
export function permissionsFor(authorities: readonly Authority[]): ReadonlySet<Permission> {
  const granted = new Set<Permission>();
  if (authorities.includes('ROLE_USER_ADMIN')) granted.add('USERS_AND_BILLINGS_MANAGEMENT');
  return granted;
}
