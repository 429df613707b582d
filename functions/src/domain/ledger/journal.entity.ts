import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { balanced, JournalKind, LedgerAccount } from '@polyloop/shared/finance/accounts';
import { defineEntity } from '../../data/entity.js';

const Line = z.object({
  account: LedgerAccount,
  debitCents: z.number().int().min(0),
  creditCents: z.number().int().min(0),
  companyId: z.string().optional(),
  companyName: z.string().optional(),
  materialType: MaterialType.optional(),
});
export type StoredJournalLine = z.infer<typeof Line>;

/**
 * A journal entry: written once, in the same transaction as the record it is posted from, and
 * never changed (a correction is a reversing entry). The schema refuses an entry whose debits and
 * credits differ, so an unbalanced entry cannot reach the table by any path.
 */
export const JournalEntryEntity = defineEntity({
  name: 'journal-entry',
  schema: z
    .object({
      tenantId: z.string(),
      id: z.string(),
      postingDate: z.string(),
      kind: JournalKind,
      sourceKind: z.string(),
      sourceId: z.string(),
      sourceLabel: z.string(),
      description: z.string(),
      lines: z.array(Line),
      createdDate: z.string(),
      createdBy: z.string(),
    })
    .refine((e) => balanced(e.lines), {
      message: 'A journal entry’s debits must equal its credits',
      path: ['lines'],
    }),
  indexes: {
    // JournalEntryEntity.get: one entry by id
    byId: { pk: ['tenantId'], sk: ['id'] },
    // pageJournal: newest posting first, or a period
    byPosting: { index: 'gsi1', pk: ['tenantId'], sk: ['postingDate', 'id'] },
  },
});
export type JournalEntryRecord = z.infer<typeof JournalEntryEntity.schema>;

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Entries posted in a period (yyyy-mm-dd bounds, inclusive), newest first. */
export const pageJournal = (
  tenantId: string,
  period: { from?: string; to?: string },
  limit: number,
  cursor: string | null,
) =>
  JournalEntryEntity.query(
    'byPosting',
    { tenantId },
    {
      order: 'desc',
      limit,
      cursor,
      ...(period.from || period.to
        ? {
            range: {
              between: [
                { postingDate: period.from ?? '0000-01-01' },
                { postingDate: dayAfter(period.to ?? '9998-12-31') },
              ],
            },
          }
        : {}),
    },
  );

export const countJournal = (tenantId: string) => JournalEntryEntity.count('byPosting', { tenantId });

/** Every entry posted in a period (yyyy-mm-dd, inclusive), oldest first: exports and journal batches. */
export const listJournalOfPeriod = async (tenantId: string, from: string, to: string) =>
  (
    await JournalEntryEntity.queryAll(
      'byPosting',
      { tenantId },
      { range: { between: [{ postingDate: from }, { postingDate: dayAfter(to) }] } },
    )
  ).filter((e) => e.postingDate >= from && e.postingDate <= to);
