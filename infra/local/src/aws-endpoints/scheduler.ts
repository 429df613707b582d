import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { SCHEDULE_GROUP } from '@polyloop/events/schedules';
import { local } from '../config.js';
import type { Log } from '../log.js';
import type { EventBus } from './events.js';
import { ClientError } from './http.js';
import { nextFireTime, parseScheduleExpression, ScheduleExpressionError } from './schedule-expression.js';

const Target = z.looseObject({
  Arn: z.string().min(1),
  RoleArn: z.string().min(1),
  Input: z.string().optional(),
  EventBridgeParameters: z.object({ DetailType: z.string().min(1), Source: z.string().min(1) }).optional(),
});

/** The body of CreateSchedule and UpdateSchedule (the name is in the path); dates in epoch seconds. */
const ScheduleInput = z.object({
  GroupName: z.string().optional(),
  ScheduleExpression: z.string().min(1),
  ScheduleExpressionTimezone: z.string().optional(),
  StartDate: z.number().optional(),
  EndDate: z.number().optional(),
  Description: z.string().max(512).optional(),
  State: z.enum(['ENABLED', 'DISABLED']).optional(),
  KmsKeyArn: z.string().optional(),
  Target,
  FlexibleTimeWindow: z.object({
    Mode: z.enum(['OFF', 'FLEXIBLE']),
    MaximumWindowInMinutes: z.number().int().min(1).max(1440).optional(),
  }),
  ActionAfterCompletion: z.enum(['NONE', 'DELETE']).optional(),
  ClientToken: z.string().optional(),
});
type ScheduleInput = z.infer<typeof ScheduleInput>;

const Schedule = ScheduleInput.omit({ ClientToken: true, GroupName: true, State: true }).extend({
  Name: z.string(),
  GroupName: z.string(),
  Arn: z.string(),
  State: z.enum(['ENABLED', 'DISABLED']),
  CreationDate: z.number(),
  LastModificationDate: z.number(),
});
export type Schedule = z.infer<typeof Schedule>;

/** A schedule plus when it fires next (epoch ms; null once a one-time schedule has fired). */
const StoredSchedule = z.object({
  schedule: Schedule,
  nextFireAt: z.number().nullable(),
  lastFiredAt: z.number().optional(),
});
type StoredSchedule = z.infer<typeof StoredSchedule>;
const StoreFile = z.object({ version: z.literal(1), schedules: z.array(StoredSchedule) });

export interface Scheduler {
  create(name: string, input: unknown): { ScheduleArn: string };
  update(name: string, input: unknown): { ScheduleArn: string };
  get(name: string, groupName?: string): Schedule;
  remove(name: string, groupName?: string): void;
  list(query: {
    groupName?: string;
    namePrefix?: string;
    state?: string;
    maxResults?: number;
    nextToken?: string;
  }): {
    Schedules: Array<
      Pick<Schedule, 'Arn' | 'Name' | 'GroupName' | 'State' | 'CreationDate' | 'LastModificationDate'> & {
        Target: { Arn: string };
      }
    >;
    NextToken?: string;
  };
  /** Fires everything due now; the timer calls it, tests may too. */
  tick(): void;
  start(): void;
  stop(): void;
}

export interface SchedulerOptions {
  file: string;
  bus: EventBus;
  log: Log;
  groups?: string[];
  now?: () => Date;
  tickMs?: number;
}

const namePattern = /^[0-9a-zA-Z\-_.]{1,64}$/;

