import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { Metric } from '@polyloop/functions/lib/metrics.definition';
import { businessMetric, freightBookingsOverdue } from './app-metrics.js';
import {
  http5xx,
  httpRequests,
  iteratorAge,
  period,
  schedulerMetric,
  tableThrottles,
  type ServiceRowsProps,
} from './operations-rows.js';

/** The stream consumers' iterator age that raises the alarm: five minutes behind the writes. */
export const ITERATOR_AGE_ALARM_MS = 5 * 60 * 1000;
/** The share of HTTP answers that are 5xx (percent, over 5 minutes, from 10 requests) that raises the alarm. */
export const HTTP_5XX_RATE_ALARM_PERCENT = 5;
/** Failed deliveries to one partner's webhook in 5 minutes that raise the alarm (one failure is retried). */
export const PARTNER_WEBHOOK_FAILURES_ALARM = 3;

interface AlarmSpec {
  /** The construct id, also the alarm's name after the stack's (`Polyloop-Http5xxRate`): the runbook's headings. */
  id: string;
  metric: cloudwatch.IMetric;
  threshold: number;
  description: string;
  evaluationPeriods?: number;
}

/**
 * Every alarm the operations team must hear about, each sent to the encrypted topic. Each alarm's
 * name is the stack's name and its id; docs/operations.md says for each what it means and what to do.
 * Missing data is not breaching: no traffic is no trouble.
 */
export function operationsAlarms(
  scope: Construct,
  notify: actions.SnsAction,
  props: ServiceRowsProps,
): cloudwatch.Alarm[] {
  const stackName = Stack.of(scope).stackName;
  const alarm = ({
    id,
    metric,
    threshold,
    description,
    evaluationPeriods = 1,
  }: AlarmSpec): cloudwatch.Alarm => {
    const created = new cloudwatch.Alarm(scope, id, {
      alarmName: `${stackName}-${id}`,
      metric,
      threshold,
      evaluationPeriods,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} (runbook: docs/operations.md, "${id}")`,
    });
    created.addAlarmAction(notify);
    return created;
  };

  const specs: AlarmSpec[] = [
    {
      id: 'Http5xxRate',
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests >= 10, 100 * FILL(errors, 0) / requests, 0)',
        usingMetrics: { errors: http5xx(props.httpApi), requests: httpRequests(props.httpApi) },
        label: '5xx rate (%)',
        period,
      }),
      threshold: HTTP_5XX_RATE_ALARM_PERCENT,
      description: `${HTTP_5XX_RATE_ALARM_PERCENT}% or more of the HTTP API's answers in 5 minutes were server errors`,
    },
    {
      id: 'LambdaThrottles',
      metric: lambda.Function.metricAllThrottles({ period, statistic: 'Sum', label: 'throttles' }),
      threshold: 1,
      description: 'Lambda refused invocations of the account for lack of concurrency',
    },
    {
      id: 'TableThrottles',
      metric: tableThrottles(props.table),
      threshold: 1,
      description: 'DynamoDB throttled reads or writes on the table',
    },
    ...props.deadLetterQueues.map(({ name, queue }) => ({
      id: `DlqDepth-${name}`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
      threshold: 1,
      description: `Failed work is waiting in the ${name} dead-letter queue`,
    })),
    ...props.streamFunctions.map((consumer) => ({
      id: `IteratorAge-${consumer.name}`,
      metric: iteratorAge(consumer),
      threshold: ITERATOR_AGE_ALARM_MS,
      description: `The ${consumer.name} stream consumer reads 5 minutes or more behind the table's writes`,
    })),
    {
      id: 'PartnerWebhookFailures',
      // All partners together (the dashboard shows which): an alarm cannot read a search.
      metric: businessMetric(Metric.partnerWebhookFailures, 'Sum', 'webhook failures'),
      threshold: PARTNER_WEBHOOK_FAILURES_ALARM,
      description: `Deliveries to freight partners' webhooks failed ${PARTNER_WEBHOOK_FAILURES_ALARM} times or more in 5 minutes`,
    },
    {
      id: 'SchedulesFailed',
      metric: new cloudwatch.MathExpression({
        expression: 'FILL(errors, 0) + FILL(dropped, 0)',
        usingMetrics: {
          errors: schedulerMetric('TargetErrorCount'),
          dropped: schedulerMetric('InvocationDroppedCount'),
        },
        label: 'schedules failed',
        period,
      }),
      threshold: 1,
      description:
        'EventBridge Scheduler could not put a timer or standing schedule on the bus, or dropped it',
    },
    {
      id: 'FreightBookingsOverdue',
      metric: freightBookingsOverdue(),
      threshold: 1,
      description:
        'A freight partner has not answered a booking within 30 business minutes: follow it up with the partner',
    },
    {
      id: 'NoBidsOnLiveAuctions',
      metric: noBidsOnLiveAuctions(),
      threshold: 1,
      description: 'Auctions were live for the last hour and no bid was accepted on any of them',
    },
  ];
  for (const { name, fn } of props.functions)
    specs.push({
      id: `Errors-${name}`,
      metric: fn.metricErrors({ period, statistic: 'Sum' }),
      threshold: 1,
      description: `The ${name} function failed`,
    });
  return specs.map(alarm);
}

/**
 * 1 over an hour in which the census saw live auctions (its gauge, every 15 minutes) and no bid
 * was accepted; 0 otherwise. A missing census or no bids at all both read as 0 through FILL, so
 * an hour with neither census nor bids has no data, which is not breaching.
 */
export function noBidsOnLiveAuctions(): cloudwatch.MathExpression {
  const hour = Duration.hours(1);
  return new cloudwatch.MathExpression({
    expression: 'IF(FILL(live, 0) > 0 AND FILL(bids, 0) == 0, 1, 0)',
    usingMetrics: {
      live: businessMetric(Metric.liveAuctions, 'Maximum').with({ period: hour }),
      bids: businessMetric(Metric.bidsAccepted, 'Sum').with({ period: hour }),
    },
    label: 'live auctions without an accepted bid',
    period: hour,
  });
}
