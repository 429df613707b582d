import { spawn } from 'node:child_process';

/**
 * `npm test`: every level in turn, stopping at the first that fails. Types and lint first because
 * they are cheapest, and two at a time: they only read the sources, so they share the machine's cores
 * and their output is printed whole, one check after another, once all have ended. End-to-end
 * last because it is slowest.
 */
type Step = { name: string; command: string[]; together?: boolean };
const steps: Step[] = [
  { name: 'Type check', command: ['npx', 'tsc', '-p', 'tsconfig.json'], together: true },
  { name: 'Type check (web)', command: ['npx', 'tsc', '-p', 'web/tsconfig.json'], together: true },
  {
    name: 'Type check (end-to-end tests)',
    command: ['npx', 'tsc', '-p', 'tests/e2e/tsconfig.json'],
    together: true,
  },
  { name: 'Lint', command: ['npx', 'eslint', '.', '--max-warnings=0'], together: true },
  {
    name: 'Lint (formatting)',
    command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'],
    together: true,
  },
  { name: 'Unit tests', command: ['npx', 'vitest', 'run', '--project', 'unit'] },
  { name: 'Infrastructure tests', command: ['npx', 'vitest', 'run', '--project', 'infra'] },
  { name: 'Integration tests', command: ['npx', 'vitest', 'run', '--project', 'integration'] },
  {
    name: 'End-to-end tests',
    command: ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
  },
];

/** Levels named as people say them: `npm test -- e2e` is the end-to-end tests. */
const aliases: Record<string, string> = { e2e: 'end-to-end' };
const only = process.argv.slice(2).map((o) => aliases[o.toLowerCase()] ?? o.toLowerCase());
const chosen = steps.filter(({ name }) => !only.length || only.some((o) => name.toLowerCase().startsWith(o)));
if (!chosen.length) {
  console.error(
    `No test level is called ${process.argv.slice(2).join(', ')}. The levels: ${steps.map(({ name }) => name).join(', ')} (e2e for end-to-end).`,
  );
  process.exit(1);
}

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs a step; `captured` keeps its output to print later instead of passing it through. */
function run(step: Step, captured: boolean): Promise<{ status: number; output: string; seconds: number }> {
  const [cmd, ...args] = step.command;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd!, args, { stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (status: number) =>
      resolve({
        status,
        output: Buffer.concat(chunks).toString(),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

let passed = 0;
function fail(step: Step, status: number): never {
  console.error(`\n✖ ${step.name} failed.`);
  console.log(`Steps: ${passed} passed, 1 failed`);
  process.exit(status || 1);
}

const together = chosen.filter((s) => s.together);
if (together.length) {
  // Two at a time, one per core: more only makes each slower.
  const results: Array<Awaited<ReturnType<typeof run>>> = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < together.length; i = next++) results[i] = await run(together[i]!, true);
  };
  await Promise.all([worker(), worker()]);
  const failed = together.findIndex((_, i) => results[i]!.status !== 0);
  for (const [i, step] of together.entries()) {
    const result = results[i]!;
    console.log(`\n▶ ${step.name}`);
    if (result.output) process.stdout.write(result.output);
    if (result.status !== 0) continue;
    passed += 1;
    console.log(`✔ ${step.name} (${result.seconds} s, alongside the other checks)`);
  }
  if (failed >= 0) fail(together[failed]!, results[failed]!.status);
}
for (const step of chosen.filter((s) => !s.together)) {
  console.log(`\n▶ ${step.name}`);
  const result = await run(step, false);
  if (result.status !== 0) fail(step, result.status);
  passed += 1;
  console.log(`✔ ${step.name} (${result.seconds} s)`);
}
console.log(`Steps: ${passed} passed, 0 failed`);
