import * as z from 'zod';
import { defineRoutes, FileBinary, PathParams as P } from '../define.js';
import { creation } from '../kinds.js';

/**
 * Journal batches (issue 27 part 7, for books kept elsewhere): the journal entries posted in a
 * month, claimed once by the batch that exports them, downloadable again (the same file every
 * time) as CSV or QuickBooks IIF. A second batch of the same month holds only what was posted
 * since: an entry is never exported twice.
 */
export const JournalBatchMonth = z
  .string({ error: 'Month is required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as yyyy-mm');

export const JournalBatchInput = z.object({ month: JournalBatchMonth });
export type JournalBatchInput = z.infer<typeof JournalBatchInput>;

export const JournalBatch = z.object({
  id: z.string(),
  /** The period (yyyy-mm) whose entries it holds. */
  month: z.string(),
  entryCount: z.number().int(),
  /** Its entries' debits, which equal their credits. */
  debitCents: z.number().int(),
  createdDate: z.string(),
  createdBy: z.string(),
});
export type JournalBatch = z.infer<typeof JournalBatch>;

export const JournalBatchFormat = z.enum(['csv', 'iif'], { error: 'Choose CSV or IIF' });
export const JournalBatchDownloadQuery = z.object({ format: JournalBatchFormat.default('csv') });

export const JOURNAL_BATCH_MESSAGES = {
  nothingToExport: 'Every journal entry of that month is already in a batch.',
} as const;

export const JournalBatchRoutes = defineRoutes(
  'finance',
  { tags: ['Finance'] },
  {
    listJournalBatches: {
      method: 'GET',
      path: '/api/finance/batches',
      summary: 'The journal batches exported so far, newest first.',
      permission: 'FINANCE_READ',
      response: z.array(JournalBatch),
    },
    createJournalBatch: creation(JournalBatch, {
      path: '/api/finance/batches',
      summary:
        'Exports the month’s journal entries not yet in a batch as a new batch (409 when there are none): each entry is claimed by one batch only.',
      permission: 'FINANCE_WRITE',
      body: JournalBatchInput,
    }),
    downloadJournalBatch: {
      method: 'GET',
      path: '/api/finance/batches/{id}/download',
      summary: 'A batch’s entries as CSV or QuickBooks IIF; the same file on every download.',
      permission: 'FINANCE_READ',
      params: P.id,
      query: JournalBatchDownloadQuery,
      response: FileBinary,
      contentType: 'application/octet-stream',
    },
  },
);
