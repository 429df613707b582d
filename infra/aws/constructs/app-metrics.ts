import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import {
  BUSINESS_CONTEXT,
  METRICS_NAMESPACE,
  Metric,
  MetricDimension,
  PROJECTION_CONTEXT,
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

/**
 * One line per freight partner (the `route` of the `business` context), the ten highest: a search,
 * so a partner added later appears without a deploy.
 */
export const byPartner = (name: MetricName, statistic: string, label: string): cloudwatch.MathExpression =>
  new cloudwatch.MathExpression({
    expression: `SORT(SEARCH('{${METRICS_NAMESPACE},${MetricDimension.context},${MetricDimension.route}} MetricName="${name}" ${MetricDimension.context}="${BUSINESS_CONTEXT}"', '${statistic}', ${period.toSeconds()}), MAX, DESC, 10)`,
    usingMetrics: {},
    label,
    period,
  });

/** A business figure of the `business` context as a whole. */
export const businessMetric = (
  name: MetricName,
  statistic = 'Sum',
  label: string = name,
): cloudwatch.Metric => appMetric(name, BUSINESS_CONTEXT, statistic).with({ label });

const heading = (markdown: string): cloudwatch.TextWidget =>
  new cloudwatch.TextWidget({ markdown, width: 24, height: 2 });

const graph = (
  title: string,
  left: cloudwatch.IMetric[],
  right: cloudwatch.IMetric[] = [],
): cloudwatch.GraphWidget => new cloudwatch.GraphWidget({ title, left, right, width: 8 });

/**
 * The dashboard rows of the product's own metrics (functions/src/lib/metrics.definition.ts), each
 * section headed by what it shows: HTTP traffic, errors and latency by context; the routes that
 * fail or lag most; events by consumer; each projection's figures; then the business.
 */
export function appMetricRows({ httpContexts, consumers }: AppMetricsProps): cloudwatch.IWidget[][] {
  const byContext = (name: MetricName, statistic?: string) =>
    httpContexts.map((context) => appMetric(name, context, statistic));
  return [
    [
      heading(
        '## HTTP API by context\nEach context (`crm`, `trading`…) is one Lambda: its requests, 4xx (the caller’s mistake), ' +
          '5xx (ours) and latency p50/p95/p99, as the handler measured them. Then the routes that fail or lag most, across contexts.',
      ),
    ],
    [
      graph('Requests by context', byContext(Metric.requests)),
      graph('4xx by context', byContext(Metric.clientErrors)),
      graph('5xx by context', byContext(Metric.serverErrors)),
    ],
    [
      graph('Latency p50 by context (ms)', byContext(Metric.latency, 'p50')),
      graph('Latency p95 by context (ms)', byContext(Metric.latency, 'p95')),
      graph('Latency p99 by context (ms)', byContext(Metric.latency, 'p99')),
    ],
    [
      graph('Routes with the most 5xx', [topRoutes(Metric.serverErrors, 'Sum', '5xx')]),
      graph('Routes with the most 4xx', [topRoutes(Metric.clientErrors, 'Sum', '4xx')]),
      graph('Slowest routes, p95 (ms)', [topRoutes(Metric.latency, 'p95', 'p95')]),
    ],
    [
      heading(
        '## Bus consumers and projections\nEvents each consumer handled, and those that failed (retried, then dead-lettered), ' +
          'were rejected (unknown or invalid) or were duplicates (skipped); each table-stream projection’s records, writes, failures and time.',
      ),
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
      graph('Projections: records read, by projection', [byProjection(Metric.projectionRecords, 'Sum')]),
      graph(
        'Projections: writes made (left) and failures (right), by projection',
        [byProjection(Metric.projectionWrites, 'Sum')],
        [byProjection(Metric.projectionFailures, 'Sum')],
      ),
    ],
    [
      graph('Projections: slowest p95 per record (ms)', [byProjection(Metric.projectionDuration, 'p95')]),
      graph('Freight bookings partners have not answered in time', [freightBookingsOverdue()]),
    ],
    ...businessRows(),
  ];
}

/** The business figures, counted where they happen (functions/src/lib/business-metrics.ts). */
function businessRows(): cloudwatch.IWidget[][] {
  const perMinute = (name: MetricName, label: string) =>
    appMetric(name, BUSINESS_CONTEXT).with({ period: Duration.minutes(1), label });
  return [
    [
      heading(
        '## Business\nWhat the product’s users did, counted when it happened (sums per 5 minutes unless the title says otherwise). ' +
          'Freight figures are per partner (ten highest); GMV is the value of the orders created, in cents.',
      ),
    ],
    [
      graph('Sign-ups; haves and needs created', [
        businessMetric(Metric.signUps, 'Sum', 'sign-ups'),
        businessMetric(Metric.havesCreated, 'Sum', 'haves'),
        businessMetric(Metric.needsCreated, 'Sum', 'needs'),
      ]),
      graph('Offers sent and confirmed', [
        businessMetric(Metric.offersSent, 'Sum', 'sent'),
        businessMetric(Metric.offersConfirmed, 'Sum', 'confirmed'),
      ]),
      graph(
        'Bids accepted per minute (left); live auctions and auctions closed (right)',
        [perMinute(Metric.bidsAccepted, 'bids per minute')],
        [
          businessMetric(Metric.liveAuctions, 'Maximum', 'live auctions'),
          businessMetric(Metric.auctionsClosed, 'Sum', 'auctions closed'),
        ],
      ),
    ],
    [
      graph(
        'Quotes requested (left) and answered (right), by partner',
        [byPartner(Metric.quotesRequested, 'Sum', 'requested')],
        [byPartner(Metric.quotesAnswered, 'Sum', 'answered')],
      ),
      graph('Quote answer time p95 by partner (ms)', [byPartner(Metric.quoteAnswerLatency, 'p95', 'p95')]),
      graph(
        'Bookings by partner (left); partner webhook failures (right)',
        [byPartner(Metric.bookingsRequested, 'Sum', 'bookings')],
        [byPartner(Metric.partnerWebhookFailures, 'Sum', 'webhook failures')],
      ),
    ],
    [
      graph('Orders created', [businessMetric(Metric.ordersCreated, 'Sum', 'orders')]),
      graph('GMV: value of the orders created (cents)', [
        businessMetric(Metric.gmvCents, 'Sum', 'GMV (cents)'),
      ]),
      graph('Quotes, bookings and webhook failures, all partners', [
        businessMetric(Metric.quotesRequested, 'Sum', 'quotes requested'),
        businessMetric(Metric.quotesAnswered, 'Sum', 'quotes answered'),
        businessMetric(Metric.bookingsRequested, 'Sum', 'bookings'),
        businessMetric(Metric.partnerWebhookFailures, 'Sum', 'webhook failures'),
      ]),
    ],
  ];
}
