import { beforeAll, describe, expect, it, inject } from 'vitest';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { NotificationRoutes, TaskRoutes } from '@polyloop/shared';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv, type TestCompany } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { crmTenant } from './crm-support.js';

const cloud = inject('cloud');
let member: SignedInClient;
let company: TestCompany;
/** A due date whose reminder (8 AM of the due day) falls `ms` from now. */
const dueIn = (ms: number) => new Date(Date.now() + ms - 8 * 3_600_000).toISOString();
const timerOf = (taskId: string) =>
  new SchedulerClient({})
    .send(new GetScheduleCommand({ Name: `task-due.${taskId}`, GroupName: 'polyloop-timers' }))
    .then(
      (s) => s,
      (error: Error) => (error.name === 'ResourceNotFoundException' ? undefined : Promise.reject(error)),
    );

beforeAll(async () => {
  useCloudEnv(cloud.env);
  ({ member, company } = await crmTenant(cloud, 'Reminded'));
});

describe('due-date reminders of tasks', () => {
  it('sets a one-off timer for the due day that fires a TASK_DUE notification', async () => {
    const task = (
      await member.ok(TaskRoutes.createTask, { body: { title: 'Call the baler', dueDate: dueIn(2500) } })
    ).body;
    const told = await eventually(async () =>
      (await member.ok(NotificationRoutes.listNotifications)).body.find((n) => n.subject.id === task.id),
    );
    expect(told).toMatchObject({
      type: 'TASK_DUE',
      group: 'other',
      message: 'Task “Call the baler” is due today',
      subject: { kind: 'task', id: task.id, label: 'Call the baler' },
    });
  });

  it('moves the timer with the due date and clears it once the task is done or deleted', async () => {
    const task = (
      await member.ok(TaskRoutes.createTask, {
        body: { title: 'Book the truck', dueDate: dueIn(3 * 86_400_000) },
      })
    ).body;
    const first = await eventually(() => timerOf(task.id));
    expect(first.ScheduleExpression).toMatch(/^at\(/);
    await member.ok(TaskRoutes.updateTask, {
      params: { id: task.id },
      body: { dueDate: dueIn(5 * 86_400_000) },
    });
    await eventually(async () =>
      (await timerOf(task.id))?.ScheduleExpression !== first.ScheduleExpression ? true : undefined,
    );
    await member.ok(TaskRoutes.updateTask, {
      params: { id: task.id },
      body: { completedDate: new Date().toISOString() },
    });
    await eventually(async () => ((await timerOf(task.id)) ? undefined : true));

    const other = (
      await member.ok(TaskRoutes.createTask, {
        body: { title: 'Send samples', dueDate: dueIn(2 * 86_400_000) },
      })
    ).body;
    await eventually(() => timerOf(other.id));
    expect((await member(TaskRoutes.deleteTask, { params: { id: other.id } })).status).toBe(204);
    await eventually(async () => ((await timerOf(other.id)) ? undefined : true));
  });

  it('reminds at once when the reminder time passed while the task’s change was on its way', async () => {
    const { planReminder, remindAt } = await import('@polyloop/functions/domain/notification/task-reminders');
    const task = (
      await member.ok(TaskRoutes.createTask, {
        body: { title: 'Sweep the dock', dueDate: dueIn(86_400_000) },
      })
    ).body;
    const at = remindAt(task.dueDate!).getTime();
    // Handled a second after the reminder time, for a change made a second before it.
    const state = {
      tenantId: company.tenantId,
      userId: company.member.userId,
      taskId: task.id,
      dueDate: task.dueDate!,
      completedDate: null,
    };
    expect(await planReminder(state, false, new Date(at + 1_000), new Date(at - 1_000))).toBe('set');
    const told = await eventually(async () =>
      (await member.ok(NotificationRoutes.listNotifications)).body.find((n) => n.subject.id === task.id),
    );
    expect(told).toMatchObject({ type: 'TASK_DUE', message: 'Task “Sweep the dock” is due today' });
    // A change made after its reminder time sets none.
    expect(await planReminder(state, false, new Date(at + 2_000), new Date(at + 1_000))).toBe('cleared');
  });

  it('tells nothing when the task was completed before its timer fired', async () => {
    const { publish, occurrence } = await import('@polyloop/functions/lib/events');
    const { TaskDue } = await import('@polyloop/functions/domain/notification/task-reminders');
    const task = (
      await member.ok(TaskRoutes.createTask, {
        body: { title: 'Weigh the gaylords', dueDate: dueIn(86_400_000) },
      })
    ).body;
    await member.ok(TaskRoutes.updateTask, {
      params: { id: task.id },
      body: { completedDate: new Date().toISOString() },
    });
    // The timer was cleared; one that fired anyway (Scheduler may fire late or twice) finds the task done.
    await publish(
      occurrence(
        TaskDue,
        {
          tenantId: company.tenantId,
          userId: company.member.userId,
          taskId: task.id,
          dueDate: task.dueDate!,
        },
        { id: `late-${task.id}` },
      ),
    );
    await fetch(`${cloud.env.AWS_ENDPOINT_URL_EVENTBRIDGE}/_local/events?settle`);
    expect(
      (await member.ok(NotificationRoutes.listNotifications)).body.filter((n) => n.subject.id === task.id),
    ).toEqual([]);
  });
});
