import * as z from 'zod';
import { Form, Grade, MaterialType } from '@polyloop/shared/enums';
import { DraftExtractor, DraftType, ListedDraftType } from '@polyloop/shared/supply/draft';
import { Price, Weight } from '@polyloop/shared/supply/listing';
import { defineEntity } from '../../data/entity.js';

/**
 * Whether the panel lists a draft: HAVE and NEED drafts are LISTED, a draft of unknown type is
 * kept (the e-mail may still be read better later) but HIDDEN from lists and counts.
 */
export const Visibility = z.enum(['LISTED', 'HIDDEN']);
export const visibilityOf = (type: DraftType) => (type === 'UNKNOWN' ? 'HIDDEN' : 'LISTED');

/** A draft have or need the e-mail assistant made from one forwarded e-mail, for one company. */
export const DraftItem = defineEntity({
  name: 'draft',
  schema: z.object({
    tenantId: z.string(),
    draftId: z.string(),
    type: DraftType,
    visibility: Visibility,
    subject: z.string(),
    from: z.string().optional(),
    extractor: DraftExtractor,
    materialType: MaterialType.optional(),
    grade: Grade.optional(),
    form: Form.optional(),
    weight: Weight.optional(),
    price: Price.optional(),
    location: z.string().optional(),
    notes: z.string().optional(),
    /** The e-mail as received, in the documents bucket (`inbound/<messageId>`). */
    messageKey: z.string(),
    createdAt: z.string(),
  }),
  indexes: {
    // DraftItem.get: one draft by id
    byId: { pk: ['tenantId'], sk: ['draftId'] },
    // pageListedDrafts: the panel's "All" tab, newest first
    byVisibility: { index: 'gsi1', pk: ['tenantId', 'visibility'], sk: ['createdAt', 'draftId'] },
    // pageListedDrafts with a type: the "Haves" and "Needs" tabs, newest first
    byType: { index: 'gsi2', pk: ['tenantId', 'type'], sk: ['createdAt', 'draftId'] },
  },
});
export type DraftItem = z.infer<typeof DraftItem.schema>;

/** One page of a company's listed drafts (all, or of one type), newest first. */
export const pageListedDrafts = (
  tenantId: string,
  type: ListedDraftType | undefined,
  limit: number,
  cursor: string | null,
) =>
  type
    ? DraftItem.query('byType', { tenantId, type }, { order: 'desc', limit, cursor })
    : DraftItem.query('byVisibility', { tenantId, visibility: 'LISTED' }, { order: 'desc', limit, cursor });
