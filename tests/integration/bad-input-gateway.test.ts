import { describe, expect, inject, it } from 'vitest';
import { ApiError, IdentityRoutes, PlatformRoutes } from '@polyloop/shared';
import { bodyLimitOf, bodyTooLargeMessage } from '@polyloop/shared/edge-limits';
import { exchange, type RawResponse } from '../support/raw-http.js';

/**
 * The local gateway's own answers to requests it cannot pass on, at the level of bytes on a
 * connection: bodies over the HTTP API's 10 MB limit, URLs and headers over Node's parser limit,
 * targets that are not URLs and bytes that are not HTTP. Each is answered in the contract's error
 * body, and the connection is either ready for the next request or closed after the answer.
 */

const cloud = inject('cloud');
const MAX_BODY = 10 * 1024 * 1024;
const host = `Host: ${new URL(cloud.baseUrl).host}\r\n`;
const health = `GET ${PlatformRoutes.getHealth.path} HTTP/1.1\r\n${host}\r\n`;

/** Whether a response is a refusal with `status` in the contract's error body. */
const refusal = (response: RawResponse | undefined, status: number) => ({
  status: response?.status,
  json: response?.headers['content-type'] === 'application/json',
  apiError: ApiError.safeParse(JSON.parse(response?.body || 'null')).success,
  expected: status,
});
const expectRefusal = (response: RawResponse | undefined, status: number) =>
  expect(refusal(response, status)).toEqual({ status, json: true, apiError: true, expected: status });

/** A POST of `size` bytes, sent with a content length or in chunks of 1 MB. */
function oversized(path: string, size: number, chunked: boolean): Buffer {
  const body = Buffer.alloc(size, 'x');
  if (!chunked)
    return Buffer.concat([
      Buffer.from(
        `POST ${path} HTTP/1.1\r\n${host}content-type: application/json\r\ncontent-length: ${size}\r\n\r\n`,
      ),
      body,
    ]);
  const chunks: Buffer[] = [];
  for (let at = 0; at < size; at += 1024 * 1024) {
    const part = body.subarray(at, at + 1024 * 1024);
    chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  return Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\n${host}content-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
    ),
    ...chunks,
    Buffer.from('0\r\n\r\n'),
  ]);
}

describe('request bodies over the limit', () => {
  const cases = [MAX_BODY + 1, MAX_BODY + 65_536, 2 * MAX_BODY].flatMap((size) =>
    [false, true].map((chunked) => [size, chunked ? 'in chunks' : 'with a length', chunked] as const),
  );

  it.each(cases)(
    'answers a JSON 413 to %i bytes sent %s, then the next request on the same connection',
    async (size, _how, chunked) => {
      const { responses, closedByServer } = await exchange(
        cloud.baseUrl,
        Buffer.concat([oversized(IdentityRoutes.signUp.path, size, chunked), Buffer.from(health)]),
        2,
      );
      expectRefusal(responses[0], 413);
      expect({ status: responses[1]?.status, closedByServer }).toEqual({
        status: 200,
        closedByServer: false,
      });
    },
  );

  it('passes a body just under the limit on (the route refuses it by its own, smaller limit)', async () => {
    const { responses } = await exchange(
      cloud.baseUrl,
      Buffer.concat([oversized(IdentityRoutes.signUp.path, MAX_BODY, false), Buffer.from(health)]),
      2,
    );
    expectRefusal(responses[0], 413);
    expect(JSON.parse(responses[0]?.body ?? '{}')).toMatchObject({
      message: bodyTooLargeMessage(bodyLimitOf(IdentityRoutes.signUp)),
    });
    expect(responses[1]?.status).toBe(200);
  });
});

