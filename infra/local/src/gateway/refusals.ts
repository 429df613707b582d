import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';

/**
 * The gateway's own answers to requests it will not pass on. The messages are API Gateway's (the
 * standard status texts where it has none of its own); the body also carries the contract's
 * `code` and the request id, so a client reads every refusal, the gateway's and the handlers', as
 * one `ApiError`.
 */
const REFUSALS = {
  400: ['Bad Request', 'BAD_REQUEST'],
  401: ['Unauthorized', 'UNAUTHORIZED'],
  404: ['Not Found', 'ROUTE_NOT_FOUND'],
  408: ['Request Timeout', 'REQUEST_TIMEOUT'],
  413: ['Request Entity Too Large', 'PAYLOAD_TOO_LARGE'],
  414: ['Request-URI Too Long', 'URI_TOO_LONG'],
  431: ['Request Header Fields Too Large', 'HEADERS_TOO_LARGE'],
  500: ['Internal Server Error', 'INTERNAL'],
} as const;
export type RefusalStatus = keyof typeof REFUSALS;

const refusalBody = (status: RefusalStatus, requestId: string) =>
  JSON.stringify({ message: REFUSALS[status][0], code: REFUSALS[status][1], requestId });

export function refuse(
  res: ServerResponse,
  status: RefusalStatus,
  requestId: string = randomUUID(),
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json', 'apigw-requestid': requestId, ...headers });
  res.end(refusalBody(status, requestId));
}

/**
 * The request's URL, or undefined when it cannot be one: a target that does not parse, or a path
 * with a malformed percent-escape (`%ZZ`, a cut multi-byte sequence), which API Gateway refuses
 * before routing. Decoding is then safe everywhere downstream.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  try {
    // An origin-form target is always a path, even one that starts with `//`.
    const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Node limits the request line and the headers together; the URL is to blame when the request
 * line takes most of what was read (or no line break arrived before the limit).
 */
function requestLineTooLong(raw: Buffer | undefined): boolean {
  if (raw === undefined) return false;
  const lineEnd = raw.indexOf('\r\n');
  return lineEnd < 0 || lineEnd > raw.length / 2;
}

/** How long a refused connection may keep sending before it is cut. */
const LINGER_MS = 5000;
/** Connections already answered: Node's parser reports its error again for every later chunk. */
const answered = new WeakSet<Duplex>();

/**
 * What the server answers when Node's HTTP parser refuses a request before any handler sees it
 * (Node's own default is an empty, non-JSON answer): an overlong URL (414) or header block
 * (431), a stalled request (408), or bytes that are not HTTP (400). The connection is closed
 * after the answer, as the parser cannot tell where the next request would start. What the
 * client is still sending is read and dropped meanwhile: closing on unread bytes makes TCP reset
 * the connection, and the client could lose the answer.
 */
export function refuseClientError(
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status: RefusalStatus =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? requestLineTooLong(error.rawPacket)
        ? 414
        : 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = refusalBody(status, randomUUID());
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.end(
    `HTTP/1.1 ${status} ${REFUSALS[status][0]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
