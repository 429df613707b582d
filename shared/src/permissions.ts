import * as z from 'zod';

/** Authorities carried as Cognito groups in the verified token. */
export const Authority = z.enum(['ROLE_PLATFORM_ADMIN', 'ROLE_USER_ADMIN', 'ROLE_USER']);
export type Authority = z.infer<typeof Authority>;

export const FunctionalRole = z.enum(['SALES', 'SHIPPING', 'PURCHASING', 'ACCOUNTING']);
export type FunctionalRole = z.infer<typeof FunctionalRole>;

/**
 * Fine-grained permissions. The identity issue completes the list and the mapping from
 * authorities, functional roles and plans; routes name the one they need.
 */
export const Permission = z.enum([
  'COMPANY_READ',
  'COMPANY_WRITE',
  'MATERIAL_READ',
  'MATERIAL_WRITE',
  'USERS_AND_BILLINGS_MANAGEMENT',
  'FREIGHTS_BOOKING',
  'CORE_MATCH_READ',
]);
export type Permission = z.infer<typeof Permission>;

const everyone: Permission[] = ['COMPANY_READ', 'COMPANY_WRITE', 'MATERIAL_READ', 'MATERIAL_WRITE'];
const admins: Permission[] = ['USERS_AND_BILLINGS_MANAGEMENT'];

/** The permissions a user holds. The server derives them from the verified token; the client mirrors them. */
export function permissionsFor(authorities: readonly Authority[]): Set<Permission> {
  const granted = new Set<Permission>(everyone);
  if (authorities.includes('ROLE_USER_ADMIN') || authorities.includes('ROLE_PLATFORM_ADMIN')) {
    for (const p of admins) granted.add(p);
  }
  return granted;
}
