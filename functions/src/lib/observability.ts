import type { MiddlewareObj, Request } from '@middy/core';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, Metric, MetricDimension, type MetricName } from './metrics.definition.js';

/**
 * Created once per module load, shared by every handler preset. Tracing is Lambda's active
 * tracing (set by the CDK app): Powertools' Tracer would bundle the X-Ray SDK into every function
 * (~115 KB of a 300 KB budget) for SDK subsegments we don't need yet.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'polyloop' });

/**
 * The metrics of one invocation (or of one group of stream records), published as one EMF line
 * by `publish`. Each gets its own Powertools `Metrics` rather than sharing one: the local cloud
 * runs many invocations at once in one process, where a shared buffer would mix their dimensions.
 * Powertools' `service` dimension is dropped, so a graph names a metric by context and route only.
 * In Powertools' dev mode (POWERTOOLS_DEV, set by the local cloud) nothing is printed unless
 * POWERTOOLS_METRICS_DISABLED=false.
 */
export class InvocationMetrics {
  readonly #metrics = new Metrics({ namespace: METRICS_NAMESPACE });
  #route: string | undefined;

  constructor(readonly context: string) {
    this.#metrics.clearDefaultDimensions();
    this.#metrics.setDefaultDimensions({ [MetricDimension.context]: context });
  }

  /** The route this invocation served: adds the `[context, route]` dimension set. */
  route(route: string): this {
    this.#route = route;
    return this;
  }

  count(name: MetricName, value = 1): this {
    this.#metrics.addMetric(name, MetricUnit.Count, value);
    return this;
  }

  milliseconds(name: MetricName, value: number): this {
    this.#metrics.addMetric(name, MetricUnit.Milliseconds, value);
    return this;
  }

  /**
   * The context is a default dimension, so it is part of every set: the route's set is the plain
   * dimensions, and an empty extra set is the context alone. (Powertools warns about a key repeated
   * across sets, even with the same value.)
   */
  publish(): void {
    if (this.#route) {
      this.#metrics.addDimension(MetricDimension.route, this.#route);
      this.#metrics.addDimensions({});
    }
    this.#metrics.publishStoredMetrics();
  }
}

/**
 * Publishes one answered request (HTTP or WebSocket): its count, latency, and 4xx and 5xx as 1 or
 * 0, so the average of an error metric is the error rate.
 */
export function publishAnswer(metrics: InvocationMetrics, statusCode: number, startedAt: number): void {
  metrics
    .count(Metric.requests)
    .count(Metric.clientErrors, statusCode >= 400 && statusCode < 500 ? 1 : 0)
    .count(Metric.serverErrors, statusCode >= 500 ? 1 : 0)
    .milliseconds(Metric.latency, Date.now() - startedAt)
    .publish();
}

/** What an answering preset tells `observeAnswers` about one request. */
export interface Observed {
  context: string;
  route: string;
  /** More keys for every log line of the request (a correlation id, a connection id). */
  keys?: Record<string, string | undefined>;
}

const statusOf = (response: unknown): number =>
  typeof response === 'object' &&
  response !== null &&
  'statusCode' in response &&
  typeof response.statusCode === 'number'
    ? response.statusCode
    : 200;

/**
 * Middleware of the presets that answer requests (HTTP, WebSocket). Registered right after the
 * logger's context and before the preset's error handling, so its `before` runs before anything
 * can log and its `after`/`onError` see the final answer: every log line of the request names the
 * context and the route, and the request's metrics go out once, with the final status.
 */
export function observeAnswers<E, R>(describe: (event: E) => Observed): MiddlewareObj<E, R> {
  const open = new WeakMap<object, { metrics: InvocationMetrics; startedAt: number }>();
  const finish = (request: Request<E, R>) => {
    const invocation = open.get(request);
    if (!invocation) return;
    open.delete(request);
    publishAnswer(
      invocation.metrics,
      request.response === undefined ? 500 : statusOf(request.response),
      invocation.startedAt,
    );
  };
  return {
    before: (request) => {
      const { context, route, keys } = describe(request.event);
      logger.appendKeys({ context, route, ...keys });
      open.set(request, { metrics: new InvocationMetrics(context).route(route), startedAt: Date.now() });
    },
    after: finish,
    onError: finish,
  };
}
