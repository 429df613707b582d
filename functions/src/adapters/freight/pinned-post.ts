import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressProblem, type WebhookRule } from '../../lib/webhook-targets.js';
import type { WebhookAnswer } from '../../ports/freight-partners.js';

/** Every address a host name resolves to (the system resolver, as a connection would use it). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;
const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Refused by the webhook rule: not a network failure, so not worth a retry. */
class Refused extends Error {}

/**
 * The connection's own lookup: resolves the name once, refuses the lot if any address is outside
 * the rule, and hands the socket exactly the addresses it checked. A name that answers differently
 * a moment later (DNS rebinding) cannot swap in another address between the check and the connect.
 */
function checkedLookup(rule: WebhookRule, resolve: Resolve): LookupFunction {
  return (host: string, options: LookupOptions, done: (...args: never[]) => void) => {
    const answer = done as unknown as (
      error: Error | null,
      address?: string | LookupAddress[],
      family?: number,
    ) => void;
    resolve(host).then(
      (addresses) => {
        const wanted = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        const problem = wanted.map((a) => addressProblem(a.address, rule)).find(Boolean);
        if (problem) return answer(new Refused(`${host}: ${problem}`));
        if (!wanted.length)
          return answer(Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' }));
        if (options.all) return answer(null, wanted);
        answer(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => answer(error),
    );
  };
}

export interface PinnedPostOptions {
  rule: WebhookRule;
  timeoutMs: number;
  resolve?: Resolve;
}

/**
 * POSTs to a webhook only if the rule allows where it goes: the scheme, an address written in the
 * URL, and every address its host name resolves to, connecting to the address checked. Redirects
 * are answered as they come (a 3xx status), never followed. Network failures reject.
 */
export function pinnedPost(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PinnedPostOptions,
): Promise<WebhookAnswer> {
  const target = new URL(url);
  if (!options.rule.schemes.has(target.protocol))
    return Promise.resolve({ refused: `${target.protocol} is not allowed` });
  // A host written as an address is connected to without a lookup: it is judged here.
  const literal = addressProblem(target.hostname, options.rule);
  if (literal) return Promise.resolve({ refused: literal });
  const client = target.protocol === 'https:' ? https : http;
  const payload = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(payload.length) },
        lookup: checkedLookup(options.rule, options.resolve ?? systemResolve),
        // A connection of its own each time: a kept-alive one would skip the lookup, and its check.
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', (error) =>
      error instanceof Refused ? resolve({ refused: error.message }) : reject(error),
    );
    request.end(payload);
  });
}
