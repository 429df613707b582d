import { Duration, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  SCHEDULE_GROUP,
  rules,
  standingSchedules,
  standingTarget,
  type ConsumerName,
} from '@polyloop/events';

export interface EventsProps {
  /** Where events that a consumer failed to take after retries are kept. */
  deadLetterQueue: sqs.IQueue;
}

/**
 * The product's bus, its rules and the timers. Timers are Scheduler schedules whose target is
 * the bus itself, so Scheduler only needs a role that may put events on it.
 */
export class Events extends Construct {
  readonly bus: events.EventBus;
  readonly scheduleGroup: scheduler.CfnScheduleGroup;
  readonly schedulerRole: iam.Role;
  readonly rules = new Map<string, events.Rule>();
  private readonly deadLetterQueue: sqs.IQueue;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    this.deadLetterQueue = props.deadLetterQueue;
    this.bus = new events.EventBus(this, 'Bus', { eventBusName: 'polyloop' });

    this.scheduleGroup = new scheduler.CfnScheduleGroup(this, 'ScheduleGroup', { name: SCHEDULE_GROUP });

    const account = Stack.of(this).account;
    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to publish timer events on the polyloop bus',
      // The account condition keeps another account's schedules from borrowing the role.
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    });
    this.bus.grantPutEventsTo(this.schedulerRole);
  }

  get scheduleGroupArn(): string {
    return this.scheduleGroup.attrArn;
  }

  /**
   * One rule per definition, each targeting its consumer with retries and the shared DLQ. The
   * rule's DLQ keeps only what EventBridge could not hand to Lambda: Lambda takes bus events
   * asynchronously, so an event the consumer itself fails on (a throw, an event it cannot read)
   * is retried twice by Lambda and then sent to the same queue by the function's on-failure
   * destination, where `npm run redrive` finds it (scripts/redrive/aws-dead-letters.ts).
   */
  addRules(consumerFunctions: Record<ConsumerName, lambda.IFunction>): void {
    for (const fn of new Set(Object.values(consumerFunctions)))
      fn.configureAsyncInvoke({
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        onFailure: new SqsDestination(this.deadLetterQueue),
      });
    for (const rule of rules) {
      const created = new events.Rule(this, `Rule-${rule.name}`, {
        eventBus: this.bus,
        description: rule.description,
        eventPattern: {
          ...(rule.eventPattern.source ? { source: rule.eventPattern.source } : {}),
          detailType: rule.eventPattern['detail-type'],
        },
        targets: [
          new targets.LambdaFunction(consumerFunctions[rule.target], {
            deadLetterQueue: this.deadLetterQueue,
            retryAttempts: 4,
            maxEventAge: Duration.hours(6),
          }),
        ],
      });
      this.rules.set(rule.name, created);
    }
  }

  /** The recurring schedules the product always has (events/src/schedules.ts), publishing on the bus. */
  addStandingSchedules(): void {
    for (const standing of standingSchedules) {
      const target = standingTarget(standing);
      const schedule = new scheduler.CfnSchedule(this, `Standing-${standing.name}`, {
        name: standing.name,
        groupName: SCHEDULE_GROUP,
        description: standing.description,
        scheduleExpression: standing.expression,
        scheduleExpressionTimezone: 'UTC',
        flexibleTimeWindow: { mode: 'OFF' },
        target: {
          arn: this.bus.eventBusArn,
          roleArn: this.schedulerRole.roleArn,
          eventBridgeParameters: { source: target.source, detailType: target.detailType },
          input: target.input,
          retryPolicy: { maximumRetryAttempts: 10, maximumEventAgeInSeconds: 6 * 3600 },
        },
      });
      schedule.addResourceDependency(this.scheduleGroup);
    }
  }

  /** Create, read, update and delete timers in the product's group, handing Scheduler its role. */
  grantManageSchedules(grantee: iam.IGrantable): void {
    const { region, account, partition } = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'scheduler:CreateSchedule',
          'scheduler:UpdateSchedule',
          'scheduler:GetSchedule',
          'scheduler:DeleteSchedule',
        ],
        resources: [`arn:${partition}:scheduler:${region}:${account}:schedule/${SCHEDULE_GROUP}/*`],
      }),
    );
    this.schedulerRole.grantPassRole(grantee.grantPrincipal);
  }
}
