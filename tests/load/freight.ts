import { FreightRoutes, type PublicConfig, type RouteRequest, type ServerMessage } from '@polyloop/shared';
import { FREIGHT_RULES, type StreamedFreightQuote } from '@polyloop/shared/freight/freight';
import { defaultPickupDate } from '@polyloop/shared/freight/freight-time';
import { SANDBOX_PARTNERS } from '../../infra/local/src/freight-sandbox/partners.js';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { openSocket } from '../support/socket.js';
import { STREAM_POLL_MS } from '../../infra/local/src/stream-poller.js';
import { pollerWait, watchQuoteEvents, type WatchedBus } from './freight-stages.js';
import { collect, inParallel, type Cloud } from './harness.js';
import { ms, percentile } from './stats.js';

/** Companies on the Intelligence plan; each one's administrator and member search, each on a socket of their own. */
const COMPANIES = Number(process.env.BENCH_FREIGHT_COMPANIES ?? 10);
/** Quote searches fired at once, spread over the users in turn. */
const SEARCHES = Number(process.env.BENCH_FREIGHT_SEARCHES ?? 50);
/** How long after the last accepted post a quote may still reach its socket before it counts as lost. */
const GRACE_MS = 15_000;
/** The longest wait, from the searches' start, for every partner asked to have posted (Longhaul Express takes up to 80 s). */
const POSTS_WAIT_MS = 120_000;
/** A 409 for a post started this close to (or after) its search's timeout is the late refusal (REQUEST_CLOSED). */
const LATE_MARGIN_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type SearchBody = RouteRequest<typeof FreightRoutes.requestFreightQuotes>['body'];
type Place = SearchBody['pickupLocation'];

/**
 * The routes the searches ask, in turn: a street to a city (Maple Haulage, which needs a street at
 * both ends, answers with an error kind: still a quote), street to street, and one into Canada
 * (Prairie Freight Lines serves the US only and is not asked).
 */
const ROUTES: Array<[Place, Place]> = [
  [
    { address: '233 S Wacker Dr', city: 'Chicago', stateProvince: 'IL', postalCode: '60606', country: 'US' },
    { city: 'Houston', stateProvince: 'TX', country: 'US' },
  ],
  [
    {
      address: '1200 W Fulton Market',
      city: 'Chicago',
      stateProvince: 'IL',
      postalCode: '60607',
      country: 'US',
    },
    { address: '800 Bering Dr', city: 'Houston', stateProvince: 'TX', postalCode: '77057', country: 'US' },
  ],
  [
    { address: '1700 Broadway', city: 'Denver', stateProvince: 'CO', postalCode: '80202', country: 'US' },
    {
      address: '290 Bremner Blvd',
      city: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5V 3L9',
      country: 'CA',
    },
  ],
];

/** The bench cloud as the freight figures need it: the sandbox partners listen on the freight port and the ones after it. */
export type FreightCloud = Cloud & { config: { ports: { freight: number } }; bus: WatchedBus };

/** One entry of a sandbox partner's `GET /_sandbox/log`. */
interface SandboxPost {
  type: string;
  about: string;
  webhookId: string;
  statuses: number[];
  postedAt: string;
}

interface User {
  userId: string;
  api: SignedInClient;
  socketClosedEarly: boolean;
  close: () => void;
}

interface Search {
  id: string;
  userId: string;
  partnerIds: string[];
  timeoutAt: number;
}

interface Arrival {
  at: number;
  /** Whose socket it reached. */
  socketUserId: string;
  channel: string;
  quote: StreamedFreightQuote;
}

const key = (searchId: string, partnerId: string) => `${searchId}|${partnerId}`;
/** The partner's post has its last answer: a status below 500, or its four tries are spent. */
const finished = (p: SandboxPost) =>
  p.statuses.length >= 4 || (p.statuses.length > 0 && p.statuses.at(-1)! > 0 && p.statuses.at(-1)! < 500);
const acceptedPost = (p: SandboxPost) => p.statuses.some((s) => s >= 200 && s < 300);

