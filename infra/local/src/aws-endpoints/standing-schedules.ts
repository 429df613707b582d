import { SCHEDULE_GROUP, standingSchedules, standingTarget } from '@polyloop/events/schedules';
import { local } from '../config.js';
import { ClientError } from './http.js';
import type { Scheduler } from './scheduler.js';

/** The product's standing schedules (events/src/schedules.ts), created or brought up to date as the CDK stack does. */
export function ensureStandingSchedules(scheduler: Pick<Scheduler, 'create' | 'update'>): void {
  for (const standing of standingSchedules) {
    const target = standingTarget(standing);
    const body = {
      GroupName: SCHEDULE_GROUP,
      ScheduleExpression: standing.expression,
      ScheduleExpressionTimezone: 'UTC',
      Description: standing.description,
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: local.eventBusArn,
        RoleArn: local.schedulerRoleArn,
        Input: target.input,
        EventBridgeParameters: { Source: target.source, DetailType: target.detailType },
      },
    };
    try {
      scheduler.create(standing.name, body);
    } catch (error) {
      if (!(error instanceof ClientError && error.status === 409)) throw error;
      scheduler.update(standing.name, body);
    }
  }
}
