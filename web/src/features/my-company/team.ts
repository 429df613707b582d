import type { CompanyUser, CompanyUserFilter } from '@polyloop/shared/identity/users';
import { FunctionalRole } from '@polyloop/shared/permissions';

/** How many colleagues the team page shows at once. */
export const TEAM_PAGE_SIZE = 25;

/** The team page's filters, as the URL keeps them: words (name or e-mail) and a job. */
export const TEAM_FILTERS = { q: '', role: '' } as const;
export type TeamFilters = Record<keyof typeof TEAM_FILTERS, string>;

/** The filters in the routes' terms: what the list and the count are both asked with. */
export function teamFilter(filters: TeamFilters): CompanyUserFilter {
  const role = FunctionalRole.safeParse(filters.role);
  return { q: filters.q.trim() || undefined, role: role.success ? role.data : undefined };
}

/** The line above the list: how many colleagues there are, or how many the filters find. */
export function teamCountLabel(count: number, filtered: boolean): string {
  const people = count === 1 ? '1 colleague' : `${count} colleagues`;
  if (filtered)
    return count === 0
      ? 'No colleague matches these filters'
      : `${people} ${count === 1 ? 'matches' : 'match'} these filters`;
  return count === 0 ? 'No colleagues yet' : `${people} at your company`;
}

/** A colleague's name as the list shows it: the e-mail when the name is blank. */
export const colleagueName = (u: Pick<CompanyUser, 'firstName' | 'lastName' | 'email'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;
