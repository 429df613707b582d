import autocannon from 'autocannon';
import { buildPath, NetworkRoutes, SearchRoutes, SupplyRoutes, FreightRoutes } from '@polyloop/shared';
import type { Party } from '../support/network.js';
import { contact } from '../support/network.js';
import type { Cloud } from './harness.js';
import { loadWorld, type LoadWorld } from './load-world.js';
import { percentile, ms } from './stats.js';

/** How long the mix runs (BENCH_LOAD_SECONDS to change). */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/**
 * How long a user looks at what they got before their next call (BENCH_LOAD_THINK_SECONDS): people
 * read a list, type a counter or weigh a bid, so 200 of them make about 200 / 5 = 40 calls a
 * second, not as many as a server can answer (0 sends each user's next call the moment the last returns).
 */
const THINK_SECONDS = Number(process.env.BENCH_LOAD_THINK_SECONDS ?? 5);

type Request = autocannon.Request;
type Shared = Record<string, unknown>;

/**
 * One kind of work the simulated users do. `requests` is what one connection sends in turn, again
 * and again; `expected` the statuses that mean it worked (anything else is an error).
 */
interface RouteKind {
  label: string;
  write: boolean;
  connections: number;
  expected: number[];
  requests: Request[];
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const bearer = (p: Party, who: 'admin' | 'member' = 'member') => p[who].tokens.idToken;
const cents = (n: number) => ({ unitValue: n / 100, unit: 'POUND' as const });

/**
 * The realistic mix, 200 users at once (weights: how many of them do each thing). Most people read:
 * the have list and a have's page (85), the offers list (30) and search (20); fewer write: an answer in
 * a negotiation (20), a bid (30), a freight quote search (15).
 */
export const LOAD_MIX = {
  'list haves': 45,
  'open a have': 40,
  'list offers': 30,
  search: 20,
  'counter an offer': 20,
  'place a bid': 30,
  'request freight quotes': 15,
} as const;

function routeKinds(world: LoadWorld): RouteKind[] {
  const { seller, buyer, rival } = world;
  let haveTurn = 0;
  // A connection takes an offer (its turn with the buyer) or an auction from the pool for one
  // round of two moves, and gives it back after the second: every move is valid whatever runs beside it.
  const offers = [...world.offerIds];
  const auctions = world.auctionIds.map((id) => ({ id, next: 30 }));
  const take = <T>(pool: T[], context: Shared, key: string) => (context[key] ??= pool.shift()) as T;
  const giveBack = <T>(pool: T[], context: Shared, key: string, status: number) => {
    // A move that failed leaves its offer or auction out of turn: it is not used again.
    if (status < 300 && context[key] !== undefined) pool.push(context[key] as T);
  };
  const counter = (p: Party, price: number, last: boolean): Request => ({
    method: 'POST',
    setupRequest: (req, context: Shared) => {
      const id = take(offers, context, 'offer');
      if (id === undefined) throw new Error('The load ran out of offers: make more in loadWorld.');
      return {
        ...req,
        path: buildPath(NetworkRoutes.negotiateOffer.path, { id }),
        headers: json(bearer(p)),
        body: JSON.stringify({
          action: 'COUNTER',
          price: cents(price),
          weight: { unitValue: 1_000, unit: 'POUND' },
          terms: 'FOB_ORIGIN',
        }),
      };
    },
    onResponse: (status, _body, context: Shared) => {
      if (last || status >= 300) giveBack(offers, context, 'offer', status);
    },
  });
  const bid = (p: Party, last: boolean): Request => ({
    method: 'POST',
    setupRequest: (req, context: Shared) => {
      const auction = take(auctions, context, 'auction');
      if (auction === undefined) throw new Error('The load ran out of auctions: make more in loadWorld.');
      const price = auction.next;
      auction.next += 1;
      return {
        ...req,
        path: buildPath(NetworkRoutes.placeBid.path, { id: auction.id }),
        headers: json(bearer(p)),
        body: JSON.stringify({
          price: cents(price),
          contactInformation: contact(p),
          destinationLocationId: p.publicLocationId,
        }),
      };
    },
    onResponse: (status, _body, context: Shared) => {
      if (last || status >= 300) giveBack(auctions, context, 'auction', status);
    },
  });
  const get = (path: string | (() => string), token: string): Request => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: typeof path === 'string' ? path : path(), headers: json(token) }),
  });
  const pickupDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  return [
    {
      label: 'list haves',
      write: false,
      connections: LOAD_MIX['list haves'],
      expected: [200],
      requests: [get(`${SupplyRoutes.listHaves.path}?page=0&size=25`, bearer(seller, 'admin'))],
    },
    {
      label: 'open a have',
      write: false,
      connections: LOAD_MIX['open a have'],
      expected: [200],
      requests: [
        get(
          () =>
            buildPath(SupplyRoutes.getHave.path, { id: world.haveIds[haveTurn++ % world.haveIds.length]! }),
          bearer(seller),
        ),
      ],
    },
    {
      label: 'list offers',
      write: false,
      connections: LOAD_MIX['list offers'],
      expected: [200],
      requests: [get(`${NetworkRoutes.listNetworkOffers.path}?page=0&size=25`, bearer(buyer, 'admin'))],
    },
    {
      label: 'search',
      write: false,
      connections: LOAD_MIX.search,
      expected: [200],
      requests: [get(`${SearchRoutes.search.path}?query=PP%20regrind`, bearer(rival, 'admin'))],
    },
    // The offer waits on the buyer: the buyer counters lower, the seller back at the asking price.
    {
      label: 'counter an offer',
      write: true,
      connections: LOAD_MIX['counter an offer'],
      expected: [200],
      requests: [counter(buyer, 41, false), counter(seller, 45, true)],
    },
    {
      label: 'place a bid',
      write: true,
      connections: LOAD_MIX['place a bid'],
      expected: [201],
      requests: [bid(buyer, false), bid(rival, true)],
    },
    {
      label: 'request freight quotes',
      write: true,
      connections: LOAD_MIX['request freight quotes'],
      expected: [201],
      requests: [
        {
          method: 'POST',
          path: FreightRoutes.requestFreightQuotes.path,
          headers: json(bearer(buyer, 'admin')),
          body: JSON.stringify({
            pickupLocation: {
              address: '233 S Wacker Dr',
              city: 'Chicago',
              stateProvince: 'IL',
              postalCode: '60606',
              country: 'US',
            },
            destinationLocation: {
              address: '800 Bering Dr',
              city: 'Houston',
              stateProvince: 'TX',
              postalCode: '77057',
              country: 'US',
            },
            pickupDate,
          }),
        },
      ],
    },
  ];
}

