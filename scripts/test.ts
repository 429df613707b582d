import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from '../infra/local/src/web-build.js';

/**
 * `npm test`: every level, stopping after the first stage in which one fails. Types first because
 * they are cheapest; end-to-end last because it is slowest.
 *
 * A stage's lanes run side by side, each lane's levels in turn. The lanes of a stage share nothing:
 * the type checks and the linters only read the tree, and the integration and end-to-end tests each
 * start a local cloud of their own on ports of their own (`tests/support/cloud.ts`). On two cores
 * each runs slower beside the other (integration 1,442 s instead of 793 s alone; each end-to-end
 * spec 1.5 to 2.3 times as long), but the pair ends sooner than the two in turn (1,986 s instead of
 * 2,184 s), because each level's waits for the stream, timers and the browser leave the other room.
 * The web app is built once before the clouds start, so that two of them never build it at once.
 */
interface Level {
  name: string;
  command: string[];
}
interface Stage {
  lanes: Level[][];
  /** Done once before the stage's lanes start, when any of its levels is chosen. */
  prepare?: () => Promise<unknown>;
}

const level = (name: string, ...command: string[]): Level => ({ name, command });

const stages: Stage[] = [
  {
    lanes: [
      [
        level('Type check', 'npx', 'tsc', '-p', 'tsconfig.json'),
        level('Type check (web)', 'npx', 'tsc', '-p', 'web/tsconfig.json'),
        level('Type check (end-to-end tests)', 'npx', 'tsc', '-p', 'tests/e2e/tsconfig.json'),
      ],
      [
        level('Lint', 'npx', 'eslint', '.', '--max-warnings=0'),
        level('Lint (formatting)', 'npx', 'prettier', '--check', '.', '--log-level', 'warn'),
      ],
    ],
  },
  { lanes: [[level('Unit tests', 'npx', 'vitest', 'run', '--project', 'unit')]] },
  { lanes: [[level('Infrastructure tests', 'npx', 'vitest', 'run', '--project', 'infra')]] },
  {
    lanes: [
      [level('End-to-end tests', 'npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts')],
      [level('Integration tests', 'npx', 'vitest', 'run', '--project', 'integration')],
    ],
    prepare: () => ensureWebBuild({ quiet: false, logFile: path.join('.local', 'logs', 'web-build.log') }),
  },
];

/** Levels named as people say them: `npm test -- e2e` is the end-to-end tests. */
const aliases: Record<string, string> = { e2e: 'end-to-end' };
const only = process.argv.slice(2).map((o) => aliases[o.toLowerCase()] ?? o.toLowerCase());
const isChosen = (l: Level) => !only.length || only.some((o) => l.name.toLowerCase().startsWith(o));
const chosen = stages
  .map((stage) => ({
    ...stage,
    lanes: stage.lanes.map((lane) => lane.filter(isChosen)).filter((lane) => lane.length),
  }))
  .filter((stage) => stage.lanes.length);
if (!chosen.length) {
  const names = stages.flatMap((s) => s.lanes.flat().map((l) => l.name));
  console.error(
    `No test level is called ${process.argv.slice(2).join(', ')}. The levels: ${names.join(', ')} (e2e for end-to-end).`,
  );
  process.exit(1);
}

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Stopping `npm test` (Ctrl-C, or a CI timeout's SIGTERM) stops every level it runs, and their clouds with them. */
const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

/**
 * Runs one level. The first lane of a stage prints as it goes; a level beside it keeps its output
 * and prints it whole when it ends, so the two never interleave line by line.
 */
function run(l: Level, live: boolean, beside: string[]): Promise<boolean> {
  const started = Date.now();
  const [cmd, ...args] = l.command;
  console.log(`\n▶ ${l.name}${beside.length ? ` (beside ${beside.join(', ')})` : ''}`);
  const child = spawn(cmd!, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  running.add(child);
  const kept: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
  return new Promise((resolve) => {
    const end = (ok: boolean, reason?: string) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!live) process.stdout.write(`\n── ${l.name}: its output ──\n${Buffer.concat(kept).toString()}`);
      if (reason) console.error(reason);
      console.log(ok ? `✔ ${l.name} (${seconds} s)` : `\n✖ ${l.name} failed (${seconds} s).`);
      resolve(ok);
    };
    child.once('error', (error) => end(false, `Could not run ${l.command.join(' ')}: ${error.message}`));
    child.once('exit', (code) => end(code === 0));
  });
}

/** A lane's levels in turn; the lane stops at its first failure. */
async function runLane(
  lane: Level[],
  live: boolean,
  beside: string[],
): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  for (const l of lane) {
    if (!(await run(l, live, beside))) return { passed, failed: 1 };
    passed += 1;
  }
  return { passed, failed: 0 };
}

let passed = 0;
let failed = 0;
for (const stage of chosen) {
  try {
    await stage.prepare?.();
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    failed += 1;
    break;
  }
  const results = await Promise.all(
    stage.lanes.map((lane, i) =>
      runLane(
        lane,
        i === 0,
        stage.lanes.filter((_, j) => j !== i).map((other) => other.map((l) => l.name).join(', ')),
      ),
    ),
  );
  passed += results.reduce((sum, r) => sum + r.passed, 0);
  failed += results.reduce((sum, r) => sum + r.failed, 0);
  if (failed) break;
}
console.log(`Steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
