import type { DynamoDBRecord } from 'aws-lambda';
import { changeOf, type Image } from '../data/changes.js';
import { publish } from '../lib/events.js';
import { streamHandler } from '../lib/presets.js';
import * as Counters from '../domain/counter/counter.service.js';
import { volumeMoves } from '../domain/order/order.rollups.js';
import { eventsOf } from './domain-events.js';
import { recordHistory } from './history.js';
import { projectSearch } from './search.js';

/** Which counter an item counts toward: its company's active or archived total of its kind. */
export function counterOf(item: Image | undefined): { tenantId: string; name: string } | undefined {
  const entity = item?.__entity;
  const tenantId = item?.tenantId;
  if (typeof entity !== 'string' || typeof tenantId !== 'string' || !Counters.countedEntities.has(entity))
    return undefined;
  return { tenantId, name: item?.archived === true ? `${entity}:archived` : entity };
}

/**
 * What every committed write sets in motion, so no write path can forget it: the history feed,
 * the domain events, per-tenant counters, the order volume rollups and the search index. A counter moves whenever an item enters or leaves
 * what it counts: created, deleted, archived, restored, or (a user at onboarding) joining a
 * company. Each step is idempotent, so a record retried after a failure changes nothing twice.
 */
export async function project(record: DynamoDBRecord): Promise<void> {
  const change = changeOf(record);
  await recordHistory(change);
  await publish(...(await eventsOf(change)));
  const from = counterOf(change.before);
  const to = counterOf(change.after);
  const moved = from?.tenantId !== to?.tenantId || from?.name !== to?.name;
  await Counters.move(change.id, [
    ...(moved && from ? [{ ...from, delta: -1 }] : []),
    ...(moved && to ? [{ ...to, delta: 1 }] : []),
    ...volumeMoves(change.before, change.after),
  ]);
  await projectSearch(change);
}

export const handler = streamHandler(project);
