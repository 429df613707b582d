import { pathToFileURL } from 'node:url';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from '@polyloop/functions/data/client';
import { centsOf } from '@polyloop/shared/conversions';
import { scanEntities, skippingRaces } from './scan-table.js';

/**
 * An operator's one-off, never part of a function: rewrites the amounts of money that were stored
 * as dollars into whole cents (issue 24), by the same rounding rule the product uses (`centsOf`):
 * a process report's `processingCost` and `totalCost` become `processingCostCents` and
 * `totalCostCents`, a billing record's `upcomingPaymentAmount` becomes `upcomingPaymentCents`.
 * Each item is rewritten under the condition that it still holds the dollar amount, so running it
 * again, or beside the product, changes nothing twice. Run with the table's environment
 * (TABLE_NAME, the AWS region or endpoint): `npx tsx scripts/money-cents-backfill.ts`.
 */

type Item = Record<string, unknown>;

/** The update that turns an item's dollar fields into cents, or none when it has none left. */
export function centsUpdate(
  item: Item,
): { set: Record<string, number | null>; remove: string[] } | undefined {
  const dollars =
    item.__entity === 'process-report'
      ? ['processingCost', 'totalCost']
      : item.__entity === 'billing'
        ? ['upcomingPaymentAmount']
        : [];
  const present = dollars.filter((field) => field in item);
  if (!present.length) return undefined;
  const renamed = (field: string) =>
    field === 'upcomingPaymentAmount' ? 'upcomingPaymentCents' : `${field}Cents`;
  const set = Object.fromEntries(
    present.map((field) => [renamed(field), typeof item[field] === 'number' ? centsOf(item[field]) : null]),
  );
  return { set, remove: present };
}

async function rewrite(item: Item): Promise<boolean> {
  const update = centsUpdate(item);
  if (!update) return false;
  const sets = Object.keys(update.set);
  await dynamo.send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')} REMOVE ${update.remove.map((_, i) => `#r${i}`).join(', ')}`,
      ConditionExpression: update.remove.map((_, i) => `attribute_exists(#r${i})`).join(' AND '),
      ExpressionAttributeNames: Object.fromEntries([
        ...sets.map((f, i) => [`#s${i}`, f]),
        ...update.remove.map((f, i) => [`#r${i}`, f]),
      ]),
      ExpressionAttributeValues: Object.fromEntries(sets.map((f, i) => [`:s${i}`, update.set[f]])),
    }),
  );
  return true;
}

export const backfillCents = (segments = 4): Promise<number> =>
  scanEntities(['process-report', 'billing'], skippingRaces(rewrite), segments);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Rewrote the dollar amounts of ${await backfillCents()} items into whole cents.`);
}
