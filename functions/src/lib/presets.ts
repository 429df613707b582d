import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type {
  APIGatewayProxyResultV2,
  APIGatewayProxyWebsocketEventV2,
  Context,
  DynamoDBStreamEvent,
  EventBridgeEvent,
} from 'aws-lambda';
import type { z } from 'zod';
import { InvocationMetrics, logger, observeAnswers } from './observability.js';
import { openEnvelope, type EventContract } from './events.js';
import { once } from './idempotency.js';
import { Metric, REALTIME_CONTEXT, STREAM_CONTEXT, type MetricName } from './metrics.definition.js';

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

/**
 * WebSocket preset: failures are logged and answered with a status, never thrown at API Gateway.
 * Requests are counted like HTTP ones, in the `realtime` context by route key ($connect…); log
 * lines carry the route, the connection and API Gateway's request id.
 */
export function websocketHandler(
  run: (event: WebSocketEvent, context: Context) => Promise<APIGatewayProxyResultV2>,
) {
  return middy<WebSocketEvent, APIGatewayProxyResultV2>(run)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(
      observeAnswers<WebSocketEvent, APIGatewayProxyResultV2>(({ requestContext }) => ({
        context: REALTIME_CONTEXT,
        route: requestContext?.routeKey ?? 'unknown',
        keys: { correlation_id: requestContext?.requestId, connectionId: requestContext?.connectionId },
      })),
    )
    .use({
      onError: async (request) => {
        logger.error('websocket handler failed', { error: request.error ?? undefined });
        request.response = { statusCode: 500 };
      },
    });
}

/** How a consumer handles one event contract. */
export interface Handling {
  event: EventContract;
  run: (
    data: never,
    context: { id: string; occurredAt: string; event: EventBridgeEvent<string, unknown> },
  ) => Promise<void>;
}

/** Declares the handling of one event by a consumer (see `eventHandler`). */
export function on<E extends EventContract>(
  event: E,
  run: (
    data: z.output<E['data']>,
    context: { id: string; occurredAt: string; event: EventBridgeEvent<string, unknown> },
  ) => Promise<void>,
): Handling {
  return { event, run: run as Handling['run'] };
}

type Outcome = 'processed' | 'duplicate' | 'rejected' | 'failed';
const outcomeMetrics: Record<Outcome, MetricName> = {
  processed: Metric.eventsProcessed,
  duplicate: Metric.eventsDuplicate,
  rejected: Metric.eventsRejected,
  failed: Metric.eventsFailed,
};

/** The tenant an event's data names, for the log lines of its handling. */
const tenantOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'tenantId' in data && typeof data.tenantId === 'string'
    ? data.tenantId
    : undefined;

/** An event a consumer cannot read (see `eventHandler`): thrown so it is retried and dead-lettered. */
export class UnreadableEvent extends Error {
  constructor(consumer: string, detailType: string) {
    super(`${consumer} cannot read this ${detailType} event`);
    this.name = 'UnreadableEvent';
  }
}

/**
 * EventBridge consumer preset. The event is matched to its handling by detail-type, its detail
 * opened and parsed with the contract, and the handling runs once per event id for this
 * consumer (lib/idempotency.ts), so a redelivered or republished event changes nothing twice.
 * A detail that doesn't match its contract, or a detail-type no handling knows, is logged,
 * counted as rejected and thrown as an `UnreadableEvent`, like any other failure: the retries
 * then run and the event lands in the dead-letter queue, where an operator reads it and, once a
 * consumer that reads it is deployed (a producer deployed ahead of its consumers), redrives it.
 * Nothing is ever dropped unseen. Each attempt counts once as processed, duplicate, rejected or
 * failed, in the consumer's context by detail-type.
 */
