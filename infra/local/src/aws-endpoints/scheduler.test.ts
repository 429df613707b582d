import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_GROUP } from '@polyloop/events/schedules';
import { silentLog } from '../log.js';
import type { EventBus, PutEventsEntry } from './events.js';
import { ClientError } from './http.js';
import { createScheduler } from './scheduler.js';

let dir: string;
let file: string;
let clock: Date;
let published: PutEventsEntry[];
const bus: EventBus = {
  publish: (entries) => {
    published.push(...entries);
    return entries.map(() => ({ EventId: 'e' }));
  },
  subscribe: () => () => undefined,
  recent: () => [],
  settled: async () => undefined,
  acceptedCount: () => published.length,
};
const scheduler = () => createScheduler({ file, bus, log: silentLog, now: () => clock });
const timer = (expression: string, extra: Record<string, unknown> = {}) => ({
  GroupName: SCHEDULE_GROUP,
  ScheduleExpression: expression,
  FlexibleTimeWindow: { Mode: 'OFF' },
  ActionAfterCompletion: 'DELETE',
  Target: {
    Arn: 'arn:aws:events:us-east-1:000000000000:event-bus/polyloop',
    RoleArn: 'arn:aws:iam::000000000000:role/polyloop-scheduler',
    Input: JSON.stringify({ auctionId: 'a1' }),
    EventBridgeParameters: { DetailType: 'auction.end-due', Source: 'polyloop' },
  },
  ...extra,
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduler-'));
  file = path.join(dir, 'schedules.json');
  clock = new Date('2030-01-01T10:00:00Z');
  published = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('local EventBridge Scheduler', () => {
  it('publishes the target event on the bus when a one-time schedule is due, then deletes it', () => {
    const s = scheduler();
    s.create('auction-a1-end', timer('at(2030-01-01T10:05:00)'));
    clock = new Date('2030-01-01T10:04:59Z');
    s.tick();
    expect(published).toHaveLength(0);
    clock = new Date('2030-01-01T10:05:00Z');
    s.tick();
    expect(published).toEqual([
      {
        EventBusName: 'arn:aws:events:us-east-1:000000000000:event-bus/polyloop',
        Source: 'polyloop',
        DetailType: 'auction.end-due',
        Detail: '{"auctionId":"a1"}',
        Resources: [`arn:aws:scheduler:us-east-1:000000000000:schedule/${SCHEDULE_GROUP}/auction-a1-end`],
      },
    ]);
    expect(() => s.get('auction-a1-end', SCHEDULE_GROUP)).toThrow(/does not exist/);
  });

  it('keeps pending schedules across a restart and fires overdue ones at once', () => {
    scheduler().create('auction-a1-end', timer('at(2030-01-01T10:05:00)'));
    clock = new Date('2030-01-01T11:00:00Z');
    const restarted = scheduler();
    expect(restarted.get('auction-a1-end', SCHEDULE_GROUP).ScheduleExpression).toBe(
      'at(2030-01-01T10:05:00)',
    );
    restarted.tick();
    expect(published).toHaveLength(1);
    expect(scheduler().list({ groupName: SCHEDULE_GROUP }).Schedules).toHaveLength(0);
  });

  it('keeps a completed one-time schedule without DELETE but never fires it twice', () => {
    const s = scheduler();
    s.create('reminder', timer('at(2030-01-01T10:00:00)', { ActionAfterCompletion: 'NONE' }));
    s.tick();
    s.tick();
    expect(published).toHaveLength(1);
    expect(s.get('reminder', SCHEDULE_GROUP).Name).toBe('reminder');
  });

  it('fires rate schedules repeatedly and skips disabled ones', () => {
    const s = scheduler();
    s.create('every-minute', timer('rate(1 minute)'));
    s.create('off', timer('rate(1 minute)', { State: 'DISABLED' }));
    for (const minute of [1, 2, 3]) {
      clock = new Date(Date.UTC(2030, 0, 1, 10, minute));
      s.tick();
    }
    expect(published).toHaveLength(3);
  });

  it('answers like AWS for duplicates, unknown schedules, unknown groups and bad expressions', () => {
    const s = scheduler();
    s.create('t1', timer('at(2030-01-01T10:05:00)'));
    const failure = (act: () => unknown) => {
      try {
        act();
      } catch (error) {
        return error instanceof ClientError ? [error.status, error.type] : error;
      }
      return 'no error';
    };
    expect(failure(() => s.create('t1', timer('at(2030-01-01T10:05:00)')))).toEqual([
      409,
      'ConflictException',
    ]);
    expect(failure(() => s.get('nope', SCHEDULE_GROUP))).toEqual([404, 'ResourceNotFoundException']);
    expect(failure(() => s.remove('nope', SCHEDULE_GROUP))).toEqual([404, 'ResourceNotFoundException']);
    expect(failure(() => s.get('t1', 'unknown-group'))).toEqual([404, 'ResourceNotFoundException']);
    expect(failure(() => s.create('t2', timer('at(tomorrow)')))).toEqual([400, 'ValidationException']);
    expect(failure(() => s.create('bad name!', timer('at(2030-01-01T10:05:00)')))).toEqual([
      400,
      'ValidationException',
    ]);
    expect(failure(() => s.update('nope', timer('at(2030-01-01T10:05:00)')))).toEqual([
      404,
      'ResourceNotFoundException',
    ]);
  });

  it('replaces the whole schedule on update and keeps its creation date', () => {
    const s = scheduler();
    s.create('t1', timer('at(2030-01-01T10:05:00)'));
    const created = s.get('t1', SCHEDULE_GROUP).CreationDate;
    clock = new Date('2030-01-01T10:01:00Z');
    s.update('t1', timer('at(2030-01-01T10:30:00)'));
    const updated = s.get('t1', SCHEDULE_GROUP);
    expect(updated).toMatchObject({ ScheduleExpression: 'at(2030-01-01T10:30:00)', CreationDate: created });
    expect(updated.LastModificationDate).toBeGreaterThan(created);
    clock = new Date('2030-01-01T10:10:00Z');
    s.tick();
    expect(published).toHaveLength(0);
  });
});
