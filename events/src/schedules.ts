import { EVENT_SOURCE } from '@polyloop/functions/lib/events';
import { FeeChargeDue } from '@polyloop/functions/domain/auction/fee.events';
import { AuctionCensusDue } from '@polyloop/functions/domain/auction/auction.events';
import { ListingSweepDue } from '@polyloop/functions/domain/listing/listing.events';
import {
  WeeklyManagementReportDue,
  WeeklyNetworkReminderDue,
} from '@polyloop/functions/domain/notification/weekly';

/**
 * Timers are EventBridge Scheduler one-time schedules in one group whose target is the event
 * bus itself (the universal PutEvents target): when a schedule fires, its event is published and
 * the ordinary rules route it. So a timer is just "publish this event at that time".
 */
export const SCHEDULE_GROUP = 'polyloop-timers';

/**
 * Recurring schedules the product always has, created by the CDK stack and by the local cloud
 * alike. Each publishes its event on the bus; the input is an envelope whose id and time are the
 * firing's own (Scheduler fills in its context attributes), so every run is a new event.
 */
export interface StandingSchedule {
  name: string;
  description: string;
  /** EventBridge Scheduler syntax, in UTC. */
  expression: string;
  event: { name: string; version: number };
}

export const standingSchedules: StandingSchedule[] = [
  {
    name: 'listing-sweep',
    description: 'Every morning: settle expired haves and needs, announce those expiring in three days',
    expression: 'cron(0 6 * * ? *)',
    event: ListingSweepDue,
  },
  {
    name: 'weekly-management-report',
    description: 'Monday 8 AM Eastern (13:00 UTC): the weekly management report e-mails',
    expression: 'cron(0 13 ? * MON *)',
    event: WeeklyManagementReportDue,
  },
  {
    name: 'weekly-network-reminder',
    description: 'Monday 9 AM Eastern (14:00 UTC): the weekly network reminder e-mails',
    expression: 'cron(0 14 ? * MON *)',
    event: WeeklyNetworkReminderDue,
  },
  {
    name: 'monthly-fee-charge',
    description: 'The 1st of each month, 10:00 UTC: charge the transaction fees of the months before',
    expression: 'cron(0 10 1 * ? *)',
    event: FeeChargeDue,
  },
  {
    name: 'auction-census',
    description: 'Every 15 minutes: count the live public auctions (the operations dashboard and its alarm)',
    expression: 'cron(0/15 * * * ? *)',
    event: AuctionCensusDue,
  },
];

export const SCHEDULED_TIME = '<aws.scheduler.scheduled-time>';
export const standingTarget = (schedule: StandingSchedule) => ({
  source: EVENT_SOURCE,
  detailType: schedule.event.name,
  input: JSON.stringify({
    id: `${schedule.name}#${SCHEDULED_TIME}`,
    version: schedule.event.version,
    occurredAt: SCHEDULED_TIME,
    data: {},
  }),
});
