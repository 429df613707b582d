import { createServer } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { startCloud, repoRoot } from '../support/cloud.js';
import { consumerFunctions, httpFunctions, streamFunction, websocketFunctions } from '../../infra/definitions/functions.js';
import { bundling } from '../../infra/definitions/bundling.js';
import { measure, percentile, ms, kb } from './stats.js';

const SAMPLES = 500;
const BUNDLE_BUDGET = 300 * 1024;
const WEB_BUDGET = 250 * 1024;

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

async function dynamoBaseline(env: Record<string, string>) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const TableName = env.TABLE_NAME;
  for (let i = 0; i < 25; i++) await client.send(new PutCommand({ TableName, Item: { pk: 'bench#baseline', sk: `item#${String(i).padStart(3, '0')}`, name: `Item ${i}` } }));
  const get = await measure(SAMPLES, (i) => client.send(new GetCommand({ TableName, Key: { pk: 'bench#baseline', sk: `item#${String(i % 25).padStart(3, '0')}` } })));
  const query = await measure(SAMPLES, () =>
    client.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'bench#baseline' }, Limit: 25 })),
  );
  return { get, query };
}

/** The same esbuild settings the CDK app gives NodejsFunction (minified ESM, SDK v3 from the runtime). */
async function bundleSizes() {
  const all = [...httpFunctions, ...Object.values(websocketFunctions), ...Object.values(consumerFunctions), streamFunction];
  const sizes: Array<{ name: string; bytes: number }> = [];
  for (const fn of all) {
    const result = await build({
      entryPoints: [path.join(repoRoot, fn.entry)],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: bundling.target,
      mainFields: [...bundling.mainFields],
      minify: bundling.minify,
      external: [...bundling.externalModules],
      banner: { js: bundling.banner },
      logLevel: 'silent',
    });
    sizes.push({ name: fn.name, bytes: result.outputFiles[0]!.contents.byteLength });
  }
  return sizes;
}

/** Initial JavaScript: the entry script and every module it preloads, gzipped. */
async function webInitialJs() {
  const dist = path.join(repoRoot, 'web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  let gzip = 0;
  let rawBytes = 0;
  for (const file of new Set(files)) {
    const content = await readFile(path.join(dist, file.replace(/^\//, '')));
    rawBytes += content.byteLength;
    gzip += gzipSync(content, { level: 9 }).byteLength;
  }
  const assets = await readdir(path.join(dist, 'assets'));
  let allJs = 0;
  for (const a of assets.filter((f) => f.endsWith('.js'))) allJs += (await stat(path.join(dist, 'assets', a))).size;
  return { files: files.length, gzip, rawBytes, allJs };
}

async function main() {
  console.log('Starting the local cloud for the benchmark…');
  const cloud = await startCloud({ name: 'bench', reset: true });
  try {
    const overhead = await gatewayOverhead(cloud.baseUrl);
    const dynamo = await dynamoBaseline(cloud.env);
    const bundles = await bundleSizes();
    const web = await webInitialJs();

    const gw50 = percentile(overhead.viaGateway, 50);
    const gw95 = percentile(overhead.viaGateway, 95);
    const bare50 = percentile(overhead.viaBare, 50);
    const bare95 = percentile(overhead.viaBare, 95);
    console.log(`\nPolyloop benchmark (${SAMPLES} sequential samples each, after warm-up)\n`);
    console.log('Gateway overhead, GET /api/health');
    console.log(`  through the local gateway  p50 ${ms(gw50)}  p95 ${ms(gw95)}`);
    console.log(`  bare Node HTTP server      p50 ${ms(bare50)}  p95 ${ms(bare95)}`);
    console.log(`  overhead                   p50 +${ms(gw50 - bare50)} (${(gw50 / bare50).toFixed(2)}x)  p95 +${ms(gw95 - bare95)} (${(gw95 / bare95).toFixed(2)}x)`);
    console.log('\nDynamoDB Local baseline (the reference later benchmarks divide by)');
    console.log(`  GetItem p50 ${ms(percentile(dynamo.get, 50))}   p95 ${ms(percentile(dynamo.get, 95))}`);
    console.log(`  Query   p50 ${ms(percentile(dynamo.query, 50))}   p95 ${ms(percentile(dynamo.query, 95))}   (25 items)`);
    console.log(`\nLambda bundles (minified, budget ${kb(BUNDLE_BUDGET)} each)`);
    for (const b of bundles) console.log(`  ${b.name.padEnd(18)} ${kb(b.bytes).padStart(9)}  ${b.bytes <= BUNDLE_BUDGET ? 'within budget' : 'OVER BUDGET'}`);
    console.log(`\nWeb app initial JavaScript (budget ${kb(WEB_BUDGET)} gzip)`);
    console.log(`  ${web.files} files, ${kb(web.rawBytes)} raw, ${kb(web.gzip)} gzip  ${web.gzip <= WEB_BUDGET ? 'within budget' : 'OVER BUDGET'}  (all lazy chunks: ${kb(web.allJs)} raw)`);
  } finally {
    await cloud.stop();
  }
}

await main();
