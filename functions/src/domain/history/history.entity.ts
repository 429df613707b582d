import * as z from 'zod';
import { HistoryAction } from '@polyloop/shared/crm/activity';
import { defineEntity } from '../../data/entity.js';

/**
 * One entry of a record's history feed, written from the table stream. `rootId` is the record whose
 * feed shows it: a company for its contacts, locations, materials, files and touchpoints; a
 * material for itself. `historyId` comes from the stream record, so a retried record writes nothing twice.
 */
export const HistoryItem = defineEntity({
  name: 'history',
  schema: z.object({
    tenantId: z.string(),
    rootId: z.string(),
    at: z.string(),
    historyId: z.string(),
    recordType: z.string(),
    recordId: z.string(),
    subject: z.string(),
    action: HistoryAction,
    changes: z.array(z.object({ field: z.string(), oldValue: z.unknown(), newValue: z.unknown() })),
    actorId: z.string().nullable(),
    actorName: z.string(),
  }),
  indexes: {
    // pageHistoryOfRecord: a company's or material's feed (read latest first, cursor for "load more")
    byRoot: { pk: ['tenantId', 'rootId'], sk: ['at', 'historyId'] },
  },
});
export type HistoryItem = z.infer<typeof HistoryItem.schema>;

/** One page of a record's feed, latest first; the cursor asks for the next ("load more"). */
export const pageHistoryOfRecord = (
  tenantId: string,
  rootId: string,
  page: { cursor?: string | null; limit: number },
) => HistoryItem.query('byRoot', { tenantId, rootId }, { order: 'desc', ...page });
