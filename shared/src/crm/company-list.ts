import * as z from 'zod';
import { MaterialType, Service } from '../enums.js';
import { choices, manyOf } from '../bounds.js';
import { RecordId } from '../primitives.js';
import { NearQuery, nearIsWhole, NEAR_MESSAGE } from '../near.js';
import { PageQuery } from '../contract/define.js';

/** A query parameter that may be repeated, each value bounded, at most `max` of them. */
const repeated = <T extends z.ZodType>(value: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    z.array(value).max(max).optional(),
  );

const IsoDate = z.iso.date({ message: 'Enter a date as yyyy-mm-dd' });
const Count = z.coerce.number().int('Enter a whole number').min(0).max(100_000);
/** Whether a company must carry any (the default) or all of the values chosen. */
export const MatchMode = z.enum(['any', 'all']);
export type MatchMode = z.infer<typeof MatchMode>;

export const COMPANY_LIST_MESSAGES = {
  createdRange: 'The first created date must be on or before the last',
  touchedRange: 'The first touchpoint date must be on or before the last',
  contactsRange: 'The fewest contacts must be at most the most',
} as const;

/**
 * The CRM's company list (spec part 1 §3, list filter kinds): words of the name; single and multi
 * choices (material types and tags, any or all of them; services; a representative; archived);
 * ranges (created, last touchpoint, number of contacts); a location (within `radius` miles of a
 * point, measured to the headquarters); specified (has a place on the map or not); and companies
 * by id (the company kind: the ones picked).
 */
export const CompanyListQuery = PageQuery.extend({
  sort: z
    .string()
    .regex(/^(name|createdDate|updatedDate),(asc|desc)$/, 'Sort as field,asc|desc')
    .default('name,asc'),
  q: z.string().trim().max(60).optional(),
  archived: z.enum(['true', 'false']).default('false'),
  materialType: z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    choices(MaterialType).optional(),
  ),
  materialMatch: MatchMode.default('any'),
  /** Tag ids (Administration → Tags). */
  tag: repeated(RecordId, 20),
  tagMatch: MatchMode.default('any'),
  services: manyOf(Service),
  representative: z.string().max(64).optional(),
  companyId: repeated(RecordId, 50),
  createdFrom: IsoDate.optional(),
  createdTo: IsoDate.optional(),
  touchedFrom: IsoDate.optional(),
  touchedTo: IsoDate.optional(),
  contactsMin: Count.optional(),
  contactsMax: Count.optional(),
  /** Only companies whose headquarters has a place on the map (`true`), or only those without. */
  located: z.enum(['true', 'false']).optional(),
  ...NearQuery,
}).superRefine((q, ctx) => {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!nearIsWhole(q)) refuse('radius', NEAR_MESSAGE);
  if (q.createdFrom && q.createdTo && q.createdFrom > q.createdTo)
    refuse('createdTo', COMPANY_LIST_MESSAGES.createdRange);
  if (q.touchedFrom && q.touchedTo && q.touchedFrom > q.touchedTo)
    refuse('touchedTo', COMPANY_LIST_MESSAGES.touchedRange);
  if (q.contactsMin !== undefined && q.contactsMax !== undefined && q.contactsMin > q.contactsMax)
    refuse('contactsMax', COMPANY_LIST_MESSAGES.contactsRange);
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;
