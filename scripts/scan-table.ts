import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from '@polyloop/functions/data/client';

/**
 * What an operator's one-off reads: every item of the given entities in the table, by a Scan in
 * `segments` parallel parts (of one tenant's items when `tenantId` is given), each item handed to
 * `visit` in turn. Answers how many `visit` counted.
 */
export async function scanEntities(
  entities: readonly string[],
  visit: (item: Record<string, unknown>) => Promise<boolean>,
  segments = 4,
  tenantId?: string,
): Promise<number> {
  const names: Record<string, string> = Object.fromEntries(entities.map((entity, i) => [`:e${i}`, entity]));
  const ofEntities = `#entity IN (${Object.keys(names).join(', ')})`;
  let counted = 0;
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
            FilterExpression: tenantId ? `${ofEntities} AND #tenant = :tenant` : ofEntities,
            ExpressionAttributeNames: {
              '#entity': '__entity',
              ...(tenantId ? { '#tenant': 'tenantId' } : {}),
            },
            ExpressionAttributeValues: { ...names, ...(tenantId ? { ':tenant': tenantId } : {}) },
          }),
        );
        for (const item of page.Items ?? []) if (await visit(item)) counted++;
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return counted;
}

/**
 * An operator's rewrite of one item, by a conditional write: an item changed meanwhile (by the
 * product or another run) fails its condition and has nothing left to do, so it is not counted.
 */
export const skippingRaces =
  (rewrite: (item: Record<string, unknown>) => Promise<boolean>) =>
  async (item: Record<string, unknown>): Promise<boolean> => {
    try {
      return await rewrite(item);
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  };
