import * as z from 'zod';
import { FunctionalRole } from '../permissions.js';
import { PageQuery } from '../contract/define.js';
import { PersonOption } from '../primitives.js';

/**
 * A colleague as every member of the company reads them (spec part 1 §7 `GET /users`): who they
 * are, how to reach them, their jobs and whether they administer the company (whom to ask for
 * what a role does not include). What administration alone reads (authorities, invitation and
 * sign-in dates, archived users) stays in `AdminUser`.
 */
export const CompanyUser = PersonOption.extend({
  /** Ten digits and an optional `;ext=`. */
  phone: z.string().nullable(),
  functionalRoles: z.array(FunctionalRole),
  administrator: z.boolean(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

/** The company's active users by first name, narrowed by words (name or e-mail) and a job. */
export const CompanyUserFilter = z.object({
  q: z.string().trim().max(60).optional(),
  role: FunctionalRole.optional(),
});
export type CompanyUserFilter = z.infer<typeof CompanyUserFilter>;
export const CompanyUserQuery = PageQuery.extend(CompanyUserFilter.shape);
export type CompanyUserQuery = z.infer<typeof CompanyUserQuery>;
