import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { invokeLambda } from '../lambdas.js';
import { matchRoute } from './routes.js';
import { refuse } from './refusals.js';

const TEXT = /^(application\/(json|.*\+json|xml|x-www-form-urlencoded)|text\/)/;
/** The HTTP API's payload limit. */
const MAX_BODY = 10 * 1024 * 1024;

/**
 * The whole body, or 'too-large' past the limit. The rest of a body that is too large is still
 * read and dropped: the answer then ends the exchange cleanly and the keep-alive connection can
 * carry the next request (stopping mid-body would leave its bytes where the next request belongs).
 */
async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY ? 'too-large' : Buffer.concat(chunks);
}

/** The HTTP API's JWT authorizer passes claims as strings, arrays flattened to "[a b]". */
function flattenClaims(payload: JwtPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    out[key] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return out;
}

interface ProxyResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  multiValueHeaders?: Record<string, string[]>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

export interface ApiOptions {
  verify: (token: string) => Promise<JwtPayload | undefined>;
}

/**
 * Serves `/api/*` as the HTTP API does: match a contract route, check the bearer token like the
 * JWT authorizer (401 for missing, malformed, expired or foreign tokens), build the v2 event and
 * invoke the context's handler.
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: ApiOptions,
): Promise<void> {
  const requestId = randomUUID();
  const method = (req.method ?? 'GET').toUpperCase();
  const matched = matchRoute(method, url.pathname);
  if (!matched) return refuse(res, 404, requestId);

  let claims: Record<string, string> | undefined;
  if (matched.route.auth !== 'public') {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? header;
    const payload = token ? await options.verify(token.trim()) : undefined;
    if (!payload) return refuse(res, 401, requestId, { 'www-authenticate': 'Bearer' });
    claims = flattenClaims(payload);
  }

  const raw = await readBody(req);
  if (raw === 'too-large') return refuse(res, 413, requestId);
  const contentType = String(req.headers['content-type'] ?? '');
  const isText = raw.length === 0 || TEXT.test(contentType);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers))
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(',') : value;
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const now = new Date();

  const event = {
    version: '2.0',
    routeKey: matched.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(matched.pathParameters).length ? matched.pathParameters : undefined,
    body: raw.length ? (isText ? raw.toString('utf8') : raw.toString('base64')) : undefined,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: matched.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  };

  let result: ProxyResult;
  try {
    result = (await invokeLambda<ProxyResult>(matched.entry, event, matched.functionName)) ?? {};
  } catch (error) {
    console.error(`[gateway] ${matched.functionName} failed:`, error);
    return refuse(res, 500, requestId);
  }
  const outHeaders: Record<string, string | string[]> = { 'apigw-requestid': requestId };
  for (const [key, value] of Object.entries(result.headers ?? {}))
    outHeaders[key.toLowerCase()] = String(value);
  if (result.cookies?.length) outHeaders['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, outHeaders);
  res.end(
    result.body === undefined
      ? undefined
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
  );
}
