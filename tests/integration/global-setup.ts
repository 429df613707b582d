import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCloud, type CloudPorts, type PublicConfig } from '../support/cloud.js';

export interface ProvidedCloud {
  baseUrl: string;
  dataDir: string;
  ports: CloudPorts;
  config: PublicConfig;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: ProvidedCloud;
  }
}

/** One local cloud, started as `npm start` starts it, serves every integration test file. */
export default async function setup(project: TestProject) {
  const cloud = await startCloud({ name: 'integration', reset: true });
  project.provide('cloud', {
    baseUrl: cloud.baseUrl,
    dataDir: cloud.dataDir,
    ports: cloud.ports,
    config: cloud.config,
    env: cloud.env,
  });
  return async () => {
    await cloud.stop();
    // What the local cloud printed, to read after a failure (`.local/` is never committed).
    await writeFile(path.join(cloud.dataDir, 'cloud.log'), cloud.output());
  };
}
