import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, type PublicConfig } from '../../support/cloud.js';

export interface E2eCloud {
  baseUrl: string;
  config: PublicConfig;
  /** The handlers' environment, so a test can call domain services against the same cloud. */
  env: Record<string, string>;
}

/** Written by the global setup; read by specs, which run in another process. */
export const cloudFile = path.join(repoRoot, '.local', 'test-e2e', 'e2e.json');

export function e2eCloud(): E2eCloud {
  return JSON.parse(readFileSync(cloudFile, 'utf8')) as E2eCloud;
}
