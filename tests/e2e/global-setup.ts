import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startCloud } from '../support/cloud.js';
import { cloudFile, e2eBaseUrl, type E2eCloud } from './support/cloud.js';

/** One local cloud, started as `npm start` starts it (building the web app if stale), for every spec. */
export default async function globalSetup() {
  const cloud = await startCloud({ name: 'e2e', reset: true, timeoutMs: 240_000 });
  if (cloud.baseUrl !== e2eBaseUrl)
    throw new Error(`The cloud runs on ${cloud.baseUrl} but the tests would browse ${e2eBaseUrl}`);
  const shared: E2eCloud = { baseUrl: cloud.baseUrl, config: cloud.config, env: cloud.env };
  await mkdir(path.dirname(cloudFile), { recursive: true });
  await writeFile(cloudFile, JSON.stringify(shared, null, 2));
  return async () => {
    await cloud.stop();
    // What the local cloud printed, to read after a failure (`.local/` is never committed).
    await writeFile(path.join(cloud.dataDir, 'cloud.log'), cloud.output());
  };
}
