import { describe, expect, it } from 'vitest';
import { BULK_DELETE_MAX, BulkDeleteQuery, counted, DRAFT_MESSAGES } from './draft.js';

describe('drafts', () => {
  it('takes the ids to delete as one query value or repeated ones, within the bulk limit', () => {
    expect(BulkDeleteQuery.parse({ ids: 'd1' })).toEqual({ ids: ['d1'] });
    expect(BulkDeleteQuery.parse({ ids: ['d1', 'd2'] })).toEqual({ ids: ['d1', 'd2'] });
    expect(BulkDeleteQuery.safeParse({}).success).toBe(false);
    expect(
      BulkDeleteQuery.safeParse({ ids: Array.from({ length: BULK_DELETE_MAX + 1 }, (_, i) => `d${i}`) }).error
        ?.issues[0]?.message,
    ).toBe(`At most ${BULK_DELETE_MAX} drafts at once`);
  });

  it('words the delete toasts by count, as the spec does', () => {
    expect(counted(DRAFT_MESSAGES.deleted, 1)).toBe('Draft deleted successfully');
    expect(counted(DRAFT_MESSAGES.deleted, 3)).toBe('Drafts deleted successfully!');
    expect(counted(DRAFT_MESSAGES.deleteFailed, 2)).toBe('Drafts could not be deleted');
  });
});
