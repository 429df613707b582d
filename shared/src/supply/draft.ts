import * as z from 'zod';
import { RecordId as Id } from '../primitives.js';
import { Form, Grade, MaterialType } from '../enums.js';
import { pageSize, PageQuery } from '../contract/define.js';
import { Price, Weight } from './listing.js';

/**
 * Drafts (spec part 3 §2.9, §3.4, §7.5): haves and needs the e-mail assistant ("the magician",
 * part 1 §1) read out of a forwarded e-mail. A draft of unknown type is kept but never listed or
 * counted.
 */

/** The counted messages of part 1 §8 and part 3 §8.3. */
export const DRAFT_MESSAGES = {
  loadFailed: 'Failed to load drafts',
  deleteFailed: { one: 'Draft could not be deleted', many: 'Drafts could not be deleted' },
  deleted: { one: 'Draft deleted successfully', many: 'Drafts deleted successfully!' },
  notFound: 'Draft not found',
  empty: 'No drafts yet',
} as const;

/** The singular or plural wording of a counted message. */
export const counted = (message: { one: string; many: string }, count: number) =>
  count === 1 ? message.one : message.many;

export const DraftType = z.enum(['HAVE', 'NEED', 'UNKNOWN']);
export type DraftType = z.infer<typeof DraftType>;
/** The types the panel lists (and counts). */
export const ListedDraftType = z.enum(['HAVE', 'NEED']);
export type ListedDraftType = z.infer<typeof ListedDraftType>;

/** Who read the e-mail: Amazon Bedrock in AWS, or the local cloud's deterministic sandbox extractor. */
export const DraftExtractor = z.enum(['bedrock', 'sandbox']);
export type DraftExtractor = z.infer<typeof DraftExtractor>;

/** What the assistant reads out of an e-mail; every field but the type may be missing. */
export const DraftFields = z.object({
  type: DraftType,
  materialType: MaterialType.optional(),
  grade: Grade.optional(),
  form: Form.optional(),
  weight: Weight.optional(),
  price: Price.optional(),
  /** Where the material is (or is wanted), as the e-mail says it: "Houston, TX". */
  location: z.string().trim().min(1).max(200).optional(),
  /** A short note for the record: what the e-mail was about. */
  notes: z.string().trim().min(1).max(2000).optional(),
});
export type DraftFields = z.infer<typeof DraftFields>;

export const Draft = DraftFields.extend({
  id: z.string(),
  subject: z.string(),
  /** The sender, as the e-mail names them. */
  from: z.string().nullable(),
  extractor: DraftExtractor,
  createdAt: z.string(),
});
export type Draft = z.infer<typeof Draft>;

/** A row of the panel. */
export const DraftSummary = Draft.pick({
  id: true,
  type: true,
  subject: true,
  from: true,
  createdAt: true,
  materialType: true,
});
export type DraftSummary = z.infer<typeof DraftSummary>;

/** The drafts list: newest first, 20 a page, all listed types or one. */
export const DraftListQuery = PageQuery.extend({ size: pageSize(20), type: ListedDraftType.optional() });
export type DraftListQuery = z.infer<typeof DraftListQuery>;

export const DraftCount = z.object({
  total: z.number().int(),
  haves: z.number().int(),
  needs: z.number().int(),
});
export type DraftCount = z.infer<typeof DraftCount>;

/** At most this many drafts are deleted by one bulk call: a page of the panel holds 20. */
export const BULK_DELETE_MAX = 25;
/** `ids` as repeated query keys (`?ids=a&ids=b`), or one. */
export const BulkDeleteQuery = z.object({
  ids: z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    z
      .array(Id)
      .min(1, 'Choose at least one draft')
      .max(BULK_DELETE_MAX, `At most ${BULK_DELETE_MAX} drafts at once`),
  ),
});
export type BulkDeleteQuery = z.infer<typeof BulkDeleteQuery>;
/** Drafts that were not deleted are gone already, or were never the caller's company's. */
export const BulkDeleteResult = z.object({ deleted: z.number().int(), failed: z.number().int() });
export type BulkDeleteResult = z.infer<typeof BulkDeleteResult>;

/** Where the company forwards e-mails, and who reads them. */
export const DraftAssistant = z.object({
  address: z.string(),
  extractor: DraftExtractor,
});
export type DraftAssistant = z.infer<typeof DraftAssistant>;

/** The real-time `draft` event's payload (user channel): a draft arrived, or left (a have or need was saved from it). */
export const DraftPushed = z.object({
  id: z.string(),
  type: DraftType,
  subject: z.string(),
  change: z.enum(['added', 'removed']),
});
export type DraftPushed = z.infer<typeof DraftPushed>;
