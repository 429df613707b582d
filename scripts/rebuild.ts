import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ItemChange } from '@polyloop/functions/data/changes';
import { batchWrite, type BatchDelete } from '@polyloop/functions/data/entity';
import { tableDefinition } from '@polyloop/functions/data/table.definition';
import { project, type Projection } from '@polyloop/functions/lib/projection';
import { projections } from '@polyloop/functions/stream/projections';
import { scanEntities } from './scan-table.js';

/**
 * The projections a name stands for: one projection by its name (`company.search`), or every
 * projection of a kind by the part after the dot (`search`, `count`, `volume`).
 */
export function projectionsNamed(name: string): Projection[] {
  const exact = projections.filter((p) => p.name === name);
  return exact.length ? exact : projections.filter((p) => p.name.endsWith(`.${name}`));
}

/** Every tenant's id (a counter or rollup is cleared per tenant). */
async function tenantIds(): Promise<string[]> {
  const ids: string[] = [];
  await scanEntities(['tenant'], async (item) => {
    if (typeof item.tenantId === 'string') ids.push(item.tenantId);
    return true;
  });
  return ids;
}

/** Deletes every item of the entities (of one tenant, or all). */
async function deleteAll(entities: readonly string[], tenantId?: string): Promise<void> {
  const deletes: BatchDelete[] = [];
  await scanEntities(
    entities,
    async (item) => {
      const { partitionKey: pk, sortKey: sk } = tableDefinition;
      deletes.push({
        entity: String(item.__entity),
        key: { [pk]: String(item[pk]), [sk]: String(item[sk]) },
      });
      return true;
    },
    4,
    tenantId,
  );
  await batchWrite([], deletes);
}

/**
 * Makes projections again from the table, as the stream made them: what each had written is
 * cleared (for the tenant, or every tenant), then every item of its entity is projected as if it
 * had just been written. The stream may keep running meanwhile: a write it projects during the
 * rebuild is projected again by the rebuild from the item as it then stands, which is the same.
 * Answers, per projection, how many items it read.
 */
export async function rebuild(
  names: string[],
  options: { tenantId?: string; segments?: number } = {},
): Promise<Array<{ projection: string; items: number }>> {
  const chosen = names.flatMap((name) => {
    const found = projectionsNamed(name);
    if (!found.length) throw new Error(`No projection is named "${name}". Run with --list to see them.`);
    return found;
  });
  const refused = chosen.filter((p) => !p.rebuild);
  if (refused.length)
    throw new Error(
      `${refused.map((p) => p.name).join(', ')} tell${refused.length === 1 ? 's' : ''} what changed, not what is: only the table's later changes can make ${refused.length === 1 ? 'it' : 'them'}, not a rebuild.`,
    );
  const run = randomUUID();
  const owned = chosen.flatMap((p) => p.rebuild?.owns ?? []);
  if (owned.length) await deleteAll(owned, options.tenantId);
  for (const p of chosen) {
    const clear = p.rebuild?.clear;
    if (clear)
      for (const tenantId of options.tenantId ? [options.tenantId] : await tenantIds()) await clear(tenantId);
  }
  // One pass over the table for them all: each item goes to the chosen projections of its entity.
  const read = new Map<string, number>();
  await scanEntities(
    [...new Set(chosen.map((p) => p.entity))],
    async (item) => {
      const change: ItemChange = {
        id: `rebuild:${run}:${String(item.pk)}:${String(item.sk)}`,
        kind: 'INSERT',
        after: item,
        at: new Date().toISOString(),
      };
      await project(chosen, change);
      const entity = String(item.__entity);
      read.set(entity, (read.get(entity) ?? 0) + 1);
      return true;
    },
    options.segments ?? 4,
    options.tenantId,
  );
  const report = chosen.map((p) => ({ projection: p.name, items: read.get(p.entity) ?? 0 }));
  return report;
}

/** Without a table in the environment, the local cloud's (`npm start` writes it to `.local/env.json`). */
function useLocalCloudEnv(): void {
  if (process.env.TABLE_NAME) return;
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    process.env.POLYLOOP_DATA_DIR ?? '.local',
    'env.json',
  );
  if (!fs.existsSync(file))
    throw new Error(
      'Set the table’s environment (TABLE_NAME, the AWS region) or start the local cloud first.',
    );
  Object.assign(process.env, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
}

const USAGE = `npm run rebuild -- <projection or kind>… [--tenant <tenantId>]   (--list names them)`;

async function main(argv: string[]) {
  if (argv.includes('--list')) {
    for (const p of projections)
      console.log(
        `${p.name.padEnd(28)} ${p.consumer.padEnd(12)} ${p.rebuild ? 'rebuildable' : 'changes only'}`,
      );
    return;
  }
  const at = argv.indexOf('--tenant');
  const tenantId = at >= 0 ? argv[at + 1] : undefined;
  const names = argv.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  if (!names.length || (at >= 0 && !tenantId)) throw new Error(`Usage: ${USAGE}`);
  useLocalCloudEnv();
  for (const { projection, items } of await rebuild(names, { tenantId }))
    console.log(
      `Rebuilt ${projection} from ${items} item${items === 1 ? '' : 's'}${tenantId ? ` of ${tenantId}` : ''}.`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
