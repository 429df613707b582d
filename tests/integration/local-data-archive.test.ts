import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { dataPaths } from '../../infra/local/src/config.js';
import { exportDataDir, importDataDir } from '../../infra/local/src/data-archive.js';
import { startCloud, type RunningCloud } from '../support/cloud.js';

let cloud: RunningCloud | undefined;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyloop-local-data-'));
afterAll(async () => {
  await cloud?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const table = (running: RunningCloud) =>
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: running.env.AWS_ENDPOINT_URL_DYNAMODB,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
const key = { pk: { S: 'ARCHIVE#check' }, sk: { S: 'ARCHIVE#check' } };

describe('the local data directory, exported and imported', () => {
  it(
    'brings a stopped cloud’s records back in a fresh data directory that starts and serves them',
    async () => {
      cloud = await startCloud({ name: 'restart', reset: true });
      const { dataDir } = cloud;
      await table(cloud).send(
        new PutItemCommand({ TableName: cloud.env.TABLE_NAME, Item: { ...key, note: { S: 'kept across' } } }),
      );
      // A running cloud is refused: its files would be copied half-written.
      const archive = path.join(scratch, 'local.tar.gz');
      expect(() => exportDataDir(dataDir, dataPaths(dataDir), archive)).toThrow(/local cloud is running/);
      await cloud.stop();
      cloud = undefined;

      exportDataDir(dataDir, dataPaths(dataDir), archive);
      // The directory the cloud ran on goes away; the archive alone fills a fresh one.
      fs.renameSync(dataDir, path.join(scratch, 'before'));
      expect(importDataDir(archive, dataDir, dataPaths(dataDir))).toEqual({});

      cloud = await startCloud({ name: 'restart' });
      const read = await table(cloud).send(
        new GetItemCommand({ TableName: cloud.env.TABLE_NAME, Key: key, ConsistentRead: true }),
      );
      expect(read.Item?.note?.S).toBe('kept across');
      // Two starts of the whole local cloud, each up to POLYLOOP_TEST_START_TIMEOUT_MS on a busy machine.
    },
    2 * (Number(process.env.POLYLOOP_TEST_START_TIMEOUT_MS) || 240_000) + 60_000,
  );
});
