import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { PublicConfig } from '@polyloop/shared';
import type { Auction, BidInput } from '@polyloop/shared/network/auction';
import type { Member } from '@polyloop/functions/lib/actor';
import { signIn } from '../support/auth.js';
import { openSocket } from '../support/socket.js';
import { benchHave, benchPublicProfile, benchTenant, inParallel, type Cloud } from './harness.js';
import { ledgerAnomalies, extensionsOf } from './auction-ledger.js';
import { percentile } from './stats.js';

/** Accepted bids on the one big auction, from this many companies bidding at once. */
const BIDS = Number(process.env.BENCH_AUCTION_BIDS ?? 10_000);
const BIDDERS = Number(process.env.BENCH_AUCTION_BIDDERS ?? 100);
/** Accepted bids on the auction ending within minutes, where every bid is inside the 5-minute window. */
const WINDOW_BIDS = Number(process.env.BENCH_AUCTION_WINDOW_BIDS ?? 300);
const SOCKETS = Number(process.env.BENCH_AUCTION_SOCKETS ?? 500);
const ROUNDS = Number(process.env.BENCH_AUCTION_ROUNDS ?? 30);
/** Every fifth bidder bids with a hidden maximum this many increments above its bid. */
const PROXY_EVERY = 5;
const PROXY_STEPS = 3;
const START = 1;
const INCREMENT = 0.01;
const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const micros = (v: number) => Math.round(v * 1_000_000);
type Refusal = { status?: number; code?: string; message: string; fieldErrors?: Record<string, string[]> };

interface Bidder {
  actor: Member;
  input: Pick<BidInput, 'contactInformation' | 'destinationLocationId'>;
}

/**
 * The auction figures of issue 12, all in this process against the bench cloud:
 *
 * 1. 10,000 accepted bids from 100 companies at once on ONE public auction, through the bid service
 *    in-process (`placeBid`, as the route calls it, with each company's Member actor), as a rate
 *    beside DynamoDB Local's own ceiling for the same kind of write (see `rawWrites`).
 * 2. The ledgers replayed for anomalies, including an auction whose end is 4 minutes away (every
 *    bid extends it) and one already ended (every bid must be refused).
 * 3. One bid pushed to 500 WebSockets subscribed to the auction's channel vs to one.
 */
