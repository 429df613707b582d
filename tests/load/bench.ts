import { createServer } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { repoRoot, portSets, type CloudPorts } from '../support/cloud.js';
import { measure, percentile, ms, kb } from './stats.js';
import { crmFigures } from './crm.js';
import { supplyFigures } from './supply.js';
import { notificationFigures } from './notifications.js';
import { orderFigures } from './orders.js';
import { networkFigures } from './network.js';
import { auctionFigures } from './auctions.js';
import { freightFigures, freightLines } from './freight.js';
import { matchingFigures, matchingLines } from './matching.js';
import { searchFigures, searchLines } from './search.js';
import { streamFigures, streamLines } from './stream.js';
import { financeFigures, financeLines } from './finance.js';
import { reportingFigures, reportingLines } from './reporting.js';
import { dynamoBaseline } from './dynamo.js';
import { coldStartTable, coldStarts } from './cold-start.js';
import { WEB_INITIAL_JS_BUDGET } from '../support/web-initial-js.js';
import { loadFigures, loadLines } from './load.js';

const SAMPLES = 500;
/** Fresh processes per bundle for the cold-start figures (BENCH_COLD_START_RUNS to change). */
const COLD_START_RUNS = Number(process.env.BENCH_COLD_START_RUNS ?? 31);
const WEB_BUDGET = WEB_INITIAL_JS_BUDGET;
/** `BENCH_ONLY=notifications` times the notification fan-out alone (quick to re-run while working on it). */
const ONLY_NOTIFICATIONS = process.env.BENCH_ONLY === 'notifications';
/** `BENCH_ONLY=orders` times the orders figures alone. */
const ONLY_ORDERS = process.env.BENCH_ONLY === 'orders';
/** `BENCH_ONLY=network` times the network figures alone. */
const ONLY_NETWORK = process.env.BENCH_ONLY === 'network';
/** `BENCH_ONLY=auctions` runs the auction figures alone (bids vs raw writes, ledger anomalies, fan-out). */
const ONLY_AUCTIONS = process.env.BENCH_ONLY === 'auctions';
/** `BENCH_ONLY=freight` runs the freight figures alone (50 quote searches at once against the sandbox partners). */
const ONLY_FREIGHT = process.env.BENCH_ONLY === 'freight';
/** `BENCH_ONLY=matching` runs the matching figures alone (one new have against 100,000 open needs). */
const ONLY_MATCHING = process.env.BENCH_ONLY === 'matching';
/** `BENCH_ONLY=search` runs the global search figures alone (50,000 records of one company, search p95 against a DynamoDB Local Query's). */
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
/** `BENCH_ONLY=cold-start` builds every function and times its cold start alone, without a cloud. */
const ONLY_COLD_START = process.env.BENCH_ONLY === 'cold-start';
/** `BENCH_ONLY=stream` times the table stream's delay alone (a write until its domain event is on the bus). */
const ONLY_STREAM = process.env.BENCH_ONLY === 'stream';
/** `BENCH_ONLY=finance` runs the finance figures alone (the summary and aged receivables over 100,000 invoiced shipments). */
const ONLY_FINANCE = process.env.BENCH_ONLY === 'finance';
/** `BENCH_ONLY=reporting` runs the report figures alone (12-month and 90-day reports over 100,000 delivered shipments). */
const ONLY_REPORTING = process.env.BENCH_ONLY === 'reporting';
/** `BENCH_ONLY=load` runs the load alone: 200 users at once in a realistic mix, p95 per route against DynamoDB Local's. */
const ONLY_LOAD = process.env.BENCH_ONLY === 'load';
const ONLY =
  ONLY_LOAD ||
  ONLY_NOTIFICATIONS ||
  ONLY_ORDERS ||
  ONLY_NETWORK ||
  ONLY_AUCTIONS ||
  ONLY_FREIGHT ||
  ONLY_MATCHING ||
  ONLY_SEARCH ||
  ONLY_STREAM ||
  ONLY_FINANCE ||
  ONLY_REPORTING;
