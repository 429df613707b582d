import { pathToFileURL } from 'node:url';
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from '@polyloop/functions/data/client';
import { projectSearch, searchedEntities } from '@polyloop/functions/stream/search';

/**
 * An operator's one-off, never part of a function: puts into the search index what was written
 * before the projection existed (or after it was lost), every searchable item of the table
 * projected as the stream projects an INSERT. It reads the table with a Scan, in `segments`
 * parallel parts; running it again changes nothing (the projection is idempotent). Run with the table's environment (TABLE_NAME, the AWS region or endpoint):
 * `npx tsx scripts/search-backfill.ts`.
 */
export async function backfillSearch(segments = 4): Promise<number> {
  let projected = 0;
  const entities = [...searchedEntities];
  const names = Object.fromEntries(entities.map((_, i) => [`:e${i}`, entities[i]]));
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page: ScanCommandOutput = await dynamo.send(
          new ScanCommand({
            TableName: table(),
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: start,
            FilterExpression: `#entity IN (${Object.keys(names).join(', ')})`,
            ExpressionAttributeNames: { '#entity': '__entity' },
            ExpressionAttributeValues: names,
          }),
        );
        for (const item of page.Items ?? []) {
          await projectSearch({ id: `backfill:${String(item.pk)}:${String(item.sk)}`, kind: 'INSERT', after: item, at: new Date().toISOString() });
          projected++;
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return projected;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Projected ${await backfillSearch()} searchable items into the search index.`);
}
