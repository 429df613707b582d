import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context, DynamoDBStreamEvent, EventBridgeEvent } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from './observability.js';
import { openEnvelope, type EventContract } from './events.js';
import { once } from './idempotency.js';

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

/** WebSocket preset: failures are logged and answered with a status, never thrown at API Gateway. */
export function websocketHandler(run: (event: WebSocketEvent, context: Context) => Promise<APIGatewayProxyResultV2>) {
  return middy<WebSocketEvent, APIGatewayProxyResultV2>(run)
    .use(injectLambdaContext(logger, { resetKeys: true }))
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
  run: (data: never, context: { id: string; occurredAt: string; event: EventBridgeEvent<string, unknown> }) => Promise<void>;
}

/** Declares the handling of one event by a consumer (see `eventHandler`). */
export function on<E extends EventContract>(event: E, run: (data: z.output<E['data']>, context: { id: string; occurredAt: string; event: EventBridgeEvent<string, unknown> }) => Promise<void>): Handling {
  return { event, run: run as Handling['run'] };
}

/**
 * EventBridge consumer preset. The event is matched to its handling by detail-type, its detail
 * opened and parsed with the contract, and the handling runs once per event id for this
 * consumer (lib/idempotency.ts), so a redelivered or republished event changes nothing twice.
 * A detail that doesn't match its contract is logged and dropped (retrying cannot fix it);
 * other failures throw so the rule's retry policy and dead-letter queue apply.
 */
export function eventHandler(consumer: string, ...handlings: Handling[]) {
  const byName = new Map(handlings.map((h) => [h.event.name, h]));
  return middy<EventBridgeEvent<string, unknown>, void>(async (event: EventBridgeEvent<string, unknown>) => {
    const handling = byName.get(event['detail-type']);
    if (!handling) {
      logger.error('no handling for this event', { consumer, detailType: event['detail-type'] });
      return;
    }
    const opened = openEnvelope(handling.event, event.detail, event.id);
    if ('issues' in opened) {
      logger.error('event detail does not match its contract', { consumer, detailType: event['detail-type'], issues: opened.issues });
      return;
    }
    const { id, occurredAt } = opened.envelope;
    logger.appendKeys({ eventId: id, detailType: event['detail-type'] });
    const ran = await once(consumer, id, () => handling.run(opened.data as never, { id, occurredAt, event }));
    if (!ran) logger.info('event already handled', { consumer, eventId: id });
  }).use(injectLambdaContext(logger, { resetKeys: true }));
}

/** Stream consumer preset: reports failed records so only they are retried (bisect on error). */
export function streamHandler(run: (record: DynamoDBStreamEvent['Records'][number]) => Promise<void>) {
  return middy<DynamoDBStreamEvent, { batchItemFailures: { itemIdentifier: string }[] }>(async (event: DynamoDBStreamEvent) => {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      try {
        await run(record);
      } catch (error) {
        logger.error('stream record failed', { error: error as Error, sequence: record.dynamodb?.SequenceNumber });
        failures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
        break; // later records of the shard must wait for this one
      }
    }
    return { batchItemFailures: failures };
  }).use(injectLambdaContext(logger, { resetKeys: true }));
}
