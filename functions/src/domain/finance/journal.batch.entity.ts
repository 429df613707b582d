import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * A journal batch: the export of a month's journal entries for books kept elsewhere. The entries
 * it holds carry its id (`exportedBatchId`), so it keeps no list of them; its counts are written
 * once its claims are done.
 */
export const JournalBatchEntity = defineEntity({
  name: 'journal-batch',
  schema: z.object({
    tenantId: z.string(),
    id: z.string(),
    month: z.string(),
    entryCount: z.number().int().default(0),
    debitCents: z.number().int().default(0),
    createdDate: z.string(),
    createdBy: z.string(),
  }),
  indexes: {
    // JournalBatchEntity.get: one batch by id; listJournalBatches: a tenant's (a dozen a year)
    byId: { pk: ['tenantId'], sk: ['id'] },
  },
});
export type JournalBatchRecord = z.infer<typeof JournalBatchEntity.schema>;

/** A tenant's batches, oldest first (ids start with their creation time). */
export const listJournalBatches = (tenantId: string) => JournalBatchEntity.queryAll('byId', { tenantId });
