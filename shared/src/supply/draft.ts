import * as z from 'zod';
import { Color, Form, Grade, Incoterm, MaterialType, Packaging } from '../enums.js';
import { PageQuery } from '../contract/define.js';
import { Price, Weight } from './listing.js';

/**
 * Drafts (spec part 3 §3.4, §7.5): what the e-mail assistant read out of a forwarded e-mail, kept
 * until someone turns it into a have or need (`haves/draft/{id}`, `needs/draft/{id}`) or deletes
 * it. Drafts of type UNKNOWN are stored but never listed or counted.
 */
export const DraftType = z.enum(['HAVE', 'NEED', 'UNKNOWN']);
export type DraftType = z.infer<typeof DraftType>;

export const DRAFT_MESSAGES = {
  loadFailed: 'Failed to load drafts',
  deleteFailed: (count: number) =>
    count === 1 ? 'Draft could not be deleted' : 'Drafts could not be deleted',
  deleted: (count: number) => (count === 1 ? 'Draft deleted successfully' : 'Drafts deleted successfully!'),
} as const;

/** What the extractor found; every field may be missing, and the form asks for the rest. */
export const DraftFields = z.object({
  materialType: MaterialType.nullable(),
  grade: Grade.nullable(),
  form: Form.nullable(),
  color: Color.nullable(),
  weight: Weight.nullable(),
  price: Price.nullable(),
  packaging: Packaging.nullable(),
  shippingTerms: Incoterm.nullable(),
  /** The place as written in the e-mail ("Houston, TX"); the form matches it to a location. */
  location: z.string().nullable(),
  notes: z.string().nullable(),
});
export type DraftFields = z.infer<typeof DraftFields>;

export const Draft = z.object({
  id: z.string(),
  type: DraftType,
  subject: z.string(),
  createdAt: z.string(),
  /** Who forwarded the e-mail, as the message says. */
  from: z.string(),
  fields: DraftFields,
  /** Which extractor read it: the Bedrock model in AWS, the sandbox's rules locally. */
  extractor: z.string(),
});
export type Draft = z.infer<typeof Draft>;
export const DraftListItem = Draft.omit({ fields: true, extractor: true });
export type DraftListItem = z.infer<typeof DraftListItem>;

export const DraftListQuery = PageQuery.extend({ type: z.enum(['HAVE', 'NEED']).optional() });
