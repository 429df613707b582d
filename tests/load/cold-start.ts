import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import {
  consumerFunctions,
  httpFunctions,
  streamFunctions,
  websocketFunctions,
} from '../../infra/definitions/functions.js';
import { BUNDLE_BUDGET, bundleBudgetOf } from '../../infra/definitions/bundling.js';
import { buildFunction, bundleFiles, lambdaBuildOptions } from '../../infra/definitions/build-function.js';
import { repoRoot } from '../support/cloud.js';
import { kb, ms, percentile } from './stats.js';

const run = promisify(execFile);

/** What the reference bundle holds: the one client every function needs, and nothing else. */
const BASELINE_SOURCE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => dynamo.config.region;
`;

/** A function's module initialisation, as a multiple of the bare DynamoDB client's. */
export const COLD_START_BUDGET = 1.5;

/**
 * Runs in a fresh Node process: the time to import a bundle is the function's module
 * initialisation. It answers the elapsed time and the process's CPU time (all threads) over the
 * import; the second hardly moves when other work competes for the machine's cores.
 */
const PROBE_SOURCE = `
const cpu = process.cpuUsage();
const start = performance.now();
await import(process.argv[2]);
const elapsed = performance.now() - start;
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify([elapsed, (used.user + used.system) / 1000]));
process.exit(0);
`;

/**
 * What a deployed function sees at start (infra/aws/stacks/polyloop-stack.ts and lambda-function.ts),
 * with placeholder names: modules that branch on the environment at load take the AWS branch.
 */
const deployedEnv: Record<string, string> = {
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'polyloop-table',
  EVENT_BUS_NAME: 'polyloop',
  EVENT_BUS_ARN: 'arn:aws:events:us-east-1:000000000000:event-bus/polyloop',
  JWT_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
  JWKS_URI: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench/.well-known/jwks.json',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  WS_MANAGEMENT_ENDPOINT: 'https://ws.execute-api.us-east-1.amazonaws.com/prod',
  DOCUMENTS_BUCKET: 'polyloop-documents',
  SCHEDULE_GROUP: 'polyloop',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/scheduler',
  SES_SENDER: 'noreply@polyloop.example',
  S3_FORCE_PATH_STYLE: 'false',
  APP_URL: 'https://app.polyloop.example',
  GEOCODER: 'amazon-location',
  PLACE_INDEX_NAME: 'polyloop-places',
  BILLING_PROVIDER: 'stripe',
  BILLING_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:polyloop/billing',
  BILLING_SANDBOX_SECRET: '',
  SCANNER: 'guardduty',
  SALES_EMAIL: 'sales@polyloop.example',
  PLATFORM_OPS_EMAIL: 'ops@polyloop.example',
  POWERTOOLS_SERVICE_NAME: 'bench',
  POWERTOOLS_METRICS_NAMESPACE: 'Polyloop',
  POWERTOOLS_LOG_LEVEL: 'INFO',
};

export interface Bundle {
  name: string;
  file: string;
  bytes: number;
}

export interface ColdStart extends Bundle {
  /** Milliseconds from `import()` to its settling, one per fresh process. */
  samples: number[];
  /** CPU milliseconds the process spent over the same import. */
  cpu: number[];
}

/** A bundle and its size: `index.mjs` with the chunks beside it (what a function loads on first use). */
async function sizeOf(name: string, file: string): Promise<Bundle> {
  let bytes = 0;
  for (const f of bundleFiles(path.dirname(file))) bytes += (await stat(f)).size;
  return { name, file, bytes };
}

/**
 * Builds every function and the baseline into a temporary directory. Its `node_modules` links to
 * the repository's, so the modules left external (the SDK, which the Lambda runtime provides)
 * resolve from a bundle as they do on Lambda.
 */
export async function buildBundles(): Promise<{ dir: string; baseline: Bundle; functions: Bundle[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'polyloop-bench-'));
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // `BENCH_COLD_START_FUNCTIONS=table-stream,…` times only those (quick to re-run while working on one).
  const only = process.env.BENCH_COLD_START_FUNCTIONS?.split(',').filter(Boolean);
  const all = [
    ...httpFunctions,
    ...Object.values(websocketFunctions),
    ...Object.values(consumerFunctions),
    ...streamFunctions,
  ].filter((fn) => !only?.length || only.includes(fn.name));
  const functions: Bundle[] = [];
  // Each function as the CDK app bundles it (build-function.ts).
  for (const fn of all)
    functions.push(
      await sizeOf(fn.name, await buildFunction(path.join(repoRoot, fn.entry), path.join(dir, fn.name))),
    );
  const baselineFile = path.join(dir, 'baseline', 'index.mjs');
  await build({
    ...lambdaBuildOptions,
    logLevel: 'silent',
    stdin: { contents: BASELINE_SOURCE, resolveDir: path.join(repoRoot, 'functions'), loader: 'ts' },
    outfile: baselineFile,
  });
  const baseline = await sizeOf('baseline', baselineFile);
  return { dir, baseline, functions };
}

async function importTime(probe: string, file: string): Promise<[elapsed: number, cpu: number]> {
  const { stdout } = await run(process.execPath, [probe, file], {
    env: { PATH: process.env.PATH ?? '', ...deployedEnv },
  });
  return JSON.parse(stdout) as [number, number];
}

/**
 * Imports every bundle `runs` times, each time in a fresh `node` process, after one untimed
 * import each (so the file cache is warm for all). The bundles take turns in every round, so a
 * slow spell of the machine falls on all of them alike.
 */
export async function coldStarts(runs: number): Promise<{ baseline: ColdStart; functions: ColdStart[] }> {
  const { dir, baseline, functions } = await buildBundles();
  try {
    const probe = path.join(dir, 'probe.mjs');
    await writeFile(probe, PROBE_SOURCE);
    const measured: ColdStart[] = [baseline, ...functions].map((b) => ({ ...b, samples: [], cpu: [] }));
    for (const b of measured) await importTime(probe, b.file);
    for (let round = 0; round < runs; round++) {
      for (const b of measured) {
        const [elapsed, cpu] = await importTime(probe, b.file);
        b.samples.push(elapsed);
        b.cpu.push(cpu);
      }
    }
    return { baseline: measured[0]!, functions: measured.slice(1) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Median import time and its spread (interquartile range); the medians of time and CPU time as ratios to the baseline's. */
export function coldStartRows(result: { baseline: ColdStart; functions: ColdStart[] }) {
  const base = percentile(result.baseline.samples, 50);
  const baseCpu = percentile(result.baseline.cpu, 50);
  return [result.baseline, ...result.functions].map((b) => ({
    name: b.name,
    bytes: b.bytes,
    median: percentile(b.samples, 50),
    p25: percentile(b.samples, 25),
    p75: percentile(b.samples, 75),
    ratio: percentile(b.samples, 50) / base,
    cpuRatio: percentile(b.cpu, 50) / baseCpu,
  }));
}

function verdictOf(row: { name: string; bytes: number; ratio: number }): string {
  const over = [
    row.bytes > bundleBudgetOf(row.name) ? 'SIZE OVER BUDGET' : '',
    row.ratio > COLD_START_BUDGET ? 'COLD START OVER BUDGET' : '',
  ].filter(Boolean);
  return over.join(', ') || 'within budget';
}

/** The bundles' table: size, median import time with its spread, and the ratios to the baseline. */
export function coldStartTable(
  result: { baseline: ColdStart; functions: ColdStart[] },
  runs: number,
): string[] {
  return [
    `Lambda bundles: size (minified, budget ${kb(BUNDLE_BUDGET)}; http-documents ${kb(bundleBudgetOf('http-documents'))}) and cold start, the module initialisation in a fresh`,
    `Node process: median of ${runs} (middle half in brackets) and its ratio to the baseline's (budget ${COLD_START_BUDGET.toFixed(2)}x),`,
    'then the same ratio for CPU time, which other load on the machine disturbs less',
    ...coldStartRows(result).map((row) => {
      const verdict =
        row.name === result.baseline.name ? 'the DynamoDB document client alone' : verdictOf(row);
      const spread = `(${row.p25.toFixed(0)}–${row.p75.toFixed(0)})`.padEnd(11);
      return `  ${row.name.padEnd(18)} ${kb(row.bytes).padStart(9)}  ${ms(row.median).padStart(9)} ${spread} ${row.ratio.toFixed(2)}x  cpu ${row.cpuRatio.toFixed(2)}x  ${verdict}`;
    }),
  ];
}

// `npx tsx tests/load/cold-start.ts [runs]`: the cold-start table alone, without the local cloud.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 31);
  for (const line of coldStartTable(await coldStarts(runs), runs)) console.log(line);
}
