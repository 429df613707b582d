import { Match } from 'aws-cdk-lib/assertions';
import { expect, it } from 'vitest';
import { consumers, rules } from '@polyloop/events';
import { contexts } from '@polyloop/shared';
import {
  BUSINESS_CONTEXT,
  METRICS_NAMESPACE,
  Metric,
  MetricDimension,
  REALTIME_CONTEXT,
  PROJECTION_CONTEXT,
  STREAM_CONTEXT,
} from '@polyloop/functions/lib/metrics.definition';
import type { FunctionDefinition } from '../../infra/definitions/functions.js';
import type { Synthesized } from './template.js';

/** What the operations team runs the product from: the dashboard, its graphs and the alarms. */
export function observabilityChecks(stack: () => Synthesized, allDefinitions: FunctionDefinition[]) {
  /** The dashboard's widgets, the lines they graph and the searches among them. */
  const dashboard = () => {
    const body = stack().resources[stack().resourceIdOfType('AWS::CloudWatch::Dashboard')]?.Properties
      .DashboardBody as { 'Fn::Join': [string, unknown[]] };
    // Tokens (region, resource names) sit inside JSON strings, so any placeholder keeps the JSON valid.
    const json = body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'TOKEN')).join('');
    const widgets = (
      JSON.parse(json) as {
        widgets: Array<{ type: string; properties: { metrics?: unknown[][]; markdown?: string } }>;
      }
    ).widgets;
    const lines = widgets.flatMap((widget) => widget.properties.metrics ?? []);
    const searches = lines.flatMap((line) =>
      line.map((item) => (item as { expression?: string }).expression).filter(Boolean),
    ) as string[];
    return { widgets, lines, searches };
  };
  const alarms = () =>
    Object.values(stack().resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
  const alarmNamed = (id: string) => {
    const found = alarms().find((a) => String(a.Properties.AlarmName).endsWith(`-${id}`));
    expect(found, id).toBeDefined();
    return found!.Properties;
  };

  it('alarms on 5xx rate, throttles, each DLQ, iterator age, partner webhooks, failed schedules, late bookings, bidless live auctions and each function, all through the encrypted topic', () => {
    stack().template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    const topicId = stack().resourceIdOfType('AWS::SNS::Topic');
    const streamConsumers = allDefinitions.filter((d) => d.name.startsWith('table-')).map((d) => d.name);
    expect(streamConsumers).toHaveLength(2);
    const named = [
      'Http5xxRate',
      'LambdaThrottles',
      'TableThrottles',
      'DlqDepth-events',
      ...streamConsumers.map((name) => `DlqDepth-${name}`),
      ...streamConsumers.map((name) => `IteratorAge-${name}`),
      'PartnerWebhookFailures',
      'SchedulesFailed',
      'FreightBookingsOverdue',
      'NoBidsOnLiveAuctions',
      ...allDefinitions.map((d) => `Errors-${d.name}`),
    ];
    expect(alarms()).toHaveLength(named.length);
    for (const id of named) {
      const alarm = alarmNamed(id);
      expect(alarm.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(alarm.TreatMissingData, id).toBe('notBreaching');
      expect(String(alarm.AlarmDescription), id).toContain(`docs/operations.md, "${id}"`);
    }
    const metricOf = (id: string) => JSON.stringify(alarmNamed(id).Metrics ?? alarmNamed(id).MetricName);
    expect(metricOf('Http5xxRate')).toContain('IF(requests >= 10, 100 * FILL(errors, 0) / requests, 0)');
    expect(metricOf('Http5xxRate')).toContain('"5xx"');
    expect(metricOf('SchedulesFailed')).toContain('InvocationDroppedCount');
    expect(metricOf('SchedulesFailed')).toContain('TargetErrorCount');
    expect(metricOf(`IteratorAge-${streamConsumers[0]}`)).toContain('"IteratorAge"');
    expect(alarmNamed(`IteratorAge-${streamConsumers[0]}`).Threshold).toBe(300_000);
    expect(alarmNamed('DlqDepth-events')).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
    expect(metricOf('LambdaThrottles')).toContain('"MetricName":"Throttles"');
    expect(metricOf('LambdaThrottles')).toContain('"Namespace":"AWS/Lambda"');
    const webhookMetric = metricOf('PartnerWebhookFailures');
    expect(webhookMetric).toContain(`"MetricName":"${Metric.partnerWebhookFailures}"`);
    expect(webhookMetric).toContain(`"Namespace":"${METRICS_NAMESPACE}"`);
    expect(webhookMetric).toContain(
      JSON.stringify([{ Name: MetricDimension.context, Value: BUSINESS_CONTEXT }]),
    );
    // Live auctions over the hour and no bid accepted in it; missing data is not breaching.
    const noBids = alarmNamed('NoBidsOnLiveAuctions');
    const expression = noBids.Metrics as Array<{
      Expression?: string;
      MetricStat?: { Metric: { MetricName: string }; Period: number };
    }>;
    expect(expression.find((m) => m.Expression)?.Expression).toBe(
      'IF(FILL(live, 0) > 0 AND FILL(bids, 0) == 0, 1, 0)',
    );
    expect(
      expression
        .filter((m) => m.MetricStat)
        .map((m) => [m.MetricStat!.Metric.MetricName, m.MetricStat!.Period]),
    ).toEqual(
      expect.arrayContaining([
        [Metric.liveAuctions, 3600],
        [Metric.bidsAccepted, 3600],
      ]),
    );
    expect(noBids.Threshold).toBe(1);
    stack().template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: [
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: {
              MetricName: Metric.freightBookingsOverdue,
              Namespace: METRICS_NAMESPACE,
              Dimensions: [{ Name: MetricDimension.context, Value: 'freight-timers' }],
            },
          }),
        }),
      ],
      Threshold: 1,
    });
  });

  it('has one dashboard whose sections say what they show and graph the services the operations team watches', () => {
    stack().template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const { widgets, lines } = dashboard();
    const texts = widgets.filter((w) => w.type === 'text').map((w) => String(w.properties.markdown));
    for (const section of [
      'HTTP API, whole',
      'Lambda functions',
      'DynamoDB table and its stream',
      'WebSocket',
      'Events, dead letters and schedules',
      'E-mail (SES)',
      'HTTP API by context',
      'Bus consumers and projections',
      'Business',
    ])
      expect(texts, section).toContainEqual(expect.stringContaining(`## ${section}\n`));
    expect(widgets.some((w) => w.type === 'alarm')).toBe(true);
    const graphed = new Set(lines.map((line) => `${String(line[0])} ${String(line[1])}`));
    for (const metric of [
      'AWS/ApiGateway 4xx',
      'AWS/ApiGateway 5xx',
      'AWS/ApiGateway Count',
      'AWS/ApiGateway Latency',
      'AWS/ApiGateway ConnectCount',
      'AWS/ApiGateway MessageCount',
      'AWS/Lambda Errors',
      'AWS/Lambda Throttles',
      'AWS/Lambda Duration',
      'AWS/Lambda ConcurrentExecutions',
      'AWS/Lambda IteratorAge',
      'AWS/DynamoDB ConsumedReadCapacityUnits',
      'AWS/DynamoDB ConsumedWriteCapacityUnits',
      'AWS/DynamoDB ReadThrottleEvents',
      'AWS/DynamoDB WriteThrottleEvents',
      'AWS/DynamoDB SystemErrors',
      'AWS/DynamoDB TransactionConflict',
      'AWS/Events FailedInvocations',
      'AWS/Events InvocationsSentToDlq',
      'AWS/SQS ApproximateNumberOfMessagesVisible',
      'AWS/Scheduler TargetErrorCount',
      'AWS/Scheduler InvocationDroppedCount',
      'AWS/SES Bounce',
      'AWS/SES Complaint',
    ])
      expect([...graphed], metric).toContain(metric);
    // EventBridge failures per rule: one line per rule of the bus.
    expect(lines.filter((line) => line[1] === 'FailedInvocations')).toHaveLength(rules.length);
    // p50, p95 and p99 latency of every context.
    const latency = lines.filter(
      (line) =>
        line[0] === METRICS_NAMESPACE && line[1] === Metric.latency && line[2] === MetricDimension.context,
    );
    for (const stat of ['p50', 'p95', 'p99'])
      for (const context of contexts)
        expect(latency, `${context} ${stat}`).toContainEqual(
          expect.arrayContaining([context, expect.objectContaining({ stat })]),
        );
  });

  it('graphs the business figures: sign-ups, listings, offers, bids per minute, live auctions, quotes and answer time per partner, bookings, orders and GMV', () => {
    const { lines, searches } = dashboard();
    const business = lines.filter(
      (line) =>
        line[0] === METRICS_NAMESPACE && line[2] === MetricDimension.context && line[3] === BUSINESS_CONTEXT,
    );
    const names = new Set(business.map((line) => line[1]));
    for (const name of [
      Metric.signUps,
      Metric.havesCreated,
      Metric.needsCreated,
      Metric.offersSent,
      Metric.offersConfirmed,
      Metric.bidsAccepted,
      Metric.liveAuctions,
      Metric.auctionsClosed,
      Metric.ordersCreated,
      Metric.gmvCents,
    ])
      expect([...names], name).toContain(name);
    const bids = business.find((line) => line[1] === Metric.bidsAccepted);
    expect(bids?.at(-1)).toMatchObject({ period: 60 });
    for (const name of [
      Metric.quotesRequested,
      Metric.quotesAnswered,
      Metric.quoteAnswerLatency,
      Metric.bookingsRequested,
      Metric.partnerWebhookFailures,
    ])
      expect(searches, name).toContainEqual(
        expect.stringContaining(`MetricName="${name}" ${MetricDimension.context}="${BUSINESS_CONTEXT}"`),
      );
  });

  it('graphs every metric the handler presets publish, by context, under their namespace and dimensions', () => {
    const { lines } = dashboard();
    const graphed = new Set(
      lines
        .filter((line) => line[0] === METRICS_NAMESPACE && line[2] === MetricDimension.context)
        .map((line) => `${String(line[1])} ${String(line[3])}`),
    );
    const expected = [
      ...contexts.flatMap((context) =>
        [Metric.requests, Metric.clientErrors, Metric.serverErrors, Metric.latency].map(
          (name) => `${name} ${context}`,
        ),
      ),
      ...Object.keys(consumers).flatMap((consumer) =>
        [Metric.eventsProcessed, Metric.eventsFailed, Metric.eventsRejected, Metric.eventsDuplicate].map(
          (name) => `${name} ${consumer}`,
        ),
      ),
      ...[Metric.requests, Metric.clientErrors, Metric.serverErrors].map(
        (name) => `${name} ${REALTIME_CONTEXT}`,
      ),
      ...[Metric.recordsProcessed, Metric.recordsFailed].map((name) => `${name} ${STREAM_CONTEXT}`),
    ];
    expect([...graphed].sort()).toEqual(expect.arrayContaining(expected));
    // The per-route rankings search the [context, route] dimension set the presets publish.
    const searches = lines.flatMap((line) =>
      line.map((item) => (item as { expression?: string }).expression).filter(Boolean),
    ) as string[];
    const searched = searches.flatMap((e) => [...e.matchAll(/MetricName="(\w+)"/g)].map((m) => m[1]));
    expect(new Set([...[...graphed].map((entry) => entry.split(' ')[0]), ...searched])).toEqual(
      new Set(Object.values(Metric)),
    );
    // Each projection's own figures, one line per projection.
    for (const name of [
      Metric.projectionRecords,
      Metric.projectionWrites,
      Metric.projectionFailures,
      Metric.projectionDuration,
    ])
      expect(searches, name).toContainEqual(
        expect.stringContaining(`MetricName="${name}" ${MetricDimension.context}="${PROJECTION_CONTEXT}"`),
      );
    for (const name of [Metric.serverErrors, Metric.clientErrors, Metric.latency]) {
      expect(searches, name).toContainEqual(
        expect.stringContaining(
          `SEARCH('{${METRICS_NAMESPACE},${MetricDimension.context},${MetricDimension.route}} MetricName="${name}"'`,
        ),
      );
    }
  });
}