/**
 * The freight figures: `SEARCHES` quote searches at once (`POST /api/freight-quotes` through the
 * gateway with real tokens) from the administrators and members of `COMPANIES` companies, each
 * user with a WebSocket subscribed to their own channel `user.{userId}`, against the local cloud's
 * four sandbox partners (processes of their own that post signed quotes back after their delays).
 * What each partner posted and how Polyloop answered comes from its `GET /_sandbox/log`:
 *
 * - a quote is ACCEPTED when its post got a 2xx; it is LOST when it never reached its user's socket
 *   by `GRACE_MS` after the last accepted post (and the stream and bus had settled);
 * - a DUPLICATE is a `freight-quote` message beyond the first for one search and partner, or for
 *   one quote id;
 * - the latency of a quote is its first arrival on the socket minus the partner's `postedAt` (both
 *   this machine's clock), over every accepted quote that arrived.
 *
 * The figures are read once every search has timed out and every partner asked has posted (or
 * `POSTS_WAIT_MS` has passed), so Longhaul Express's late quotes (refused 409 REQUEST_CLOSED) are
 * counted as refused, not lost.
 */
export async function freightFigures(cloud: FreightCloud) {
  useCloudEnv(cloud.env);
  const config = (await (await fetch(`${cloud.urls.app}/config.json`)).json()) as PublicConfig;
  const wsUrl = `${cloud.urls.app.replace(/^http/, 'ws')}/ws`;
  const partnerPorts = SANDBOX_PARTNERS.map((p, n) => ({
    id: p.id,
    name: p.name,
    port: cloud.config.ports.freight + n,
  }));
  const problems: string[] = [];

  // The companies and their people, each signed in with a socket on their own channel.
  const companies = await collect(COMPANIES, 4, (n) =>
    createCompany(`Freight bench ${n}`, { plan: 'INTELLIGENCE' }),
  );
  const people = companies.flatMap((c) => [c.admin.email, c.member.email]);
  const arrivals: Arrival[] = [];
  const users = await collect(people.length, 8, async (n): Promise<User> => {
    const api = await signedInClient({ baseUrl: cloud.urls.app, config }, people[n]!);
    const { sub: userId } = JSON.parse(
      Buffer.from(api.tokens.idToken.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string };
    const s = await openSocket(wsUrl, api.tokens.idToken);
    let closing = false;
    const user: User = {
      userId,
      api,
      socketClosedEarly: false,
      close: () => {
        closing = true;
        s.socket.close();
      },
    };
    s.socket.on('close', () => {
      if (!closing) user.socketClosedEarly = true;
    });
    s.socket.on('message', (data) => {
      const at = Date.now();
      const m = JSON.parse(data.toString()) as ServerMessage;
      if (m.type === 'event' && m.event === 'freight-quote')
        arrivals.push({
          at,
          socketUserId: userId,
          channel: m.channel,
          quote: m.payload as StreamedFreightQuote,
        });
    });
    const channel = `user.${userId}`;
    s.send({ action: 'subscribe', channel });
    const answer = await s.next(
      (m) => (m.type === 'subscribed' || m.type === 'error') && m.channel === channel,
    );
    if (answer.type !== 'subscribed') throw new Error(`subscribing to ${channel}: ${JSON.stringify(answer)}`);
    return user;
  });
  await cloud.settle();
  const onBus = watchQuoteEvents(cloud.bus);

  // The searches, all at once.
  const pickupDate = defaultPickupDate(new Date()).toISOString();
  const fired = Date.now();
  const answers = await Promise.all(
    Array.from({ length: SEARCHES }, async (_, n) => {
      const user = users[n % users.length]!;
      const [pickupLocation, destinationLocation] = ROUTES[n % ROUTES.length]!;
      try {
        const reply = await user.api(FreightRoutes.requestFreightQuotes, {
          body: { pickupLocation, destinationLocation, pickupDate },
        });
        if (!reply.ok) return { failure: `${reply.status} ${reply.body.message}` };
        const search: Search = {
          id: reply.body.id,
          userId: user.userId,
          partnerIds: reply.body.partners.map((p) => p.id),
          timeoutAt: Date.parse(reply.body.timeoutAt),
        };
        return { search };
      } catch (error) {
        return { failure: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  const startedMs = Date.now() - fired;
  const searches = answers.flatMap((a) => (a.search ? [a.search] : []));
  const failures = answers.flatMap((a) => (a.failure ? [a.failure] : []));
  if (failures.length)
    problems.push(`${failures.length} searches failed to start (first: ${failures[0]!.slice(0, 160)})`);
  const byId = new Map(searches.map((s) => [s.id, s]));
  const asked = new Map(
    searches.flatMap((s) => s.partnerIds.map((p) => [key(s.id, p), { search: s, partnerId: p }] as const)),
  );

  // Until every search has timed out and every partner asked has posted its answer (or the wait is over).
  const readPosts = async () => {
    const posts: Array<SandboxPost & { partnerId: string }> = [];
    for (const p of partnerPorts) {
      const log = (await (await fetch(`http://127.0.0.1:${p.port}/_sandbox/log`)).json()) as {
        partner: string;
        posted: SandboxPost[];
      };
      if (log.partner !== p.id)
        throw new Error(`The sandbox partner on port ${p.port} is ${log.partner}, not ${p.id}`);
      for (const post of log.posted)
        if (post.type === 'quote.submitted' && byId.has(post.about)) posts.push({ ...post, partnerId: p.id });
    }
    return posts;
  };
  const lastTimeout = Math.max(...searches.map((s) => s.timeoutAt));
  let posts = await readPosts();
  for (;;) {
    const answered = new Set(posts.filter(finished).map((p) => key(p.about, p.partnerId)));
    const allAnswered = [...asked.keys()].every((k) => answered.has(k));
    if ((Date.now() > lastTimeout + 1_000 && allAnswered) || Date.now() - fired > POSTS_WAIT_MS) break;
    await sleep(2_000);
    posts = await readPosts();
  }
  const accepted = posts.filter(acceptedPost);
  const lastAccepted = Math.max(fired, ...accepted.map((p) => Date.parse(p.postedAt)));
  if (Date.now() < lastAccepted + GRACE_MS) await sleep(lastAccepted + GRACE_MS - Date.now());
  await cloud.settle();
  await sleep(500);
  posts = await readPosts();
  onBus.stop();
  const waitedMs = Date.now() - fired;

  // What the partners' logs say.
  const acceptedBy = new Map<string, SandboxPost & { partnerId: string }>();
  for (const p of posts.filter(acceptedPost)) {
    const k = key(p.about, p.partnerId);
    if (acceptedBy.has(k)) problems.push(`${p.partnerId} had two posts accepted for search ${p.about}`);
    else acceptedBy.set(k, p);
  }
  let refusedLate = 0;
  const otherRefusals: string[] = [];
  for (const p of posts.filter((x) => finished(x) && !acceptedPost(x))) {
    const search = byId.get(p.about)!;
    const postedAt = Date.parse(p.postedAt);
    if (p.statuses.at(-1) === 409 && postedAt >= search.timeoutAt - LATE_MARGIN_MS) refusedLate++;
    else
      otherRefusals.push(
        `${p.partnerId} on search ${p.about}: statuses ${p.statuses.join(',')}, posted ${((postedAt - search.timeoutAt) / 1000).toFixed(1)} s from its timeout`,
      );
  }
  for (const r of otherRefusals.slice(0, 5)) problems.push(`refused: ${r}`);
  if (otherRefusals.length > 5) problems.push(`… and ${otherRefusals.length - 5} more refused`);
  const pending = posts.filter((p) => !finished(p)).length;
  const everPosted = new Set(posts.map((p) => key(p.about, p.partnerId)));
  const neverPosted = [...asked.keys()].filter((k) => !everPosted.has(k));
  if (neverPosted.length)
    problems.push(`${neverPosted.length} partners asked never posted (first: ${neverPosted[0]})`);
  if (pending) problems.push(`${pending} posts still had no final answer when counted`);
  for (const p of posts)
    if (!asked.has(key(p.about, p.partnerId)))
      problems.push(`${p.partnerId} posted for search ${p.about} without being asked`);

  // What the sockets got.
  const first = new Map<string, Arrival>();
  const seenQuoteIds = new Set<string>();
  let duplicates = 0;
  let misrouted = 0;
  let foreign = 0;
  for (const a of arrivals) {
    const search = byId.get(a.quote.freightQuote.id);
    if (!search) {
      foreign++;
      continue;
    }
    if (a.socketUserId !== search.userId || a.channel !== `user.${search.userId}`) {
      misrouted++;
      continue;
    }
    const k = key(search.id, a.quote.freightPartnerQuote.freightPartner.id);
    if (first.has(k) || seenQuoteIds.has(a.quote.id)) duplicates++;
    else first.set(k, a);
    seenQuoteIds.add(a.quote.id);
  }
  if (misrouted) problems.push(`${misrouted} quotes reached a socket of someone other than the searcher`);
  if (foreign) problems.push(`${foreign} freight-quote messages for searches this benchmark did not make`);
  const shownNotAccepted = [...first.keys()].filter((k) => !acceptedBy.has(k));
  if (shownNotAccepted.length)
    problems.push(
      `${shownNotAccepted.length} quotes shown without an accepted post (first: ${shownNotAccepted[0]})`,
    );

  const lostKeys = [...acceptedBy.keys()].filter((k) => !first.has(k));
  for (const k of lostKeys.slice(0, 10)) {
    const p = acceptedBy.get(k)!;
    problems.push(
      `lost: ${p.partnerId} quote for search ${p.about} (posted ${p.postedAt}, webhook-id ${p.webhookId}, statuses ${p.statuses.join(',')})`,
    );
  }
  const latency = (k: string) => first.get(k)!.at - Date.parse(acceptedBy.get(k)!.postedAt);
  const arrivedKeys = [...acceptedBy.keys()].filter((k) => first.has(k));
  const latencies = arrivedKeys.map(latency);
  // The two halves, split at the quote's receivedDate (the webhook's time of the write, same clock).
  const received = (k: string) => Date.parse(first.get(k)!.quote.freightPartnerQuote.receivedDate);
  const toStored = arrivedKeys.map((k) => received(k) - Date.parse(acceptedBy.get(k)!.postedAt));
  const toSocket = arrivedKeys.map((k) => first.get(k)!.at - received(k));
  // The write's half split again where its event reached the bus (quotes whose event was seen).
  const bused = arrivedKeys.filter((k) => onBus.at.has(first.get(k)!.quote.id));
  const busAt = (k: string) => onBus.at.get(first.get(k)!.quote.id)!;
  const toBus = bused.map((k) => busAt(k) - received(k));
  const busToSocket = bused.map((k) => first.get(k)!.at - busAt(k));
  const perPartner = partnerPorts.map((p) => {
    const mine = (m: Map<string, unknown>) => [...m.keys()].filter((k) => k.endsWith(`|${p.id}`));
    const lat = arrivedKeys.filter((k) => k.endsWith(`|${p.id}`)).map(latency);
    return {
      id: p.id,
      asked: mine(asked).length,
      accepted: mine(acceptedBy).length,
      arrived: lat.length,
      p50: percentile(lat, 50),
      p95: percentile(lat, 95),
    };
  });
  for (const u of users)
    if (u.socketClosedEarly) problems.push(`the socket of user ${u.userId} closed during the run`);

  // The searches as their users read them back: closed by their timers, with the quotes stored.
  let stored = 0;
  let closed = 0;
  await inParallel(searches.length, 10, async (n) => {
    const s = searches[n]!;
    const user = users.find((u) => u.userId === s.userId)!;
    const view = (await user.api.ok(FreightRoutes.getFreightQuoteSearch, { params: { id: s.id } })).body;
    stored += view.quotes.length;
    if (view.status === 'CLOSED') closed++;
    const storedPartners = new Set(view.quotes.map((q) => q.freightPartner.id));
    for (const p of s.partnerIds) {
      if (storedPartners.has(p) !== acceptedBy.has(key(s.id, p)))
        problems.push(
          `search ${s.id}: ${p} ${storedPartners.has(p) ? 'stored without an accepted post' : 'accepted but not stored'}`,
        );
    }
  });
  for (const u of users) u.close();

  return {
    companies: companies.length,
    users: users.length,
    searches: searches.length,
    startedMs,
    waitedMs,
    asked: asked.size,
    accepted: acceptedBy.size,
    refusedLate,
    otherRefusals: otherRefusals.length,
    neverPosted: neverPosted.length,
    arrived: latencies.length,
    stored,
    closed,
    lost: lostKeys.length,
    duplicates,
    misrouted,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    stages: {
      toStored: { p50: percentile(toStored, 50), p95: percentile(toStored, 95) },
      toSocket: { p50: percentile(toSocket, 50), p95: percentile(toSocket, 95) },
      toBus: { p50: percentile(toBus, 50), p95: percentile(toBus, 95) },
      busToSocket: { p50: percentile(busToSocket, 50), p95: percentile(busToSocket, 95) },
    },
    perPartner,
    problems,
  };
}

/** The freight section: context for people, then the three lines a script reads. */
export function freightLines(f: Awaited<ReturnType<typeof freightFigures>>, putItemP95: number): string[] {
  const ratio = f.p95 / putItemP95;
  return [
    `\nFreight: ${f.searches} quote searches at once from ${f.users} users of ${f.companies} companies (Intelligence plan), each on their own socket, against ${SANDBOX_PARTNERS.length} sandbox partners`,
    `  searches started in ${(f.startedMs / 1000).toFixed(1)} s; counted ${(f.waitedMs / 1000).toFixed(1)} s after the start (every search past its ${FREIGHT_RULES.timeoutSeconds} s timeout, ${f.closed} of ${f.searches} closed by their timers)`,
    `  partner quotes asked  ${f.asked}: ${f.accepted} accepted (2xx), ${f.refusedLate} refused late (409 after the timeout), ${f.otherRefusals} other refusals, ${f.neverPosted} never posted`,
    `  on the users' sockets ${f.arrived} of the ${f.accepted} accepted (${f.lost} lost, ${f.duplicates} duplicates, ${f.misrouted} on someone else's socket); ${f.stored} stored as the searches read back`,
    ...f.perPartner.map(
      (p) =>
        `    ${p.id.padEnd(20)} asked ${String(p.asked).padStart(3)}  accepted ${String(p.accepted).padStart(3)}  on the socket ${String(p.arrived).padStart(3)}${p.arrived ? `  p50 ${ms(p.p50)}  p95 ${ms(p.p95)}` : ''}`,
    ),
    `  partner's POST to the quote on the user's socket  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  (over ${f.arrived} accepted quotes)`,
    `    POST to the write (receivedDate) p50 ${ms(f.stages.toStored.p50)}  p95 ${ms(f.stages.toStored.p95)}  ·  the write to the socket p50 ${ms(f.stages.toSocket.p50)}  p95 ${ms(f.stages.toSocket.p95)}`,
    `      the write to its event on the bus p50 ${ms(f.stages.toBus.p50)}  p95 ${ms(f.stages.toBus.p95)}, of which the stream poller's ${STREAM_POLL_MS} ms interval alone is p50 ${ms(pollerWait(STREAM_POLL_MS, 50))}  p95 ${ms(pollerWait(STREAM_POLL_MS, 95))}  ·  the bus to the socket p50 ${ms(f.stages.busToSocket.p50)}  p95 ${ms(f.stages.busToSocket.p95)}`,
    `  DynamoDB Local PutItem p95 ${ms(putItemP95)} (this run's baseline)`,
    ...f.problems.slice(0, 20).map((p) => `  anomaly: ${p}`),
    ...(f.problems.length > 20 ? [`  … and ${f.problems.length - 20} more`] : []),
    `freight quotes lost: ${f.lost}`,
    `freight duplicates shown: ${f.duplicates}`,
    `freight partner-to-socket p95 ratio: ${ratio.toFixed(2)}`,
  ];
}
