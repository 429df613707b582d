import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cloud.js';
import { initialScripts, WEB_INITIAL_JS_BUDGET, type InitialScript } from '../support/web-initial-js.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let outDir: string;
let scripts: InitialScript[];

// The production build, as `npm run build:web` makes it, into a directory of its own (web/dist
// stays whatever the developer last built): a few seconds.
beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'polyloop-web-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(repoRoot, 'web'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`The web build failed:\n${built.stderr}`);
  scripts = initialScripts(outDir);
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the web app’s first page', () => {
  it(`loads at most ${kb(WEB_INITIAL_JS_BUDGET)} of script (gzip) before it shows anything`, () => {
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const largest = scripts
      .slice(0, 6)
      .map((s) => `${s.file} ${kb(s.gzip)}`)
      .join(', ');
    expect(
      total,
      `The initial script is ${kb(total)} gzip, over its ${kb(WEB_INITIAL_JS_BUDGET)} budget. Largest: ${largest}. ` +
        'Load what the first page does not show with its page or on first use (a dynamic import).',
    ).toBeLessThanOrEqual(WEB_INITIAL_JS_BUDGET);
  });

  it('leaves the sign-in’s Cognito client, Sentry, charts and maps to the pages that use them', () => {
    // A string each library's own code carries (its name may not: a chunk is named after its first module).
    const markers = {
      'amazon-cognito-identity-js': 'AWSCognitoIdentityProviderService',
      '@sentry/react': '__SENTRY__',
      recharts: 'recharts-wrapper',
      'maplibre-gl': 'maplibregl',
    };
    const code = scripts.map((s) => readFileSync(path.join(outDir, s.file), 'utf8')).join('\n');
    const early = Object.entries(markers).flatMap(([library, marker]) =>
      code.includes(marker) ? [library] : [],
    );
    expect(early).toEqual([]);
  });
});
