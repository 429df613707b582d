/**
 * The product's own metrics: the handler presets emit them (as CloudWatch embedded metric format
 * lines in the function's log), the CDK app's dashboard graphs them, and the infrastructure test
 * checks that the two name the same things.
 */
export const METRICS_NAMESPACE = 'Polyloop';

/**
 * Every metric is published twice, once per dimension set: `[context]` to graph an area as a
 * whole and `[context, route]` to rank its routes. Both stay bounded: `context` is an HTTP
 * context (`crm`…), `realtime`, a consumer's name, `stream` or `projection`; `route` is a
 * contract route id, a WebSocket route key, an event's detail-type, an entity or a projection's name.
 */
export const MetricDimension = { context: 'context', route: 'route' } as const;

export const Metric = {
  /** HTTP and WebSocket requests answered, whatever the status. */
  requests: 'Requests',
  /** Answers with a 4xx status: the caller's mistake (validation, auth, not found, conflict). */
  clientErrors: 'ClientErrors',
  /** Answers with a 5xx status: ours. */
  serverErrors: 'ServerErrors',
  /** Milliseconds from the event reaching the handler to the answer. */
  latency: 'Latency',
  /** Bus events handled by a consumer. */
  eventsProcessed: 'EventsProcessed',
  /** Bus events a consumer had already handled (redelivered or republished), skipped by id. */
  eventsDuplicate: 'EventsDuplicate',
  /** Bus events dropped: no handling for the detail-type, or a detail its contract refuses. */
  eventsRejected: 'EventsRejected',
  /** Bus events whose handling threw: EventBridge retries them, then dead-letters them. */
  eventsFailed: 'EventsFailed',
  /** Table stream records projected. */
  recordsProcessed: 'RecordsProcessed',
  /** Table stream records whose projection threw: the batch is retried from that record. */
  recordsFailed: 'RecordsFailed',
  /** Stream records a projection read (route: the projection), whether or not they meant writes. */
  projectionRecords: 'ProjectionRecords',
  /** Items and events a projection wrote. */
  projectionWrites: 'ProjectionWrites',
  /** Records a projection failed on: the record is retried, the other projections' work kept. */
  projectionFailures: 'ProjectionFailures',
  /** Milliseconds a projection took over one record. */
  projectionDuration: 'ProjectionDuration',
  /** Freight bookings a partner has not answered 30 business minutes after the request (route: the partner). */
  freightBookingsOverdue: 'FreightBookingsOverdue',
} as const;
export type MetricName = (typeof Metric)[keyof typeof Metric];

/** The `context` of the presets that do not serve an HTTP context. */
export const REALTIME_CONTEXT = 'realtime';
export const STREAM_CONTEXT = 'stream';
/** The context of each projection's own figures (route: the projection's name). */
export const PROJECTION_CONTEXT = 'projection';
