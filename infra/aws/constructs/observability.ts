import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { consumers } from '@polyloop/events';
import { contexts } from '@polyloop/shared';
import { appMetricRows, freightBookingsOverdue } from './app-metrics.js';

export interface ObservabilityProps {
  httpApi: apigwv2.IHttpApi;
  webSocketApi: apigwv2.IWebSocketApi;
  webSocketStage: string;
  table: dynamodb.ITable;
  /** Named by their definition, so alarms and graph lines read `http-crm`, not a hash. */
  functions: Array<{ name: string; fn: lambda.IFunction }>;
  deadLetterQueues: sqs.IQueue[];
  /** Empty: alarms go to the topic only, with no subscriber. */
  alarmEmail: string;
}

const period = Duration.minutes(5);

/**
 * One dashboard and the alarms an operator must hear about, sent to one encrypted topic. The
 * dashboard shows the services' own metrics first, then the product's (app-metrics.ts).
 */
export class Observability extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    // A customer key, because CloudWatch may not publish to topics under the AWS-managed SNS key.
    const key = new kms.Key(this, 'AlarmTopicKey', {
      enableKeyRotation: true,
      description: 'Encrypts the alarm topic',
    });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      masterKey: key,
      enforceSSL: true,
      displayName: 'Polyloop alarms',
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    const notify = new actions.SnsAction(this.topic);
    const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string): void => {
      new cloudwatch.Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(notify);
    };

    const { httpApi, table } = props;
    const http5xx = httpApi.metricServerError({ period, statistic: 'Sum' });
    alarm('Http5xx', http5xx, 5, 'The HTTP API answered 5 or more server errors in 5 minutes');

    const tableThrottles = new cloudwatch.MathExpression({
      expression: 'FILL(r, 0) + FILL(w, 0)',
      usingMetrics: {
        r: table.metric('ReadThrottleEvents', { period, statistic: 'Sum' }),
        w: table.metric('WriteThrottleEvents', { period, statistic: 'Sum' }),
      },
      label: 'Throttled requests',
      period,
    });
    alarm('TableThrottles', tableThrottles, 1, 'DynamoDB throttled reads or writes on the table');
    alarm(
      'FreightBookingsOverdue',
      freightBookingsOverdue(),
      1,
      'A freight partner has not answered a booking within 30 business minutes: follow it up with the partner',
    );

    for (const { name, fn } of props.functions) {
      alarm(
        `Errors-${name}`,
        fn.metricErrors({ period, statistic: 'Sum' }),
        1,
        `The ${name} function failed`,
      );
    }
    props.deadLetterQueues.forEach((queue, index) => {
      alarm(
        `DlqDepth${index}`,
        queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        1,
        'Failed events are waiting in a dead-letter queue',
      );
    });

    const ws = (metricName: string): cloudwatch.Metric =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.webSocketApi.apiId, Stage: props.webSocketStage },
        statistic: 'Sum',
        period,
      });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'HTTP API errors',
        left: [httpApi.metricClientError({ period, statistic: 'Sum' }), http5xx],
      }),
      new cloudwatch.GraphWidget({
        title: 'HTTP API latency',
        left: [
          httpApi.metricLatency({ period, statistic: 'p50' }),
          httpApi.metricLatency({ period, statistic: 'p95' }),
        ],
      }),
      new cloudwatch.GraphWidget({ title: 'WebSocket', left: [ws('ConnectCount'), ws('MessageCount')] }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Function errors and throttles',
        left: props.functions.map(({ name, fn }) =>
          fn.metricErrors({ period, statistic: 'Sum', label: `${name} errors` }),
        ),
        right: props.functions.map(({ name, fn }) =>
          fn.metricThrottles({ period, statistic: 'Sum', label: `${name} throttles` }),
        ),
      }),
      new cloudwatch.GraphWidget({
        title: 'Function duration p95',
        left: props.functions.map(({ name, fn }) =>
          fn.metricDuration({ period, statistic: 'p95', label: name }),
        ),
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'DynamoDB capacity',
        left: [
          table.metricConsumedReadCapacityUnits({ period, statistic: 'Sum' }),
          table.metricConsumedWriteCapacityUnits({ period, statistic: 'Sum' }),
        ],
      }),
      new cloudwatch.GraphWidget({ title: 'DynamoDB throttles', left: [tableThrottles] }),
      new cloudwatch.GraphWidget({
        title: 'Dead-letter queues',
        left: props.deadLetterQueues.map((queue) =>
          queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        ),
      }),
    );
    for (const row of appMetricRows({ httpContexts: contexts, consumers: Object.keys(consumers) }))
      this.dashboard.addWidgets(...row);
  }
}
