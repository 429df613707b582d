import { pathToFileURL } from 'node:url';
import {
  DeleteTableCommand,
  DescribeContinuousBackupsCommand,
  DynamoDBClient,
  QueryCommand,
  RestoreTableToPointInTimeCommand,
  ScanCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@polyloop/functions/data/table.definition';
import {
  drillTableName,
  judgeDrill,
  samplePartitions,
  type PartitionCount,
} from './restore-drill/compare.js';

const USAGE =
  'TABLE_NAME=<table> AWS_REGION=<region> npm run restore-drill -- [--at <ISO time>] [--sample <partitions>] [--delete]';

/**
 * `npm run restore-drill`: proves the table can be brought back. Restores the table (TABLE_NAME, the
 * stack's `TableName` output) to a point in time, by default the latest restorable, into a NEW
 * table `<table>-drill-<time>` (the live table is never touched), waits until it is active, then
 * counts the items of a sample of partitions in both and prints the comparison. Exits non-zero
 * when a partition differs (one written since the restore point differs too: run the drill on a
 * quiet moment, or read the partitions it names). `--delete` removes the restored table at the end;
 * without it the table is kept to look at (it costs storage: delete it by hand).
 */
async function main(argv: string[]) {
  const option = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const source = process.env.TABLE_NAME;
  if (!source) throw new Error(`Set TABLE_NAME. Usage: ${USAGE}`);
  const at = option('at');
  const restoreTime = at ? new Date(at) : undefined;
  if (restoreTime && Number.isNaN(restoreTime.getTime())) throw new Error(`--at ${at} is not a time.`);
  const sample = Number(option('sample') ?? 50);
  if (!Number.isInteger(sample) || sample < 1)
    throw new Error('--sample takes a whole number of partitions.');
  const client = new DynamoDBClient({});

  const backups = await client.send(new DescribeContinuousBackupsCommand({ TableName: source }));
  const pitr = backups.ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
  if (pitr?.PointInTimeRecoveryStatus !== 'ENABLED')
    throw new Error(`Point-in-time recovery is off on ${source}.`);
  console.log(
    `${source}: restorable from ${pitr.EarliestRestorableDateTime?.toISOString()} to ${pitr.LatestRestorableDateTime?.toISOString()}`,
  );

  const target = drillTableName(source, new Date());
  const started = Date.now();
  console.log(
    `Restoring ${source} at ${restoreTime?.toISOString() ?? 'the latest restorable time'} into ${target}…`,
  );
  await client.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: source,
      TargetTableName: target,
      ...(restoreTime ? { RestoreDateTime: restoreTime } : { UseLatestRestorableTime: true }),
    }),
  );
  // A restore takes minutes to hours, with the table's size.
  await waitUntilTableExists(
    { client, maxWaitTime: 6 * 3600, minDelay: 20, maxDelay: 120 },
    { TableName: target },
  );
  console.log(`${target} is active after ${Math.round((Date.now() - started) / 1000)} s`);

  const pk = tableDefinition.partitionKey;
  const scanned = await client.send(
    new ScanCommand({
      TableName: target,
      ProjectionExpression: '#pk',
      ExpressionAttributeNames: { '#pk': pk },
      Limit: sample * 20,
    }),
  );
  const partitions = samplePartitions(
    (scanned.Items ?? []).map((item) => item[pk]?.S ?? ''),
    sample,
  ).filter(Boolean);
  const count = async (table: string, key: string) => {
    let total = 0;
    let start: Record<string, never> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': pk },
          ExpressionAttributeValues: { ':pk': { S: key } },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      total += page.Count ?? 0;
      start = page.LastEvaluatedKey as typeof start;
    } while (start);
    return total;
  };
  const counts: PartitionCount[] = [];
  for (const key of partitions)
    counts.push({ pk: key, source: await count(source, key), restored: await count(target, key) });
  const verdict = judgeDrill(counts);
  console.log(
    `Sampled ${verdict.partitions} partitions: ${verdict.sourceItems} items in ${source}, ${verdict.restoredItems} in ${target}`,
  );
  for (const d of verdict.differing)
    console.log(`  differs: ${d.pk}: ${d.source} in the table, ${d.restored} restored`);
  console.log(verdict.ok ? 'Restore drill passed.' : 'Restore drill FAILED: see the partitions above.');
  if (argv.includes('--delete')) {
    await client.send(new DeleteTableCommand({ TableName: target }));
    console.log(`Deleted ${target}.`);
  } else
    console.log(`Kept ${target}: delete it when done (aws dynamodb delete-table --table-name ${target}).`);
  if (!verdict.ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
