import { defineConfig, devices } from '@playwright/test';
import { e2eBaseUrl } from './support/cloud.js';

/** Runs shifted by POLYLOOP_TEST_PORT_OFFSET (another checkout on the machine) keep their traces apart too. */
const offset = Number(process.env.POLYLOOP_TEST_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : '';

/** Real Chromium from the system (browsers are never downloaded), against one local cloud. */
export default defineConfig({
  testDir: '.',
  outputDir: `../../test-results/e2e${suffix}`,
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `../../playwright-report${suffix}` }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