export interface LoadRow {
  label: string;
  write: boolean;
  connections: number;
  requests: number;
  samples: number[];
  errors: number;
  /** What the errors were: status (or socket error) and how many. */
  failures: Record<string, number>;
}

/** One autocannon instance for a kind: `run` as long as the clock says, or `amount` requests. */
function drive(
  url: string,
  kind: RouteKind,
  run: { duration: number } | { amount: number },
  connections: number,
) {
  return new Promise<LoadRow>((resolve, reject) => {
    const row: LoadRow = {
      label: kind.label,
      write: kind.write,
      connections,
      requests: 0,
      samples: [],
      errors: 0,
      failures: {},
    };
    const fail = (what: string) => {
      row.errors++;
      row.failures[what] = (row.failures[what] ?? 0) + 1;
    };
    const instance = autocannon(
      {
        url,
        connections,
        ...run,
        // Each user's pause: the instance's rate is its users' calls a second (autocannon's floor is 1).
        ...('duration' in run && THINK_SECONDS > 0
          ? { overallRate: Math.max(1, Math.round(connections / THINK_SECONDS)) }
          : {}),
        requests: kind.requests,
        timeout: 30,
      },
      (error) => (error ? reject(error) : resolve(row)),
    );
    instance.on('response', (_client, status: number, _bytes: number, took: number) => {
      row.requests++;
      row.samples.push(took);
      if (!kind.expected.includes(status)) fail(String(status));
    });
    instance.on('reqError', (error: Error) => fail((error as NodeJS.ErrnoException).code ?? error.message));
  });
}

/**
 * Runs the mix for SECONDS with every route kind at once, each its own autocannon instance, after
 * a warm-up of a few rounds per kind on one connection (as a warm Lambda has its code loaded).
 */