export async function auctionFigures(cloud: Cloud) {
  const { company } = await benchTenant(cloud, 'Auction bench', { services: ['GRINDING'] });
  const { batchPut } = await import('@polyloop/functions/data/entity');
  const { PublicProfile } = await import('@polyloop/functions/domain/public-company/public-company.entity');
  const { PublicLocation } = await import('@polyloop/functions/domain/public-company/public-location.entity');
  const { HaveItem } = await import('@polyloop/functions/domain/listing/listing.entity');
  const { AuctionEntity, listLedger } = await import('@polyloop/functions/domain/auction/auction.entity');
  const Auctions = await import('@polyloop/functions/domain/auction/auction.service');
  const { placeBid } = await import('@polyloop/functions/domain/auction/auction.bids');
  const Invitations = await import('@polyloop/functions/domain/auction/auction.invitations');
  const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
  const { asMember, buildActor } = await import('@polyloop/functions/lib/actor');
  const { DEFAULT_PUBLISHING } = await import('@polyloop/shared/permissions');
  const at = new Date().toISOString();
  const owner = asMember(
    await loadActor({
      sub: company.admin.userId,
      email: company.admin.email,
      'custom:tenantId': company.tenantId,
    }),
  );

  // The bidders: an enabled public profile and one public location each, written directly; their
  // actors are built as loadActor builds an administrator's (nobody signs in as them).
  const bidders: Bidder[] = Array.from({ length: BIDDERS }, (_, n) => {
    const tenantId = randomUUID();
    const userId = `bench-bidder-${tenantId}`;
    return {
      actor: asMember(
        buildActor({
          userId,
          email: `bidder.${n}@bench.polyloop.example`,
          tenantId,
          authorities: ['ROLE_USER_ADMIN', 'ROLE_USER'],
          functionalRoles: [],
          billing: undefined,
          publishing: DEFAULT_PUBLISHING,
        }),
      ),
      input: {
        contactInformation: {
          name: `Bench Buyer ${n}`,
          email: `buyer.${n}@bench.polyloop.example`,
          phoneNumber: '3125550100',
        },
        destinationLocationId: `bench-location-${n}`,
      },
    };
  });
  await batchPut(
    [
      ...bidders.flatMap((b, n) => {
        const name = `Bench Bidder ${String(n).padStart(3, '0')}`;
        const { tenantId } = b.actor;
        return [
          PublicProfile.batchPut(benchPublicProfile(tenantId, randomUUID(), name, at)),
          PublicLocation.batchPut({
            tenantId,
            locationId: b.input.destinationLocationId,
            name: 'Plant',
            address: '1700 Broadway',
            city: 'Denver',
            stateProvince: 'CO',
            postalCode: '80202',
            country: 'US',
            latitude: 39.7447,
            longitude: -104.9875,
            createdAt: at,
          }),
        ];
      }),
      HaveItem.batchPut(
        benchHave(
          {
            tenantId: company.tenantId,
            companyName: company.name,
            id: 'bench-auction-have',
            identifier: 'AUC-H1',
            pounds: 1_000_000,
          },
          at,
        ),
      ),
    ],
    8,
  );
  const open = (endsInMs: number, label: string) =>
    Auctions.create(owner, {
      coreHaveId: 'bench-auction-have',
      materialName: `Bench PP regrind (${label})`,
      terms: 'FOB_ORIGIN',
      startingBid: lbs(START),
      bidIncrement: lbs(INCREMENT),
      // Each auction holds its own 10,000 lb of the have (an auction commits the weight it sells).
      weight: { unitValue: 10_000, unit: 'POUND' },
      endDate: new Date(Date.now() + endsInMs).toISOString(),
      bidders: [],
      isPublic: true,
      feeAgreement: true,
    });
  await cloud.settle();
  const requests = await requestCounter();

  // 1. The raw ceiling, half before the bids and half after them (each while nothing else runs),
  //    so DynamoDB Local's drift over a long run (its JIT warming up, its files growing) favours
  //    neither; between them, the bids on an auction ending in 2 days.
  const rawBefore = await requests.during('raw', () => rawWrites(Math.ceil(BIDS / 2), BIDDERS));
  await cloud.settle();
  const big = await open(2 * 86_400_000, 'load');
  const bids = await requests.during('bidders', () => drive(placeBid, Auctions.get, big.id, bidders, BIDS));
  const settleStarted = Date.now();
  await cloud.settle();
  const settledMs = Date.now() - settleStarted;
  const rawAfter = await requests.during('raw', () => rawWrites(Math.floor(BIDS / 2), BIDDERS));
  const used = requests.take();
  const raw = {
    ok: rawBefore.ok + rawAfter.ok,
    lost: rawBefore.lost + rawAfter.lost,
    failed: rawBefore.failed + rawAfter.failed,
    ms: rawBefore.ms + rawAfter.ms,
    perSecond: ((rawBefore.ok + rawAfter.ok) * 1000) / (rawBefore.ms + rawAfter.ms),
    before: rawBefore.perSecond,
    after: rawAfter.perSecond,
    writers: BIDDERS,
  };

  // 2. Bids inside the window: an auction ending 4 minutes from now, so every judgement extends it.
  const closing = await open(4 * 60_000, 'closing');
  const inWindow = await drive(placeBid, Auctions.get, closing.id, bidders, WINDOW_BIDS);
  // An auction that has ended (its close timer may not have fired): every bid is refused.
  const ended = await open(1_500, 'ended');
  await sleep(2_000);
  const late = { tried: 0, refused: 0 };
  await inParallel(Math.min(20, BIDDERS), 20, async (n) => {
    late.tried++;
    try {
      await placeBid(bidders[n]!.actor, ended.id, { ...bidders[n]!.input, price: lbs(START) });
    } catch (error) {
      if ((error as Refusal).code === 'AUCTION_ENDED') late.refused++;
      else throw error;
    }
  });
  await cloud.settle();

  const problems: string[] = [];
  const ledgers: Record<string, { entries: number; extensions: number; bidEntries: number }> = {};
  for (const [label, id, accepted] of [
    ['load', big.id, bids.accepted],
    ['closing', closing.id, inWindow.accepted],
    ['ended', ended.id, 0],
  ] as const) {
    const item = (await AuctionEntity.get({ auctionId: id }, { consistent: true }))!;
    const entries = await listLedger(id);
    for (const p of await ledgerAnomalies(item, entries)) problems.push(`${label}: ${p}`);
    // Every accepted bid judged exactly once: one BID entry each, no more, no fewer.
    const bidEntries = entries.filter((e) => e.kind === 'BID').length;
    if (bidEntries !== accepted)
      problems.push(`${label}: ${accepted} bids accepted, ${bidEntries} BID entries in the ledger`);
    // One leader at a time, as the owner's list of bidders shows it.
    const leading = (await Invitations.bidders(owner, id)).filter((b) => b.status === 'LEADING').length;
    if (leading !== (entries.length ? 1 : 0)) problems.push(`${label}: ${leading} bidders shown LEADING`);
    ledgers[label] = { entries: entries.length, extensions: extensionsOf(entries), bidEntries };
  }
  if (late.refused !== late.tried)
    problems.push(`ended: ${late.tried - late.refused} bids accepted after the end`);
  if (!ledgers.closing!.extensions)
    problems.push('closing: no bid extended the end (the window was not exercised)');

  // 3. The fan-out, on a public auction of its own.
  const fanout = await fanOutFigures(
    cloud,
    company.admin.email,
    await open(2 * 86_400_000, 'fan-out'),
    bidders,
    placeBid,
  );

  return { bids, raw, settledMs, used, inWindow, late, ledgers, problems, fanout, bidders: BIDDERS };
}