/**
 * EventBridge Scheduler for the operations the product uses. Schedules live in one JSON file,
 * rewritten atomically on every change and after every firing, so a restart neither loses a
 * pending timer nor skips an overdue one: overdue one-time schedules fire on the first tick.
 * A schedule fires at least once — a crash between firing and saving fires it again.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const {
    file,
    bus,
    log,
    groups = ['default', SCHEDULE_GROUP],
    now = () => new Date(),
    tickMs = 500,
  } = options;
  const schedules = new Map<string, StoredSchedule>(
    load(file, log).map((stored) => [key(stored.schedule.GroupName, stored.schedule.Name), stored]),
  );
  let timer: NodeJS.Timeout | undefined;

  const save = () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify({ version: 1, schedules: [...schedules.values()] }, null, 2));
    fs.renameSync(temp, file);
  };

  const groupOf = (groupName: string | undefined) => {
    const group = groupName ?? 'default';
    if (!groups.includes(group))
      throw new ClientError(404, 'ResourceNotFoundException', `Schedule group ${group} does not exist.`);
    return group;
  };

  const find = (name: string, groupName: string | undefined) => {
    const stored = schedules.get(key(groupOf(groupName), name));
    if (!stored) throw new ClientError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    return stored;
  };

  const build = (name: string, input: ScheduleInput, created: number | undefined): StoredSchedule => {
    if (!namePattern.test(name))
      throw validation(
        `Value '${name}' at 'name' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[0-9a-zA-Z-_.]+$`,
      );
    const group = groupOf(input.GroupName);
    let expression;
    try {
      expression = parseScheduleExpression(
        input.ScheduleExpression,
        input.ScheduleExpressionTimezone ?? 'UTC',
      );
    } catch (error) {
      if (error instanceof ScheduleExpressionError) throw validation(error.message);
      throw error;
    }
    if (isEventBusArn(input.Target.Arn) && !input.Target.EventBridgeParameters) {
      throw validation('EventBridgeParameters is required for an EventBridge event bus target.');
    }
    const at = now();
    const seconds = at.getTime() / 1000;
    const { ClientToken: _token, GroupName: _group, State, ...rest } = input;
    const schedule: Schedule = {
      ...rest,
      Name: name,
      GroupName: group,
      Arn: `arn:aws:scheduler:${local.region}:${local.accountId}:schedule/${group}/${name}`,
      State: State ?? 'ENABLED',
      CreationDate: created ?? seconds,
      LastModificationDate: seconds,
    };
    const window = {
      start: input.StartDate === undefined ? undefined : new Date(input.StartDate * 1000),
      end: input.EndDate === undefined ? undefined : new Date(input.EndDate * 1000),
    };
    const next = nextFireTime(expression, at, window);
    return { schedule, nextFireAt: next ? next.getTime() : null };
  };

  const fire = (stored: StoredSchedule) => {
    const { schedule } = stored;
    const { Target: target } = schedule;
    if (!isEventBusArn(target.Arn) || !target.EventBridgeParameters) {
      log.warn(
        `Schedule ${schedule.GroupName}/${schedule.Name} targets ${target.Arn}, which the local cloud cannot invoke; skipped`,
      );
      return;
    }
    const [result] = bus.publish([
      {
        EventBusName: target.Arn,
        Source: target.EventBridgeParameters.Source,
        DetailType: target.EventBridgeParameters.DetailType,
        Detail: withContext(target.Input ?? '{}', stored.nextFireAt),
        Resources: [schedule.Arn],
      },
    ]);
    if (result && 'ErrorCode' in result) {
      log.error(
        `Schedule ${schedule.GroupName}/${schedule.Name} could not publish its event: ${result.ErrorCode} ${result.ErrorMessage}`,
      );
    }
  };

  const scheduler: Scheduler = {
    create(name, body) {
      const input = parseInput(body);
      const group = groupOf(input.GroupName);
      if (schedules.has(key(group, name)))
        throw new ClientError(409, 'ConflictException', `Schedule ${name} already exists.`);
      const stored = build(name, input, undefined);
      schedules.set(key(group, name), stored);
      save();
      return { ScheduleArn: stored.schedule.Arn };
    },
    update(name, body) {
      const input = parseInput(body);
      const existing = find(name, input.GroupName);
      const stored = build(name, input, existing.schedule.CreationDate);
      schedules.set(key(stored.schedule.GroupName, name), stored);
      save();
      return { ScheduleArn: stored.schedule.Arn };
    },
    get(name, groupName) {
      return find(name, groupName).schedule;
    },
    remove(name, groupName) {
      const stored = find(name, groupName);
      schedules.delete(key(stored.schedule.GroupName, name));
      save();
    },
    list({ groupName, namePrefix, state, maxResults = 100, nextToken }) {
      const matching = [...schedules.values()]
        .map((stored) => stored.schedule)
        .filter(
          (s) =>
            (!groupName || s.GroupName === groupName) &&
            (!namePrefix || s.Name.startsWith(namePrefix)) &&
            (!state || s.State === state),
        )
        .sort((a, b) => key(a.GroupName, a.Name).localeCompare(key(b.GroupName, b.Name)));
      const offset = nextToken ? Number(nextToken) : 0;
      const page = matching.slice(offset, offset + maxResults);
      return {
        Schedules: page.map((s) => ({
          Arn: s.Arn,
          Name: s.Name,
          GroupName: s.GroupName,
          State: s.State,
          CreationDate: s.CreationDate,
          LastModificationDate: s.LastModificationDate,
          Target: { Arn: s.Target.Arn },
        })),
        ...(offset + maxResults < matching.length ? { NextToken: String(offset + maxResults) } : {}),
      };
    },
    tick() {
      const at = now();
      const due = [...schedules.values()].filter(
        (s) => s.schedule.State === 'ENABLED' && s.nextFireAt !== null && s.nextFireAt <= at.getTime(),
      );
      if (due.length === 0) return;
      for (const stored of due.sort((a, b) => (a.nextFireAt ?? 0) - (b.nextFireAt ?? 0))) {
        try {
          fire(stored);
        } catch (error) {
          log.error(`Schedule ${stored.schedule.GroupName}/${stored.schedule.Name} failed to fire`, error);
        }
        advance(stored, at);
      }
      save();
    },
    start() {
      if (timer) return;
      scheduler.tick();
      timer = setInterval(() => {
        try {
          scheduler.tick();
        } catch (error) {
          log.error('The scheduler loop failed', error);
        }
      }, tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };

  const advance = (stored: StoredSchedule, at: Date) => {
    const { schedule } = stored;
    stored.lastFiredAt = at.getTime();
    const expression = parseScheduleExpression(
      schedule.ScheduleExpression,
      schedule.ScheduleExpressionTimezone ?? 'UTC',
    );
    if (expression.kind === 'at') {
      if (schedule.ActionAfterCompletion === 'DELETE')
        schedules.delete(key(schedule.GroupName, schedule.Name));
      else stored.nextFireAt = null;
      return;
    }
    const next = nextFireTime(expression, at, {
      start: schedule.StartDate === undefined ? undefined : new Date(schedule.StartDate * 1000),
      end: schedule.EndDate === undefined ? undefined : new Date(schedule.EndDate * 1000),
    });
    stored.nextFireAt = next ? next.getTime() : null;
  };

  return scheduler;
}

/**
 * Scheduler's context attributes in a target's input, as AWS fills them in: the firing's
 * scheduled time (to the second, UTC) and an id of its own.
 */
