import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { streamHandler } from '../lib/presets.js';
import * as Counters from '../domain/counter/counter.service.js';
import { recordHistory } from './history.js';

type Image = Record<string, unknown>;
const image = (raw: Record<string, unknown> | undefined): Image | undefined =>
  raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;

/** Which counter an item counts toward: its company's active or archived total of its kind. */
export function counterOf(item: Image | undefined): { tenantId: string; name: string } | undefined {
  const entity = item?.__entity;
  const tenantId = item?.tenantId;
  if (typeof entity !== 'string' || typeof tenantId !== 'string' || !Counters.countedEntities.has(entity)) return undefined;
  return { tenantId, name: item?.archived === true ? `${entity}:archived` : entity };
}

/**
 * Projections derived from every write, so no write path can forget them: the history feed,
 * and per-tenant counters. A counter moves whenever an item enters or leaves what it counts:
 * created, deleted, archived, restored, or (a user at onboarding) joining a company.
 */
export async function project(record: Parameters<Parameters<typeof streamHandler>[0]>[0]): Promise<void> {
  const before = image(record.dynamodb?.OldImage as Record<string, unknown> | undefined);
  const after = image(record.dynamodb?.NewImage as Record<string, unknown> | undefined);
  await recordHistory({ eventId: record.eventID ?? record.dynamodb?.SequenceNumber ?? '', eventName: record.eventName ?? 'MODIFY', approximateTime: record.dynamodb?.ApproximateCreationDateTime, before, after });
  const from = counterOf(before);
  const to = counterOf(after);
  if (from?.tenantId === to?.tenantId && from?.name === to?.name) return;
  if (from) await Counters.add(from.tenantId, from.name, -1);
  if (to) await Counters.add(to.tenantId, to.name, 1);
}

export const handler = streamHandler(project);
