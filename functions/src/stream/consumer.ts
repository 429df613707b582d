import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { streamHandler } from '../lib/presets.js';
import * as Counters from '../domain/counter/counter.service.js';

type Image = Record<string, unknown>;
const image = (raw: Record<string, unknown> | undefined): Image | undefined =>
  raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;

/**
 * Projections derived from every write, so no write path can forget them: per-tenant counters
 * now; the history feed joins here.
 */
export async function project(record: Parameters<Parameters<typeof streamHandler>[0]>[0]): Promise<void> {
  const before = image(record.dynamodb?.OldImage as Record<string, unknown> | undefined);
  const after = image(record.dynamodb?.NewImage as Record<string, unknown> | undefined);
  const item = after ?? before;
  const entity = item?.__entity;
  const tenantId = item?.tenantId;
  if (typeof entity !== 'string' || typeof tenantId !== 'string' || !Counters.countedEntities.has(entity)) return;
  if (record.eventName === 'INSERT') await Counters.add(tenantId, entity, 1);
  if (record.eventName === 'REMOVE') await Counters.add(tenantId, entity, -1);
}

export const handler = streamHandler(project);
