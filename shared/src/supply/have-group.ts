import * as z from 'zod';
import { RecordId as Id, AuditDates } from '../primitives.js';
import { PageQuery } from '../contract/define.js';
import { HaveListItem } from './listing.js';

/** Groups of haves (part 1 §2–§3: a have's `groupId` and its group tab): haves sold together, such as one lot's bales. */
export const GROUP_RULES = { maxHaves: 50, maxName: 60 } as const;
export const GROUP_MESSAGES = {
  name: 'Group name is required',
  nameLength: `Group name must be at most ${GROUP_RULES.maxName} characters`,
  full: `A group holds at most ${GROUP_RULES.maxHaves} haves.`,
  missing: 'Choose a group from the list.',
} as const;

const Name = z
  .string({ error: GROUP_MESSAGES.name })
  .trim()
  .min(1, GROUP_MESSAGES.name)
  .max(GROUP_RULES.maxName, GROUP_MESSAGES.nameLength);

/** A new group, with the have it is made from (which leaves its current group). */
export const HaveGroupInput = z.object({
  name: Name,
  haveId: Id.optional().describe('A have to put in the new group'),
});
export type HaveGroupInput = z.infer<typeof HaveGroupInput>;

export const HaveGroupRename = z.object({ name: Name });
export type HaveGroupRename = z.infer<typeof HaveGroupRename>;

/** Which group a have is in: a group's id to join (leaving the one it is in), or null to leave. */
export const HaveGroupChoice = z.object({ groupId: Id.nullable() });
export type HaveGroupChoice = z.infer<typeof HaveGroupChoice>;

export const HaveGroup = z.object({
  id: z.string(),
  name: z.string(),
  haveCount: z.number().int(),
  ...AuditDates,
});
export type HaveGroup = z.infer<typeof HaveGroup>;

/** A group with its haves, in the order they joined. */
export const HaveGroupDetail = HaveGroup.extend({ haves: z.array(HaveListItem) });
export type HaveGroupDetail = z.infer<typeof HaveGroupDetail>;

/** The group picker: newest first, total in x-total-count. */
export const HaveGroupListQuery = PageQuery;
export type HaveGroupListQuery = z.infer<typeof HaveGroupListQuery>;
