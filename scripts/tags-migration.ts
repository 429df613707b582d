import { pathToFileURL } from 'node:url';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, table } from '@polyloop/functions/data/client';
import { TagName } from '@polyloop/shared/crm/tags';
import { scanEntities, skippingRaces } from './scan-table.js';

/**
 * Turns the free-text tags companies carried (`tags`, strings typed on the record) into the
 * company's tag records (issue 29): each distinct text of a company, case and spacing aside,
 * becomes one tag, and the company carries its id in `tagIds`. Each company is rewritten under the
 * condition that it still holds the free text, and a tag is found by its name before it is made,
 * so running it again, or beside the product, changes nothing twice. The local cloud runs it on
 * every start; in AWS run it with the table's environment (TABLE_NAME, the AWS region):
 * `npx tsx scripts/tags-migration.ts`.
 */

type Item = Record<string, unknown>;

/** The tag names a company's free text stands for, each valid as a tag's name. */
export function freeTextTags(item: Item): string[] {
  const tags = Array.isArray(item.tags) ? item.tags : [];
  return tags.flatMap((t) => {
    const parsed = TagName.safeParse(typeof t === 'string' ? t.trim().slice(0, 40) : undefined);
    return parsed.success ? [parsed.data] : [];
  });
}

async function rewrite(item: Item): Promise<boolean> {
  if (!('tags' in item)) return false;
  const Tags = await import('@polyloop/functions/domain/company/tag.service');
  const tenantId = String(item.tenantId);
  const ids: string[] = [];
  for (const name of freeTextTags(item)) ids.push(await Tags.ensure(tenantId, name));
  const kept = Array.isArray(item.tagIds) ? (item.tagIds as string[]) : [];
  await dynamo.send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET #ids = :ids REMOVE #tags',
      ConditionExpression: 'attribute_exists(#tags)',
      ExpressionAttributeNames: { '#ids': 'tagIds', '#tags': 'tags' },
      ExpressionAttributeValues: { ':ids': [...new Set([...kept, ...ids])].slice(0, 20) },
    }),
  );
  return true;
}

/** Rewrites every company still holding free-text tags (of one tenant when given); answers how many. */
export const migrateTags = (tenantId?: string, segments = 4): Promise<number> =>
  scanEntities(['company'], skippingRaces(rewrite), segments, tenantId);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Turned the free-text tags of ${await migrateTags()} companies into tags.`);
}
