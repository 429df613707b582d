import { userChannel } from '@polyloop/shared/realtime';
import type { DraftPushed } from '@polyloop/shared/supply/draft';
import { occurrence, publish } from '../../lib/events.js';
import { RealtimePublished } from '../push/index.js';
import { listUsersOfTenant } from '../user/index.js';

/**
 * Tells every active user of the company that a draft arrived or left, on their own channel (the
 * panel and the badge update live). Each push's id is made from the draft and the change, so a
 * retried delivery or a redelivered event pushes nothing twice.
 */
export async function announce(tenantId: string, pushed: DraftPushed): Promise<void> {
  const users = (await listUsersOfTenant(tenantId)).filter((u) => !u.archived);
  const pushes = users.map((u) =>
    occurrence(
      RealtimePublished,
      { channel: userChannel(u.userId), event: 'draft', payload: pushed },
      { id: `${tenantId}:${pushed.id}:${pushed.change}:${u.userId}` },
    ),
  );
  if (pushes.length) await publish(...pushes);
}
