import type { UserOption as UserOptionSchema } from '@polyloop/shared';
import type * as z from 'zod';
import type { Member } from '../../lib/actor.js';
import { pageUsersOfTenant } from './user.entity.js';

type UserOption = z.infer<typeof UserOptionSchema>;
export const MAX_OPTIONS = 100;

/**
 * Active colleagues by first name, for representative pickers and mentions: one Query of the
 * company's users index (already in sort-name order), archived users skipped, at most 100.
 * The filter runs page by page until 100 match, so a filter never yields a short list by accident.
 */
export async function listOptions(actor: Member, q?: string): Promise<UserOption[]> {
  const needle = q?.toLowerCase();
  const matches = (u: { email: string; sortName: string }) =>
    !needle || u.sortName.includes(needle) || u.email.includes(needle);
  const options: UserOption[] = [];
  let cursor: string | null = null;
  do {
    const page = await pageUsersOfTenant(actor.tenantId, { cursor, limit: 200 });
    for (const user of page.items) {
      if (user.archived || !matches(user)) continue;
      options.push({
        id: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      });
      if (options.length === MAX_OPTIONS) return options;
    }
    cursor = page.cursor;
  } while (cursor);
  return options;
}
