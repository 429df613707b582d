import * as z from 'zod';
import { RecordId } from '../primitives.js';

/**
 * Tags (spec part 1: admins manage tags; a company carries tag ids). A tag's name is unique in its
 * company, case aside; records pick tags from the company's list rather than typing them.
 */
export const TAG_MESSAGES = {
  nameTaken: 'A tag with this name already exists.',
  unknown: 'Choose tags from your company’s list.',
  mergeIntoItself: 'A tag cannot be merged into itself.',
} as const;

/** The most tags a company keeps, so the picker and the Tags page read the list whole. */
export const TAG_LIMIT = 500;

export const TagName = z
  .string({ error: 'Tag name is required' })
  .trim()
  .min(1, 'Tag name is required')
  .max(40, 'Tag name must be at most 40 characters');

export const TagInput = z.object({ name: TagName });
export type TagInput = z.infer<typeof TagInput>;

export const TagMergeInput = z.object({
  /** The tags folded into the one in the path: their records carry it instead, and they are deleted. */
  sourceIds: z.array(RecordId).min(1, 'Choose at least one tag to merge').max(20),
});
export type TagMergeInput = z.infer<typeof TagMergeInput>;

export const Tag = z.object({
  id: z.string(),
  name: z.string(),
  /** How many companies carry it (follows their changes within moments). */
  usageCount: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Tag = z.infer<typeof Tag>;