export async function loadFigures(cloud: Cloud, baseline: { query: number[]; put: number[] }) {
  const world = await loadWorld(cloud, { haves: 40, offers: 30, auctions: 40 });
  const kinds = routeKinds(world);
  const url = cloud.urls.app;
  // Every DynamoDB request the handlers and consumers make in this process: per call of each kind
  // in the warm-up (until the stream and the bus are quiet again, so what a write sets off counts),
  // and all told during the load.
  const { dynamo } = await import('@polyloop/functions/data/client');
  const used = new Map<string, number>();
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
      used.set(name, (used.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'loadRequestCounter' },
  );
  const perCall: Record<string, string> = {};
  const warmErrors: string[] = [];
  for (const kind of kinds) {
    await cloud.settle();
    used.clear();
    const warm = await drive(url, kind, { amount: kind.requests.length * 4 }, 1);
    await cloud.settle();
    if (warm.errors) warmErrors.push(`${kind.label}: ${JSON.stringify(warm.failures)}`);
    perCall[kind.label] = describeUse(used, warm.requests);
  }
  if (warmErrors.length) throw new Error(`The load's warm-up failed: ${warmErrors.join('; ')}`);
  used.clear();
  const rows = await Promise.all(
    kinds.map((kind) => drive(url, kind, { duration: SECONDS }, kind.connections)),
  );
  await cloud.settle();
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  return {
    seconds: SECONDS,
    rows,
    perCall,
    used: describeUse(used, requests),
    queryP95: percentile(baseline.query, 95),
    putP95: percentile(baseline.put, 95),
  };
}

/** `12.5 DynamoDB requests (6.0 Query, …)` per call. */
function describeUse(used: Map<string, number>, calls: number): string {
  const total = [...used.values()].reduce((a, b) => a + b, 0);
  const parts = [...used.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${(n / calls).toFixed(1)} ${name}`);
  return `${(total / calls).toFixed(1)} DynamoDB requests (${parts.join(', ') || 'none'})`;
}

export function loadLines(load: Awaited<ReturnType<typeof loadFigures>>): string[] {
  const total = load.rows.reduce((n, r) => n + r.connections, 0);
  // A kind none of whose requests finished within the run is as slow as can be, not left out.
  const p95Of = (r: LoadRow) => (r.samples.length ? percentile(r.samples, 95) : Infinity);
  const ratioOf = (r: LoadRow) => p95Of(r) / (r.write ? load.putP95 : load.queryP95);
  const sorted = [...load.rows].sort((a, b) => ratioOf(b) - ratioOf(a));
  const errors = load.rows.reduce((n, r) => n + r.errors, 0);
  const requests = load.rows.reduce((n, r) => n + r.requests, 0);
  return [
    `\nLoad: ${total} users at once for ${load.seconds} s, a realistic mix (one autocannon instance per kind, its users' connections), each user pausing ${THINK_SECONDS} s between calls`,
    `  DynamoDB Local p95 in this run: Query ${ms(load.queryP95)} (reads divide by it), PutItem ${ms(load.putP95)} (writes divide by it)`,
    ...sorted.map((r) => {
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(r.samples, p));
      const failures = Object.entries(r.failures)
        .map(([what, n]) => `${n}× ${what}`)
        .join(', ');
      if (!r.samples.length)
        return `  ${r.label.padEnd(24)} ${String(r.connections).padStart(3)} users  none finished within the run${r.errors ? `  errors ${r.errors} (${failures})` : ''}`;
      return `  ${r.label.padEnd(24)} ${String(r.connections).padStart(3)} users  ${String(r.requests).padStart(6)} requests  p50 ${ms(p50!)}  p95 ${ms(p95!)}  p99 ${ms(p99!)}  = ${ratioOf(r).toFixed(1)}x ${r.write ? 'PutItem' : 'Query'}${r.errors ? `  errors ${r.errors} (${failures})` : ''}`;
    }),
    `  ${requests.toLocaleString('en-US')} requests, ${(requests / load.seconds).toFixed(0)}/s; until the stream settled, per request: ${load.used}`,
    '  Per call of each kind, alone (warm-up, counted until the stream and the bus were quiet):',
    ...load.rows.map((r) => `    ${r.label.padEnd(24)} ${load.perCall[r.label]}`),
    `load errors: ${errors}`,
    `load p95 ratio: ${ratioOf(sorted[0]!).toFixed(2)}`,
  ];
}
