import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portSets, repoRoot, type PublicConfig } from '../../support/cloud.js';

export interface E2eCloud {
  baseUrl: string;
  config: PublicConfig;
  /** The handlers' environment, so a test can call domain services against the same cloud. */
  env: Record<string, string>;
}

/** The shift startCloud applies to every port (POLYLOOP_TEST_PORT_OFFSET), so the URL follows it. */
const offset = Number(process.env.POLYLOOP_TEST_PORT_OFFSET ?? 0);

export const e2eBaseUrl = `http://localhost:${portSets.e2e.app + offset}`;

/** Written by the global setup; read by specs, which run in another process. */
export const cloudFile = path.join(repoRoot, '.local', `test-e2e${offset ? `-${offset}` : ''}`, 'e2e.json');

export function e2eCloud(): E2eCloud {
  return JSON.parse(readFileSync(cloudFile, 'utf8')) as E2eCloud;
}
