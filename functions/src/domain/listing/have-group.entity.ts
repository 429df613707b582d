import * as z from 'zod';
import { GROUP_RULES } from '@polyloop/shared/supply/have-group';
import { defineEntity } from '../../data/entity.js';
import { AuditFields } from '../history/index.js';

/**
 * A group of haves (sold together). It lists its haves' ids itself (at most 50), and each have
 * names its group: both sides change in one transaction, conditioned on what was read.
 */
export const HaveGroupItem = defineEntity({
  name: 'have-group',
  schema: z.object({
    tenantId: z.string(),
    /** Time-ordered (newId): the picker lists the newest first. */
    id: z.string(),
    name: z.string(),
    haveIds: z.array(z.string()).max(GROUP_RULES.maxHaves).default([]),
    /** Every write adds one and is conditioned on the value read, so two joins can never both take the 50th place. */
    version: z.number().int().default(0),
    createdDate: z.string(),
    updatedDate: z.string(),
    ...AuditFields,
  }),
  indexes: {
    // HaveGroupItem.get: one group; pageOfGroups: a tenant's groups, newest first
    byId: { pk: ['tenantId'], sk: ['id'] },
  },
});
export type HaveGroupItem = z.infer<typeof HaveGroupItem.schema>;

/** One page of a tenant's groups, newest first: one Query. */
export const pageOfGroups = (tenantId: string, limit: number, cursor: string | null) =>
  HaveGroupItem.query('byId', { tenantId }, { order: 'desc', limit, cursor });
