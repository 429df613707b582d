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
  ['Unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['Infrastructure tests', ['npx', 'vitest', 'run', '--project', 'infra']],
  ['Integration tests', ['npx', 'vitest', 'run', '--project', 'integration']],
  ['End-to-end tests', ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().startsWith(o.toLowerCase()))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    console.log(`Steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
console.log(`Steps: ${passed} passed, 0 failed`);