/**
 * Counts the DynamoDB requests on the handlers' client (which the stream consumer and the bus
 * consumers share in this process): those made inside `during(label, …)` under its label, every
 * other one (the table stream and the consumers at work meanwhile) as `background`.
 */
async function requestCounter() {
  const { dynamo } = await import('@polyloop/functions/data/client');
  const scope = new AsyncLocalStorage<string>();
  const counts = new Map<string, Map<string, number>>();
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const label = scope.getStore() ?? 'background';
      const mine = counts.get(label) ?? counts.set(label, new Map()).get(label)!;
      const key = (args.input as { Key?: { pk?: string } }).Key?.pk;
      // The command, and the entity of the item it names (`GetItem:auction`).
      const name =
        (context.commandName ?? 'unknown').replace(/Command$/, '') + (key ? `:${key.split('#')[0]}` : '');
      mine.set(name, (mine.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'auctionBenchRequests' },
  );
  return {
    during: <T>(label: string, run: () => Promise<T>) => scope.run(label, run),
    /** What was counted so far, per label, then cleared. */
    take() {
      const out = Object.fromEntries(
        [...counts].map(([label, byName]) => [label, Object.fromEntries(byName)]),
      );
      counts.clear();
      return out as Record<string, Record<string, number>>;
    },
  };
}

type PlaceBid = (actor: Member, auctionId: string, input: BidInput) => Promise<Auction>;

/**
 * Each company loops until `target` bids are accepted in all: it reads the auction's minimum (or
 * takes it from its last refusal or answer), bids exactly that — every fifth with a hidden maximum
 * a few increments higher — and on "too small" or "changed" tries again. A company that leads waits
 * a moment and reads again. Bids in flight when the target is reached still count.
 */
