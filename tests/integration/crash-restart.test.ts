import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SCHEDULE_GROUP } from '@polyloop/events';
import {
  NetworkRoutes,
  NotificationRoutes,
  OrderRoutes,
  ReportRoutes,
  SearchRoutes,
  SupplyRoutes,
} from '@polyloop/shared';
import { startCloud, type RunningCloud } from '../support/cloud.js';
import { signedInClient, type SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { eventually } from '../support/eventually.js';
import { link, ownPlace, party, perLb, ppAt, type Party } from '../support/network.js';
import { auctionOf, allowAuctions, bidBy } from './auctions-support.js';
import { errorToasts, fact, watcher, type Watcher } from './crash-browser.js';
import { order, setUpOrders, shipment, type OrdersWorld } from './orders-support.js';

/**
 * The local cloud killed with SIGKILL in the middle of a load of writes, then started again on the
 * same data, as `npm start` after a crash: what the API acknowledged is there, the pending timer
 * fires once, and what the stream derives counts every write once. Sampled to stay short: 4 writers
 * of haves and needs and one trader delivering shipments, and the crash after 24 acknowledged writes
 * and 2 deliveries (the rest of the suite covers each projection at length).
 * Meanwhile the seller watches one of its auctions in Chromium: a bid made while its socket is down
 * shows once the socket is back, without a reload.
 */
const WRITERS = 4;
const CRASH_AFTER = 24;
const DELIVERED_BEFORE = 2;

let cloud: RunningCloud;
let seller: Party;
let buyer: Party;
/** A company trading in its own books: orders, shipments, reports. */
let trader: OrdersWorld;
let seen: Watcher | undefined;

const settled = async () => {
  const answer = await fetch(`http://127.0.0.1:${cloud.ports.aws}/_local/stream?state=settled`, {
    method: 'POST',
  });
  expect(answer.status).toBe(200);
};
const scheduler = () =>
  new SchedulerClient({
    region: 'us-east-1',
    endpoint: cloud.env.AWS_ENDPOINT_URL_SCHEDULER,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
const at = () => ({ baseUrl: cloud.baseUrl, config: cloud.config });
/** Two starts of a whole cloud of its own: on a busy machine each takes a few minutes. */
const STARTS_MS = 600_000;

beforeAll(async () => {
  cloud = await startCloud({ name: 'crash', reset: true });
  useCloudEnv(cloud.env);
  [seller, buyer] = await Promise.all([party(at(), 'Crash seller'), party(at(), 'Crash buyer')]);
  await Promise.all([link(seller, buyer), allowAuctions(seller)]);
  trader = await setUpOrders(cloud, { plan: 'INTELLIGENCE' });
  seen = await watcher(cloud, seller.company.member.email);
}, STARTS_MS);
afterAll(async () => {
  await seen?.close();
  await cloud?.stop();
});

interface Acknowledged {
  kind: 'have' | 'need';
  id: string;
  identifier: string;
}

/** Writers creating haves and needs until the cloud goes away; what answered 2xx is acknowledged. */
async function writeUntilCrash(member: SignedInClient, acknowledged: Acknowledged[], crash: () => void) {
  let n = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      for (;;) {
        const kind = n++ % 3 === 2 ? 'need' : 'have';
        const body = {
          ...ppAt(ownPlace(seller), 1_000 + n),
          ...(kind === 'have' ? { price: perLb(0.4) } : {}),
        };
        let reply;
        try {
          reply =
            kind === 'have'
              ? await member(SupplyRoutes.createHave, { body })
              : await member(SupplyRoutes.createNeed, { body });
        } catch {
          return; // the cloud is gone: whatever this write became is not acknowledged
        }
        if (!reply.ok) throw new Error(`A write was refused before the crash: ${reply.status}`);
        acknowledged.push({ kind, id: reply.body.id, identifier: reply.body.identifier });
        crash();
      }
    }),
  );
}

/**
 * The trader's orders, each shipped and moved on to delivered, until the cloud goes away; a
 * delivery is acknowledged once its last move answered 2xx.
 */
