import { pathToFileURL } from 'node:url';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from '@polyloop/functions/data/client';
import { Location } from '@polyloop/functions/domain/location/location.entity';
import { scanEntities, skippingRaces } from './scan-table.js';

/**
 * An operator's one-off, never part of a function: gives the headquarters that CRM companies
 * kept before they carried a point (the company list's distance filter and its map read it) the
 * point of the location it names. Each company is rewritten under the condition that its
 * headquarters is still that location and still has no point, so running it again, or beside the
 * product, changes nothing twice. Run with the table's environment (TABLE_NAME, the AWS region or
 * endpoint): `npx tsx scripts/headquarters-point-backfill.ts`.
 */

type Item = Record<string, unknown>;
type Headquarters = { id?: unknown; latitude?: unknown };

async function rewrite(item: Item): Promise<boolean> {
  const hq = item.headquarters as Headquarters | null | undefined;
  if (!hq || typeof hq.id !== 'string' || hq.latitude !== undefined) return false;
  const location = await Location.get({ tenantId: item.tenantId as string, locationId: hq.id });
  if (!location) return false;
  await dynamo.send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET #hq.#lat = :lat, #hq.#lng = :lng',
      ConditionExpression: '#hq.#id = :id AND attribute_not_exists(#hq.#lat)',
      ExpressionAttributeNames: {
        '#hq': 'headquarters',
        '#id': 'id',
        '#lat': 'latitude',
        '#lng': 'longitude',
      },
      ExpressionAttributeValues: { ':id': hq.id, ':lat': location.latitude, ':lng': location.longitude },
    }),
  );
  return true;
}

export const backfillHeadquartersPoints = (segments = 4): Promise<number> =>
  scanEntities(['company'], skippingRaces(rewrite), segments);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Gave ${await backfillHeadquartersPoints()} companies' headquarters their point.`);
}