async function drive(
  placeBid: PlaceBid,
  get: (actor: Member, id: string) => Promise<Auction>,
  auctionId: string,
  bidders: Bidder[],
  target: number,
) {
  const tally = {
    accepted: 0,
    tooSmall: 0,
    changed: 0,
    notHigher: 0,
    ended: 0,
    reads: 0,
    failed: 0,
    failure: '',
  };
  const started = performance.now();
  await Promise.all(
    bidders.map(async (b, n) => {
      let minimum: number | undefined;
      while (tally.accepted < target) {
        if (minimum === undefined) {
          tally.reads++;
          const auction = await get(b.actor, auctionId);
          if (auction.leadingBid?.mine) {
            await sleep(5);
            continue;
          }
          minimum = auction.minimumBid.unitValue;
        }
        const price = minimum;
        const proxy =
          n % PROXY_EVERY === 0
            ? { maximum: lbs((micros(price) + PROXY_STEPS * micros(INCREMENT)) / 1e6) }
            : {};
        try {
          const answer = await placeBid(b.actor, auctionId, { ...b.input, price: lbs(price), ...proxy });
          tally.accepted++;
          minimum = answer.leadingBid?.mine ? undefined : answer.minimumBid.unitValue;
        } catch (error) {
          const e = error as Refusal;
          if (e.status === 400 && e.fieldErrors?.price) {
            tally.tooSmall++;
            const said = /at least \$([\d,]+(?:\.\d+)?)/.exec(e.message)?.[1];
            minimum = said ? Number(said.replace(/,/g, '')) : undefined;
          } else if (e.status === 400 && e.fieldErrors?.maximum) {
            tally.notHigher++; // It leads already (a proxy answered for it): read again.
            minimum = undefined;
          } else if (e.code === 'AUCTION_CHANGED') {
            tally.changed++;
            minimum = undefined;
          } else if (e.code === 'AUCTION_ENDED') {
            tally.ended++;
            return;
          } else if (e.status === undefined && tally.failed++ < target) {
            // Not a refusal: what the route would answer as a 500 (DynamoDB Local failing under the contention).
            tally.failure ||= `${(error as Error).name}: ${e.message}`;
            minimum = undefined;
          } else throw error;
        }
      }
    }),
  );
  const ms = performance.now() - started;
  return { ...tally, ms, perSecond: (tally.accepted * 1000) / ms };
}

/**
 * DynamoDB Local's ceiling for what a bid is at bottom, measured the same way in the same run:
 * `writers` writers at once, each reading ONE item (consistently), then updating it on the
 * condition that its version is still the one read, and reading again when the condition fails,
 * until `target` updates have succeeded. Same client, same table, same socket pool as the bids.
 * `bid rate vs raw writes` = accepted bids per second ÷ successful raw writes per second: what
 * the bid service keeps of the store's single-item serial write rate, after its extra reads (a
 * company's profile and destination, once per 5 seconds; the auction when the container has not
 * seen it lately, or to confirm a refusal a later version could undo), the judging,
 * the larger write (the auction with its judgement) and the table stream's work on each commit
 * (recording the judgement, the events, the notifications), which in the local cloud runs in this
 * same process.
 */
async function rawWrites(target: number, writers: number) {
  const { dynamo, table } = await import('@polyloop/functions/data/client');
  const { GetCommand, PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const TableName = table();
  const Key = { pk: `bench#raw-auction#${randomUUID()}`, sk: 'item' };
  await dynamo.send(new PutCommand({ TableName, Item: { ...Key, version: 0, price: START } }));
  const tally = { ok: 0, lost: 0, failed: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (tally.ok < target) {
        const read = await dynamo.send(new GetCommand({ TableName, Key, ConsistentRead: true }));
        const version = (read.Item?.version as number) ?? 0;
        try {
          await dynamo.send(
            new UpdateCommand({
              TableName,
              Key,
              UpdateExpression: 'SET version = :next, price = :price, writer = :w, updatedDate = :at',
              ConditionExpression: 'version = :read',
              ExpressionAttributeValues: {
                ':read': version,
                ':next': version + 1,
                ':price': START + (version + 1) * INCREMENT,
                ':w': w,
                ':at': new Date().toISOString(),
              },
            }),
          );
          tally.ok++;
        } catch (error) {
          const name = (error as Error).name;
          if (name === 'ConditionalCheckFailedException') tally.lost++;
          // DynamoDB Local answers some writes to one contended item with a 500: counted, then read again.
          else if ((name === 'InternalFailure' || name === 'InternalServerError') && tally.failed++ < target)
            continue;
          else throw error;
        }
      }
    }),
  );
  const ms = performance.now() - started;
  return { ...tally, ms, perSecond: (tally.ok * 1000) / ms, writers };
}