async function deliverUntilCrash(delivered: string[], crash: () => void) {
  const { member } = trader;
  const refused = (what: string, status: number) =>
    new Error(`${what} was refused before the crash: ${status}`);
  for (;;) {
    let shipmentId: string;
    try {
      const made = await member(OrderRoutes.createOrder, { body: order() });
      if (!made.ok) throw refused('An order', made.status);
      const sent = await member(OrderRoutes.createShipment, { body: shipment(made.body.id) });
      if (!sent.ok) throw refused('A shipment', sent.status);
      shipmentId = sent.body.id;
      for (const status of ['APPROVED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'] as const) {
        const moved = await member(OrderRoutes.moveShipment, {
          params: { id: shipmentId },
          body: { status },
        });
        if (!moved.ok) throw refused('A shipment move', moved.status);
      }
    } catch (error) {
      if (error instanceof Error && error.message.includes('refused before the crash')) throw error;
      return; // the cloud is gone: whatever this trade became is not acknowledged
    }
    delivered.push(shipmentId);
    crash();
  }
}

/** The ids of the trader's delivered shipments, page by page. */
async function deliveredShipments() {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const reply = await trader.member.ok(OrderRoutes.listShipments, {
      query: { statuses: ['DELIVERED'], page, size: 100 },
    });
    ids.push(...reply.body.map((s) => s.id));
    if (reply.body.length < 100) return ids;
  }
}

/** Every item of a list, page by page, and the total the list's counters give. */
async function listed(client: SignedInClient, kind: 'have' | 'need') {
  const route = kind === 'have' ? SupplyRoutes.listHaves : SupplyRoutes.listNeeds;
  const ids: string[] = [];
  let total: number | undefined;
  for (let page = 0; ; page++) {
    const reply = await client.ok(route, { query: { page, size: 100 } });
    total = reply.total;
    ids.push(...reply.body.map((item) => item.id));
    if (reply.body.length < 100) break;
  }
  return { ids, total };
}

