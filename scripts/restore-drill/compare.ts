/** The pure parts of the restore drill (scripts/restore-drill.ts), apart so they are unit-tested. */

/** The restored table's name: the source's, `-drill-` and the time, within DynamoDB's 255 characters. */
export function drillTableName(source: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return `${source.slice(0, 255 - '-drill-'.length - stamp.length)}-drill-${stamp}`;
}

/** One sampled partition: its items in the source table and in the restored one. */
export interface PartitionCount {
  pk: string;
  source: number;
  restored: number;
}

export interface DrillVerdict {
  partitions: number;
  sourceItems: number;
  restoredItems: number;
  /** The partitions whose counts differ: written since the restore point, or lost. */
  differing: PartitionCount[];
  ok: boolean;
}

/** Whether the restored table holds what the source holds, partition by sampled partition. */
export function judgeDrill(counts: PartitionCount[]): DrillVerdict {
  const differing = counts.filter((c) => c.source !== c.restored);
  return {
    partitions: counts.length,
    sourceItems: counts.reduce((sum, c) => sum + c.source, 0),
    restoredItems: counts.reduce((sum, c) => sum + c.restored, 0),
    differing,
    ok: counts.length > 0 && differing.length === 0,
  };
}

/** Up to `size` distinct partition keys, in the order first seen. */
export function samplePartitions(keys: Iterable<string>, size: number): string[] {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.size >= size) break;
    seen.add(key);
  }
  return [...seen];
}
