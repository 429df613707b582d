import { useState } from 'react';

/** Select all toggles between all of the rows shown and none. */
export const toggleAll = (selected: ReadonlySet<string>, shown: readonly string[]): Set<string> =>
  shown.length > 0 && shown.every((id) => selected.has(id)) ? new Set() : new Set(shown);

/**
 * The rows chosen for a bulk action (delete, mark read) among those shown. A row chosen and then
 * scrolled or filtered away stays selected but is not acted on: `chosen` is what is shown and selected.
 */
export function useSelection(shown: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = shown.filter((id) => selected.has(id));
  return {
    shown,
    chosen,
    allSelected: shown.length > 0 && chosen.length === shown.length,
    has: (id: string) => selected.has(id),
    select: (id: string, on: boolean) =>
      setSelected((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id)))),
    toggleAll: () => setSelected(toggleAll(selected, shown)),
    clear: () => setSelected(new Set()),
    /** Forgets the rows acted on (deleted). */
    drop: (ids: readonly string[]) => setSelected((s) => new Set([...s].filter((id) => !ids.includes(id)))),
  };
}

export type Selection = ReturnType<typeof useSelection>;
