import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { consumers } from '@polyloop/events';
import { contexts } from '@polyloop/shared';
import { appMetricRows } from './app-metrics.js';
import { operationsAlarms } from './operations-alarms.js';
import { heading, serviceRows, type ServiceRowsProps } from './operations-rows.js';

export interface ObservabilityProps extends ServiceRowsProps {
  /** Empty: alarms go to the topic only, with no subscriber. */
  alarmEmail: string;
}

/**
 * One dashboard and the alarms an operator must hear about, sent to one encrypted topic. The
 * dashboard reads top to bottom: the AWS services' own metrics (operations-rows.ts), then the
 * product's, ending with the business (app-metrics.ts); each section opens with what it shows.
 * The alarms are in operations-alarms.ts, and docs/operations.md is their runbook.
 */
export class Observability extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[];

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
    this.alarms = operationsAlarms(this, new actions.SnsAction(this.topic), props);

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      heading(
        '# Polyloop operations\nTop to bottom: the HTTP API, the functions, the table and its stream, WebSocket, events and schedules, e-mail; ' +
          'then the product’s own figures by context and the business. Every alarm is listed below with its state; ' +
          'what each means and what to do is in the runbook, `docs/operations.md`.',
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
    const rows = [
      ...serviceRows(props),
      ...appMetricRows({ httpContexts: contexts, consumers: Object.keys(consumers) }),
    ];
    for (const row of rows) this.dashboard.addWidgets(...row);
  }
}