describe('requests the HTTP parser refuses', () => {
  const overlong = [16 * 1024, 20_000, 64 * 1024, 256 * 1024];

  it.each(overlong)(
    'answers a URL of %i characters with a JSON 414 and closes the connection',
    async (length) => {
      const { responses, closedByServer } = await exchange(
        cloud.baseUrl,
        `GET /api/network/companies/${'x'.repeat(length)} HTTP/1.1\r\n${host}\r\n`,
        Infinity,
      );
      expectRefusal(responses[0], 414);
      expect({ closedByServer, connection: responses[0]?.headers.connection }).toEqual({
        closedByServer: true,
        connection: 'close',
      });
    },
  );

  it.each(overlong)(
    'answers headers of %i characters with a JSON 431 and closes the connection',
    async (length) => {
      const { responses, closedByServer } = await exchange(
        cloud.baseUrl,
        `GET /api/health HTTP/1.1\r\n${host}x-filler: ${'x'.repeat(length)}\r\n\r\n`,
        Infinity,
      );
      expectRefusal(responses[0], 431);
      expect(closedByServer).toBe(true);
    },
  );

  const garbage = [
    'BLAH\r\n\r\n',
    'GET / HTTP/9.9\r\n\r\n',
    `GET /api/health HTTP/1.1\r\n${host}x-bad: a\u0000b\r\n\r\n`,
    `GET /api/health HTTP/1.1\r\n${host}content-length: -1\r\n\r\n`,
    `G\u00e9T / HTTP/1.1\r\n${host}\r\n`,
  ];
  it.each(garbage.map((g) => [JSON.stringify(g).slice(0, 40), g]))(
    'answers bytes that are not HTTP (%s) with a JSON 400 and closes the connection',
    async (_label, request) => {
      const { responses, closedByServer } = await exchange(cloud.baseUrl, request, Infinity);
      expectRefusal(responses[0], 400);
      expect(closedByServer).toBe(true);
    },
  );
});

describe('request targets that are not well-formed', () => {
  const targets = [
    '/%ZZ',
    '/%',
    '/index.html%E0%A4%A',
    '/api/%ZZ',
    '/api/network/companies/%C0%AF',
    '/_local/outbox%ZZ',
    '/_local/support-chat%ZZ',
    '/_local/error-reports/api/1/envelope/%ZZ',
    '/_cognito%ZZ',
    '/config.json%',
  ];

  it.each(targets)(
    'answers %s with a JSON 400, without a token, and keeps the connection for the next request',
    async (target) => {
      const { responses } = await exchange(
        cloud.baseUrl,
        `GET ${target} HTTP/1.1\r\n${host}\r\n${health}`,
        2,
      );
      expectRefusal(responses[0], 400);
      expect(responses[1]?.status).toBe(200);
    },
  );

  it.each(['/api//[', '/api/[]', '/api/health?q=%ZZ&%=1&=', '/api/network/companies?page=%ZZ'])(
    'answers %s (a target Node parses but no client would send) in JSON, then the next request on the connection',
    async (target) => {
      const { responses } = await exchange(
        cloud.baseUrl,
        `GET ${target} HTTP/1.1\r\n${host}\r\n${health}`,
        2,
      );
      const first = responses[0];
      expect(first?.status === 200 || refusal(first, first?.status ?? 0).apiError).toBe(true);
      expect(responses[1]?.status).toBe(200);
    },
  );

  // Not the API: the web app's files (or, with the app unbuilt, the 503 that says so), never a failure or a file outside it.
  it.each([
    '//[',
    '//',
    '//x/y',
    '/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  ])(
    'answers the web path %s without failing or leaving the web root, then the next request',
    async (target) => {
      const { responses } = await exchange(
        cloud.baseUrl,
        `GET ${target} HTTP/1.1\r\n${host}\r\n${health}`,
        2,
      );
      expect({
        failed: responses[0]!.status === 500,
        leaked: responses[0]!.body.includes('"workspaces"'),
        next: responses[1]?.status,
      }).toEqual({ failed: false, leaked: false, next: 200 });
    },
  );

  it("answers a path outside the contract and a missing token in the contract's error body, with its own codes", async () => {
    const { responses } = await exchange(
      cloud.baseUrl,
      `GET /api/no-such-route HTTP/1.1\r\n${host}\r\nGET /api/account HTTP/1.1\r\n${host}\r\n`,
      2,
    );
    expectRefusal(responses[0], 404);
    expectRefusal(responses[1], 401);
    expect(responses.map((r) => (JSON.parse(r.body) as ApiError).code)).toEqual([
      'ROUTE_NOT_FOUND',
      'UNAUTHORIZED',
    ]);
  });
});