function withContext(input: string, scheduledAt: number | null): string {
  const time = new Date(scheduledAt ?? Date.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return input
    .replaceAll('<aws.scheduler.scheduled-time>', time)
    .replaceAll('<aws.scheduler.execution-id>', randomUUID());
}

function parseInput(body: unknown): ScheduleInput {
  const parsed = ScheduleInput.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validation(
      `Value at '${issue?.path.join('.') ?? ''}' failed to satisfy constraint: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

function load(file: string, log: Log): StoredSchedule[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = StoreFile.safeParse(JSON.parse(text));
  if (!parsed.success) {
    log.warn(`Ignoring unreadable schedules in ${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  }
  return parsed.data.schedules;
}

const key = (group: string, name: string) => `${group}/${name}`;
const validation = (message: string) => new ClientError(400, 'ValidationException', message);
const isEventBusArn = (arn: string) => /^arn:aws:events:[^:]*:[^:]*:event-bus\/.+$/.test(arn);

/** restJson1 routes of the Scheduler API that the product uses. */
export function handleSchedulerRequest(
  scheduler: Scheduler,
  method: string,
  pathname: string,
  query: URLSearchParams,
  body: Record<string, unknown>,
): { status: number; body: unknown } | undefined {
  if (pathname === '/schedules' && method === 'GET') {
    const maxResults = query.get('MaxResults');
    return {
      status: 200,
      body: scheduler.list({
        groupName: query.get('ScheduleGroup') ?? undefined,
        namePrefix: query.get('NamePrefix') ?? undefined,
        state: query.get('State') ?? undefined,
        maxResults: maxResults ? Number(maxResults) : undefined,
        nextToken: query.get('NextToken') ?? undefined,
      }),
    };
  }
  const match = /^\/schedules\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  const name = decodeURIComponent(match[1] ?? '');
  const groupName = query.get('groupName') ?? undefined;
  switch (method) {
    case 'POST':
      return { status: 200, body: scheduler.create(name, body) };
    case 'PUT':
      return { status: 200, body: scheduler.update(name, body) };
    case 'GET':
      return { status: 200, body: scheduler.get(name, groupName) };
    case 'DELETE':
      scheduler.remove(name, groupName);
      return { status: 200, body: {} };
    default:
      return undefined;
  }
}
