import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_RULES, type WebhookRule } from '../../lib/webhook-targets.js';
import { pinnedPost, type Resolve } from './pinned-post.js';

const local = WEBHOOK_RULES['public-or-loopback'];
/** The AWS rule's addresses with plain http, so a plain test server can stand in for a partner. */
const publicOnly: WebhookRule = { schemes: local.schemes, scopes: WEBHOOK_RULES['public-https'].scopes };

let server: Server;
let port: number;
let received: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req);
    req.resume();
    if (req.url === '/moved') res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
    else res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

/** A resolver that answers the given addresses for every name, and counts how often it is asked. */
function resolver(...addresses: string[]): Resolve & { calls: number } {
  const resolve = Object.assign(
    async () => {
      resolve.calls++;
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolve;
}

const post = (url: string, rule: WebhookRule, resolve?: Resolve) =>
  pinnedPost(url, { 'webhook-id': 'msg_1' }, '{"type":"x"}', { rule, timeoutMs: 5000, resolve });

describe('posting to a partner webhook', () => {
  it('connects to the very address the name was checked at, once resolved', async () => {
    const resolve = resolver('127.0.0.1');
    expect(await post(`http://partner.test:${port}/hook`, local, resolve)).toEqual({ status: 204 });
    expect(resolve.calls).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.host).toBe(`partner.test:${port}`);
    expect(received[0]!.headers['webhook-id']).toBe('msg_1');
  });

  it('sends nothing when the name resolves to an address the rule refuses, even among public ones', async () => {
    expect(await post(`http://partner.test:${port}/hook`, publicOnly, resolver('127.0.0.1'))).toEqual({
      refused: 'partner.test: 127.0.0.1 is a loopback address, which Polyloop does not post to',
    });
    const cases: Array<[WebhookRule, string[]]> = [
      [local, ['10.0.0.7']],
      [local, ['93.184.216.34', '169.254.169.254']],
      [local, ['fd00::1']],
      [publicOnly, ['::ffff:127.0.0.1']],
      [publicOnly, ['93.184.216.34', '::1']],
    ];
    for (const [rule, addresses] of cases) {
      const answer = await post(`http://rebind.test:${port}/hook`, rule, resolver(...addresses));
      expect(answer, addresses.join()).toMatchObject({ refused: expect.stringMatching(/^rebind\.test: /) });
    }
    expect(received).toEqual([]);
  });

  it('refuses an address written in the URL, and a scheme the rule does not allow, without connecting', async () => {
    const resolve = resolver('127.0.0.1');
    expect(await post('http://169.254.169.254/latest/meta-data/', local, resolve)).toEqual({
      refused: '169.254.169.254 is a link-local address, which Polyloop does not post to',
    });
    expect(await post(`http://0x7f.1:${port}/hook`, publicOnly, resolve)).toMatchObject({
      refused: expect.stringContaining('loopback'),
    });
    expect(await post(`http://[::ffff:127.0.0.1]:${port}/hook`, publicOnly, resolve)).toMatchObject({
      refused: expect.stringContaining('loopback'),
    });
    expect(await post(`http://partner.test:${port}/hook`, WEBHOOK_RULES['public-https'], resolve)).toEqual({
      refused: 'http: is not allowed',
    });
    expect(resolve.calls).toBe(0);
    expect(received).toEqual([]);
  });

  it('answers a redirect as it came instead of following it', async () => {
    expect(await post(`http://127.0.0.1:${port}/moved`, local)).toEqual({ status: 302 });
    expect(received.map((r) => r.url)).toEqual(['/moved']);
  });
});
