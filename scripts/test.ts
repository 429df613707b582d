import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every level in turn, stopping at the first that fails. Types first because they
 * are cheapest; end-to-end last because it is slowest.
 */
const steps: Array<[string, string[]]> = [
  ['Type check', ['npx', 'tsc', '-p', 'tsconfig.json']],
  ['Type check (web)', ['npx', 'tsc', '-p', 'web/tsconfig.json']],
  ['Type check (end-to-end tests)', ['npx', 'tsc', '-p', 'tests/e2e/tsconfig.json']],
  ['Lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['Lint (formatting)', ['npx', 'prettier', '--check', '.', '--log-level', 'warn']],
  ['Unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['Infrastructure tests', ['npx', 'vitest', 'run', '--project', 'infra']],
  ['Integration tests', ['npx', 'vitest', 'run', '--project', 'integration']],
  ['End-to-end tests', ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
];

/** Levels named as people say them: `npm test -- e2e` is the end-to-end tests. */
const aliases: Record<string, string> = { e2e: 'end-to-end' };
const only = process.argv.slice(2).map((o) => aliases[o.toLowerCase()] ?? o.toLowerCase());
const chosen = steps.filter(([name]) => !only.length || only.some((o) => name.toLowerCase().startsWith(o)));
if (!chosen.length) {
  console.error(
    `No test level is called ${process.argv.slice(2).join(', ')}. The levels: ${steps.map(([name]) => name).join(', ')} (e2e for end-to-end).`,
  );
  process.exit(1);
}
let passed = 0;
for (const [name, [cmd, ...args]] of chosen) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd!, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    console.log(`Steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
console.log(`Steps: ${passed} passed, 0 failed`);
