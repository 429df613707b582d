import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as events from 'aws-cdk-lib/aws-events';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Metric, REALTIME_CONTEXT, STREAM_CONTEXT } from '@polyloop/functions/lib/metrics.definition';
import { appMetric } from './app-metrics.js';
import { FIREWALL_RULES, firewallMetric } from './firewall.js';

export const period = Duration.minutes(5);

/** A function, named by its definition (`http-crm`), so lines and alarms read its name, not a hash. */
export interface NamedFunction {
  name: string;
  fn: lambda.IFunction;
}

/** What the AWS services' rows of the dashboard graph. */
export interface ServiceRowsProps {
  httpApi: apigwv2.IHttpApi;
  webSocketApi: apigwv2.IWebSocketApi;
  webSocketStage: string;
  table: dynamodb.ITable;
  functions: NamedFunction[];
  /** The table stream's consumers: their iterator age says how far behind the writes they are. */
  streamFunctions: NamedFunction[];
  eventBusName: string;
  eventRules: Array<{ name: string; rule: events.IRule }>;
  deadLetterQueues: Array<{ name: string; queue: sqs.IQueue }>;
  /** The WAF web ACL in front of CloudFront, by name (its metrics are in us-east-1). */
  webAclName: string;
}

/** A section's heading: what its rows show and where to look next, for someone who did not build it. */
export const heading = (markdown: string): cloudwatch.TextWidget =>
  new cloudwatch.TextWidget({ markdown, width: 24, height: 2 });

export const graph = (
  title: string,
  left: cloudwatch.IMetric[],
  right: cloudwatch.IMetric[] = [],
  width = 8,
): cloudwatch.GraphWidget => new cloudwatch.GraphWidget({ title, left, right, width });

const aws = (
  namespace: string,
  metricName: string,
  dimensionsMap: Record<string, string>,
  statistic = 'Sum',
) => new cloudwatch.Metric({ namespace, metricName, dimensionsMap, statistic, period });

/** The HTTP API's 5xx and requests, which the 5xx rate alarm and its graph share. */
export const http5xx = (api: apigwv2.IHttpApi) => api.metricServerError({ period, statistic: 'Sum' });
export const httpRequests = (api: apigwv2.IHttpApi) => api.metricCount({ period, statistic: 'Sum' });

/** Reads and writes DynamoDB refused for capacity, across the table and its indexes. */
export const tableThrottles = (table: dynamodb.ITable): cloudwatch.MathExpression =>
  new cloudwatch.MathExpression({
    expression: 'FILL(r, 0) + FILL(w, 0)',
    usingMetrics: {
      r: table.metric('ReadThrottleEvents', { period, statistic: 'Sum' }),
      w: table.metric('WriteThrottleEvents', { period, statistic: 'Sum' }),
    },
    label: 'Throttled requests',
    period,
  });

/** How far behind the table's writes a stream consumer reads (milliseconds, the oldest record). */
export const iteratorAge = ({ name, fn }: NamedFunction): cloudwatch.Metric =>
  fn.metric('IteratorAge', { period, statistic: 'Maximum', label: name });

/** EventBridge Scheduler's account figures: the timers and standing schedules are all ours. */
export const schedulerMetric = (metricName: string): cloudwatch.Metric =>
  aws('AWS/Scheduler', metricName, {}).with({ label: metricName });

const OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

