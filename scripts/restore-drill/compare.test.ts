import { describe, expect, it } from 'vitest';
import { drillTableName, judgeDrill, samplePartitions } from './compare.js';

describe('the restore drill', () => {
  it('restores into a new table named after the source and the time, never the source itself', () => {
    const name = drillTableName('Polyloop-DataTable1234', new Date('2026-11-30T06:15:42.123Z'));
    expect(name).toBe('Polyloop-DataTable1234-drill-20261130061542');
    expect(drillTableName('x'.repeat(300), new Date()).length).toBeLessThanOrEqual(255);
  });

  it('passes when every sampled partition holds as many items restored as in the table', () => {
    const verdict = judgeDrill([
      { pk: 'a', source: 3, restored: 3 },
      { pk: 'b', source: 1, restored: 1 },
    ]);
    expect(verdict).toEqual({ partitions: 2, sourceItems: 4, restoredItems: 4, differing: [], ok: true });
  });

  it('fails and names the partitions that differ, and fails on an empty sample', () => {
    const verdict = judgeDrill([
      { pk: 'a', source: 3, restored: 2 },
      { pk: 'b', source: 1, restored: 1 },
    ]);
    expect(verdict.ok).toBe(false);
    expect(verdict.differing).toEqual([{ pk: 'a', source: 3, restored: 2 }]);
    expect(judgeDrill([]).ok).toBe(false);
  });

  it('samples distinct partitions in the order first seen, up to the size asked', () => {
    expect(samplePartitions(['a', 'a', 'b', 'c', 'b', 'd'], 3)).toEqual(['a', 'b', 'c']);
  });
});
