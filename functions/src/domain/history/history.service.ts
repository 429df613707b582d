import type * as z from 'zod';
import type { HistoryPage } from '@polyloop/shared/crm/activity';
import type { Member } from '../../lib/actor.js';
import { pageHistoryOfRecord } from './history.entity.js';

/** A record's feed, latest first; the cursor from one page asks for the next ("load more"). */
export async function feed(
  actor: Member,
  rootId: string,
  cursor: string | undefined,
  size: number,
): Promise<z.infer<typeof HistoryPage>> {
  const { tenantId } = actor;
  const page = await pageHistoryOfRecord(tenantId, rootId, { limit: size, cursor });
  return {
    entries: page.items.map((h) => ({
      id: h.historyId,
      recordType: h.recordType,
      recordId: h.recordId,
      subject: h.subject,
      action: h.action,
      changes: h.changes.map((c) => ({ field: c.field, oldValue: c.oldValue, newValue: c.newValue })),
      actorId: h.actorId,
      actorName: h.actorName,
      at: h.at,
    })),
    cursor: page.cursor,
  };
}
