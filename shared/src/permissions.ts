import { z } from 'zod';

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
