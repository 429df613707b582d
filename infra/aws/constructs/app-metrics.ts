import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import {
  METRICS_NAMESPACE,
  Metric,
  MetricDimension,
  PROJECTION_CONTEXT,
  REALTIME_CONTEXT,
  STREAM_CONTEXT,
  type MetricName,
} from '@polyloop/functions/lib/metrics.definition';

const period = Duration.minutes(5);

export interface AppMetricsProps {
  /** The HTTP contexts, each served by its own function. */
  httpContexts: readonly string[];
  /** The EventBridge consumers, each its own `context`. */
  consumers: readonly string[];
}

/** One metric of the `[context]` dimension set, the way the handler presets publish it. */
export const appMetric = (name: MetricName, context: string, statistic = 'Sum'): cloudwatch.Metric =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { [MetricDimension.context]: context },
    statistic,
    period,
    label: context,
  });

/** Bookings a freight partner left unanswered past their deadline (the freight-timers consumer counts them). */
export const freightBookingsOverdue = (): cloudwatch.Metric =>
  appMetric(Metric.freightBookingsOverdue, 'freight-timers').with({ label: 'overdue bookings' });

/**
 * The routes with the highest values of a metric, across every context: a search over the
 * `[context, route]` dimension set, so a route added later appears without a deploy.
 */
const topRoutes = (name: MetricName, statistic: string, label: string): cloudwatch.MathExpression =>
  new cloudwatch.MathExpression({
    expression: `SORT(SEARCH('{${METRICS_NAMESPACE},${MetricDimension.context},${MetricDimension.route}} MetricName="${name}"', '${statistic}', ${period.toSeconds()}), MAX, DESC, 10)`,
    usingMetrics: {},
    label,
    period,
  });

/**
 * One line per table stream projection (functions/src/stream/projections.ts), the ten highest: a
 * search over the `projection` context's routes, so a projection added later appears without a change here.
 */
const byProjection = (name: MetricName, statistic: string): cloudwatch.MathExpression =>
  new cloudwatch.MathExpression({
    expression: `SORT(SEARCH('{${METRICS_NAMESPACE},${MetricDimension.context},${MetricDimension.route}} MetricName="${name}" ${MetricDimension.context}="${PROJECTION_CONTEXT}"', '${statistic}', ${period.toSeconds()}), MAX, DESC, 10)`,
    usingMetrics: {},
    label: name,
    period,
  });

const graph = (
  title: string,
  left: cloudwatch.IMetric[],
  right: cloudwatch.IMetric[] = [],
): cloudwatch.GraphWidget => new cloudwatch.GraphWidget({ title, left, right, width: 8 });

/**
 * The dashboard rows of the product's own metrics (functions/src/lib/metrics.definition.ts): HTTP
 * traffic, errors and latency by context; the routes that fail or lag most; events by consumer;
 * WebSocket requests; table stream records; each projection's records, writes, failures and time.
 */
export function appMetricRows({ httpContexts, consumers }: AppMetricsProps): cloudwatch.IWidget[][] {
  const byContext = (name: MetricName, statistic?: string) =>
    httpContexts.map((context) => appMetric(name, context, statistic));
  return [
    [
      graph('Requests by context', byContext(Metric.requests)),
      graph(
        '4xx (left) and 5xx (right) by context',
        byContext(Metric.clientErrors),
        byContext(Metric.serverErrors),
      ),
      graph('Latency p95 by context (ms)', byContext(Metric.latency, 'p95')),
    ],
    [
      graph('Routes with the most 5xx', [topRoutes(Metric.serverErrors, 'Sum', '5xx')]),
      graph('Routes with the most 4xx', [topRoutes(Metric.clientErrors, 'Sum', '4xx')]),
      graph('Slowest routes, p95 (ms)', [topRoutes(Metric.latency, 'p95', 'p95')]),
    ],
    [
      graph(
        'Events processed (left); failed, rejected and duplicate (right) by consumer',
        consumers.map((consumer) => appMetric(Metric.eventsProcessed, consumer)),
        consumers.flatMap((consumer) => [
          appMetric(Metric.eventsFailed, consumer).with({ label: `${consumer} failed` }),
          appMetric(Metric.eventsRejected, consumer).with({ label: `${consumer} rejected` }),
          appMetric(Metric.eventsDuplicate, consumer).with({ label: `${consumer} duplicate` }),
        ]),
      ),
      graph(
        'WebSocket requests (left) and errors (right)',
        [appMetric(Metric.requests, REALTIME_CONTEXT)],
        [
          appMetric(Metric.clientErrors, REALTIME_CONTEXT).with({ label: '4xx' }),
          appMetric(Metric.serverErrors, REALTIME_CONTEXT).with({ label: '5xx' }),
        ],
      ),
      graph(
        'Table stream records processed (left) and failed (right)',
        [appMetric(Metric.recordsProcessed, STREAM_CONTEXT).with({ label: 'processed' })],
        [appMetric(Metric.recordsFailed, STREAM_CONTEXT).with({ label: 'failed' })],
      ),
    ],
    [
      graph('Projections: records read, by projection', [byProjection(Metric.projectionRecords, 'Sum')]),
      graph(
        'Projections: writes made (left) and failures (right), by projection',
        [byProjection(Metric.projectionWrites, 'Sum')],
        [byProjection(Metric.projectionFailures, 'Sum')],
      ),
      graph('Projections: slowest p95 per record (ms)', [byProjection(Metric.projectionDuration, 'p95')]),
    ],
    [graph('Freight bookings partners have not answered in time', [freightBookingsOverdue()])],
  ];
}
