import { describe, expect, it, vi } from 'vitest';
import { rules } from '@polyloop/events/rules';
import { consumerFunctions } from '../../../definitions/functions.js';
import { silentLog } from '../log.js';
import { createEventBus, handlePutEvents, targetsFor, toEvent, type EventBridgeEvent } from './events.js';

const entry = (detailType: string, detail: unknown = { id: 1 }) => ({
  Source: 'polyloop',
  DetailType: detailType,
  Detail: JSON.stringify(detail),
});

describe('rule dispatch', () => {
  it('routes each event to the consumers whose rule matches, from the shared rule list', () => {
    expect(targetsFor({ source: 'polyloop', 'detail-type': 'realtime.published' })).toEqual([
      'realtime-fanout',
    ]);
    expect(targetsFor({ source: 'polyloop', 'detail-type': 'email.requested' })).toEqual(['email-sender']);
    expect(targetsFor({ source: 'someone-else', 'detail-type': 'email.requested' })).toEqual([]);
    expect(targetsFor({ source: 'polyloop', 'detail-type': 'nothing.listens' })).toEqual([]);
  });

  it('has a consumer function for every rule target', () => {
    for (const rule of rules) expect(consumerFunctions[rule.target]?.entry).toMatch(/\.ts$/);
  });
});

describe('PutEvents entries', () => {
  it('become EventBridge events with the parsed detail', () => {
    const result = toEvent(
      { ...entry('email.requested', { to: 'a@b.c' }), Resources: ['arn:x'] },
      new Date('2030-01-01T10:00:00.123Z'),
    );
    expect(result).toMatchObject({
      event: {
        version: '0',
        source: 'polyloop',
        'detail-type': 'email.requested',
        account: '000000000000',
        region: 'us-east-1',
        time: '2030-01-01T10:00:00Z',
        resources: ['arn:x'],
        detail: { to: 'a@b.c' },
      },
    });
  });

  it('fail one by one, like AWS, when the detail is not a JSON object or a field is missing', () => {
    expect(toEvent({ Source: 'polyloop', DetailType: 'x', Detail: '{oops' })).toEqual({
      ErrorCode: 'MalformedDetail',
      ErrorMessage: 'Detail is malformed.',
    });
    expect(toEvent({ Source: 'polyloop', DetailType: 'x', Detail: '[1]' })).toMatchObject({
      ErrorCode: 'MalformedDetail',
    });
    expect(toEvent({ DetailType: 'x', Detail: '{}' })).toMatchObject({ ErrorCode: 'InvalidArgument' });
    expect(toEvent({ ...entry('x'), EventBusName: 'other-bus' })).toMatchObject({
      ErrorCode: 'NotFoundException',
    });
  });

  it('are answered with a failed-entry count and refused above ten', () => {
    const bus = createEventBus({ log: silentLog, invoke: async () => undefined });
    const answer = handlePutEvents(bus, {
      Entries: [entry('a'), { Source: 'polyloop', DetailType: 'b', Detail: 'nope' }],
    });
    expect(answer.FailedEntryCount).toBe(1);
    expect(answer.Entries[0]).toHaveProperty('EventId');
    expect(() => handlePutEvents(bus, { Entries: Array.from({ length: 11 }, () => entry('a')) })).toThrow(
      /less than or equal to 10/,
    );
  });
});

describe('the local bus', () => {
  it('invokes the matching consumer after PutEvents has answered', async () => {
    const invoked: Array<{ entry: string; event: EventBridgeEvent }> = [];
    const bus = createEventBus({
      log: silentLog,
      invoke: async (entryPath, event) => void invoked.push({ entry: entryPath, event }),
    });
    bus.publish([entry('email.requested', { to: 'ann@example.com' })]);
    expect(invoked).toHaveLength(0);
    await bus.settled();
    expect(invoked).toEqual([
      {
        entry: consumerFunctions['email-sender'].entry,
        event: expect.objectContaining({ detail: { to: 'ann@example.com' } }),
      },
    ]);
  });

  it('retries a failing consumer and then logs it, without throwing to the publisher', async () => {
    const invoke = vi.fn().mockRejectedValue(new Error('boom'));
    const log = { ...silentLog, error: vi.fn(), warn: vi.fn() };
    const bus = createEventBus({ log, invoke, retryDelaysMs: [1, 1] });
    expect(() => bus.publish([entry('realtime.published')])).not.toThrow();
    await bus.settled();
    expect(invoke).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('giving up after 3 attempts'),
      expect.any(Error),
    );
  });
});