export function eventHandler(consumer: string, ...handlings: Handling[]) {
  const byName = new Map(handlings.map((h) => [h.event.name, h]));
  const handle = async (event: EventBridgeEvent<string, unknown>): Promise<Exclude<Outcome, 'failed'>> => {
    const handling = byName.get(event['detail-type']);
    if (!handling) {
      logger.error('no handling for this event', { consumer, detailType: event['detail-type'] });
      return 'rejected';
    }
    const opened = openEnvelope(handling.event, event.detail, event.id);
    if ('issues' in opened) {
      logger.error('event detail does not match its contract', {
        consumer,
        detailType: event['detail-type'],
        issues: opened.issues,
      });
      return 'rejected';
    }
    const { id, occurredAt } = opened.envelope;
    logger.appendKeys({ eventId: id, tenantId: tenantOf(opened.data) });
    const ran = await once(consumer, id, () => handling.run(opened.data as never, { id, occurredAt, event }));
    if (!ran) logger.info('event already handled', { consumer, eventId: id });
    return ran ? 'processed' : 'duplicate';
  };
  return middy<EventBridgeEvent<string, unknown>, void>(async (event: EventBridgeEvent<string, unknown>) => {
    // Detail-types come from the rules' patterns; one no handling knows is named by neither.
    const route = byName.has(event['detail-type']) ? event['detail-type'] : 'unknown';
    logger.appendKeys({
      context: consumer,
      route,
      detailType: event['detail-type'],
      correlation_id: event.id,
    });
    const metrics = new InvocationMetrics(consumer).route(route);
    let outcome: Outcome = 'failed';
    try {
      outcome = await handle(event);
      if (outcome === 'rejected') throw new UnreadableEvent(consumer, event['detail-type']);
    } catch (error) {
      if (error instanceof UnreadableEvent) throw error;
      logger.error('event handling failed', { consumer, error: error as Error });
      throw error;
    } finally {
      for (const [name, metric] of Object.entries(outcomeMetrics))
        metrics.count(metric, name === outcome ? 1 : 0);
      metrics.publish();
    }
  }).use(injectLambdaContext(logger, { resetKeys: true }));
}

export type StreamRecord = DynamoDBStreamEvent['Records'][number];

/** The entity a record is an item of (the entity layer writes `__entity`) and its tenant, read from the raw image. */
function describeRecord(record: StreamRecord): { entity: string; tenantId?: string } {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  return { entity: image?.__entity?.S ?? 'unknown', tenantId: image?.tenantId?.S };
}

/** Time a batch keeps in hand: with less left, it takes no further record (see `streamHandler`). */
export const STREAM_TIME_MARGIN_MS = 10_000;

/**
 * Stream consumer preset: reports failed records so only they are retried (bisect on error).
 * A batch that runs short of time takes no further record and hands the rest back the same way,
 * so a busy table's batch is never cut off by the timeout (whose retry would do its work again).
 * Log lines name the record (`route` is its entity) and its tenant; records processed and failed
 * are counted in the `stream` context by entity, one metrics line per entity of the batch;
 * `batchDone` then publishes what the consumer counted itself.
 */
export function streamHandler(run: (record: StreamRecord) => Promise<void>, batchDone?: () => void) {
  return middy<DynamoDBStreamEvent, { batchItemFailures: { itemIdentifier: string }[] }>(
    async (event: DynamoDBStreamEvent, context: Context) => {
      const failures: { itemIdentifier: string }[] = [];
      const counts = new Map<string, { processed: number; failed: number }>();
      logger.appendKeys({ context: STREAM_CONTEXT });
      for (const [n, record] of event.Records.entries()) {
        if (
          n > 0 &&
          typeof context?.getRemainingTimeInMillis === 'function' &&
          context.getRemainingTimeInMillis() < STREAM_TIME_MARGIN_MS
        ) {
          logger.warn('stream batch out of time: the rest is handed back', {
            records: event.Records.length - n,
          });
          failures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
          break;
        }
        const { entity, tenantId } = describeRecord(record);
        const count = counts.get(entity) ?? { processed: 0, failed: 0 };
        counts.set(entity, count);
        logger.appendKeys({ route: entity, tenantId, recordId: record.eventID });
        try {
          await run(record);
          count.processed++;
        } catch (error) {
          count.failed++;
          logger.error('stream record failed', {
            error: error as Error,
            sequence: record.dynamodb?.SequenceNumber,
          });
          failures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
          break; // later records of the shard must wait for this one
        }
      }
      for (const [entity, { processed, failed }] of counts) {
        new InvocationMetrics(STREAM_CONTEXT)
          .route(entity)
          .count(Metric.recordsProcessed, processed)
          .count(Metric.recordsFailed, failed)
          .publish();
      }
      batchDone?.();
      return { batchItemFailures: failures };
    },
  ).use(injectLambdaContext(logger, { resetKeys: true }));
}
