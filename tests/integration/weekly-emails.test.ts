import { beforeAll, describe, expect, it, inject } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { NotificationRoutes } from '@polyloop/shared';
import { signedInClient } from '../support/client.js';
import { busEvents as bus } from '../support/bus.js';
import { createCompany, mailsTo, useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';

/** The weekly e-mails on their standing schedules, and one-off timers firing in the local cloud. */
const cloud = inject('cloud');
const busEvents = (type: string) => bus(cloud.env, type, true);

beforeAll(() => useCloudEnv(cloud.env));

describe('timers and the weekly e-mails', () => {
  it('has both weekly schedules in the local Scheduler, publishing on the bus', async () => {
    const scheduler = new SchedulerClient({});
    for (const [name, type] of [
      ['weekly-management-report', 'notifications.weekly-management-report-due'],
      ['weekly-network-reminder', 'notifications.weekly-network-reminder-due'],
    ] as const) {
      const schedule = await scheduler.send(
        new GetScheduleCommand({ Name: name, GroupName: 'polyloop-timers' }),
      );
      expect(schedule.ScheduleExpression).toMatch(/^cron\(0 1[34] \? \* MON \*\)$/);
      expect(schedule.Target?.EventBridgeParameters?.DetailType).toBe(type);
    }
  });

  it('runs the weekly report from the standing schedule’s own target, as the Scheduler fires it', async () => {
    const reported = await createCompany('Weekly', { plan: 'INTELLIGENCE' });
    const { standingSchedules, standingTarget } = await import('@polyloop/events/schedules');
    const target = standingTarget(standingSchedules.find((s) => s.name === 'weekly-management-report')!);
    const firedAt = new Date().toISOString();
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: cloud.env.EVENT_BUS_NAME,
            Source: target.source,
            DetailType: target.detailType,
            Detail: target.input.replaceAll('<aws.scheduler.scheduled-time>', firedAt),
          },
        ],
      }),
    );
    const report = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, reported.admin.email)).find((m) =>
        m.subject.includes(`your week in Polyloop (${firedAt.slice(0, 10)})`),
      ),
    );
    expect(report.text).toContain('Active needs: 0');
  });

  it('fires a one-off timer locally: the weekly run it publishes e-mails the management report', async () => {
    const plan = await createCompany('Reported', { plan: 'INTELLIGENCE' });
    const { setTimer } = await import('@polyloop/functions/lib/timers');
    const { occurrence } = await import('@polyloop/functions/lib/events');
    const { WeeklyRunForTenant } = await import('@polyloop/functions/domain/notification/weekly');
    const week = `test-${plan.tenantId}`;
    await setTimer(
      `weekly-test-${plan.tenantId}`,
      new Date(Date.now() + 1500),
      occurrence(WeeklyRunForTenant, { kind: 'management-report', tenantId: plan.tenantId, week }),
    );
    const report = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, plan.admin.email)).find((m) =>
        m.subject.includes('your week in Polyloop'),
      ),
    );
    expect(report.text).toContain('Active haves: 0');
    expect(report.text).toContain('Inventory lots: 0');
    expect(report.text).toContain('Open orders: 0');
    expect(report.text).toContain('Shipments in transit: 0');
    expect(report.text).toContain('/settings/notifications');
  });

  it('sends the network reminder to those who want it, and the report only on plans that include it', async () => {
    const free = await createCompany('Free plan', { plan: 'PLATFORM' });
    const member = await signedInClient(cloud, free.member.email);
    const prefs = (await member.ok(NotificationRoutes.getNotificationPreferences)).body;
    await member.ok(NotificationRoutes.updateNotificationPreferences, {
      body: { ...prefs, weeklyNetworkReminderEmails: false },
    });
    const { runWeeklyForTenant } = await import('@polyloop/functions/domain/notification/weekly');
    expect(await runWeeklyForTenant('management-report', free.tenantId, `w-${free.tenantId}`)).toBe(0);
    expect(await runWeeklyForTenant('network-reminder', free.tenantId, `w-${free.tenantId}`)).toBe(1);
    const reminder = await eventually(async () =>
      (await mailsTo(cloud.baseUrl, free.admin.email)).find((m) =>
        m.subject.includes('this week on the Polyloop network'),
      ),
    );
    expect(reminder.text).toContain('0 active haves and 0 active needs');
    await busEvents('email.requested');
    expect(
      (await mailsTo(cloud.baseUrl, free.member.email)).filter((m) => m.subject.includes('Polyloop network')),
    ).toEqual([]);
  });
});
