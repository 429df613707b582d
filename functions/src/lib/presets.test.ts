import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { DynamoDBStreamEvent, EventBridgeEvent } from 'aws-lambda';
import { defineEvent } from './events.js';
import { Metric, REALTIME_CONTEXT, STREAM_CONTEXT } from './metrics.definition.js';
import { captureOutput } from './output.fixture.js';
import {
  STREAM_TIME_MARGIN_MS,
  UnreadableEvent,
  eventHandler,
  on,
  streamHandler,
  websocketHandler,
  type WebSocketEvent,
} from './presets.js';

const context = { awsRequestId: 'req-1' } as never;

describe('the WebSocket preset', () => {
  const handler = websocketHandler(async (event) => {
    if (event.body === 'boom') throw new Error('socket exploded');
    return { statusCode: event.body === 'bad' ? 400 : 200 };
  });
  const frame = (body: string) =>
    ({
      body,
      requestContext: { routeKey: '$default', connectionId: 'conn-1', requestId: 'api-1' },
    }) as unknown as WebSocketEvent;

  it('counts each message by route key and answers a failure with a 500 logged under the connection', async () => {
    const { logs, metrics, other } = await captureOutput(async () => {
      await handler(frame('ok'), context);
      await handler(frame('bad'), context);
      expect(await handler(frame('boom'), context)).toEqual({ statusCode: 500 });
    });
    expect(other).toEqual([]);
    expect(
      metrics.map((m) => [
        m.context,
        m.route,
        m[Metric.requests],
        m[Metric.clientErrors],
        m[Metric.serverErrors],
      ]),
    ).toEqual([
      [REALTIME_CONTEXT, '$default', 1, 0, 0],
      [REALTIME_CONTEXT, '$default', 1, 1, 0],
      [REALTIME_CONTEXT, '$default', 1, 0, 1],
    ]);
    expect(logs.find((line) => line.message === 'websocket handler failed')).toMatchObject({
      function_request_id: 'req-1',
      correlation_id: 'api-1',
      connectionId: 'conn-1',
      route: '$default',
    });
  });
});

describe('the EventBridge consumer preset', () => {
  const Pinged = defineEvent('test.pinged', 1, z.object({ tenantId: z.string(), n: z.number() }));
  const handler = eventHandler(
    'test-consumer',
    on(Pinged, async () => undefined),
  );
  const busEvent = (detailType: string, detail: unknown) =>
    ({ id: 'bus-1', 'detail-type': detailType, source: 'polyloop', detail }) as EventBridgeEvent<
      string,
      unknown
    >;

  it('counts an event it cannot read as rejected, by consumer and detail-type, and throws it for the retries and the dead-letter queue', async () => {
    const { logs, metrics, other } = await captureOutput(async () => {
      await expect(
        handler(busEvent('test.pinged', { tenantId: 't-1', n: 'not a number' }), context),
      ).rejects.toThrow(new UnreadableEvent('test-consumer', 'test.pinged'));
      await expect(handler(busEvent('test.unknown', {}), context)).rejects.toBeInstanceOf(UnreadableEvent);
    });
    expect(other).toEqual([]);
    expect(
      metrics.map((m) => [
        m.context,
        m.route,
        m[Metric.eventsRejected],
        m[Metric.eventsProcessed],
        m[Metric.eventsFailed],
      ]),
    ).toEqual([
      ['test-consumer', 'test.pinged', 1, 0, 0],
      ['test-consumer', 'unknown', 1, 0, 0],
    ]);
    expect(logs.find((line) => line.message === 'event detail does not match its contract')).toMatchObject({
      function_request_id: 'req-1',
      correlation_id: 'bus-1',
      route: 'test.pinged',
    });
  });

  it('refuses a broken envelope even where its data, taken as a raw detail, would pass', async () => {
    const ran: unknown[] = [];
    const Due = defineEvent('test.due', 1, z.object({}));
    const due = eventHandler(
      'test-consumer',
      on(Due, async (data) => void ran.push(data)),
    );
    await captureOutput(async () => {
      for (const broken of [
        { id: 'e-1', version: 0, occurredAt: '2026-01-01T00:00:00Z', data: {} },
        { id: 'x'.repeat(300), version: 1, occurredAt: '2026-01-01T00:00:00Z', data: {} },
        { version: 1, data: {} },
      ])
        await expect(due(busEvent('test.due', broken), context)).rejects.toBeInstanceOf(UnreadableEvent);
    });
    expect(ran).toEqual([]);
  });
});

describe('the stream consumer preset', () => {
  const record = (sequence: string, entity: string, tenantId: string) =>
    ({
      eventID: `e-${sequence}`,
      eventName: 'INSERT',
      dynamodb: {
        SequenceNumber: sequence,
        NewImage: { __entity: { S: entity }, tenantId: { S: tenantId } },
      },
    }) as DynamoDBStreamEvent['Records'][number];
  const handler = streamHandler(async (r) => {
    if (r.dynamodb?.SequenceNumber === '3') throw new Error('projection failed');
  });

  it('counts records by entity, stops at the first failure and logs it with its tenant and entity', async () => {
    const batch = {
      Records: [
        record('1', 'company', 't-1'),
        record('2', 'contact', 't-2'),
        record('3', 'company', 't-3'),
        record('4', 'company', 't-1'),
      ],
    };
    let answer: unknown;
    const { logs, metrics, other } = await captureOutput(async () => {
      answer = await handler(batch, context);
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '3' }] });
    expect(other).toEqual([]);
    expect(
      metrics.map((m) => [m.context, m.route, m[Metric.recordsProcessed], m[Metric.recordsFailed]]),
    ).toEqual([
      [STREAM_CONTEXT, 'company', 1, 1],
      [STREAM_CONTEXT, 'contact', 1, 0],
    ]);
    expect(logs.find((line) => line.message === 'stream record failed')).toMatchObject({
      function_request_id: 'req-1',
      tenantId: 't-3',
      route: 'company',
      recordId: 'e-3',
    });
  });

  it('takes no further record when short of time, and hands the rest back from the first not taken', async () => {
    const taken: string[] = [];
    let left = 60_000;
    // The second record uses up the time: too little is left for a third.
    const timed = streamHandler(async (r) => {
      taken.push(r.dynamodb!.SequenceNumber!);
      if (taken.length === 2) left = STREAM_TIME_MARGIN_MS - 1;
    });
    const shortOfTime = { awsRequestId: 'req-2', getRemainingTimeInMillis: () => left } as never;
    let answer: unknown;
    await captureOutput(async () => {
      answer = await timed(
        {
          Records: [
            record('1', 'auction', 't-1'),
            record('2', 'auction', 't-1'),
            record('3', 'auction', 't-1'),
            record('4', 'auction', 't-1'),
          ],
        },
        shortOfTime,
      );
    });
    expect(taken).toEqual(['1', '2']);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '3' }] });
  });
});
