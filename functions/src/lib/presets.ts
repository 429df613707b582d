import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context, DynamoDBStreamEvent, EventBridgeEvent } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from './observability.js';

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

/**
 * EventBridge consumer preset: the detail is parsed with the event's contract first. A detail
 * that doesn't match is logged and dropped (retrying cannot fix it); other failures throw so
 * the rule's retry policy and dead-letter queue apply.
 */
export function eventHandler<T extends z.ZodType>(detail: T, run: (detail: z.infer<T>, event: EventBridgeEvent<string, unknown>) => Promise<void>) {
  return middy<EventBridgeEvent<string, unknown>, void>(async (event: EventBridgeEvent<string, unknown>) => {
    const parsed = detail.safeParse(event.detail);
    if (!parsed.success) {
      logger.error('event detail does not match its contract', { detailType: event['detail-type'], issues: parsed.error.issues });
      return;
    }
    await run(parsed.data, event);
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
