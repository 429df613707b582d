import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';

/**
 * A journal batch: the export of a month's journal entries for books kept elsewhere. What it holds
 * is its claims (below), so it keeps no list of entries; its counts are written once its claims
 * are done.
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

/**
 * An entry's place in a batch: created once per journal entry, under the condition that none
 * exists, so no entry is ever in two batches. Keyed by the entry's month (an entry's posting date
 * never changes), so a month's claims are one query; journal entries themselves are never changed.
 */
export const JournalExportClaimEntity = defineEntity({
  name: 'journal-export-claim',
  schema: z.object({
    tenantId: z.string(),
    month: z.string(),
    entryId: z.string(),
    batchId: z.string(),
    createdDate: z.string(),
  }),
  indexes: {
    // listClaimsOfMonth: which of a month's entries are exported, and by which batch
    byMonth: { pk: ['tenantId', 'month'], sk: ['entryId'] },
  },
});
export type JournalExportClaimRecord = z.infer<typeof JournalExportClaimEntity.schema>;

/** A month's claims: every entry of the month already in a batch. */
export const listClaimsOfMonth = (tenantId: string, month: string) =>
  JournalExportClaimEntity.queryAll('byMonth', { tenantId, month });
