import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { measure } from './stats.js';

/** DynamoDB Local's own latency for one GetItem, one 25-item Query and one PutItem: the baseline. */
export async function dynamoBaseline(env: Record<string, string>, samples: number) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const TableName = env.TABLE_NAME;
  for (let i = 0; i < 25; i++)
    await client.send(
      new PutCommand({
        TableName,
        Item: { pk: 'bench#baseline', sk: `item#${String(i).padStart(3, '0')}`, name: `Item ${i}` },
      }),
    );
  const get = await measure(samples, (i) =>
    client.send(
      new GetCommand({
        TableName,
        Key: { pk: 'bench#baseline', sk: `item#${String(i % 25).padStart(3, '0')}` },
      }),
    ),
  );
  const query = await measure(samples, () =>
    client.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'bench#baseline' },
        Limit: 25,
      }),
    ),
  );
  // Last, so the reads above are timed as before; each put writes an item of its own, apart from the 25 the query reads.
  let written = 0;
  const put = await measure(samples, () => {
    const n = written++;
    return client.send(
      new PutCommand({
        TableName,
        Item: {
          pk: 'bench#baseline-put',
          sk: `item#${String(n).padStart(4, '0')}`,
          name: `Item ${n}`,
          writtenAt: new Date().toISOString(),
        },
      }),
    );
  });
  return { get, query, put };
}
