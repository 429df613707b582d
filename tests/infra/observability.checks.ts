import { Match } from 'aws-cdk-lib/assertions';
import { expect, it } from 'vitest';
import { consumers } from '@polyloop/events';
import { contexts } from '@polyloop/shared';
import {
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
  it('has an operations dashboard and alarms for 5xx, each function, table throttles, DLQs and late freight bookings', () => {
    stack().template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const alarms = Object.values(stack().resources).filter(
      (resource) => resource.Type === 'AWS::CloudWatch::Alarm',
    );
    // 5xx + table throttles + late freight bookings + one per function + three dead-letter queues
    // (the bus rules', and each of the two stream consumers').
    expect(alarms).toHaveLength(3 + allDefinitions.length + 3);
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
    stack().template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });

  it('graphs every metric the handler presets publish, by context, under their namespace and dimensions', () => {
    const body = stack().resources[stack().resourceIdOfType('AWS::CloudWatch::Dashboard')]?.Properties
      .DashboardBody as {
      'Fn::Join': [string, unknown[]];
    };
    // Tokens (region, resource names) sit inside JSON strings, so any placeholder keeps the JSON valid.
    const json = body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'TOKEN')).join('');
    const widgets = (JSON.parse(json) as { widgets: Array<{ properties: { metrics?: unknown[][] } }> })
      .widgets;
    const lines = widgets.flatMap((widget) => widget.properties.metrics ?? []);
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
