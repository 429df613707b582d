import { describe, expect, it } from 'vitest';
import { toggleAll } from './use-selection';

describe('selecting rows for a bulk action (drafts, notifications)', () => {
  it('selects all the rows shown, then none', () => {
    const all = toggleAll(new Set(['a']), ['a', 'b']);
    expect([...all]).toEqual(['a', 'b']);
    expect([...toggleAll(all, ['a', 'b'])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });

  it('select all toggles between every row shown and none', () => {
    expect([...toggleAll(new Set(['a']), ['a', 'b'])]).toEqual(['a', 'b']);
    expect(toggleAll(new Set(['a', 'b']), ['a', 'b']).size).toBe(0);
    expect(toggleAll(new Set(), []).size).toBe(0);
  });
});