/** The rows of the AWS services' own metrics, each section headed by what it shows. */
export function serviceRows(props: ServiceRowsProps): cloudwatch.IWidget[][] {
  const { httpApi, table, functions } = props;
  const ws = (metricName: string) =>
    aws('AWS/ApiGateway', metricName, { ApiId: props.webSocketApi.apiId, Stage: props.webSocketStage });
  const apiLatency = (statistic: string) => httpApi.metricLatency({ period, statistic, label: statistic });
  const perFunction = (metric: (f: NamedFunction) => cloudwatch.IMetric) => functions.map(metric);
  return [
    [
      heading(
        '## HTTP API, whole\nEvery request through API Gateway, before any context: answers, errors and latency. ' +
          'The rows of each context (per Lambda) are further down, under **HTTP API by context**.',
      ),
    ],
    [
      graph(
        'Requests (left); 4xx and 5xx (right)',
        [httpRequests(httpApi)],
        [httpApi.metricClientError({ period, statistic: 'Sum' }), http5xx(httpApi)],
      ),
      graph('Latency p50, p95, p99 (ms)', [apiLatency('p50'), apiLatency('p95'), apiLatency('p99')]),
      graph('Integration latency p95: the time spent in the functions (ms)', [
        httpApi.metricIntegrationLatency({ period, statistic: 'p95', label: 'integration p95' }),
      ]),
    ],
    [
      heading(
        '## WAF in front of CloudFront\nEvery request to the app and /api passes the web ACL first. Blocked requests ' +
          'by rule: the rate limit per address, AWS’s common rules and known bad inputs (docs/operations.md, The edge).',
      ),
    ],
    [
      graph(
        'Requests allowed (left) and blocked (right)',
        [firewallMetric(props.webAclName, 'AllowedRequests')],
        [firewallMetric(props.webAclName, 'BlockedRequests')],
        12,
      ),
      graph(
        'Blocked by rule',
        Object.values(FIREWALL_RULES).map((rule) =>
          firewallMetric(props.webAclName, 'BlockedRequests', rule),
        ),
        [],
        12,
      ),
    ],
    [
      heading(
        '## Lambda functions\nOne line per function (named by its definition: `http-crm`, `ws-message`, a consumer). ' +
          'Errors are invocations that threw; throttles were refused for concurrency; duration is p95.',
      ),
    ],
    [
      graph(
        'Errors (left) and throttles (right) by function',
        perFunction(({ name, fn }) => fn.metricErrors({ period, statistic: 'Sum', label: `${name} errors` })),
        perFunction(({ name, fn }) =>
          fn.metricThrottles({ period, statistic: 'Sum', label: `${name} throttles` }),
        ),
      ),
      graph(
        'Duration p95 by function (ms)',
        perFunction(({ name, fn }) => fn.metricDuration({ period, statistic: 'p95', label: name })),
      ),
      graph(
        'Concurrent executions: by function (left), whole account (right)',
        perFunction(({ name, fn }) =>
          fn.metric('ConcurrentExecutions', { period, statistic: 'Maximum', label: name }),
        ),
        [lambda.Function.metricAllConcurrentExecutions({ period, statistic: 'Maximum', label: 'account' })],
      ),
    ],
    [
      heading(
        '## DynamoDB table and its stream\nThe one table: capacity used, requests refused (throttled), DynamoDB’s own errors, ' +
          'transactions that lost a race, and how far behind the writes each stream consumer reads (iterator age).',
      ),
    ],
    [
      graph('Consumed capacity units', [
        table.metricConsumedReadCapacityUnits({ period, statistic: 'Sum', label: 'read' }),
        table.metricConsumedWriteCapacityUnits({ period, statistic: 'Sum', label: 'write' }),
      ]),
      graph(
        'Throttled requests (left); system errors (right)',
        [tableThrottles(table)],
        [table.metricSystemErrorsForOperations({ operations: OPERATIONS, period, label: 'system errors' })],
      ),
      graph('Transaction conflicts', [
        table.metric('TransactionConflict', { period, statistic: 'Sum', label: 'transaction conflicts' }),
      ]),
    ],
    [
      graph('Stream iterator age, oldest record (ms)', props.streamFunctions.map(iteratorAge)),
      graph(
        'Stream records processed (left) and failed (right)',
        [appMetric(Metric.recordsProcessed, STREAM_CONTEXT).with({ label: 'processed' })],
        [appMetric(Metric.recordsFailed, STREAM_CONTEXT).with({ label: 'failed' })],
      ),
    ],
    [
      heading(
        '## WebSocket\nConnections opened and messages received by API Gateway; posts to `@connections` that failed, ' +
          'and connections found gone (410) and deleted.',
      ),
    ],
    [
      graph('Connections (left) and messages (right)', [ws('ConnectCount')], [ws('MessageCount')]),
      graph(
        '@connections failures (left) and gone connections deleted (right)',
        [appMetric(Metric.connectionPostFailures, REALTIME_CONTEXT).with({ label: 'post failures' })],
        [appMetric(Metric.connectionsGone, REALTIME_CONTEXT).with({ label: 'gone, deleted' })],
      ),
      graph(
        'WebSocket requests (left) and errors (right)',
        [appMetric(Metric.requests, REALTIME_CONTEXT)],
        [
          appMetric(Metric.clientErrors, REALTIME_CONTEXT).with({ label: '4xx' }),
          appMetric(Metric.serverErrors, REALTIME_CONTEXT).with({ label: '5xx' }),
        ],
      ),
    ],
    [
      heading(
        '## Events, dead letters and schedules\nEventBridge deliveries that failed per rule and those sent to the dead-letter queue ' +
          'per rule; each dead-letter queue’s depth (should be 0: see the runbook to redrive); EventBridge Scheduler target errors and dropped firings.',
      ),
    ],
    [
      graph(
        'Failed invocations (left) and sent to the DLQ (right), by rule',
        props.eventRules.map(({ name, rule }) =>
          aws('AWS/Events', 'FailedInvocations', {
            EventBusName: props.eventBusName,
            RuleName: rule.ruleName,
          }).with({
            label: name,
          }),
        ),
        props.eventRules.map(({ name, rule }) =>
          aws('AWS/Events', 'InvocationsSentToDlq', {
            EventBusName: props.eventBusName,
            RuleName: rule.ruleName,
          }).with({
            label: `${name} to DLQ`,
          }),
        ),
      ),
      graph(
        'Dead-letter queue depth',
        props.deadLetterQueues.map(({ name, queue }) =>
          queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum', label: name }),
        ),
      ),
      graph(
        'Scheduler target errors (left); dropped firings (right)',
        [schedulerMetric('TargetErrorCount')],
        [schedulerMetric('InvocationDroppedCount')],
      ),
    ],
    [
      heading(
        '## E-mail (SES)\nWhat the product sent, what arrived, and what bounced or was marked as spam; the reputation rates are the ones SES suspends sending on (bounces 10%, complaints 0.5%).',
      ),
    ],
    [
      graph(
        'Sent, delivered (left); bounces, complaints (right)',
        [
          aws('AWS/SES', 'Send', {}).with({ label: 'sent' }),
          aws('AWS/SES', 'Delivery', {}).with({ label: 'delivered' }),
        ],
        [
          aws('AWS/SES', 'Bounce', {}).with({ label: 'bounces' }),
          aws('AWS/SES', 'Complaint', {}).with({ label: 'complaints' }),
        ],
      ),
      graph('Reputation: bounce and complaint rates', [
        aws('AWS/SES', 'Reputation.BounceRate', {}, 'Maximum').with({ label: 'bounce rate' }),
        aws('AWS/SES', 'Reputation.ComplaintRate', {}, 'Maximum').with({ label: 'complaint rate' }),
      ]),
    ],
  ];
}
