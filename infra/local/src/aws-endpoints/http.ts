import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': headers['content-type'] ?? 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': crypto.randomUUID(),
    ...headers,
  });
  res.end(text);
}

/** restJson1 errors: the SDK reads the type from `x-amzn-errortype`, the message from the body. */
export function sendRestError(res: ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, { Message: message, message }, { 'x-amzn-errortype': type });
}

/** awsJson1_1 errors carry the type as `__type` in the body. */
export function sendJsonRpcError(res: ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, { __type: type, message }, { 'content-type': 'application/x-amz-json-1.1' });
}

/** A request the client got wrong; the router turns it into the protocol's error shape. */
export class ClientError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export function parseJsonBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ClientError(400, 'SerializationException', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ClientError(400, 'SerializationException', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}
