import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Log } from '../log.js';
import { handleConnectionsRequest, type Connections } from './connections.js';
import { handlePutEvents, type EventBus } from './events.js';
import { ClientError, parseJsonBody, readBody, sendJson, sendJsonRpcError, sendRestError } from './http.js';
import { handleSchedulerRequest, type Scheduler } from './scheduler.js';
import { handleSendEmail } from './ses.js';
import type { CognitoFront } from './cognito.js';

export interface AwsEndpointsOptions {
  port: number;
  host?: string;
  bus: EventBus;
  scheduler: Scheduler;
  /** Late-bound: the gateway that owns the WebSocket connections starts after this server. */
  connections: () => Connections | undefined;
  /** Late-bound: the table stream's poller, which starts after this server. */
  stream: () => { hold(): void; release(): void; settle(): Promise<void> } | undefined;
  outboxDir: string;
  /** Cognito's calls go on to cognito-local through this front (`cognito.ts`). */
  cognito?: CognitoFront;
  log: Log;
}

/**
 * One HTTP server speaking the wire protocols of EventBridge (awsJson1_1), Scheduler, SESv2 and
 * the API Gateway management API (restJson1), and Cognito's in front of cognito-local, so the handlers' real SDK clients work unchanged
 * once `AWS_ENDPOINT_URL_<SERVICE>` points here. Signatures are not checked.
 */
export async function createAwsEndpoints(
  options: AwsEndpointsOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      options.log.error(`${req.method} ${req.url} failed in the local AWS endpoints`, error);
      if (!res.headersSent)
        sendRestError(res, 500, 'InternalServerException', 'Internal error in the local AWS endpoints.');
      else res.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return {
    url: `http://${host}:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  options: AwsEndpointsOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  const method = req.method ?? 'GET';
  const body = await readBody(req);
  const target = req.headers['x-amz-target'];

  if (
    typeof target === 'string' &&
    target.startsWith('AWSCognitoIdentityProviderService.') &&
    options.cognito
  )
    return options.cognito.handle(target, body, res);
  if (typeof target === 'string') {
    try {
      if (target !== 'AWSEvents.PutEvents')
        throw new ClientError(
          400,
          'UnknownOperationException',
          `${target} is not supported by the local cloud.`,
        );
      sendJson(res, 200, handlePutEvents(options.bus, parseJsonBody(body)), {
        'content-type': 'application/x-amz-json-1.1',
      });
    } catch (error) {
      if (!(error instanceof ClientError)) throw error;
      sendJsonRpcError(res, error.status, error.type, error.message);
    }
    return;
  }

  // Not an AWS API: what the bus accepted lately, newest first, so a developer (or a test) can see
  // which events a change set off; `settle` first waits for the consumers already started to finish.
  if (url.pathname === '/_local/events' && url.searchParams.has('settle')) await options.bus.settled();
  try {
    const answer =
      (url.pathname.startsWith('/@connections/') &&
        handleConnectionsRequest(options.connections(), method, url.pathname, body)) ||
      (url.pathname.startsWith('/schedules') &&
        handleSchedulerRequest(
          options.scheduler,
          method,
          url.pathname,
          url.searchParams,
          parseJsonBody(body),
        )) ||
      (url.pathname === '/v2/email/outbound-emails' &&
        method === 'POST' && {
          status: 200,
          body: await handleSendEmail(options.outboxDir, parseJsonBody(body)),
        }) ||
      (url.pathname === '/_local/events' &&
        method === 'GET' && {
          status: 200,
          body: { events: options.bus.recent(url.searchParams.get('type') ?? undefined) },
        }) ||
      (url.pathname === '/_local/stream' &&
        method === 'POST' &&
        (await streamState(options.stream(), url.searchParams.get('state')))) ||
      undefined;
    if (!answer)
      throw new ClientError(
        404,
        'UnknownOperationException',
        `${method} ${url.pathname} is not supported by the local cloud.`,
      );
    if (answer.body === undefined) {
      res.writeHead(answer.status, { 'content-length': 0 });
      res.end();
    } else {
      sendJson(res, answer.status, answer.body);
    }
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    sendRestError(res, error.status, error.type, error.message);
  }
}

/**
 * Not an AWS API: `POST /_local/stream?state=held` holds the table stream back, `?state=flowing`
 * lets it go on, so a developer (or a test) can see the product while its stream lags;
 * `?state=settled` answers once the stream has caught up and the events it set off (and the
 * stream records those wrote) are handled, so one test file's backlog is not the next one's wait.
 */
async function streamState(
  stream: { hold(): void; release(): void; settle(): Promise<void> } | undefined,
  state: string | null,
) {
  if (!stream)
    throw new ClientError(503, 'ServiceUnavailableException', 'The table stream has not started yet.');
  if (state === 'held') stream.hold();
  else if (state === 'flowing') stream.release();
  else if (state === 'settled') await stream.settle();
  else
    throw new ClientError(400, 'ValidationException', 'Say ?state=held, ?state=flowing or ?state=settled.');
  return { status: 200, body: { state } };
}
