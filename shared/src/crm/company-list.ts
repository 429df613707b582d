import * as z from 'zod';
import { MaterialType, Service } from '../enums.js';
import { manyOf } from '../bounds.js';
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

/** The ranges of the list, each refused when it ends before it starts, with what the message calls it. */
const RANGES = [
  ['createdFrom', 'createdTo', 'created'],
  ['lastTouchpointFrom', 'lastTouchpointTo', 'last touchpoint'],
  ['contactsMin', 'contactsMax', 'contacts'],
] as const;
export const rangeMessage = (label: string) => `The ${label} range ends before it starts`;

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
  materialType: manyOf(MaterialType),
  materialMatch: MatchMode.default('any'),
  /** Tag ids (Administration → Tags). */
  tag: repeated(RecordId, 20),
  tagMatch: MatchMode.default('any'),
  services: manyOf(Service),
  representative: z.string().max(64).optional(),
  companyId: repeated(RecordId, 50),
  createdFrom: IsoDate.optional(),
  createdTo: IsoDate.optional(),
  /** Days of the latest touchpoint; a company never touched is outside any range. */
  lastTouchpointFrom: IsoDate.optional(),
  lastTouchpointTo: IsoDate.optional(),
  contactsMin: Count.optional(),
  contactsMax: Count.optional(),
  /** Only companies whose headquarters has a place on the map (`true`), or only those without. */
  located: z.enum(['true', 'false']).optional(),
  ...NearQuery,
}).superRefine((q, ctx) => {
  if (!nearIsWhole(q)) ctx.addIssue({ code: 'custom', path: ['radius'], message: NEAR_MESSAGE });
  for (const [from, to, label] of RANGES) {
    const [low, high] = [q[from], q[to]];
    if (low !== undefined && high !== undefined && low > high)
      ctx.addIssue({ code: 'custom', path: [to], message: rangeMessage(label) });
  }
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;
