/** How a list shows its rows: a table, or its records on a map (spec part 1 §3, Map and Table views). */
export type Display = 'table' | 'map';
export const displayOf = (value: string | null): Display => (value === 'map' ? 'map' : 'table');
