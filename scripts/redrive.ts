import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { QUEUES, redrive, type QueueName, type RedriveReport } from './redrive/redrive.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `npm run redrive -- [${QUEUES.join(' | ')}]… [--aws]`;

/**
 * `npm run redrive`: hands what the dead-letter queues hold back to the functions that failed on
 * it (scripts/redrive/redrive.ts). With `--aws`, the deployed stack's queues (their URLs in
 * EVENTS_DLQ_URL, STREAM_DLQ_URL, READ_MODELS_DLQ_URL, from the stack's outputs, and AWS
 * credentials); without, the local cloud's, with its environment (`npm start` writes it to
 * `.local/env.json`). Exits non-zero when a letter still fails.
 */
async function main(argv: string[]) {
  const aws = argv.includes('--aws');
  const named = argv.filter((a) => !a.startsWith('--'));
  const unknown = named.filter((q) => !QUEUES.includes(q as QueueName));
  if (unknown.length) throw new Error(`Unknown queue ${unknown.join(', ')}. Usage: ${USAGE}`);
  const queues = named.length ? (named as QueueName[]) : QUEUES;
  const log = (line: string) => console.log(line);
  let reports: RedriveReport[];
  if (aws) {
    const { awsDeadLetters } = await import('./redrive/aws-dead-letters.js');
    reports = await redrive(awsDeadLetters(), queues, { log });
  } else {
    const dataDir = path.resolve(root, process.env.POLYLOOP_DATA_DIR ?? '.local');
    const envFile = path.join(dataDir, 'env.json');
    if (!fs.existsSync(envFile)) throw new Error('Start the local cloud first (npm start), or pass --aws.');
    Object.assign(process.env, JSON.parse(fs.readFileSync(envFile, 'utf8')) as Record<string, string>);
    const { localDeadLetters } = await import('./redrive/local-dead-letters.js');
    const { dataPaths } = await import('../infra/local/src/config.js');
    reports = await redrive(localDeadLetters(dataPaths(dataDir).deadLetters), queues, { log });
  }
  for (const r of reports)
    console.log(`${r.queue}: ${r.redriven} redriven, ${r.failed.length} still failing (kept in the queue)`);
  if (reports.some((r) => r.failed.length)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
