import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { SCHEDULE_GROUP } from '@polyloop/events';
import { startCloud, type RunningCloud } from '../support/cloud.js';
import { mailsTo } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

/** `at()` takes UTC wall time without a zone suffix. */
const at = (date: Date) => `at(${date.toISOString().slice(0, 19)})`;

let cloud: RunningCloud;
const scheduler = () =>
  new SchedulerClient({
    region: 'us-east-1',
    endpoint: cloud.env.AWS_ENDPOINT_URL_SCHEDULER,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

const schedule = (name: string, when: Date, subject: string): CreateScheduleCommandInput => ({
  Name: name,
  GroupName: SCHEDULE_GROUP,
  ScheduleExpression: at(when),
  FlexibleTimeWindow: { Mode: 'OFF' },
  ActionAfterCompletion: 'DELETE',
  Target: {
    Arn: cloud.env.EVENT_BUS_ARN,
    RoleArn: cloud.env.SCHEDULER_ROLE_ARN,
    EventBridgeParameters: { Source: 'polyloop', DetailType: 'email.requested' },
    Input: JSON.stringify({ to: ['timer@test.polyloop.example'], subject, text: 'Fired by the scheduler.' }),
  },
});

beforeAll(async () => {
  cloud = await startCloud({ name: 'restart', reset: true });
});
afterAll(async () => {
  await cloud?.stop();
});

describe('EventBridge Scheduler, locally', () => {
  it('creates, reads, updates and deletes schedules through the real SDK client', async () => {
    const later = new Date(Date.now() + 3600_000);
    await scheduler().send(new CreateScheduleCommand(schedule('crud-check', later, 'first')));
    const read = await scheduler().send(
      new GetScheduleCommand({ Name: 'crud-check', GroupName: SCHEDULE_GROUP }),
    );
    expect(read.ScheduleExpression).toBe(at(later));
    await scheduler().send(new UpdateScheduleCommand(schedule('crud-check', later, 'second')));
    const updated = await scheduler().send(
      new GetScheduleCommand({ Name: 'crud-check', GroupName: SCHEDULE_GROUP }),
    );
    expect(JSON.parse(updated.Target!.Input!).subject).toBe('second');
    await scheduler().send(new DeleteScheduleCommand({ Name: 'crud-check', GroupName: SCHEDULE_GROUP }));
    await expect(
      scheduler().send(new GetScheduleCommand({ Name: 'crud-check', GroupName: SCHEDULE_GROUP })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('keeps a pending schedule across a restart and fires it at least once', async () => {
    const subject = `Auction ends soon ${Date.now()}`;
    const fireAt = new Date(Date.now() + 3_000);
    await scheduler().send(new CreateScheduleCommand(schedule('survives-restart', fireAt, subject)));
    await cloud.stop();
    // Stay down until the schedule is overdue, so only the restarted cloud can fire it.
    await new Promise((r) => setTimeout(r, Math.max(0, fireAt.getTime() - Date.now()) + 1_000));
    cloud = await startCloud({ name: 'restart' });
    const fired = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, 'timer@test.polyloop.example')).find((m) => m.subject === subject),
    );
    expect(fired.text).toBe('Fired by the scheduler.');
    await expect(
      scheduler().send(new GetScheduleCommand({ Name: 'survives-restart', GroupName: SCHEDULE_GROUP })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
