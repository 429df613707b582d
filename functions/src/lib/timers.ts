import { createHash } from 'node:crypto';
import { env } from './env.js';
import { envelopeOf, EVENT_SOURCE, publish, type Occurrence } from './events.js';
import { lazySdk } from './lazy.js';

/**
 * One-off timers: "publish this event at that time", as EventBridge Scheduler one-time schedules
 * in the product's schedule group whose target is the bus itself (the local cloud's Scheduler
 * speaks the same API). A timer has a name; setting it again moves it, clearing it removes it,
 * and both are idempotent, so a consumer retried after a crash can simply do it again. The
 * schedule deletes itself once it has fired. Scheduler may fire late or twice: what a timer's
 * event triggers must check the state it finds and be idempotent (it carries the timer's id).
 */
const scheduler = lazySdk(
  () => import('@aws-sdk/client-scheduler'),
  (sdk) => new sdk.SchedulerClient({}),
);

/** Scheduler names allow 64 characters of [0-9a-zA-Z-_.]; longer or other names are hashed. */
export function timerName(name: string): string {
  if (/^[0-9a-zA-Z\-_.]{1,64}$/.test(name)) return name;
  const safe = name.replace(/[^0-9a-zA-Z\-_.]/g, '_').slice(0, 40);
  return `${safe}.${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
}

/**
 * `at(2026-11-23T08:00:01)`: Scheduler's one-time expression, in UTC. It counts whole seconds, so
 * a time within a second is rounded up: a timer never fires before its moment (a close at 08:00:00.456
 * that fired at 08:00:00 would find nothing due yet).
 */
export const atExpression = (at: Date) =>
  `at(${new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19)})`;

/**
 * Sets (or moves) the timer `name` to publish `event` at `at`. A time already past publishes the
 * event now instead. The event's id is the timer's name and time, so a timer set twice for the
 * same moment fires as one event.
 */
export async function setTimer(name: string, at: Date, event: Occurrence, now = new Date()): Promise<void> {
  const scheduled: Occurrence = {
    ...event,
    id: event.id ?? `timer:${name}:${at.toISOString()}`,
    occurredAt: event.occurredAt ?? at.toISOString(),
  };
  if (at.getTime() <= now.getTime()) {
    await clearTimer(name);
    await publish(scheduled);
    return;
  }
  const { client, sdk } = await scheduler();
  const e = env();
  const input = {
    Name: timerName(name),
    GroupName: e.SCHEDULE_GROUP,
    ScheduleExpression: atExpression(at),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    ActionAfterCompletion: 'DELETE' as const,
    Target: {
      Arn: e.EVENT_BUS_ARN,
      RoleArn: e.SCHEDULER_ROLE_ARN,
      Input: JSON.stringify(envelopeOf(scheduled)),
      EventBridgeParameters: { Source: EVENT_SOURCE, DetailType: scheduled.event.name },
      RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 86_400 },
    },
  };
  try {
    await client.send(new sdk.CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof sdk.ConflictException)) throw error;
    await client.send(new sdk.UpdateScheduleCommand(input));
  }
}

/** Removes the timer `name`; one that has fired or never existed is fine. */
export async function clearTimer(name: string): Promise<void> {
  const { client, sdk } = await scheduler();
  try {
    await client.send(
      new sdk.DeleteScheduleCommand({ Name: timerName(name), GroupName: env().SCHEDULE_GROUP }),
    );
  } catch (error) {
    if (!(error instanceof sdk.ResourceNotFoundException)) throw error;
  }
}
