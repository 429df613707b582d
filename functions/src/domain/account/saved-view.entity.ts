import * as z from 'zod';
import { SavedViewType } from '@polyloop/shared/identity/account';
import { defineEntity } from '../../data/entity.js';

/**
 * A user's saved list view. Keyed by user, so a user can only ever reach their own views and
 * all of them are one Query (a user keeps a few dozen at most).
 */
export const SavedViewRecord = defineEntity({
  name: 'saved-view',
  schema: z.object({
    userId: z.string(),
    viewId: z.string(),
    type: SavedViewType,
    name: z.string(),
    state: z.record(z.string(), z.unknown()),
    /** Fractional rank (rank.ts): order within the user's views of one type. */
    rank: z.string(),
    createdDate: z.string(),
  }),
  indexes: {
    // listViewsOfUser: every saved view of one user
    byUser: { pk: ['userId'], sk: ['viewId'] },
  },
});
export type SavedViewItem = z.infer<typeof SavedViewRecord.schema>;

/** Every saved view of one user (consistent: a view just saved lists at once). */
export const listViewsOfUser = (userId: string) =>
  SavedViewRecord.queryAll('byUser', { userId }, { consistent: true });