/** As tests/support/cloud.ts does, so the benchmark runs beside other test clouds. */
const PORT_OFFSET = Number(process.env.POLYLOOP_TEST_PORT_OFFSET ?? 0);

async function gatewayOverhead(baseUrl: string) {
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok","version":"bench"}');
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
  const port = (bare.address() as { port: number }).port;
  const viaGateway = await measure(SAMPLES, () => fetch(`${baseUrl}/api/health`).then((r) => r.text()));
  const viaBare = await measure(SAMPLES, () => fetch(`http://127.0.0.1:${port}/`).then((r) => r.text()));
  bare.close();
  return { viaGateway, viaBare };
}

/** Initial JavaScript: the entry script and every module it preloads, gzipped. */
async function webInitialJs() {
  const dist = path.join(repoRoot, 'web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  let gzip = 0;
  let rawBytes = 0;
  for (const file of new Set(files)) {
    const content = await readFile(path.join(dist, file.replace(/^\//, '')));
    rawBytes += content.byteLength;
    gzip += gzipSync(content, { level: 9 }).byteLength;
  }
  const assets = await readdir(path.join(dist, 'assets'));
  let allJs = 0;
  for (const a of assets.filter((f) => f.endsWith('.js')))
    allJs += (await stat(path.join(dist, 'assets', a))).size;
  return { files: files.length, gzip, rawBytes, allJs };
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // First, while nothing else of the benchmark runs: every import is timed in its own process.
  if (!ONLY)
    console.log(
      `Building every function and timing its cold start (${COLD_START_RUNS} fresh processes each)…`,
    );
  const cold = ONLY ? undefined : await coldStarts(COLD_START_RUNS);
  if (ONLY_COLD_START) {
    for (const line of coldStartTable(cold!, COLD_START_RUNS)) console.log(line);
    return;
  }
  console.log('Starting the local cloud for the benchmark…');
  // In this process, so the benchmark can count the DynamoDB requests the handlers make.
  const { startLocalCloud } = await import('../../infra/local/src/supervisor.js');
  const ports = Object.fromEntries(
    Object.entries(portSets.bench).map(([name, port]) => [name, port + PORT_OFFSET]),
  ) as unknown as CloudPorts;
  const dataDir = path.join(repoRoot, '.local', `bench${PORT_OFFSET ? `-${PORT_OFFSET}` : ''}`);
  // The auction and freight figures make their own companies: alone, they start without the demo data
  // (the sandbox freight partners' records are made at every start, seeded or not).
  const cloud = await startLocalCloud({
    dataDir,
    ports,
    reset: true,
    quiet: true,
    ...(ONLY_LOAD ||
    ONLY_AUCTIONS ||
    ONLY_FREIGHT ||
    ONLY_MATCHING ||
    ONLY_SEARCH ||
    ONLY_STREAM ||
    ONLY_FINANCE ||
    ONLY_REPORTING
      ? { seed: false }
      : {}),
  });
  try {
    const overhead = await gatewayOverhead(cloud.urls.app);
    const dynamo = await dynamoBaseline(cloud.env, SAMPLES);
    const areas = ONLY_ORDERS
      ? [await orderFigures(cloud, SAMPLES)]
      : ONLY_NETWORK
        ? [await networkFigures(cloud, SAMPLES)]
        : ONLY
          ? []
          : [
              await crmFigures(cloud, SAMPLES),
              await supplyFigures(cloud, SAMPLES),
              await orderFigures(cloud, SAMPLES),
              await networkFigures(cloud, SAMPLES),
            ];
    const notified = ONLY_NOTIFICATIONS || !ONLY ? await notificationFigures(cloud) : undefined;
    const auctions = ONLY_AUCTIONS || !ONLY ? await auctionFigures(cloud) : undefined;
    const freight = ONLY_FREIGHT || !ONLY ? await freightFigures(cloud) : undefined;
    const matching = ONLY_MATCHING || !ONLY ? await matchingFigures(cloud) : undefined;
    const search = ONLY_SEARCH || !ONLY ? await searchFigures(cloud) : undefined;
    const stream = ONLY_STREAM || !ONLY ? await streamFigures(cloud) : undefined;
    const finance = ONLY_FINANCE || !ONLY ? await financeFigures(cloud) : undefined;
    const reporting = ONLY_REPORTING || !ONLY ? await reportingFigures(cloud) : undefined;
    const load = ONLY_LOAD || !ONLY ? await loadFigures(cloud, dynamo) : undefined;
    const web = ONLY ? undefined : await webInitialJs();

    const gw50 = percentile(overhead.viaGateway, 50);
    const gw95 = percentile(overhead.viaGateway, 95);
    const bare50 = percentile(overhead.viaBare, 50);
    const bare95 = percentile(overhead.viaBare, 95);
    const query50 = percentile(dynamo.query, 50);
    console.log(`\nPolyloop benchmark (${SAMPLES} sequential samples each, after warm-up)\n`);
    console.log('Gateway overhead, GET /api/health');
    console.log(`  through the local gateway  p50 ${ms(gw50)}  p95 ${ms(gw95)}`);
    console.log(`  bare Node HTTP server      p50 ${ms(bare50)}  p95 ${ms(bare95)}`);
    console.log(
      `  overhead                   p50 +${ms(gw50 - bare50)} (${(gw50 / bare50).toFixed(2)}x)  p95 +${ms(gw95 - bare95)} (${(gw95 / bare95).toFixed(2)}x)`,
    );
    console.log('\nDynamoDB Local baseline (the reference the API figures divide by)');
    console.log(`  GetItem p50 ${ms(percentile(dynamo.get, 50))}   p95 ${ms(percentile(dynamo.get, 95))}`);
    console.log(`  Query   p50 ${ms(query50)}   p95 ${ms(percentile(dynamo.query, 95))}   (25 items)`);
    console.log(`  PutItem p50 ${ms(percentile(dynamo.put, 50))}   p95 ${ms(percentile(dynamo.put, 95))}`);
    for (const area of areas) {
      console.log(`\n${area.title}, through the gateway with a real token`);
      for (const row of area.rows) {
        const p50 = percentile(row.samples, 50);
        console.log(
          `  ${row.label.padEnd(28)} p50 ${ms(p50)}  p95 ${ms(percentile(row.samples, 95))}  = ${(p50 / query50).toFixed(2)}x a DynamoDB Local Query  ·  ${row.requests}`,
        );
      }
    }
    if (notified) {
      console.log(
        `\nNotifications: one event to ${notified.recipients} colleagues vs to one (PutEvents until written and pushed, median of ${notified.runs})`,
      );
      console.log(`  1 recipient   ${ms(notified.one)}`);
      console.log(
        `  ${notified.recipients} recipients ${ms(notified.many)}  = ${(notified.many / notified.one).toFixed(2)}x one recipient's time (goal ≤ 3x)`,
      );
      console.log(
        `  DynamoDB Local writing those ${notified.recipients} items alone (the same batches): ${ms(notified.floor)}; the rest of the road adds ${ms(notified.many - notified.floor)}`,
      );
    }
    if (auctions) for (const line of auctionTable(auctions)) console.log(line);
    if (freight) for (const line of freightLines(freight, percentile(dynamo.put, 95))) console.log(line);
    if (matching) for (const line of matchingLines(matching)) console.log(line);
    if (search) for (const line of searchLines(search)) console.log(line);
    if (stream) for (const line of streamLines(stream)) console.log(line);
    if (finance) for (const line of financeLines(finance, query50)) console.log(line);
    if (reporting) for (const line of reportingLines(reporting, query50)) console.log(line);
    if (load) for (const line of loadLines(load)) console.log(line);
    console.log('');
    if (cold) for (const line of coldStartTable(cold, COLD_START_RUNS)) console.log(line);
    if (web) {
      console.log(`\nWeb app initial JavaScript (budget ${kb(WEB_BUDGET)} gzip)`);
      console.log(
        `  ${web.files} files, ${kb(web.rawBytes)} raw, ${kb(web.gzip)} gzip  ${web.gzip <= WEB_BUDGET ? 'within budget' : 'OVER BUDGET'}  (all lazy chunks: ${kb(web.allJs)} raw)`,
      );
    }
  } finally {
    await cloud.stop();
  }
}

/** The auction section: a short table, then the three lines a script reads. */
function auctionTable(a: Awaited<ReturnType<typeof auctionFigures>>): string[] {
  const rate = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)}/s`;
  const { bids, raw, fanout } = a;
  return [
    `\nAuctions: bids from ${a.bidders} companies at once on one public auction (in-process placeBid, each company's Member actor)`,
    `  accepted bids        ${bids.accepted.toLocaleString('en-US')} in ${(bids.ms / 1000).toFixed(1)} s = ${rate(bids.perSecond)}   (refused: ${bids.tooSmall} too small, ${bids.changed} changed, ${bids.notHigher} not higher, ${bids.ended} ended, ${bids.failed} failed${bids.failure ? ` (${bids.failure.slice(0, 80)})` : ''}; ${bids.reads} reads of the minimum)`,
    `  raw writes           ${raw.ok.toLocaleString('en-US')} in ${(raw.ms / 1000).toFixed(1)} s = ${rate(raw.perSecond)}   (half before the bids at ${rate(raw.before)}, half after at ${rate(raw.after)}; ${raw.writers} writers: read, UpdateItem if version unchanged; ${raw.lost} lost races, ${raw.failed} failed)`,
    ...Object.entries(a.used).map(([label, byName]) => {
      const per = label === 'raw' ? raw.ok : bids.accepted;
      const total = Object.values(byName).reduce((x, y) => x + y, 0);
      const parts = Object.entries(byName)
        .sort((x, y) => y[1] - x[1])
        .map(([name, n]) => `${(n / per).toFixed(1)} ${name}`);
      return `  DynamoDB requests per ${label === 'raw' ? 'raw write' : `accepted bid, ${label}`}: ${(total / per).toFixed(1)} (${parts.join(', ')})`;
    }),
    `  stream settled ${(a.settledMs / 1000).toFixed(1)} s after the last bid; ledger ${a.ledgers.load!.entries.toLocaleString('en-US')} entries (${a.ledgers.load!.bidEntries.toLocaleString('en-US')} BID)`,
    `  ending auction       ${a.inWindow.accepted} bids inside the 5-minute window, ${a.ledgers.closing!.extensions} extensions; ended auction: ${a.late.refused} of ${a.late.tried} late bids refused`,
    `  fan-out, last socket 1 socket p50 ${ms(fanout.one.p50)} p95 ${ms(fanout.one.p95)}  ·  ${fanout.sockets} sockets p50 ${ms(fanout.many.p50)} p95 ${ms(fanout.many.p95)}  (${fanout.rounds} bids each; ${fanout.one.missed + fanout.many.missed} deliveries missed)`,
    ...a.problems.slice(0, 20).map((p) => `  anomaly: ${p}`),
    ...(a.problems.length > 20 ? [`  … and ${a.problems.length - 20} more`] : []),
    `bid anomalies: ${a.problems.length}`,
    `bid rate vs raw writes: ${((bids.perSecond / raw.perSecond) * 100).toFixed(1)}%`,
    `fan-out p95 ratio: ${fanout.ratio.toFixed(2)}`,
  ];
}

await main();
process.exit(0);
