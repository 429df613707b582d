import { defineConfig } from 'vitest/config';

/** One config, three projects; end-to-end tests run with Playwright instead. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'events/src/**/*.test.ts',
            'infra/local/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/settle.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What the table stream derives (history, search, counters) lands a moment after the write:
          // `expect.poll` waits as long as `eventually` does, not vitest's one second.
          expect: { poll: { timeout: 30_000, interval: 250 } },
          // One local cloud serves every file; files create their own tenants so order doesn't matter.
          fileParallelism: false,
        },
      },
    ],
  },
});
