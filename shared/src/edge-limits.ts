/**
 * The limits the edge puts on the HTTP API, written down once: the WAF's rate rule on CloudFront
 * (infra/aws/constructs/firewall.ts), API Gateway's stage and route throttles
 * (infra/aws/constructs/http-api.ts) and the largest request body each route reads (the HTTP
 * handler preset, in AWS and in the local cloud). docs/operations.md explains them.
 */

/**
 * Requests one address may send through CloudFront in any 5 minutes (pages, assets and /api
 * together) before the WAF blocks it until its rate falls back under. A first visit loads a few dozen
 * files and a busy trader's tab calls the API a few times a minute, so 3,000 (10 a second on
 * average) leaves room for a whole office behind one address, and stops a script long before the
 * stage throttle, which every user shares, would be reached.
 */
export const WAF_RATE_LIMIT_PER_5_MINUTES = 3000;

/** Requests per second (steady) and burst, as API Gateway's token bucket takes them. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Every route of the stage, all callers together. Sized well above the busiest hour seen with
 * room for auctions' last minutes; the account's own limit (10,000/s) sits far above it.
 */
export const STAGE_THROTTLE: Throttle = { rateLimit: 500, burstLimit: 1000 };

/**
 * Routes anyone can call (no sign-in) or that cost the most per call, held tighter than the
 * stage. These are limits for all callers together: the WAF's rate rule is the per-address one.
 */
export const ROUTE_THROTTLES = {
  // Each sends an e-mail or creates a user: a script could otherwise spam inboxes or the pool.
  signUp: { rateLimit: 5, burstLimit: 10 },
  verifyEmail: { rateLimit: 10, burstLimit: 20 },
  resendCode: { rateLimit: 2, burstLimit: 5 },
  forgotPassword: { rateLimit: 2, burstLimit: 5 },
  resetPassword: { rateLimit: 5, burstLimit: 10 },
  // Partners and the billing provider call these; each call is verified before anything is read.
  billingWebhook: { rateLimit: 20, burstLimit: 50 },
  receiveFreightWebhook: { rateLimit: 20, burstLimit: 50 },
  // Global search reads several indexes per keystroke-debounced query.
  search: { rateLimit: 100, burstLimit: 200 },
  recordSearchEvent: { rateLimit: 50, burstLimit: 100 },
} as const satisfies Record<string, Throttle>;

/** The largest body a route reads unless it says otherwise: 64 KiB of JSON. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Routes that take files (their body is `multipart` in the contract) take at most 4 MB of files per
 * upload (shared/src/crm/files.ts), plus the multipart framing. Lambda's own payload ceiling (6 MB
 * for the event, where a binary body arrives base64, a third larger) sits just above.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 4.5 * 1024 * 1024;

/** Routes whose JSON may be longer than the default, and why. */
export const ROUTE_BODY_LIMITS_BYTES: Readonly<Record<string, number>> = {
  // A partner's freight answer may carry many lanes and rates.
  receiveFreightWebhook: 512 * 1024,
  // The billing provider's events embed whole invoices.
  billingWebhook: 512 * 1024,
  // A journal batch lists every line of a month's postings.
  createJournalBatch: 1024 * 1024,
};

/** The body limit of a route of the contract: its own, else the upload limit where it takes files. */
export const bodyLimitOf = (route: { id: string; multipart?: object }): number =>
  ROUTE_BODY_LIMITS_BYTES[route.id] ?? (route.multipart ? UPLOAD_BODY_LIMIT_BYTES : DEFAULT_BODY_LIMIT_BYTES);

/** The answer to a body past its route's limit (413). */
export const bodyTooLargeMessage = (limit: number): string =>
  `The request body is too large: this route takes ${limit >= 1024 * 1024 ? `${+(limit / 1024 / 1024).toFixed(1)} MB` : `${Math.round(limit / 1024)} KB`} at most.`;

/**
 * API Gateway's WebSocket quotas: a frame of 32 KB at most, and a message (frames together) of
 * 128 KB; a larger frame closes the connection with 1009 (message too big). Browsers send each
 * message as one frame, so 32 KB is what a client meets, and the client's messages (subscribe and
 * unsubscribe, a channel of 200 characters at most) never come near it. The local gateway closes
 * a connection with 1009 past 32 KB in a message, however it is framed.
 */
export const WEBSOCKET_FRAME_LIMIT_BYTES = 32 * 1024;
export const WEBSOCKET_MESSAGE_LIMIT_BYTES = 128 * 1024;
