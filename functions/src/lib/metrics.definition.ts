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
  // The business figures (context `business`; route: the freight partner where one is named).
  /** Companies that finished signing up. */
  signUps: 'SignUps',
  /** Haves created (saved, posted or copied). */
  havesCreated: 'HavesCreated',
  /** Needs created. */
  needsCreated: 'NeedsCreated',
  /** Network offers sent to another company. */
  offersSent: 'OffersSent',
  /** Network offers the other company confirmed (an order follows). */
  offersConfirmed: 'OffersConfirmed',
  /** Bids an auction accepted (leading or not): their sum per minute is the bidding pace. */
  bidsAccepted: 'BidsAccepted',
  /** Auctions closed at their end, sold or not. */
  auctionsClosed: 'AuctionsClosed',
  /** Auctions running now (started, not ended), counted every 15 minutes by the auction census. */
  liveAuctions: 'LiveAuctions',
  /** Freight quotes asked of a partner (route: the partner). */
  quotesRequested: 'QuotesRequested',
  /** Freight quotes a partner answered (route: the partner). */
  quotesAnswered: 'QuotesAnswered',
  /** Milliseconds from asking a partner for a quote to its answer (route: the partner). */
  quoteAnswerLatency: 'QuoteAnswerLatency',
  /** Freight bookings asked of a partner (route: the partner). */
  bookingsRequested: 'BookingsRequested',
  /** Orders created. */
  ordersCreated: 'OrdersCreated',
  /** The value of the orders created, in cents of their currency (gross merchandise value). */
  gmvCents: 'GmvCents',
  /** Deliveries to a freight partner's webhook that failed (route: the partner). */
  partnerWebhookFailures: 'PartnerWebhookFailures',
  /** Posts to a WebSocket connection that failed for another reason than the connection being gone. */
  connectionPostFailures: 'ConnectionPostFailures',
  /** Connections found gone (410) when posted to, and deleted. */
  connectionsGone: 'ConnectionsGone',
} as const;
export type MetricName = (typeof Metric)[keyof typeof Metric];

/** The `context` of the presets that do not serve an HTTP context. */
export const REALTIME_CONTEXT = 'realtime';
export const STREAM_CONTEXT = 'stream';
/** The context of the business figures (route: a freight partner's id, never a tenant's). */
export const BUSINESS_CONTEXT = 'business';
/** The context of each projection's own figures (route: the projection's name). */
export const PROJECTION_CONTEXT = 'projection';