describe('a crash of the local cloud in the middle of a load', () => {
  it(
    'loses no acknowledged write, fires the pending timer once and projects every write once; npm start comes back the first time, and the page a person watches catches up without a reload',
    async () => {
      // A timer that comes due while the cloud is down or just after it is back: an auction's close.
      const auction = await auctionOf(seller, [buyer], {
        endDate: new Date(Date.now() + 25_000).toISOString(),
      });
      await eventually(() =>
        scheduler()
          .send(new GetScheduleCommand({ Name: `auction-close.${auction.id}`, GroupName: SCHEDULE_GROUP }))
          .then((s) => s.Name),
      );

      // The seller watches a day-long auction of theirs, live over the socket.
      const browser = seen!;
      const { page } = browser;
      const watched = await auctionOf(seller, [buyer]);
      const channel = `network.${watched.id}`;
      await page.goto(`/network/auctions/${watched.id}`);
      await fact(page, 'Leading bid').filter({ hasText: 'No bids yet' }).waitFor({ timeout: 120_000 });
      await expect.poll(() => browser.channels.has(channel), { timeout: 60_000 }).toBe(true);

      const acknowledged: Acknowledged[] = [];
      const delivered: string[] = [];
      let crashed: Promise<void> | undefined;
      const crash = () => {
        if (!crashed && acknowledged.length >= CRASH_AFTER && delivered.length >= DELIVERED_BEFORE)
          crashed = cloud.crash();
      };
      await Promise.all([
        writeUntilCrash(seller.member, acknowledged, crash),
        deliverUntilCrash(delivered, crash),
      ]);
      await crashed;
      expect(acknowledged.length).toBeGreaterThanOrEqual(CRASH_AFTER);
      expect(delivered.length).toBeGreaterThanOrEqual(DELIVERED_BEFORE);
      // The crash dropped the page's socket; it stays shut out until the buyer has bid.
      browser.shut();
      browser.channels.clear();
      const answered = browser.answered();

      // As a person would: `npm start` again, on the same data, once. The supervisor's children were
      // left running with their ports; the start stops them and waits for the ports.
      cloud = await startCloud({ name: 'crash' });
      expect(cloud.output()).toMatch(/left running by an earlier start/);
      useCloudEnv(cloud.env);
      const member = await signedInClient(at(), seller.company.member.email);
      await settled();

      // Every acknowledged write reads back.
      for (const write of acknowledged) {
        const route = write.kind === 'have' ? SupplyRoutes.getHave : SupplyRoutes.getNeed;
        expect((await member(route, { params: { id: write.id } })).status, `${write.kind} ${write.id}`).toBe(
          200,
        );
      }

      // The counters count each stored write once: the totals equal what the lists hold, which holds
      // every acknowledged write (and any the crash cut off after it was stored).
      for (const kind of ['have', 'need'] as const) {
        const { ids, total } = await listed(member, kind);
        expect(total, `${kind} total`).toBe(ids.length);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(
          expect.arrayContaining(acknowledged.filter((w) => w.kind === kind).map((w) => w.id)),
        );
      }

      // The history has one entry for each creation, and search finds each record once.
      for (const write of acknowledged.filter((w) => w.kind === 'have')) {
        const feed = await member.ok(SupplyRoutes.haveHistory, { params: { id: write.id }, query: {} });
        expect(
          feed.body.entries.filter((e) => e.action === 'ADDED'),
          write.identifier,
        ).toHaveLength(1);
        const found = await member.ok(SearchRoutes.search, { query: { query: write.identifier } });
        expect(
          found.body.results.haves?.items.filter((hit) => hit.id === write.id),
          write.identifier,
        ).toHaveLength(1);
      }

      // The report's rollups count each delivered shipment once: the months' count and weight are
      // those of the delivered shipments the API lists, which hold every acknowledged delivery.
      const shipped = await deliveredShipments();
      expect(new Set(shipped).size).toBe(shipped.length);
      expect(shipped).toEqual(expect.arrayContaining(delivered));
      const report = await trader.member.ok(ReportRoutes.getReport, {
        query: { metric: 'COUNT', grouping: 'MONTH', range: 'MONTHS', last: 2 },
      });
      expect(report.body.total).toMatchObject({
        count: shipped.length,
        milliPounds: shipped.length * 1_000_000,
      });

      // The buyer bids on the watched auction while the page has no socket: the push finds nobody.
      const bidder = await signedInClient(at(), buyer.company.member.email);
      await bidder.ok(NetworkRoutes.placeBid, { params: { id: watched.id }, body: bidBy(buyer, 0.3) });
      await settled();
      expect(browser.answered()).toBe(answered);
      expect(await fact(page, 'Leading bid').textContent()).toBe('No bids yet');

      // The socket comes back on its own (its next try after the backoff), subscribes to the auction
      // again, and the page reads what it missed: the bid shows, with no reload and no error left.
      browser.open();
      await expect.poll(() => browser.channels.has(channel), { timeout: 120_000 }).toBe(true);
      await fact(page, 'Leading bid').filter({ hasText: buyer.company.name }).waitFor({ timeout: 60_000 });
      expect(await fact(page, 'Bids').textContent()).toBe('1');
      await expect.poll(() => errorToasts(page).count()).toBe(0);
      expect(await page.getByText('Session expired, click login').count()).toBe(0);
      // And it is live again: what is pushed on the person's own channel now shows at once.
      const own = () => [...browser.channels].find((c) => c.startsWith('user.'));
      await expect.poll(own).toBeDefined();
      const message = `Back after the crash ${watched.id.slice(0, 8)}`;
      await new EventBridgeClient({}).send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: cloud.env.EVENT_BUS_NAME,
              Source: 'polyloop',
              DetailType: 'realtime.published',
              Detail: JSON.stringify({ channel: own(), event: 'ping', payload: { message } }),
            },
          ],
        }),
      );
      await page.getByText(message).waitFor({ timeout: 60_000 });

      // The auction's close, due during or just after the crash, fires once: its owner is told once
      // (the stored close sets that off), and the one-time schedule is gone.
      const told = async () =>
        (
          await member.ok(NotificationRoutes.listNotifications, { query: { page: 0, size: 100 } })
        ).body.filter((n) => n.type === 'AUCTION_CLOSED_NOTIFY_OWNER' && n.subject.id === auction.id);
      await eventually(async () => ((await told()).length > 0 ? true : undefined));
      await settled();
      expect(await told()).toHaveLength(1);
      expect((await member.ok(NetworkRoutes.getAuction, { params: { id: auction.id } })).body.status).toBe(
        'CLOSED',
      );
      await expect(
        scheduler().send(
          new GetScheduleCommand({ Name: `auction-close.${auction.id}`, GroupName: SCHEDULE_GROUP }),
        ),
      ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    },
    STARTS_MS,
  );
});
