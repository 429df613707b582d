import { pathToFileURL } from 'node:url';
import { projectSearch, searchedEntities } from '@polyloop/functions/stream/search';
import { scanEntities } from './scan-table.js';

/**
 * An operator's one-off, never part of a function: puts into the search index what was written
 * before the projection existed (or after it was lost), every searchable item of the table
 * projected as the stream projects an INSERT. It reads the table with a Scan, in `segments`
 * parallel parts; running it again changes nothing (the projection is idempotent). Run with the table's environment (TABLE_NAME, the AWS region or endpoint):
 * `npx tsx scripts/search-backfill.ts`.
 */
export const backfillSearch = (segments = 4): Promise<number> =>
  scanEntities(
    [...searchedEntities],
    async (item) => {
      await projectSearch({
        id: `backfill:${String(item.pk)}:${String(item.sk)}`,
        kind: 'INSERT',
        after: item,
        at: new Date().toISOString(),
      });
      return true;
    },
    segments,
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Projected ${await backfillSearch()} searchable items into the search index.`);
}
