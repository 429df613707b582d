import { describe, expect, inject, it } from 'vitest';
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { SCHEDULE_GROUP } from '@polyloop/events';

/** `at()` takes UTC wall time without a zone suffix. */
const at = (date: Date) => `at(${date.toISOString().slice(0, 19)})`;

/**
 * The local Scheduler speaks the real SDK's protocol. That a pending schedule outlives the cloud,
 * even one killed with SIGKILL, and then fires exactly once is proven by crash-restart.test.ts.
 */
const cloud = inject('cloud');
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
});
