import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { loadConfig, local } from '../../infra/local/src/config.js';
import { exportDataDir, importDataDir } from '../../infra/local/src/data-archive.js';
import { dynamoDbClient, ensureTable, startDynamoDb } from '../../infra/local/src/dynamodb.js';
import type { ManagedProcess } from '../../infra/local/src/processes.js';
import { portSets } from '../support/cloud.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyloop-local-data-'));
// The records live in DynamoDB Local's files, so it is the service started on each directory: the
// whole cloud would add two minutes of starting Lambdas and Cognito to prove the same copy.
const config = loadConfig({
  dataDir: path.join(scratch, 'data'),
  ports: { dynamodb: portSets.restart.dynamodb + Number(process.env.POLYLOOP_TEST_PORT_OFFSET ?? 0) },
});
let dynamo: ManagedProcess | undefined;
afterAll(async () => {
  await dynamo?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const key = { pk: { S: 'ARCHIVE#check' }, sk: { S: 'ARCHIVE#check' } };

describe('the local data directory, exported and imported', () => {
  it('brings a stopped cloud’s records back in a fresh data directory that starts and serves them', async () => {
    dynamo = await startDynamoDb(config);
    const before = dynamoDbClient(config.ports.dynamodb);
    await ensureTable(before);
    await before.send(
      new PutItemCommand({ TableName: local.tableName, Item: { ...key, note: { S: 'kept across' } } }),
    );
    before.destroy();
    // A running cloud is refused: its files would be copied half-written.
    const archive = path.join(scratch, 'local.tar.gz');
    expect(() => exportDataDir(config.dataDir, config.paths, archive)).toThrow(/local cloud is running/);
    await dynamo.stop();
    dynamo = undefined;

    exportDataDir(config.dataDir, config.paths, archive);
    // The directory it ran on goes away; the archive alone fills a fresh one.
    fs.renameSync(config.dataDir, path.join(scratch, 'before'));
    expect(importDataDir(archive, config.dataDir, config.paths)).toEqual({});

    dynamo = await startDynamoDb(config);
    const after = dynamoDbClient(config.ports.dynamodb);
    const read = await after.send(
      new GetItemCommand({ TableName: local.tableName, Key: key, ConsistentRead: true }),
    );
    after.destroy();
    expect(read.Item?.note?.S).toBe('kept across');
  });
});