/**
 * One bid at a time on a public auction whose channel `network.{id}` has 1, then `SOCKETS`,
 * WebSockets subscribed (the owner's administrator signed in once, many sockets): the time from
 * the bid's commit (`placeBid` resolving) until the LAST socket has the `bids-changed` event of
 * that version. Two bidders take turns, so each bid moves the lead.
 */
async function fanOutFigures(
  cloud: Cloud,
  email: string,
  auction: Auction,
  bidders: Bidder[],
  placeBid: PlaceBid,
) {
  const config = (await (await fetch(`${cloud.urls.app}/config.json`)).json()) as PublicConfig;
  const { idToken } = await signIn(config, email);
  const wsUrl = `${cloud.urls.app.replace(/^http/, 'ws')}/ws`;
  const channel = `network.${auction.id}`;
  /** When each socket received the `bids-changed` of each version. */
  const arrivals = new Map<number, number[]>();
  let expected: { version: number; count: number; done: () => void } | undefined;
  const heard = (version: number) => arrivals.get(version)?.filter((t) => t !== undefined).length ?? 0;
  const sockets: Array<Awaited<ReturnType<typeof openSocket>>> = [];
  const connect = async (n: number) => {
    const s = await openSocket(wsUrl, idToken);
    s.socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as {
        type: string;
        channel?: string;
        event?: string;
        payload?: { version?: number };
      };
      const version = m.payload?.version;
      if (m.type !== 'event' || m.channel !== channel || m.event !== 'bids-changed' || version === undefined)
        return;
      const times = arrivals.get(version) ?? arrivals.set(version, []).get(version)!;
      times[n] ??= performance.now();
      if (expected?.version === version && heard(version) === expected.count) expected.done();
    });
    s.send({ action: 'subscribe', channel });
    const answer = await s.next(
      (m) => (m.type === 'subscribed' || m.type === 'error') && m.channel === channel,
    );
    if (answer.type !== 'subscribed') throw new Error(`subscribing to ${channel}: ${JSON.stringify(answer)}`);
    sockets[n] = s;
  };
  let turn = 0;
  let minimum = auction.minimumBid.unitValue;
  const round = async (count: number) => {
    await cloud.settle();
    const b = bidders[turn++ % 2]!;
    const answer = await placeBid(b.actor, auction.id, { ...b.input, price: lbs(minimum) });
    const committed = performance.now();
    minimum = answer.minimumBid.unitValue;
    const all = new Promise<boolean>((resolve) => {
      expected = { version: answer.version, count, done: () => resolve(true) };
      if (heard(answer.version) === count) resolve(true);
      setTimeout(() => resolve(false), 30_000);
    });
    const complete = await all;
    const times = (arrivals.get(answer.version) ?? []).filter((t) => t !== undefined);
    arrivals.delete(answer.version);
    return complete
      ? { last: Math.max(...times) - committed, missed: 0 }
      : { last: NaN, missed: count - times.length };
  };
  const measureRounds = async (count: number) => {
    const lasts: number[] = [];
    let missed = 0;
    for (let i = 0; i < ROUNDS + 3; i++) {
      const r = await round(count);
      missed += r.missed;
      if (i >= 3 && !Number.isNaN(r.last)) lasts.push(r.last);
    }
    return { p95: percentile(lasts, 95), p50: percentile(lasts, 50), missed };
  };
  await connect(0);
  const one = await measureRounds(1);
  await inParallel(SOCKETS - 1, 25, (n) => connect(n + 1));
  const many = await measureRounds(SOCKETS);
  for (const s of sockets) s.socket.close();
  return { one, many, ratio: many.p95 / one.p95, sockets: SOCKETS, rounds: ROUNDS };
}
